/* test_common.h -- what the testing programs share: one description per
 * precision with a generic element accessor (so that every test is written
 * once for s, d, c, z), calls of our routines and of LAPACK's by precision,
 * device memory for the _dev forms, and option parsing. */
#ifndef GS_TESTING_COMMON_H
#define GS_TESTING_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include "gpusolve.h"

typedef double _Complex tc_dcplx;

/* ---------------------------------------------------------------- precisions */

typedef struct {
  char p;              /* 's', 'd', 'c', 'z'                          */
  int cplx;            /* complex?                                    */
  size_t size;         /* bytes per element                          */
  double eps;          /* unit roundoff xLAMCH('E'): 2^-24 or 2^-53   */
  const char *routine; /* "gpu_dgtsv_spike" (others: tc_routine_name) */
} tc_prec;

/* The description of precision p, or NULL. */
const tc_prec *tc_prec_get(char p);

/* Element i of a working-precision array, widened to double complex (exact). */
tc_dcplx tc_get(const tc_prec *P, const void *a, size_t i);
/* Store v rounded to the working precision into element i. */
void tc_set(const tc_prec *P, void *a, size_t i, tc_dcplx v);
/* Pointer to element i. */
void *tc_at(const tc_prec *P, void *a, size_t i);
/* Is element i finite (both parts)? */
int tc_isfinite(const tc_prec *P, const void *a, size_t i);

/* Round count double complex values into a working-precision array, and
 * widen one back. */
void tc_round(const tc_prec *P, const tc_dcplx *src, void *dst, size_t count);
void tc_widen(const tc_prec *P, const void *src, tc_dcplx *dst, size_t count);

/* ---------------------------------------------------------------- routines */

/* The tridiagonal routines under test.  Single-system ones take
 * (N, NRHS, DL, D, DU, B, LDB, INFO), batches (N, BATCH, DL, D, DU, LDS, B,
 * LDB, INFO). */
typedef enum { TC_SPIKE, TC_CR, TC_CR_BATCH, TC_SPIKE_BATCH } tc_routine;
#define TC_NROUTINES 4

/* "spike", "cr", "cr_batch", "spike_batch". */
const char *tc_routine_stem(tc_routine r);
/* 1 for the batch routines. */
int tc_routine_batched(tc_routine r);
/* "gpu_dgtsv_cr_batch" (with "_dev" when dev), or xerbla's upper-case
 * "GPU_DGTSV_CR_BATCH_DEV" when upper. */
void tc_routine_name(const tc_prec *P, tc_routine r, int dev, int upper, char *buf, size_t len);

/* Routine r of precision P, the _dev form when dev: m is NRHS for a
 * single-system routine (lds is then ignored), BATCH for a batch. */
void tc_gtsv(const tc_prec *P, tc_routine r, int dev, gpu_int n, gpu_int m, const void *dl,
             const void *d, const void *du, gpu_int lds, void *b, gpu_int ldb, gpu_int *info);

/* The same call on host arrays a[0..3] = DL, D, DU, B of bytes[k] bytes
 * each.  With on_gpu (the _dev form on the CUDA backend) the arrays go
 * through device copies of the same size, and all four come back, so that
 * the caller sees everything the routine left in them.  Returns INFO, or
 * GPU_ERR_INTERNAL with *why set when device memory or a copy failed. */
gpu_int tc_gtsv_via(const tc_prec *P, tc_routine r, int dev, int on_gpu, gpu_int n, gpu_int m,
                    void *const a[4], const size_t bytes[4], gpu_int lds, gpu_int ldb,
                    const char **why);

/* LAPACK's ?gtsv (overwrites dl, d, du). */
int tc_lapack_gtsv(const tc_prec *P, int n, int nrhs, void *dl, void *d, void *du, void *b,
                   int ldb);

/* kappa_1(A) = ||A||_1 ||A^-1||_1 estimated by LAPACK's ?gttrf + ?gtcon in the
 * working precision (in s and c, the larger of that and the estimate of
 * the same matrix by dgtcon or zgtcon: where ||A^-1||_1 overflows single
 * precision, sgtcon's estimate is meaningless, and can be far too low);
 * INFINITY when ?gttrf finds A singular (or rcond = 0), NAN when out of
 * memory (the double estimate is then left out). */
double tc_lapack_cond1(const tc_prec *P, int n, const void *dl, const void *d, const void *du);

/* kappa_2(A) = sigma_max / sigma_min of the tridiagonal matrix given in
 * double complex (real when cplx = 0): LAPACK's xGBBRD (band to bidiagonal)
 * and DBDSQR.  dense = 1 uses xGESVD on the dense matrix instead (O(n^2)
 * memory, O(n^3) time: for cross-checks). */
double tc_lapack_cond2(int cplx, int n, const tc_dcplx *dl, const tc_dcplx *d,
                       const tc_dcplx *du, int dense);

/* ||A||_1 of a tridiagonal matrix in double complex. */
double tc_norm1_tridiag(size_t n, const tc_dcplx *dl, const tc_dcplx *d, const tc_dcplx *du);

/* ---------------------------------------------------------------- evaluation */

/* Backward-error ratio and relative residual of the nrhs columns of X (double
 * complex, leading dimension n) for A = (dl, d, du) with ||A||_1 = anorm,
 * maximum over the columns:
 *   berr = ||b - A x||_1 / (||A||_1 ||x||_1 eps)   (LAPACK's xGTT02)
 *   res  = ||b - A x||_2 / ||b||_2                  (the SPIKE paper's)
 * computed without overflow however large or small X is; NaN propagates. */
void tc_evaluate(size_t n, int nrhs, const tc_dcplx *dl, const tc_dcplx *d, const tc_dcplx *du,
                 double anorm, const tc_dcplx *B, const tc_dcplx *X, double eps, double *berr,
                 double *res);

/* Columns 0..ncols-1 of a working-precision array (rows 0..n-1, leading
 * dimension ld) widened into dst with leading dimension n. */
void tc_widen_cols(const tc_prec *P, const void *src, size_t ld, size_t n, int ncols,
                   tc_dcplx *dst);

/* max over columns j of ||Y_j - X_j||_1 / ||X_j||_1 (working precision,
 * leading dimension ld). */
double tc_rel_diff_1(const tc_prec *P, size_t n, int ncols, size_t ld, const void *Y,
                     const void *X);

/* Are rows 0..n-1 of the ncols columns (leading dimension ld) all finite? */
int tc_all_finite(const tc_prec *P, size_t n, int ncols, size_t ld, const void *X);

/* The bound on ||x_gpu - x_cpu||_1 / ||x_cpu||_1 for two backward-stable
 * results: each is within kappa_1 berr eps of the true X, so they differ by
 * at most kappa_1 eps (berr_gpu + berr_cpu), 3x for ?gtcon's estimate of
 * kappa_1, plus 4 eps.  NAN (no bound) where eps kappa_1 >= 0.01. */
double tc_gpu_cpu_tol(double eps, double cond1, double berr_gpu, double berr_cpu);

/* v as "%9.2e", or "nan", "inf", "-inf" in the same width; buf has 16 bytes. */
const char *tc_fmt_e(char *buf, double v);

/* ---------------------------------------------------------------- backends */

/* Is backend b (GPU_BACKEND_CPU / _CUDA) usable here? */
int tc_backend_usable(int b);

/* Device memory for the _dev forms on the CUDA backend (only built with
 * CUDA; without it tc_dev_alloc returns NULL). */
void *tc_dev_alloc(size_t bytes);
void tc_dev_free(void *p);
int tc_to_dev(void *dst, const void *src, size_t bytes);   /* 0 on success */
int tc_from_dev(void *dst, const void *src, size_t bytes); /* 0 on success */

/* ---------------------------------------------------------------- options */

#define TC_MAXLIST 256 /* entries of a list option */

/* The options every correctness driver takes. */
typedef struct {
  int prec[4];      /* s, d, c, z                      */
  int backend[2];   /* cpu, cuda                       */
  int api[2];       /* host, dev                       */
  long types[TC_MAXLIST];
  int ntypes;
  uint64_t seed;
  double thresh;
  int verbose, quiet;
  int backend_given;
} tc_options;

/* Defaults: every precision and API, types 1..ntypes, seed 1, thresh 30,
 * backends chosen later (tc_options_backends). */
void tc_options_default(tc_options *c, int ntypes);

/* Take argument a (and its value v, NULL when a is the last argument) if it
 * is a common option: --prec, --backend, --api, --types, --seed, --thresh,
 * -v, -q.  Returns the number of arguments taken (2 or 1), 0 when a is not
 * a common option, -1 on a bad value. */
int tc_options_parse(tc_options *c, const char *a, const char *v);

/* The backends to run, in order (CPU first): those named, or without
 * --backend the CPU and CUDA where usable.  Returns 0, or 77 after printing
 * a SKIP line when CUDA was named and is not usable here. */
int tc_options_backends(tc_options *c, int backends[2], int *nbackends);

/* Parse a list of integers "3,512,1000" with ranges "1:30" or "1:30:2" into
 * out[max]; returns the count, or -1 on a syntax error or too many. */
int tc_parse_ints(const char *s, long *out, int max);

/* tc_parse_ints on an option's value v (NULL: missing) with every entry in
 * lo..hi; returns the count, or -1. */
int tc_parse_list(const char *v, long *out, long lo, long hi);

/* Parse a comma-separated list of words, each one of the allowed ones
 * (given as a NULL-terminated array); sets flags[k] for word k; returns the
 * number of words or -1. */
int tc_parse_words(const char *s, const char *const *allowed, int *flags);

/* Bit-for-bit comparison of two byte ranges. */
int tc_same_bytes(const void *a, const void *b, size_t bytes);

/* Exit status from a failure count: 0..76 (77 means SKIP to automake). */
int tc_exit_status(long failures);

/* The library's stderr -- its trace, which it reads the switch of once, at
 * its first call -- into a temporary file, GPUSOLVE_SPIKE_TRACE=1 set
 * (call before the library's first call): the file, or NULL when that
 * failed.  tc_trace_end restores stderr (saved: tc_trace_begin's) and
 * closes the file. */
FILE *tc_trace_begin(int *saved);
void tc_trace_end(FILE *trace, int saved);

/* ---------------------------------------------------------------- one system */

/* Gallery type `type` of order n (seed 1) rounded to precision P, with nrhs
 * right-hand sides U(-1,1) from the stream (tag, type, n): sys[0..2] =
 * DL, D, DU, b = B (n x nrhs, ld n). */
typedef struct {
  void *sys[3];
  void *b;
} tc_system;

/* 0, or nonzero (out of memory, no matrix; s is then freed). */
int tc_system_make(tc_system *s, const tc_prec *P, int type, gpu_int n, int nrhs, uint64_t tag);
void tc_system_free(tc_system *s);
/* gpu_?gtsv_spike (host form) on copies of s's arrays, X into x (n x
 * nrhs); returns INFO. */
gpu_int tc_system_spike(const tc_prec *P, const tc_system *s, gpu_int n, int nrhs, void *x);

#endif
