/* f77_entry.c -- F77-style entry points, so that legacy Fortran swaps
 *     CALL DGTSV(N, NRHS, DL, D, DU, B, LDB, INFO)
 * for
 *     CALL GPU_DGTSV_SPIKE(N, NRHS, DL, D, DU, B, LDB, INFO)
 * with no module, no interface block and no other change.
 *
 * Conventions (those of gfortran, and of ifx, nvfortran and flang on Linux):
 *   - the symbol is the routine's name in lower case with one trailing
 *     underscore (gpu_dgtsv_spike_);
 *   - every argument is passed by reference, so each entry point here
 *     dereferences the scalars and calls the C routine of the same name;
 *   - INTEGER is gpu_int (32 bits): a code compiled with -fdefault-integer-8
 *     or -i8 needs a library built with a 64-bit gpu_int;
 *   - INTEGER FUNCTIONs (GPU_SET_BACKEND, GPU_GET_BACKEND, GPU_CUDA_AVAILABLE,
 *     GPU_SET_DEVICE_MEMORY_LIMIT) return a C int, which every one of those
 *     compilers returns the same way; the byte counts of the device-memory
 *     cap are INTEGER*8 (int64_t).
 *
 * Entry points (? = S, D, C, Z; each also as _DEV):
 *   GPU_?GTSV_SPIKE, GPU_?GTSV_CR: xGTSV's (N, NRHS, DL, D, DU, B, LDB, INFO);
 *   GPU_?GTSV_CR_BATCH, GPU_?GTSV_SPIKE_BATCH: (N, BATCH, DL, D, DU, LDS, B,
 *     LDB, INFO), DL, D, DU declared (LDS,BATCH) and B (LDB,BATCH), one
 *     system per column.
 *
 * The _dev forms are exported too.  A Fortran array argument is its address,
 * so a caller that holds device data passes it exactly as it passes host data:
 *     !$acc host_data use_device(DL, D, DU, B)
 *     CALL GPU_DGTSV_SPIKE_DEV(N, NRHS, DL, D, DU, B, LDB, INFO)
 *     !$acc end host_data
 * (or !$omp target data use_device_addr(...), or CUDA Fortran device arrays).
 * No INTEGER*8 "handle" convention is needed, and on the CPU backend the same
 * call takes ordinary host arrays.
 *
 * Routines that return strings (gpu_strerror, gpu_device_name, ...) have no
 * F77 entry point: how a CHARACTER result or a CHARACTER argument's hidden
 * length is passed differs between compilers and compiler versions.  Fortran
 * callers that want the texts use the module (use gpusolve), which wraps them.
 *
 * All four precisions and both host and _dev forms come from two macros, one
 * per argument list; the prototypes are declared beside the definitions
 * because these symbols are meant for Fortran and so are not in gpusolve.h.
 */
#include "config.h"
#include <stddef.h>
#include "gpusolve.h"

/* A Fortran caller never passes a null address for a scalar, but a C caller
 * of these symbols can.  Rather than crash, a null scalar becomes a value the
 * C routine rejects (N, NRHS, BATCH: -1; LDS, LDB: 0, below max(1,N)), so
 * that the usual check in argument order reports it with INFO = -i and one
 * gpu_xerbla call. */
static gpu_int gs_f77_scalar(const gpu_int *p, gpu_int illegal)
{
  return p != NULL ? *p : illegal;
}

/* GS_F77_GTSV(p, alg, T, sfx): gpu_<p>gtsv_<alg><sfx>_ for scalar type T,
 * the xGTSV argument list (N, NRHS, DL, D, DU, B, LDB, INFO).  alg names the
 * algorithm (spike, cr), sfx is empty or _dev. */
#define GS_F77_GTSV(p, alg, T, sfx)                                             \
  void gpu_##p##gtsv_##alg##sfx##_(const gpu_int *n, const gpu_int *nrhs,       \
                                   const T *dl, const T *d, const T *du, T *b,  \
                                   const gpu_int *ldb, gpu_int *info);          \
  void gpu_##p##gtsv_##alg##sfx##_(const gpu_int *n, const gpu_int *nrhs,       \
                                   const T *dl, const T *d, const T *du, T *b,  \
                                   const gpu_int *ldb, gpu_int *info)           \
  {                                                                             \
    gpu_int ignored;                                                            \
    gpu_##p##gtsv_##alg##sfx(gs_f77_scalar(n, -1), gs_f77_scalar(nrhs, -1),     \
                             dl, d, du, b, gs_f77_scalar(ldb, 0),               \
                             info != NULL ? info : &ignored);                   \
  }

/* GS_F77_GTSV_BATCH(p, alg, T, sfx): gpu_<p>gtsv_<alg>_batch<sfx>_, the batch
 * argument list (N, BATCH, DL, D, DU, LDS, B, LDB, INFO).  A null BATCH
 * becomes -1 (INFO = -2), a null LDS 0 (below max(1,N): INFO = -6). */
#define GS_F77_GTSV_BATCH(p, alg, T, sfx)                                             \
  void gpu_##p##gtsv_##alg##_batch##sfx##_(const gpu_int *n, const gpu_int *batch,    \
                                           const T *dl, const T *d, const T *du,      \
                                           const gpu_int *lds, T *b,                  \
                                           const gpu_int *ldb, gpu_int *info);        \
  void gpu_##p##gtsv_##alg##_batch##sfx##_(const gpu_int *n, const gpu_int *batch,    \
                                           const T *dl, const T *d, const T *du,      \
                                           const gpu_int *lds, T *b,                  \
                                           const gpu_int *ldb, gpu_int *info)         \
  {                                                                                   \
    gpu_int ignored;                                                                  \
    gpu_##p##gtsv_##alg##_batch##sfx(gs_f77_scalar(n, -1), gs_f77_scalar(batch, -1),  \
                                     dl, d, du, gs_f77_scalar(lds, 0), b,             \
                                     gs_f77_scalar(ldb, 0),                           \
                                     info != NULL ? info : &ignored);                 \
  }

/* Every tridiagonal entry point of one precision, host and _dev forms. */
#define GS_F77_GTSV_ALL(p, T)           \
  GS_F77_GTSV(p, spike, T, )            \
  GS_F77_GTSV(p, spike, T, _dev)        \
  GS_F77_GTSV(p, cr, T, )               \
  GS_F77_GTSV(p, cr, T, _dev)           \
  GS_F77_GTSV_BATCH(p, cr, T, )         \
  GS_F77_GTSV_BATCH(p, cr, T, _dev)     \
  GS_F77_GTSV_BATCH(p, spike, T, )      \
  GS_F77_GTSV_BATCH(p, spike, T, _dev)

GS_F77_GTSV_ALL(s, float)
GS_F77_GTSV_ALL(d, double)
GS_F77_GTSV_ALL(c, gpu_complex_float)
GS_F77_GTSV_ALL(z, gpu_complex_double)

/* ---- runtime ------------------------------------------------------------ */

/* INTEGER FUNCTION GPU_SET_BACKEND(BACKEND): as gpu_set_backend; -1 (not a
 * backend) for a null address. */
int gpu_set_backend_(const int *backend);
int gpu_set_backend_(const int *backend)
{
  return backend != NULL ? gpu_set_backend(*backend) : -1;
}

/* INTEGER FUNCTION GPU_GET_BACKEND(): 1 = CPU, 2 = CUDA (GPU_BACKEND_*). */
int gpu_get_backend_(void);
int gpu_get_backend_(void) { return gpu_get_backend(); }

/* INTEGER FUNCTION GPU_CUDA_AVAILABLE(): 1 when CUDA is usable, else 0. */
int gpu_cuda_available_(void);
int gpu_cuda_available_(void) { return gpu_cuda_available(); }

/* INTEGER FUNCTION GPU_SET_DEVICE_MEMORY_LIMIT(BYTES), BYTES INTEGER*8:
 * as gpu_set_device_memory_limit (a negative BYTES gives -1); -1 for a null
 * address. */
int gpu_set_device_memory_limit_(const int64_t *bytes);
int gpu_set_device_memory_limit_(const int64_t *bytes)
{
  return bytes != NULL && *bytes >= 0 ? gpu_set_device_memory_limit((size_t)*bytes) : -1;
}

/* INTEGER*8 FUNCTION GPU_GET_DEVICE_MEMORY_LIMIT(): the cap, 0 for none. */
int64_t gpu_get_device_memory_limit_(void);
int64_t gpu_get_device_memory_limit_(void) { return (int64_t)gpu_get_device_memory_limit(); }

/* SUBROUTINE GPU_FINALIZE(). */
void gpu_finalize_(void);
void gpu_finalize_(void) { gpu_finalize(); }
