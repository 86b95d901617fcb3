/*
 * gpusolve.h -- the public C interface of gpusolve.
 *
 * gpusolve solves structured sparse linear systems on NVIDIA GPUs, or on all
 * CPU cores where there is no GPU, behind LAPACK's calling conventions: a code
 * that calls DGTSV calls GPU_DGTSV_SPIKE with the same arguments.
 *
 * Conventions (shared by every routine):
 *   - Names: gpu_<p><matrix><op>_<algorithm>[_batch][_dev], p in s, d, c, z.
 *   - Arguments as in the LAPACK routine replaced, same order and meaning;
 *     scalars by value, arrays by pointer, INFO last by pointer.
 *   - Routines without _dev take host arrays.  Routines with _dev take arrays
 *     in device memory when the CUDA backend is active, host arrays when the
 *     CPU backend is active (on the CPU backend "the device" is the host).
 *   - Streams (CUDA backend): a routine works on the calling host thread's
 *     per-thread default stream (cudaStreamPerThread) and returns when its
 *     work is done, so its results may be used at once, from any stream.
 *     Before it reads a _dev routine's arrays, the work the caller queued on
 *     the legacy default stream (stream 0 of code built without
 *     --default-stream per-thread) or on this thread's per-thread stream has
 *     finished; work on streams the caller created has not necessarily:
 *     synchronize those (or the device) before the call.
 *   - INFO = 0: success.
 *     INFO = -i (1 <= i < 100): argument i had an illegal value, checked in
 *       argument order before any allocation or device call; gpu_xerbla has
 *       been called once and no array was touched.
 *     INFO = i > 0: the matrix is exactly singular (routine's page says how
 *       i names the zero pivot); the solution has not been computed.
 *     INFO <= -100: a runtime failure (GPU_ERR_*); gpu_strerror() names it.
 */
#ifndef GPUSOLVE_H
#define GPUSOLVE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
#include <complex>
extern "C" {
#endif

/* Integer type of every dimension, count and INFO (Fortran: integer(c_int32_t)). */
typedef int32_t gpu_int;

/* Complex types: layout-compatible with Fortran COMPLEX(c_float_complex) and
 * COMPLEX(c_double_complex).  Define them before including this header to use
 * another layout-compatible type (as with LAPACKE's lapack_complex_double). */
#ifndef gpu_complex_float
#ifdef __cplusplus
#define gpu_complex_float std::complex<float>
#else
#define gpu_complex_float float _Complex
#endif
#endif
#ifndef gpu_complex_double
#ifdef __cplusplus
#define gpu_complex_double std::complex<double>
#else
#define gpu_complex_double double _Complex
#endif
#endif

/* ------------------------------------------------------------------------ */
/* Runtime                                                                   */
/* ------------------------------------------------------------------------ */

/* Backends.  GPU_BACKEND_AUTO picks CUDA when the library was built with it
 * and a device is present, else the CPU.  The environment variable
 * GPUSOLVE_BACKEND=auto|cuda|cpu sets the initial choice. */
#define GPU_BACKEND_AUTO 0
#define GPU_BACKEND_CPU  1
#define GPU_BACKEND_CUDA 2

/* Runtime INFO codes (always <= -100). */
#define GPU_ERR_NO_BACKEND    (-100) /* requested backend not built or no usable device */
#define GPU_ERR_DEVICE_MEMORY (-101) /* device memory exhausted, or the cap too small   */
#define GPU_ERR_HOST_MEMORY   (-102) /* host memory exhausted                           */
#define GPU_ERR_CUDA          (-103) /* a CUDA runtime call or kernel launch failed     */
#define GPU_ERR_INTERNAL      (-104) /* internal inconsistency (please report)          */

/* gpu_set_backend: choose the backend for later calls in this process.
 *   backend = GPU_BACKEND_AUTO, _CPU or _CUDA.
 *   Returns 0, GPU_ERR_NO_BACKEND if the backend is not usable here (the
 *   choice is then unchanged), or -1 if backend is not one of the three. */
int gpu_set_backend(int backend);

/* gpu_get_backend: the backend that calls use now, GPU_BACKEND_CPU or
 * GPU_BACKEND_CUDA (AUTO is resolved on first use). */
int gpu_get_backend(void);

/* gpu_backend_name: "cpu" or "cuda" for a backend number, "auto", or "unknown". */
const char *gpu_backend_name(int backend);

/* gpu_cuda_available: 1 when the library was built with CUDA and a device is
 * usable, else 0. */
int gpu_cuda_available(void);

/* gpu_device_name: a text naming the device in use ("CPU (OpenMP, k threads)"
 * on the CPU backend). */
const char *gpu_device_name(void);

/* gpu_finalize: release every cached device and host resource (workspace
 * pool, pinned buffers).  The library may be used again afterwards; it then
 * allocates afresh.  Must not be called while another thread is inside a
 * gpusolve routine. */
void gpu_finalize(void);

/* gpu_set_device_memory_limit: cap the device memory the library keeps (its
 * workspace pool: buffers in use and buffers cached between calls) at BYTES,
 * for later calls in this process; 0 removes the cap.  The environment
 * variable GPUSOLVE_DEVICE_MEMORY (a byte count with an optional K, M or G
 * suffix, powers of 1024, e.g. 512M; read at first use) sets the initial
 * cap; this call overrides it.  Lowering the cap frees cached buffers above
 * it at once.  Under the cap, the host forms of gpu_?gtsv_spike solve a
 * system whose device copies do not fit in chunks of rows
 * (docs/gtsv_spike.md, "Systems larger than device memory"), and the batch
 * routines (gpu_?gtsv_cr, gpu_?gtsv_cr_batch, gpu_?gtsv_spike_batch, host
 * and _dev forms) solve a batch whose device copies or workspace do not
 * fit in groups of systems, with the same results (docs/gtsv_batch.md);
 * gpu_?gtsv_spike_dev, and a batch routine one of whose systems does not
 * fit alone, return INFO = GPU_ERR_DEVICE_MEMORY where their workspace
 * does not fit.  The cap does not count the CUDA runtime's own memory,
 * nor the device arrays a caller passes to the _dev forms.  No effect on
 * the CPU backend.
 *   Returns 0, or -1 when BYTES is not a valid cap (at least 2^63: a
 *   negative number converted, e.g. from a Fortran integer(c_size_t)); the
 *   cap is then unchanged. */
int gpu_set_device_memory_limit(size_t bytes);

/* gpu_get_device_memory_limit: the cap in bytes, 0 when there is none. */
size_t gpu_get_device_memory_limit(void);

/* gpu_strerror: a static text for any INFO value. */
const char *gpu_strerror(gpu_int info);

/* gpu_xerbla: called once by a routine that finds argument -info illegal.
 * It prints "** On entry to SRNAME parameter number I had an illegal value"
 * on stderr and returns; it never stops the program.
 * gpu_set_xerbla replaces it (NULL restores the default); the handler
 * receives the routine's name in upper case and the positive number i. */
typedef void (*gpu_xerbla_handler)(const char *srname, gpu_int i);
void gpu_xerbla(const char *srname, gpu_int i);
gpu_xerbla_handler gpu_set_xerbla(gpu_xerbla_handler handler);

/* gpu_version: "MAJOR.MINOR.PATCH". */
const char *gpu_version(void);

/* ------------------------------------------------------------------------ */
/* Tridiagonal systems: gpu_?gtsv_spike                                      */
/* ------------------------------------------------------------------------ */
/*
 * Purpose
 *   Solves A * X = B for a general tridiagonal N-by-N matrix A and an
 *   N-by-NRHS matrix B, as LAPACK's xGTSV does, with the SPIKE algorithm:
 *   each partition factored by Gaussian elimination with partial pivoting
 *   (xGTSV's row interchanges, within the partition), the reduced spike
 *   system solved recursively on the same backend.  Backward
 *   stable in practice on the whole stability gallery (docs/gtsv_spike.md).
 *
 * Arguments (as xGTSV)
 *   N     (in)  order of A, N >= 0.
 *   NRHS  (in)  number of right-hand sides, NRHS >= 0.
 *   DL    (in)  array of N-1 entries: the sub-diagonal, A(i+1,i).
 *   D     (in)  array of N entries: the diagonal.
 *   DU    (in)  array of N-1 entries: the super-diagonal, A(i,i+1).
 *               Unlike xGTSV, DL, D and DU are left unchanged.
 *   B     (in/out) LDB-by-NRHS, column major: on entry B, on exit X when
 *               INFO = 0; unchanged when INFO < 0 or INFO > 0.
 *   LDB   (in)  leading dimension of B, LDB >= max(1,N).
 *   INFO  (out) 0: success.
 *               -i, i = 1..7: argument i illegal (N < 0: -1; NRHS < 0: -2;
 *                 DL, D, DU or B NULL with N > 1 (DL, DU) or N > 0 (D, B)
 *                 and NRHS > 0 (B): -3..-6; LDB < max(1,N): -7), or
 *                 argument i (3..6) holds a NaN or an infinity: the routine
 *                 reports the first such array in argument order.
 *               i > 0: A is exactly singular: U(i,i) of Gaussian
 *                 elimination with partial pivoting is exactly zero, the
 *                 same i as xGTSV (SPIKE hands such a matrix to that
 *                 sequential elimination).  X not computed.
 *               GPU_ERR_*: a runtime failure; B unchanged (but see
 *                 below).
 *   Where A is so ill-conditioned that X overflows, X holds infinities and
 *   INFO = 0, as with LAPACK.
 *
 * Systems larger than device memory: on the CUDA backend the host forms
 * solve a system whose device copies and workspace do not fit in the
 * device's free memory or under the cap of gpu_set_device_memory_limit in
 * chunks of consecutive rows (SPIKE at the scale of chunks: the input is
 * read twice, a reduced system of 2 unknowns per chunk is solved on the
 * host), with the same INFO and the accuracy of the in-core path; any N
 * that fits in host memory.  X is kept in a host buffer of N*NRHS elements
 * until accepted; where the host has no room for it, X goes straight into
 * B, and a runtime failure (GPU_ERR_*) in the second pass may then leave X
 * in some rows of B.  INFO = GPU_ERR_DEVICE_MEMORY only when not even a
 * chunk of 64 rows fits.  docs/gtsv_spike.md, "Systems larger than device
 * memory".
 *
 * The _dev forms take DL, D, DU and B in device memory (CUDA backend) and
 * return when INFO is known; their workspace must fit.
 */
void gpu_sgtsv_spike(gpu_int n, gpu_int nrhs, const float *dl, const float *d,
                     const float *du, float *b, gpu_int ldb, gpu_int *info);
void gpu_dgtsv_spike(gpu_int n, gpu_int nrhs, const double *dl, const double *d,
                     const double *du, double *b, gpu_int ldb, gpu_int *info);
void gpu_cgtsv_spike(gpu_int n, gpu_int nrhs, const gpu_complex_float *dl,
                     const gpu_complex_float *d, const gpu_complex_float *du,
                     gpu_complex_float *b, gpu_int ldb, gpu_int *info);
void gpu_zgtsv_spike(gpu_int n, gpu_int nrhs, const gpu_complex_double *dl,
                     const gpu_complex_double *d, const gpu_complex_double *du,
                     gpu_complex_double *b, gpu_int ldb, gpu_int *info);

void gpu_sgtsv_spike_dev(gpu_int n, gpu_int nrhs, const float *dl, const float *d,
                         const float *du, float *b, gpu_int ldb, gpu_int *info);
void gpu_dgtsv_spike_dev(gpu_int n, gpu_int nrhs, const double *dl, const double *d,
                         const double *du, double *b, gpu_int ldb, gpu_int *info);
void gpu_cgtsv_spike_dev(gpu_int n, gpu_int nrhs, const gpu_complex_float *dl,
                         const gpu_complex_float *d, const gpu_complex_float *du,
                         gpu_complex_float *b, gpu_int ldb, gpu_int *info);
void gpu_zgtsv_spike_dev(gpu_int n, gpu_int nrhs, const gpu_complex_double *dl,
                         const gpu_complex_double *d, const gpu_complex_double *du,
                         gpu_complex_double *b, gpu_int ldb, gpu_int *info);

/* ------------------------------------------------------------------------ */
/* Tridiagonal systems: gpu_?gtsv_cr (cyclic reduction, no pivoting)          */
/* ------------------------------------------------------------------------ */
/*
 * Purpose
 *   Solves A * X = B as xGTSV does, by cyclic reduction (Hockney; on the GPU
 *   in shared memory with even and odd equations in separate arrays, after
 *   Goeddeke and Strzodka).  NO PIVOTING: use it where elimination without
 *   interchanges is safe -- A diagonally dominant by rows or columns, or
 *   symmetric positive definite -- and gpu_?gtsv_spike otherwise.  On other
 *   matrices it may lose every digit or report a zero pivot although A is
 *   nonsingular (docs/gtsv_cr.md lists the gallery types where it does).
 *
 * Arguments: as gpu_?gtsv_spike (N, NRHS, DL, D, DU, B, LDB, INFO); DL, D,
 *   DU are left unchanged.
 *   INFO  (out) 0: success.
 *               -i, i = 1..8: argument i illegal, as gpu_?gtsv_spike
 *                 (NaN and infinities are not illegal here: see i > 0).
 *               i > 0: the reduction met an exactly zero pivot in the
 *                 equation of row i, or row i of A or of a column of B
 *                 holds a NaN or an infinity, or the elimination overflowed
 *                 (i is then the first row whose X is not finite).  The
 *                 columns of B where that happened are unchanged; with a
 *                 zero pivot that is every column.
 *               GPU_ERR_*: a runtime failure; B unchanged.
 */
void gpu_sgtsv_cr(gpu_int n, gpu_int nrhs, const float *dl, const float *d,
                  const float *du, float *b, gpu_int ldb, gpu_int *info);
void gpu_dgtsv_cr(gpu_int n, gpu_int nrhs, const double *dl, const double *d,
                  const double *du, double *b, gpu_int ldb, gpu_int *info);
void gpu_cgtsv_cr(gpu_int n, gpu_int nrhs, const gpu_complex_float *dl,
                  const gpu_complex_float *d, const gpu_complex_float *du,
                  gpu_complex_float *b, gpu_int ldb, gpu_int *info);
void gpu_zgtsv_cr(gpu_int n, gpu_int nrhs, const gpu_complex_double *dl,
                  const gpu_complex_double *d, const gpu_complex_double *du,
                  gpu_complex_double *b, gpu_int ldb, gpu_int *info);

void gpu_sgtsv_cr_dev(gpu_int n, gpu_int nrhs, const float *dl, const float *d,
                      const float *du, float *b, gpu_int ldb, gpu_int *info);
void gpu_dgtsv_cr_dev(gpu_int n, gpu_int nrhs, const double *dl, const double *d,
                      const double *du, double *b, gpu_int ldb, gpu_int *info);
void gpu_cgtsv_cr_dev(gpu_int n, gpu_int nrhs, const gpu_complex_float *dl,
                      const gpu_complex_float *d, const gpu_complex_float *du,
                      gpu_complex_float *b, gpu_int ldb, gpu_int *info);
void gpu_zgtsv_cr_dev(gpu_int n, gpu_int nrhs, const gpu_complex_double *dl,
                      const gpu_complex_double *d, const gpu_complex_double *du,
                      gpu_complex_double *b, gpu_int ldb, gpu_int *info);

/* ------------------------------------------------------------------------ */
/* Batches of tridiagonal systems: gpu_?gtsv_cr_batch, gpu_?gtsv_spike_batch */
/* ------------------------------------------------------------------------ */
/*
 * Purpose
 *   Solve BATCH independent systems A_k x_k = b_k, k = 0..BATCH-1, each
 *   tridiagonal of order N with one right-hand side, in the strided layout:
 *     DL(k*LDS + j), j = 0..N-2:  A_k(j+1,j)   (sub-diagonal)
 *     D (k*LDS + j), j = 0..N-1:  A_k(j,j)     (diagonal)
 *     DU(k*LDS + j), j = 0..N-2:  A_k(j,j+1)   (super-diagonal)
 *     B (k*LDB + j), j = 0..N-1:  b_k on entry, x_k on exit.
 *   (0-based offsets; in Fortran, DL(LDS,BATCH) etc. with system k in column
 *   k+1.)  DL(k*LDS+N-1) and DU(k*LDS+N-1) are not referenced.
 *   gpu_?gtsv_cr_batch: cyclic reduction without pivoting, with gpu_?gtsv_cr's
 *     restrictions (diagonally dominant or SPD systems).
 *   gpu_?gtsv_spike_batch: stable, each system solved as gpu_?gtsv_spike
 *     solves it: a long system (N > 4096 and BATCH SPIKE solves of order N
 *     faster than N steps of one thread: in double about N > 450*BATCH at
 *     N = 8192, N > 1000*BATCH at N = 2^20, other precisions
 *     likewise from their own times, docs/gtsv_batch.md) by SPIKE with
 *     its stability guard and fallback; shorter systems,
 *     each one SPIKE partition, by LAPACK's elimination with partial
 *     pivoting (xGTSV's algorithm, one thread per system on the GPU).
 *
 * Arguments
 *   N     (in)  order of every system, N >= 0.
 *   BATCH (in)  number of systems, BATCH >= 0.
 *   DL, D, DU (in) the matrices as above; left unchanged.
 *   LDS   (in)  distance between consecutive systems in DL, D, DU,
 *               LDS >= max(1,N).
 *   B     (in/out) the right-hand sides, overwritten by the solutions.
 *   LDB   (in)  distance between consecutive right-hand sides, LDB >= max(1,N).
 *   INFO  (out) 0: every system solved.
 *               -i, i = 1..9: argument i illegal (N < 0: -1; BATCH < 0: -2;
 *                 DL, D, DU NULL with N > 1 (DL, DU) or N > 0 (D) and
 *                 BATCH > 0: -3..-5; LDS < max(1,N): -6; B NULL with N > 0
 *                 and BATCH > 0: -7; LDB < max(1,N): -8; INFO NULL: -9).
 *               INFO = k*N + i > 0: system k (0-based, the lowest such) was
 *                 not solved, and i (1..N) says why as for the routine's
 *                 single-system form: for _spike_batch, U(i,i) = 0 in GEPP
 *                 (A_k exactly singular, xGTSV's i) or row i of A_k or of
 *                 b_k holds a NaN or an infinity; for _cr_batch, as
 *                 gpu_?gtsv_cr's i.  Recover them as
 *                   k = (INFO-1) / N,   i = INFO - k*N.
 *                 A system that is not solved keeps its b_k unchanged; every
 *                 other system is solved.  Should k*N + i exceed the range
 *                 of gpu_int, INFO = 2147483647 (a system at or past
 *                 2147483646/N failed).
 *               GPU_ERR_*: a runtime failure; B unchanged.
 * The _dev forms take DL, D, DU and B in device memory (CUDA backend).
 */
void gpu_sgtsv_cr_batch(gpu_int n, gpu_int batch, const float *dl, const float *d,
                        const float *du, gpu_int lds, float *b, gpu_int ldb, gpu_int *info);
void gpu_dgtsv_cr_batch(gpu_int n, gpu_int batch, const double *dl, const double *d,
                        const double *du, gpu_int lds, double *b, gpu_int ldb, gpu_int *info);
void gpu_cgtsv_cr_batch(gpu_int n, gpu_int batch, const gpu_complex_float *dl,
                        const gpu_complex_float *d, const gpu_complex_float *du, gpu_int lds,
                        gpu_complex_float *b, gpu_int ldb, gpu_int *info);
void gpu_zgtsv_cr_batch(gpu_int n, gpu_int batch, const gpu_complex_double *dl,
                        const gpu_complex_double *d, const gpu_complex_double *du, gpu_int lds,
                        gpu_complex_double *b, gpu_int ldb, gpu_int *info);

void gpu_sgtsv_cr_batch_dev(gpu_int n, gpu_int batch, const float *dl, const float *d,
                            const float *du, gpu_int lds, float *b, gpu_int ldb, gpu_int *info);
void gpu_dgtsv_cr_batch_dev(gpu_int n, gpu_int batch, const double *dl, const double *d,
                            const double *du, gpu_int lds, double *b, gpu_int ldb,
                            gpu_int *info);
void gpu_cgtsv_cr_batch_dev(gpu_int n, gpu_int batch, const gpu_complex_float *dl,
                            const gpu_complex_float *d, const gpu_complex_float *du,
                            gpu_int lds, gpu_complex_float *b, gpu_int ldb, gpu_int *info);
void gpu_zgtsv_cr_batch_dev(gpu_int n, gpu_int batch, const gpu_complex_double *dl,
                            const gpu_complex_double *d, const gpu_complex_double *du,
                            gpu_int lds, gpu_complex_double *b, gpu_int ldb, gpu_int *info);

void gpu_sgtsv_spike_batch(gpu_int n, gpu_int batch, const float *dl, const float *d,
                           const float *du, gpu_int lds, float *b, gpu_int ldb, gpu_int *info);
void gpu_dgtsv_spike_batch(gpu_int n, gpu_int batch, const double *dl, const double *d,
                           const double *du, gpu_int lds, double *b, gpu_int ldb,
                           gpu_int *info);
void gpu_cgtsv_spike_batch(gpu_int n, gpu_int batch, const gpu_complex_float *dl,
                           const gpu_complex_float *d, const gpu_complex_float *du,
                           gpu_int lds, gpu_complex_float *b, gpu_int ldb, gpu_int *info);
void gpu_zgtsv_spike_batch(gpu_int n, gpu_int batch, const gpu_complex_double *dl,
                           const gpu_complex_double *d, const gpu_complex_double *du,
                           gpu_int lds, gpu_complex_double *b, gpu_int ldb, gpu_int *info);

void gpu_sgtsv_spike_batch_dev(gpu_int n, gpu_int batch, const float *dl, const float *d,
                               const float *du, gpu_int lds, float *b, gpu_int ldb,
                               gpu_int *info);
void gpu_dgtsv_spike_batch_dev(gpu_int n, gpu_int batch, const double *dl, const double *d,
                               const double *du, gpu_int lds, double *b, gpu_int ldb,
                               gpu_int *info);
void gpu_cgtsv_spike_batch_dev(gpu_int n, gpu_int batch, const gpu_complex_float *dl,
                               const gpu_complex_float *d, const gpu_complex_float *du,
                               gpu_int lds, gpu_complex_float *b, gpu_int ldb, gpu_int *info);
void gpu_zgtsv_spike_batch_dev(gpu_int n, gpu_int batch, const gpu_complex_double *dl,
                               const gpu_complex_double *d, const gpu_complex_double *du,
                               gpu_int lds, gpu_complex_double *b, gpu_int ldb, gpu_int *info);

#ifdef __cplusplus
}
#endif
#endif /* GPUSOLVE_H */
