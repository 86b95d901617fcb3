/* gtsv_internal.h -- what the gtsv family's entry points, backends and tests
 * share inside the library. */
#ifndef GS_GTSV_INTERNAL_H
#define GS_GTSV_INTERNAL_H

#include "gpusolve.h"
#include "common/hostdev.h"
#include "common/complex_ops.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The reduced system's recursion: blocks merged per group, at level 0 (the
 * partitions) and above.  A group is merged left to right by one thread, a
 * chain of dependent steps, so the upper levels, with few threads, take the
 * length of their chains (gs_reduced_groups: GPUSOLVE_SPIKE_GROUPS=g0,g
 * overrides, for tuning; both backends use the same groups).  Measured on
 * the H100 (d, n = 2^24 and 2^25, with the boundary refinement): groups
 * 32,32 took 3.40 and 7.85 ms on random matrices, 1.76 and 3.99 ms on
 * diagonally dominant ones; 8,4 took 3.23, 6.18, 1.67 and 3.11 ms (8,8 was
 * within 1% of 8,4; docs/performance.md). */
#define GS_REDUCED_GROUP0 8
#define GS_REDUCED_GROUP 4
void gs_reduced_groups(int *g0, int *g);

/* Partitions per thread block of the CUDA passes, and the shared memory a
 * block's tile may take: GS_TILE_ARRAYS arrays of elements (the sub-,
 * main and super-diagonal, U's second super-diagonal, the right-hand side)
 * and one of interchange codes. */
#define GS_TILE_THREADS 64
#define GS_TILE_BYTES (48 * 1024)
#define GS_TILE_ARRAYS 5
/* The partition length of long systems: the longest even length whose
 * block tile fits (34 rows in s, 16 in d and c, 8 in z), capped at
 * GS_PART_ROWS_CAP.  The cap is measured: on the H100 at n = 2^24 in double,
 * m = 20 took 2.77 ms (random) and 1.70 ms (diagonally dominant), m = 16
 * 2.48 and 1.58 ms, m = 12 2.40 and 1.67 ms with diagonal pivoting; with
 * partial pivoting (session 9) m = 16 took 1.81 and 1.23 ms, m = 12 1.94
 * and 1.27, m = 8 2.20 and 1.31 (docs/performance.md).  A shorter
 * partition makes a smaller tile, so more blocks share a multiprocessor,
 * and a larger reduced system.  Both backends cut long systems into partitions of this
 * length, so that they compute the same partitions and their results can be
 * compared to rounding. */
#define GS_PART_ROWS_CAP 16
#define GS_PART_ROWS_FIT(elem_bytes)                                                              \
  ((((gs_idx)(GS_TILE_BYTES / (GS_TILE_ARRAYS * (elem_bytes) + 1)) - GS_TILE_THREADS) /          \
    (GS_TILE_THREADS + 1)) &                                                                     \
   ~(gs_idx)1)
#define GS_PART_ROWS_MAX(elem_bytes)                                                              \
  (GS_PART_ROWS_FIT(elem_bytes) < GS_PART_ROWS_CAP ? GS_PART_ROWS_FIT(elem_bytes)               \
                                                   : (gs_idx)GS_PART_ROWS_CAP)

/* xGTSV's argument checks (gtsv_spike.c), shared by every routine with
 * xGTSV's arguments: 0 or -i for the first illegal argument i. */
gpu_int gs_gtsv_check(gpu_int n, gpu_int nrhs, const void *dl, const void *d, const void *du,
                      const void *b, gpu_int ldb, const gpu_int *info);

#ifdef __CUDACC__
/* Inside a CUDA backend function with a gs_idx or gpu_int `info` and a
 * `done:` label: a failed call clears CUDA's error state, sets INFO to
 * GPU_ERR_CUDA and leaves through done. */
#define GS_CUDA_TRY(call)                                                                          \
  do {                                                                                             \
    if ((call) != cudaSuccess) {                                                                   \
      cudaGetLastError();                                                                          \
      info = GPU_ERR_CUDA;                                                                         \
      goto done;                                                                                   \
    }                                                                                              \
  } while (0)
#endif

/* CPU partitioning: m rows per partition (even), np partitions; np == 1
 * means the sequential solver.  GPUSOLVE_CPU_PARTITION=m overrides m (tests
 * use it to run other partition lengths and more reduced levels), at most
 * GS_CPU_PARTITION_MAX rows: each thread refactors a partition in a scratch
 * area of 10 m elements, which an unbounded m would make as large as the
 * matrix times the threads. */
#define GS_CPU_PARTITION_MAX 65536
void gs_cpu_partitioning(gs_idx n, size_t elem_bytes, gs_idx *m, gs_idx *np);

/* The most steps of SPIKE's boundary refinement (gtsv_core.inc): 3, or
 * GPUSOLVE_SPIKE_REFINE (gtsv_spike.c). */
#define GS_REFINE_STEPS_DEFAULT 3
int gs_spike_refine_steps(void);

/* The boundary refinement's rule between steps, one for both backends.
 * After the check that follows step `step` (0: pass 2's x) found the worst
 * boundary row `worst` (|r| / (eps |A||x|)), with `prev` the worst before
 * that step (+inf at step 0): undo the step and stop if it made the worst
 * row larger (more than gs_spike_refine_undo() times prev: 1); else take
 * another while the worst row exceeds GS_REFINE_RATIO, the last step at
 * least halved it (xGTRFS's rule) and steps remain. */
#define GS_REFINE_RATIO 16.0
enum { GS_REFINE_STOP, GS_REFINE_GO, GS_REFINE_UNDO, GS_REFINE_REFUSED };
double gs_spike_refine_undo(void);
static inline int gs_refine_next(double worst, double prev, int step)
{
  if (step > 0 && !(worst <= gs_spike_refine_undo() * prev))
    return GS_REFINE_UNDO;
  if (!(worst > GS_REFINE_RATIO) || !(worst <= 0.5 * prev) || step >= gs_spike_refine_steps())
    return GS_REFINE_STOP;
  return GS_REFINE_GO;
}

/* Every decision of the boundary refinement, from both backends: the
 * decision `event` (GS_REFINE_*; REFUSED: the next step's correction
 * overflowed or was not small against X) after the check that followed
 * `step` steps.  Printed under GPUSOLVE_SPIKE_TRACE, and recorded for
 * gs_refine_watch (gtsv_spike.c): the one place both backends report, so
 * the chunked driver needs no hook in either. */
void gs_refine_trace(const char *backend, int step, int event, double worst);
/* What the in-core solves of this thread ended with (gs_refine_trace sees
 * every decision): the largest final worst boundary row since the reset. */
void gs_refine_watch_reset(void);
double gs_refine_watch(void);

/* Whether a step of the refinement may be taken, for one column: smax, the
 * largest bound on its correction's terms over the partitions (bnd_gate),
 * against xmax, the largest max|x_p| less that partition's bound (a lower
 * bound on the corrected x), with growth = gs_spike_refine_gate() (16;
 * gtsv_core.inc). */
#define GS_REFINE_GROWTH 16.0
double gs_spike_refine_gate(void);
static GS_HOSTDEV int gs_refine_accept(double smax, double xmax, double growth)
{
  return smax <= growth * xmax; /* false on NaN */
}

/* The stability guard's verdict for one column (gtsv_core.inc): the sum of
 * the error bounds mag against the sum of the boundary values xs; both
 * backends.  A non-finite sum never passes (Inf <= 256 Inf would). */
#ifndef GS_GUARD_RATIO
#define GS_GUARD_RATIO 256.0
#endif
static GS_HOSTDEV int gs_guard_pass(double mag, double xs)
{
  return isfinite(mag) && isfinite(xs) && mag <= GS_GUARD_RATIO * xs;
}

/* ---- gpu_?gtsv_spike on host arrays in chunks of rows (gtsv_spike_chunked.inc) */

/* The chunks of a system of n rows: `count` chunks of consecutive rows, all
 * of `len` rows (even, as SPIKE's partitions: a zero-diagonal matrix has
 * singular blocks of odd order) but the last, which starts at row `last`
 * and has at most len rows; where it would have one row it takes two from
 * its neighbour (a chunk of one row has one unknown for its first and last
 * row, and the reduced system would be singular). */
typedef struct {
  gs_idx n, count, len, last;
} gs_chunks;

/* No chunk is shorter than this (but a last chunk of 2 or 3 rows, or a
 * system shorter than it): below, the per-chunk calls and copies would
 * dominate and the reduced system grow past its use. */
#define GS_CHUNK_MIN_ROWS 64

/* The chunks of n rows when a chunk may have at most maxrows rows: as few
 * as fit, of nearly equal even lengths. */
static inline gs_chunks gs_chunk_plan(gs_idx n, gs_idx maxrows)
{
  gs_chunks P;
  gs_idx L = maxrows & ~(gs_idx)1, C;
  if (L < GS_CHUNK_MIN_ROWS)
    L = GS_CHUNK_MIN_ROWS;
  P.n = n;
  if (L >= n) {
    P.count = 1;
    P.len = n;
    P.last = 0;
    return P;
  }
  C = (n + L - 1) / L;
  L = (n + C - 1) / C; /* the same count of chunks, of nearly equal length */
  L += L & 1;          /* still <= maxrows: that was even */
  P.count = (n + L - 1) / L;
  P.len = L;
  P.last = (P.count - 1) * L;
  if (n - P.last == 1)
    P.last -= 2;
  return P;
}

/* First row of chunk c (0 <= c <= count; n for c = count) and its rows. */
static inline gs_idx gs_chunk_first(const gs_chunks *P, gs_idx c)
{
  return c < P->count - 1 ? c * P->len : c == P->count - 1 ? P->last : P->n;
}
static inline gs_idx gs_chunk_rows(const gs_chunks *P, gs_idx c)
{
  return gs_chunk_first(P, c + 1) - gs_chunk_first(P, c);
}

/* GPUSOLVE_SPIKE_CHUNK=rows: solve host arrays in chunks of at most that
 * many rows (at least GS_CHUNK_MIN_ROWS) on either backend, whether or not
 * the system fits (tests, tuning); 0 when unset.  Read at every call, so
 * that a test may vary it. */
gs_idx gs_spike_chunk_rows(void);

/* GPUSOLVE_SPIKE_NOBUFFER=1: the chunked path writes X straight into B, as
 * when the host has no memory for its buffer (tests); read at every call. */
int gs_spike_chunk_nobuffer(void);

/* Who makes W and V whole, the spikes the CUDA backend's boundary
 * refinement reads (gtsv_spike_cuda.inc): GPUSOLVE_SPIKE_WV=auto (pass 1,
 * except on tiles whose rows are all strictly diagonally dominant, which
 * leave them to a kernel that runs only when a refinement step does),
 * store (pass 1 on every tile, as before session 13; measurements) or
 * recompute (never pass 1; tests).  Read at every call. */
#define GS_SPIKE_WV_AUTO 0
#define GS_SPIKE_WV_STORE 1
#define GS_SPIKE_WV_RECOMPUTE 2
int gs_spike_wv(void);

/* The CUDA backend's one-pass solve of a diagonally dominant system
 * (gtsv_spike_window.inc: every tile of partitions solved with a halo of
 * partitions on either side, the truncation checked on the tiles'
 * boundary rows, B restored and the two-pass solve run where the check
 * fails): GPUSOLVE_SPIKE_WINDOW=auto or unset, the default (tried from n =
 * gs_win_auto_min_n(m), each window first screening its rows: dominant enough, or the
 * call is turned away), 1 (tried on every eligible call, unscreened:
 * tests of the way back) or 0 (never).  Any other value is the default.
 * Read at every call. */
#define GS_SPIKE_WINDOW_AUTO 0
#define GS_SPIKE_WINDOW_ALWAYS 1
#define GS_SPIKE_WINDOW_OFF 2
int gs_spike_window(void);

/* The one-pass solve's windows, on both backends (the CUDA backend's k_win
 * and the CPU backend's cpu_win_try): window j solves GS_WIN_INNER
 * consecutive partitions, its inner ones, with GS_WIN_HALO partitions of
 * halo on either side (and GS_WIN_HALO sweeps of block Jacobi over its
 * interfaces); GS_WIN_THREADS partitions in all, a thread block's tile on
 * the GPU.  128 rather than the passes' 64: the halo is read twice and
 * its edge rows go through `side`, so a window of 64 read 64/56 of the
 * matrix and copied 8/56 of X twice more; at 128, 128/120 and 8/120, with
 * the same warps a multiprocessor (half the blocks, twice the threads;
 * docs/performance.md, session 27). */
#define GS_WIN_HALO 4
#define GS_WIN_THREADS 128
#define GS_WIN_INNER (GS_WIN_THREADS - 2 * GS_WIN_HALO)
/* The smallest n the default (auto) mode tries, for partitions of m rows
 * (gtsv_spike_window.inc: where a call turned away costs little beside the
 * one pass's gain): 2^20 with partitions of 16 rows or more, whose screen
 * takes the decay ratios of moderately dominant matrices (rho <= 0.53 in
 * double); 2^22 with shorter ones (z, or GPUSOLVE_GPU_PARTITION=8), where
 * rho <= 0.28 turns most of those away, so the try mostly costs (session
 * 28, p217: from 2^20 a dominant d call took 0.13 -> 0.054 ms at 2^20 and
 * 0.165 -> 0.074 at 2^21, a random one 25-30 us more; z lost both). */
#define GS_WIN_AUTO_MIN_N ((gs_idx)1 << 20)
#define GS_WIN_AUTO_MIN_N_SHORT ((gs_idx)1 << 22)
static GS_HOSTDEV gs_idx gs_win_auto_min_n(gs_idx m)
{
  return m >= 16 ? GS_WIN_AUTO_MIN_N : GS_WIN_AUTO_MIN_N_SHORT;
}
/* Whether a call in mode (gs_spike_window()) tries the one pass, n rows in
 * partitions of m: both backends' choice, so that they keep one. */
static GS_HOSTDEV int gs_win_wanted(int mode, gs_idx n, gs_idx m)
{
  return mode == GS_SPIKE_WINDOW_ALWAYS ||
         (mode == GS_SPIKE_WINDOW_AUTO && n >= gs_win_auto_min_n(m));
}

static GS_HOSTDEV gs_idx gs_win_blocks(gs_idx np) { return (np + GS_WIN_INNER - 1) / GS_WIN_INNER; }

/* Inner partitions [*in0, *in1) and window [*w0, *w1) of window j. */
static GS_HOSTDEV void gs_win_range(gs_idx j, gs_idx np, gs_idx *in0, gs_idx *in1, gs_idx *w0,
                                    gs_idx *w1)
{
  *in0 = j * GS_WIN_INNER;
  *in1 = np - *in0 > GS_WIN_INNER ? *in0 + GS_WIN_INNER : np;
  *w0 = *in0 > GS_WIN_HALO ? *in0 - GS_WIN_HALO : 0;
  *w1 = np - *in1 > GS_WIN_HALO ? *in1 + GS_WIN_HALO : np;
}

/* The one-pass result's checks (both backends; it stands when, besides,
 * nothing was flagged and no window turned the call away): the stability
 * guard passes on the sums (mag, xs), and the worst boundary row is at
 * most GS_REFINE_RATIO eps |A||x| -- what the two-pass solve keeps without
 * a refinement step. */
static GS_HOSTDEV int gs_win_checks_pass(double mag, double xs, double worst)
{
  return gs_guard_pass(mag, xs) && worst <= GS_REFINE_RATIO;
}

/* GPUSOLVE_SPIKE_RED=staged: the CUDA backend's reduced system through the
 * staged level kernels, not the register ones, and the narrow levels in
 * global memory, not shared (gtsv_spike_cuda.inc; the same arithmetic, for
 * comparisons); read at every call. */
int gs_spike_red_staged(void);
/* Whether the CUDA correction may leave alone the partitions whose
 * correction cannot change x (gtsv_core.inc's gate_terms): 1 unless
 * GPUSOLVE_SPIKE_SKIP=0 (tests: X must be the same bit for bit). */
int gs_spike_skip(void);

/* GPUSOLVE_SPIKE_TRACE: 1 when set (gtsv_spike.c). */
int gs_spike_trace_on(void);

/* Whether the arrays p[0..k-1] are aligned to the element's size es, as
 * cp.async copies of whole elements (the spike passes' tiles, the batch
 * kernels') need.  A complex array may legally sit a component off: its
 * type's alignment is its component's (complex_ops.h). */
static inline int gs_elem_aligned(const void *const *p, int k, size_t es)
{
  for (int i = 0; i < k; i++)
    if ((size_t)p[i] & (es - 1))
      return 0;
  return 1;
}

/* INFO of non-finite entries from bits 1, 2, 4, 8 (DL, D, DU, B): the first
 * such array in argument order. */
static inline gpu_int gs_nonfinite_info(int bits)
{
  return bits & 1 ? -3 : bits & 2 ? -4 : bits & 4 ? -5 : -6;
}

/* ---- batches and cyclic reduction (gtsv_batch*.c/.cu, cr_core.inc) ---- */

/* Backend results of the batch routines: 0, a runtime error GPU_ERR_* (< 0),
 * or k*n + i > 0 for the lowest system k (0-based) that was not solved and
 * its row i (1-based), in 64 bits; the entry points saturate it to gpu_int. */
#define GS_NO_FAILURE INT64_MAX
static GS_HOSTDEV gs_idx gs_batch_code(gs_idx n, gs_idx k, gs_idx row) { return k * n + row; }

/* Row (1-based) of equation t of cyclic reduction's level l: (t+1) 2^l. */
static GS_HOSTDEV gs_idx gs_cr_row(gs_idx t, int l) { return (t + 1) << l; }

/* gpu_?gtsv_spike_batch: a system is "long" when SPIKE partitions (one
 * system after another, each over the whole machine) beat one thread per
 * system eliminating with partial pivoting, i.e. when BATCH times a long
 * solve's time is below N times a thread's time per row.  Both were measured
 * on the H100 on random matrices, per precision (prec: GS_PREC_S .. _Z): a
 * thread takes gs_spike_short_us per row (forward and back, the batch's
 * threads side by side, 8192 x 64 .. 65536 x 256: s 0.26, d 0.36, c 0.67, z
 * 1.09 us), and a long solve takes gs_spike_long_us at n = 2^13 .. 2^25
 * (linear between, proportional beyond).  Double's times are session 10's
 * (docs/gtsv_batch.md; a system is long at N = 8192 when N > 445 BATCH, at
 * 65536 when N > 590 BATCH, at 2^20 when N > 1000 BATCH), the others session
 * 11's (docs/perf/scripts_2026-11-25_s11/rulepts.c; at N = 8192 long when N
 * > 573 BATCH in s, 361 in c, 310 in z).  Systems of at most 4096 rows are
 * never long.  Both backends take the same rule, so that their results agree
 * to rounding. */
static inline double gs_spike_long_us(gs_idx n, int prec)
{
  static const double t[4][13] = {
      /* 2^13 .. 2^19, then 2^20 .. 2^25 */
      {149, 156, 178, 208, 217, 239, 277, 294, 385, 685, 925, 1470, 2519},    /* s */
      {160, 184, 200, 212, 235, 284, 291, 363, 485, 650, 1087, 1821, 3348},   /* d */
      {242, 274, 321, 324, 347, 404, 440, 517, 686, 885, 1416, 2313, 4179},   /* c */
      {338, 400, 497, 433, 480, 585, 622, 821, 1113, 1768, 2906, 5297, 9819}}; /* z */
  const double *tp = t[prec - GS_PREC_S];
  int l = 13;
  if (n <= ((gs_idx)1 << 13))
    return tp[0];
  if (n >= ((gs_idx)1 << 25))
    return tp[12] * (double)n / (double)((gs_idx)1 << 25);
  while (((gs_idx)1 << (l + 1)) < n)
    l++;
  const double lo = (double)((gs_idx)1 << l), f = ((double)n - lo) / lo;
  return tp[l - 13] + f * (tp[l - 12] - tp[l - 13]);
}

static inline double gs_spike_short_us(int prec)
{
  static const double c[4] = {0.26, 0.36, 0.67, 1.09}; /* s, d, c, z */
  return c[prec - GS_PREC_S];
}

static inline int gs_spike_batch_long(gs_idx n, gs_idx batch, int prec)
{
  return n > 4096 &&
         (double)batch * gs_spike_long_us(n, prec) < gs_spike_short_us(prec) * (double)n;
}

#define GS_PREC GS_PREC_S
#include "gtsv/gtsv_internal.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_D
#include "gtsv/gtsv_internal.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_C
#include "gtsv/gtsv_internal.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_Z
#include "gtsv/gtsv_internal.inc"
#undef GS_PREC

#ifdef __cplusplus
}
#endif
#endif
