/* gtsv_batch_cuda.cu -- the CUDA backend of gpu_?gtsv_cr_batch (and so of
 * gpu_?gtsv_cr) and gpu_?gtsv_spike_batch for s, d, c, z, generated from
 * gtsv_batch_cuda.inc over the shared cores cr_core.inc and gtsv_core.inc. */
#include "config.h"
#include <cuda_runtime.h>
#include <cuda_pipeline.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/runtime.h"
#include "gtsv/gtsv_internal.h"
#include "gtsv/gs_shfl.cuh"


/* A failure key of cyclic reduction: (level << 48) | row, the smallest key
 * is the failure both backends report (the first level that has one, its
 * smallest row; see cr_cpu_system).  Level 0: non-finite input; l + 1:
 * reducing level l; top + 1: the top pivot; 63: a non-finite solution. */
typedef unsigned long long gs_key;
#define GS_KEY_NONE (~0ULL)
#define GS_KEY_ROWS ((1ULL << 48) - 1)
#define GS_KEY_XLEVEL 63
/* A block's word from k_cr_rb: its system met a failure, whose key
 * k_cr_smem makes (never a real key: those are k n + row < 2^63). */
#define GS_KEY_REDO (~0ULL - 1)
static __device__ __forceinline__ gs_key gs_key_make(int level, gs_idx row)
{
  return ((gs_key)level << 48) | (gs_key)row;
}

/* cr_batch's failure flag after its kernel: waits for the stream and reads
 * the pinned (mapped) word when there is one (pinned != NULL), else fetches
 * the device word dflag with gs_cuda_fetch (through a pinned block of the
 * pool if it lends one, else a plain copy: the helper every flag word of
 * the library comes back by). */
static cudaError_t gs_cr_flag_read(const int *pinned, const int *dflag, cudaStream_t st,
                                   int *raised)
{
  *raised = 0;
  if (!pinned)
    return gs_cuda_fetch(raised, dflag, sizeof *raised, st);
  const cudaError_t e = cudaStreamSynchronize(st);
  if (e == cudaSuccess)
    *raised = *(const volatile int *)pinned;
  return e;
}

/* Threads per block of the elementwise kernels, and their grid (grid-stride
 * loops beyond 8192 blocks). */
#define GS_EW 256
static unsigned gs_ew_grid(gs_idx work)
{
  gs_idx b = (work + GS_EW - 1) / GS_EW;
  return (unsigned)(b < 1 ? 1 : b > 8192 ? 8192 : b);
}

/* Systems per block of the shared-memory CR kernel: blocks of at least
 * this many threads, several short systems per block. */
#define GS_CR_MIN_BLOCK 128
/* Levels the shared-memory kernel may keep (n < 2^24: far beyond what fits). */
#define GS_CR_SMEM_LEVELS 24

extern __shared__ double2 gs_bsmem[];

/* The workspace spike_batch's streamed elimination may take at once (U's
 * rows and L^-1 b, 4 n elements per system) even where the device has
 * little left; beyond it, up to half of what the device has left; larger
 * batches go in groups. */
#define GS_PP_WS_BYTES ((size_t)1 << 30)

/* GPUSOLVE_CR_THREADS=t: threads per system of the shared-memory CR
 * kernel (rounded up to a power of two, 32 .. 1024; tuning), read once;
 * 0 when unset (the kernel's shape is then chosen by occupancy). */
static int gs_cr_threads_max(void)
{
  static int value = -1;
  if (value < 0) {
    const char *e = getenv("GPUSOLVE_CR_THREADS");
    int v = e && *e ? atoi(e) : 0, p = 32;
    while (p < v && p < 1024)
      p *= 2;
    value = v > 0 ? p : 0;
  }
  return value;
}

/* Rows from which cr_batch takes k_cr_rb (rb_use), by the element's size:
 * single precision from 512, double from 2048 (below, measured no faster). */
#define GS_RB_NMIN(SZ) ((SZ) == 4 ? 512 : 2048)

/* k_cr_rb's registers per thread and its L2 prefetch, by the element's
 * size.  A multiprocessor of the H100 holds 64K registers as four
 * partitions of 16K, each holding a quarter of the resident warps: blocks of
 * 8 warps (4097 rows) fit three a multiprocessor at up to 80 registers, two
 * at up to 128.  Single precision: three (71 registers, about 50 KB of
 * shared memory each).  Double: two (118 registers since warp 0 keeps its
 * rows aside around the level-4 call, rb_keep; 2 x 101 KB), one block's
 * level-4 solve hidden by the other's work: 4097 x 4097 0.37 -> 0.33 ms
 * (session 16; with 151 registers one block a multiprocessor, two at 128
 * spilled and lost).  In double each block asks L2 for the lines of a
 * later system (rb_prefetch, GS_RB_AHEAD); in single precision a prefetch
 * lost 5% (docs/performance.md, sessions 15 and 16). */
#ifndef GS_RB_MAXNREG_S
#define GS_RB_MAXNREG_S 80
#endif
#ifndef GS_RB_MAXNREG_D
#define GS_RB_MAXNREG_D 168
#endif
/* T2 = 16 (4112 to 8193 rows, taken only when forced) has blocks of up to
 * 16 warps: 128 registers at most, or such a block cannot start (it fell
 * back to k_cr_smem in double until session 16's test caught it). */
#define GS_RB_MAXNREG(SZ, T2) \
  ((SZ) == 4 ? GS_RB_MAXNREG_S : (T2) >= 16 && GS_RB_MAXNREG_D > 128 ? 128 : GS_RB_MAXNREG_D)
#ifndef GS_RB_PREFETCH
#define GS_RB_PREFETCH(SZ) ((SZ) == 8)
#endif
/* The prefetch's distance in quarters of a system a multiprocessor, given
 * the blocks resident there (rb_go). */
#ifndef GS_RB_AHEAD
#define GS_RB_AHEAD(RES) 5
#endif
/* k_cr_rb<T2>'s preferred shared-memory carveout, in percent of the most a
 * multiprocessor has (-1: the driver's choice), for T2 = 4 (1040 to 2063
 * rows, blocks of 3 to 5 warps).  Left to the driver, many such blocks fit
 * and L1, which the cp.async copies go through, shrinks to about 20 KB:
 * double at 2048 rows (four blocks) was 10% slower than with three (72%,
 * 164 KB: L1 about 90 KB), single at 1100 rows 8-10% slower than at 72 or
 * 80% (docs/performance.md, session 16, p147, p148, p155). */
#ifndef GS_RB_CARVE_S
#define GS_RB_CARVE_S 80
#endif
#ifndef GS_RB_CARVE_D
#define GS_RB_CARVE_D 72
#endif
#define GS_RB_CARVEOUT(SZ, T2) ((T2) != 4 ? -1 : (SZ) == 8 ? GS_RB_CARVE_D : GS_RB_CARVE_S)

/* GPUSOLVE_CR_KERNEL=smem or =rb: cr_batch's kernel for systems that fit
 * one block, k_cr_smem or k_cr_rb (where k_cr_rb takes the size), instead
 * of the rule of cr_dev (comparisons, tests); read at each call. */
static int gs_cr_kernel_forced(void)
{
  const char *e = getenv("GPUSOLVE_CR_KERNEL");
  if (e && strcmp(e, "smem") == 0)
    return 1;
  if (e && strcmp(e, "rb") == 0)
    return 2;
  return 0;
}

/* GPUSOLVE_CR_TRACE=1: one line on stderr per cr_batch call on CUDA, the
 * kernel it takes (tests: that a forced kernel ran); read at each call. */
static int gs_cr_trace(void)
{
  const char *e = getenv("GPUSOLVE_CR_TRACE");
  return e && *e && strcmp(e, "0") != 0;
}

/* L2 cache hints of k_cr_smem's level-0 traffic.  A system's rows are read
 * twice: all of them on the way down, the even ones again on the way back;
 * between the two some 260 other systems stream through L2 (4097 x 4097 in
 * double: 855 MB read from DRAM for 537 MB of input, ncu on the H100).  The
 * second read is the rows' last use (__ldcs: evict first) and the solution
 * is stored streaming (__stcs), so that neither pushes out rows still to be
 * read again: 623 MB, and the kernel 5% faster (docs/performance.md, issue 3
 * step 5).  Marking the first read evict-last as well measured no better. */
static __device__ __forceinline__ float gs_ld_last(const float *p) { return __ldcs(p); }
static __device__ __forceinline__ double gs_ld_last(const double *p) { return __ldcs(p); }
/* The complex types (gs_cfloat, gs_cdouble): part by part. */
template <typename Z> static __device__ __forceinline__ Z gs_ld_last(const Z *p)
{
  Z v;
  v.re = __ldcs(&p->re);
  v.im = __ldcs(&p->im);
  return v;
}
/* k_cr_smem's first read of level 0, through the read-only path: the
 * compiler may then issue the loads of the next equation ahead of the
 * shared-memory stores of the one before (4097 x 4097 in double 6-10% faster
 * on the H100, docs/performance.md, session 6).  B is read there too: each
 * block reads its own systems' rows of B before any of its threads writes
 * them (block barriers between), and writes no other rows. */
static __device__ __forceinline__ float gs_ldg(const float *p) { return __ldg(p); }
static __device__ __forceinline__ double gs_ldg(const double *p) { return __ldg(p); }
template <typename Z> static __device__ __forceinline__ Z gs_ldg(const Z *p)
{ /* the complex types (gs_cfloat, gs_cdouble): part by part */
  Z v;
  v.re = __ldg(&p->re);
  v.im = __ldg(&p->im);
  return v;
}
static __device__ __forceinline__ void gs_st_stream(float *p, float v) { __stcs(p, v); }
static __device__ __forceinline__ void gs_st_stream(double *p, double v) { __stcs(p, v); }
template <typename Z> static __device__ __forceinline__ void gs_st_stream(Z *p, Z v)
{
  __stcs(&p->re, v.re);
  __stcs(&p->im, v.im);
}

/* Systems of at most this many rows (elements of type T) go to k_cr_warp,
 * a segment of a warp per system, the others to k_cr_smem.  Measured on the
 * H100 at n batch = 2^24 (docs/performance.md, issue 3 step 6): in double
 * k_cr_warp took 0.71, 0.97, 1.23, 1.50 ms at n = 4, 8, 16, 32 against
 * k_cr_smem's 4.81, 3.17, 1.96, 1.18; in single 0.36 .. 0.77 against 4.18
 * .. 0.99 up to n = 32.  Complex types follow the real one of their size. */
#define GS_CR_WARP_MAX(T) (sizeof(T) == 4 ? 32 : 16)
#define GS_CR_WARP_BLOCK 256

/* Shared-memory CR stores each level's even equations, then its odd ones
 * (Goeddeke & Strzodka's split layout), so that the threads of a level read
 * and write consecutive entries: no bank conflicts at any level, where the
 * in-place stride-2^l layout has 2^l-way conflicts.  Position of equation u
 * of a level stored at base with ne even equations: */
static __device__ __forceinline__ int gs_cr_pos(int base, int ne, int u)
{
  return base + ((u & 1) ? ne + (u >> 1) : (u >> 1));
}

/* Entries per coefficient array k_cr_smem keeps for a system of n equations
 * (level 1, over which the others are made; at least 1, where n = 1 keeps
 * its unknown). */
static __host__ __device__ __forceinline__ int gs_cr_span(int n)
{
  const int n1 = n / 2;
  return n1 > 0 ? n1 : 1;
}

/* The most equations of a level one thread makes, or back-substitutes, in
 * a step of k_cr_smem's block-wide levels: a step holds them in registers
 * until every thread has read the level (the levels are made in place).
 * The kernel's shape gives each system enough threads for that (cr_shape),
 * which bounds the longest system it takes (cr_smem_cap). */
#define GS_CR_R(T) (sizeof(T) > 8 ? 2 : 4)

/* The barrier of a level step: the block's (the levels all of a system's
 * threads share) or the warp's (the top levels, one warp per system). */
template <bool BLOCK> static __device__ __forceinline__ void gs_cr_bar(void)
{
  if (BLOCK)
    __syncthreads();
  else
    __syncwarp();
}

/* k_cr_rb's helpers of no precision (cr_rb_cuda.inc). */
template <int B> struct gs_rb_log2 {
  static constexpr int v = B <= 1 ? 0 : 1 + gs_rb_log2<(B > 1 ? B / 2 : 1)>::v;
};
template <> struct gs_rb_log2<1> {
  static constexpr int v = 0;
};


#define GS_PREC GS_PREC_S
#include "gtsv/gtsv_core.inc"
#include "gtsv/cr_core.inc"
#include "gtsv/cr_rb_cuda.inc"
#include "gtsv/gtsv_batch_cuda.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_D
#include "gtsv/gtsv_core.inc"
#include "gtsv/cr_core.inc"
#include "gtsv/cr_rb_cuda.inc"
#include "gtsv/gtsv_batch_cuda.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_C
#include "gtsv/gtsv_core.inc"
#include "gtsv/cr_core.inc"
#include "gtsv/cr_rb_cuda.inc"
#include "gtsv/gtsv_batch_cuda.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_Z
#include "gtsv/gtsv_core.inc"
#include "gtsv/cr_core.inc"
#include "gtsv/cr_rb_cuda.inc"
#include "gtsv/gtsv_batch_cuda.inc"
#undef GS_PREC
