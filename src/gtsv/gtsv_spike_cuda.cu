/* gtsv_spike_cuda.cu -- the CUDA backend of gpu_?gtsv_spike for s, d, c, z,
 * generated from gtsv_spike_cuda.inc over the shared core gtsv_core.inc. */
#include "config.h"
#include <cuda_runtime.h>
#include <cuda_pipeline.h>
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "runtime/runtime.h"
#include "gtsv/gtsv_internal.h"
#include "gtsv/gs_shfl.cuh"

/* Partitions (threads) per block in the partition passes. */
#define GS_TB GS_TILE_THREADS
/* Right-hand sides solved per sweep of the passes (bounds the workspace). */
#define GS_NRHS_CHUNK 8
static_assert(GS_NRHS_CHUNK <= 15,
              "a chunk's guard sums (bytes 16-255) and refinement gate maxima (256-511) "
              "live in the 512-byte workspace header");

/* Bits of the device flag word: non-finite input per array (the bits
 * gs_nonfinite_info reads), and the request to fall back to the sequential
 * solver. */
#define GS_BAD_DL 1
#define GS_BAD_D 2
#define GS_BAD_DU 4
#define GS_BAD_B 8
#define GS_BAD_INPUT 15
#define GS_NEED_FALLBACK 16
#define GS_REFINE_FAILED 32 /* a refinement step overflowed, or its gate refused it */


extern __shared__ double2 gs_smem[];

/* Shared-memory slot of tile row i: partition q = i/m starts at q*(m+1); the
 * last partition of the matrix (up to 2m-1 rows) runs on contiguously. */
static __device__ __forceinline__ int gs_tile_index(int i, int m, int nq)
{
  int q = i / m;
  if (q > nq - 1)
    q = nq - 1;
  return i + q;
}

/* Calls op(i, si) for each row i of a tile (m rows a partition, nq
 * partitions, rows in all) that this thread moves between memory and the
 * tile (rows threadIdx.x, +GS_TB, ...), si its slot (gs_tile_index).  A
 * tile of GS_TB partitions of exactly M = 16 or 8 rows (every tile of a
 * large n but perhaps the last) takes its rows unrolled, the slot's stride
 * a constant: with the runtime's division by m in every row's slot, the
 * copies into the tile and the stores out of it were about half of pass
 * 1's instructions (session 23, docs/performance.md: ncu's source counters
 * of gs_d_k_pass1, 4100 instructions a thread, about 2150 of them in these
 * loops and their set-up).  GS_TB is a multiple of M, so row i = q + j
 * GS_TB lies in partition q/M + j GS_TB/M. */
template <int M, int TB = GS_TB, class Op>
static __device__ __forceinline__ void gs_tile_rows_full(Op op)
{
  static_assert(TB % M == 0, "a round of TB rows holds whole partitions");
  const int q = threadIdx.x, s0 = q + q / M;
#pragma unroll
  for (int j = 0; j < M; j++)
    op(q + j * TB, s0 + j * (TB + TB / M), q / M + j * (TB / M));
}

/* As gs_tile_rows, op(i, si, qi) with qi the tile's partition that holds
 * row i (the one-pass solve's stores, gtsv_spike_window.inc).  TB: the
 * block's threads and the tile's partitions (the one pass's windows take
 * GS_WIN_THREADS). */
template <int TB = GS_TB, class Op>
static __device__ __forceinline__ void gs_tile_rows_part(int m, int nq, int rows, Op op)
{
  if (m == 16 && rows == TB * 16) /* then nq = TB and no partition has a remainder */
    gs_tile_rows_full<16, TB>(op);
  else if (m == 8 && rows == TB * 8)
    gs_tile_rows_full<8, TB>(op);
  else
    for (int i = threadIdx.x; i < rows; i += TB) {
      const int si = gs_tile_index(i, m, nq); /* = i + the partition */
      op(i, si, si - i);
    }
}

template <int TB = GS_TB, class Op>
static __device__ __forceinline__ void gs_tile_rows(int m, int nq, int rows, Op op)
{
  gs_tile_rows_part<TB>(m, nq, rows, [&](int i, int si, int) { op(i, si); });
}

/* The rows of tile blk (block blk of a pass over all np partitions of m
 * rows): partitions p0 .. p0+nq-1, rows row0 .. row0+rows-1 (the tile with
 * the last partition also takes its remainder). */
struct gs_tile {
  gs_idx p0, row0;
  int nq, rows, m;
};

/* Whether tile t is a full one away from the matrix's ends (tile_copy_in). */
template <int TB = GS_TB>
static __device__ __forceinline__ int gs_tile_inside(const gs_tile &t, gs_idx n)
{
  return t.row0 > 0 && t.row0 + t.rows < n && t.rows == TB * t.m && (t.m == 16 || t.m == 8);
}

static __device__ __forceinline__ gs_tile gs_tile_of_block(gs_idx n, int m, gs_idx np, gs_idx blk)
{
  gs_tile t;
  t.m = m;
  t.p0 = blk * GS_TB;
  t.row0 = t.p0 * m;
  t.nq = (int)(np - t.p0 < GS_TB ? np - t.p0 : GS_TB);
  t.rows = (int)(t.p0 + t.nq == np ? n - t.row0 : (gs_idx)t.nq * m);
  return t;
}

/* 1: the passes sweep partitions of their full length (16, or 8) unrolled
 * with U in registers (part_spikes_reg, part_solve_reg); 0: in the tile. */
#ifndef GS_SPIKE_REG
#define GS_SPIKE_REG 1
#endif

/* The tile copies a thread issued (cp.async) are in shared memory, for
 * every thread of the block. */
static __device__ __forceinline__ void gs_tile_wait(void)
{
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
}

/* Entries per shared array of a block's tile (tb partitions). */
static __host__ __device__ __forceinline__ gs_idx gs_tile_size(int m, int tb = GS_TB)
{
  return (gs_idx)tb * (m + 1) + m;
}

/* GPUSOLVE_GPU_PARTITION=m: rows per partition on the GPU (tuning; clamped
 * to 8 .. the tile's maximum), read once. */
static gs_idx gs_gpu_partition_override(void)
{
  static gs_idx value = -1;
  if (value < 0) {
    const char *e = getenv("GPUSOLVE_GPU_PARTITION");
    value = e && *e ? atol(e) : 0;
  }
  return value;
}

/* Lifts kernel func's limit of dynamic shared memory on the current
 * device to `want` bytes, or with want 0 to all its opt-in maximum allows
 * beside the kernel's static part; returns the limit set, 0 when the
 * device refused (no error left behind).  k_red_tail_smem and the one
 * pass's k_win take their memory this way. */
static size_t gs_smem_lift(const void *func, size_t want)
{
  int dev = 0, optin = 0;
  cudaFuncAttributes fa;
  size_t got = 0;
  if (cudaGetDevice(&dev) == cudaSuccess &&
      cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev) ==
          cudaSuccess &&
      cudaFuncGetAttributes(&fa, func) == cudaSuccess && (size_t)optin > fa.sharedSizeBytes) {
    const size_t room = (size_t)optin - fa.sharedSizeBytes;
    const size_t take = want ? want : room;
    if (take <= room &&
        cudaFuncSetAttribute(func, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)take) ==
            cudaSuccess)
      got = take;
  }
  cudaGetLastError(); /* a refused query leaves no error behind */
  return got;
}

/* Wall clock in ms for GPUSOLVE_SPIKE_TRACE's phase times; 0 when the trace
 * is off (no clock read). */
static double gs_trace_ms(void)
{
  struct timespec ts;
  if (!gs_spike_trace_on() || clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
    return 0;
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static unsigned gs_grid(gs_idx work)
{
  gs_idx b = (work + 255) / 256;
  return (unsigned)(b < 1 ? 1 : b > 8192 ? 8192 : b);
}

static unsigned gs_grid_small(gs_idx threads) { return (unsigned)((threads + 127) / 128); }

/* The reduced system's levels of at most GS_RED_TAIL blocks run in one
 * block of GS_RED_TAIL_THREADS threads (k_red_tail). */
#define GS_RED_TAIL 4096
#define GS_RED_TAIL_THREADS 1024
/* Lanes that share one group's merges in k_red_tail_smem's narrow levels
 * (red_up_team: W, V, Y and a spare; a power of two within a warp). */
#define GS_TEAM 4
static_assert(GS_TEAM >= 3 && GS_TEAM <= 32 && 32 % GS_TEAM == 0,
              "GS_TEAM: 4, 8, 16 or 32 lanes (W, V and Y need three)");
/* Warps per block of the refinement's correction (k_bnd_correct), each
 * taking 32 partitions. */
#define GS_CORR_WARPS 8
/* Rounds of 32 rows a lane of k_bnd_correct loads before it stores any
 * (half as many for z), and its blocks a multiprocessor holds at least
 * (the registers' cap: 64).  Measured on the H200 (p189, d random 2^24):
 * the kernel 115.6 us with a round at a time, 108.5 with 4 rounds at 4
 * blocks, 131.8 with 8 at 3 blocks (80 registers, spills). */
#ifndef GS_CORR_ROWS
#define GS_CORR_ROWS 4
#endif
#ifndef GS_CORR_BLOCKS
#define GS_CORR_BLOCKS 4
#endif
static_assert(GS_CORR_ROWS >= 1 && GS_CORR_BLOCKS >= 1, "GS_CORR_ROWS, GS_CORR_BLOCKS: 1 or more");
/* Warps per block of the register level kernels (k_red_up_reg, k_red_down_reg). */
#define GS_RED_REG_WARPS 4
/* Static shared memory the staged level kernels may have beside their
 * dynamic copy (red_smem_threads). */
#define GS_RED_STATIC_SMEM 256

/* The block's largest w (non-negative doubles, or 0) into *worst by its
 * bits, which order as the values do; every thread of the block calls. */
static __device__ void gs_block_max(double w, unsigned long long *worst)
{
  __shared__ double sm[32];
  for (int o = 16; o > 0; o >>= 1)
    w = fmax(w, __shfl_down_sync(0xffffffffu, w, o));
  if ((threadIdx.x & 31) == 0)
    sm[threadIdx.x >> 5] = w;
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int k = 1; k < (int)((blockDim.x + 31) >> 5); k++)
      w = fmax(w, sm[k]);
    if (w > 0)
      atomicMax(worst, (unsigned long long)__double_as_longlong(w));
  }
}

/* Two doubles reduced over a warp or a block and added (MAX = false:
 * atomicAdd on double dst[0], dst[1]) or max-ed (MAX = true: atomicMax on
 * the bits of non-negative doubles, which order as the values do) into
 * dst: the stability guard's sums and the refinement gate's maxima. */
template <bool MAX>
static __device__ __forceinline__ double gs_comb(double a, double b)
{
  return MAX ? fmax(a, b) : a + b;
}

template <bool MAX>
static __device__ void gs_out2(double a, double b, void *dst)
{
  if (MAX) {
    unsigned long long *u = (unsigned long long *)dst;
    atomicMax(&u[0], (unsigned long long)__double_as_longlong(a));
    atomicMax(&u[1], (unsigned long long)__double_as_longlong(b));
  } else {
    double *d = (double *)dst;
    atomicAdd(&d[0], a);
    atomicAdd(&d[1], b);
  }
}

/* By lane 0 of each warp (no barrier: for kernels whose warps may leave
 * early). */
template <bool MAX>
static __device__ void gs_warp2(double a, double b, void *dst)
{
  for (int o = 16; o > 0; o >>= 1) {
    a = gs_comb<MAX>(a, __shfl_down_sync(0xffffffffu, a, o));
    b = gs_comb<MAX>(b, __shfl_down_sync(0xffffffffu, b, o));
  }
  if ((threadIdx.x & 31) == 0)
    gs_out2<MAX>(a, b, dst);
}

/* By thread 0 of each block, after the block's warps' results (fewer
 * atomics on the two words); every thread of the block calls it, and may
 * call it again. */
template <bool MAX>
static __device__ void gs_block2(double a, double b, void *dst)
{
  __shared__ double sm[2][32];
  for (int o = 16; o > 0; o >>= 1) {
    a = gs_comb<MAX>(a, __shfl_down_sync(0xffffffffu, a, o));
    b = gs_comb<MAX>(b, __shfl_down_sync(0xffffffffu, b, o));
  }
  if ((threadIdx.x & 31) == 0) {
    sm[0][threadIdx.x >> 5] = a;
    sm[1][threadIdx.x >> 5] = b;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int w = 1; w < (int)((blockDim.x + 31) >> 5); w++) {
      a = gs_comb<MAX>(a, sm[0][w]);
      b = gs_comb<MAX>(b, sm[1][w]);
    }
    gs_out2<MAX>(a, b, dst);
  }
  __syncthreads(); /* sm is free again */
}

/* Whether *flags was set before this kernel: one read per block, so that the
 * whole block takes the same way past its barriers. */
static __device__ int gs_block_stop(const int *flags)
{
  __shared__ int stop;
  if (threadIdx.x == 0)
    stop = *(volatile const int *)flags != 0;
  __syncthreads();
  return stop;
}

/* Programmatic dependent launch (compute capability 9.0 and later): the
 * kernels of a solve follow one another on the stream, each reading what
 * the one before wrote, and on a small call each is short (pass 1 7 us at
 * d 2^16), so the gap between two of them -- the next grid's launch and
 * ramp after the last block of the one before has ended -- is a good part
 * of the call (p227: 41.5 us of kernels in a 72 us call).  gs_launch
 * launches a kernel allowed to start while the kernel before it on the
 * stream is still running; every kernel so launched begins with
 * gs_pdl_wait (griddepcontrol.wait: until the grids it depends on have
 * ended and their writes are visible -- before it reads or writes
 * anything they touch), then lets the kernel after it launch
 * (griddepcontrol.launch_dependents: once every block of this grid has
 * said so, the next grid's blocks may take the room left and wait at
 * their own gs_pdl_wait).  Elsewhere, and before 9.0, both are no-ops and
 * gs_launch is a plain launch (gs_pdl_on).  GPUSOLVE_PDL=0 (read once)
 * turns it off: timings against the plain launches.  A kernel launched
 * after a memset, a copy or an event wait on the stream is not helped (the
 * stream orders those fully), so pass 1 and k_win, which always follow
 * one, keep the plain launch.  compute-sanitizer runs the kernels one at a
 * time, so the overlap is never seen there; the bit-for-bit tests
 * (test_spike_red, test_refine_skip) with the launches on are what
 * exercise the ordering. */
static __device__ __forceinline__ void gs_pdl_wait(void)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
}

/* The probe of gs_pdl_on: compiled with the same code generation as every
 * kernel of this unit, so its PTX version on a device is theirs. */
__global__ void gs_pdl_probe(void) {}

static int gs_pdl_env_off(void)
{
  const char *e = getenv("GPUSOLVE_PDL");
  return e != NULL && strcmp(e, "0") == 0;
}

/* Whether gs_launch may ask for programmatic launches on the current
 * device: only where the kernels' code was compiled from PTX of 9.0 or
 * later (cudaFuncGetAttributes' ptxVersion), which is where gs_pdl_wait is
 * the wait and not nothing -- a build for an older architecture, run on a
 * 9.0 device from its PTX, must launch plainly.  Per device, cached; the
 * queries' failures leave their error for the caller's next check (no
 * cudaGetLastError here: it would also clear a launch's).
 * GPUSOLVE_PDL=0 (read once per process) turns it off. */
static int gs_pdl_on(void)
{
  static const int off = gs_pdl_env_off(); /* thread-safe initialization */
  static int ptx[64]; /* per device: 0 unknown, else the probe's PTX version (-1: none) */
  int dev = 0, v;
  if (off || cudaGetDevice(&dev) != cudaSuccess || dev < 0 || dev >= 64)
    return 0;
  v = __atomic_load_n(&ptx[dev], __ATOMIC_RELAXED); /* threads may race to fill it */
  if (v == 0) {
    cudaFuncAttributes fa;
    if (cudaFuncGetAttributes(&fa, gs_pdl_probe) != cudaSuccess)
      return 0;
    v = fa.ptxVersion > 0 ? fa.ptxVersion : -1;
    __atomic_store_n(&ptx[dev], v, __ATOMIC_RELAXED);
  }
  return v >= 90;
}

template <typename... K, typename... A>
static cudaError_t gs_launch(void (*kern)(K...), dim3 grid, dim3 block, size_t smem,
                             cudaStream_t st, A... args)
{
  cudaLaunchConfig_t cfg = {};
  cudaLaunchAttribute at[1];
  cfg.gridDim = grid;
  cfg.blockDim = block;
  cfg.dynamicSmemBytes = smem;
  cfg.stream = st;
  if (gs_pdl_on()) {
    at[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
    at[0].val.programmaticStreamSerializationAllowed = 1;
    cfg.attrs = at;
    cfg.numAttrs = 1;
  }
  return cudaLaunchKernelEx(&cfg, kern, args...);
}

#define GS_PREC GS_PREC_S
#include "gtsv/gtsv_core.inc"
#include "gtsv/gtsv_spike_cuda.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_D
#include "gtsv/gtsv_core.inc"
#include "gtsv/gtsv_spike_cuda.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_C
#include "gtsv/gtsv_core.inc"
#include "gtsv/gtsv_spike_cuda.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_Z
#include "gtsv/gtsv_core.inc"
#include "gtsv/gtsv_spike_cuda.inc"
#undef GS_PREC
