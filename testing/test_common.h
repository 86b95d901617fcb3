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
  const char *routine; /* "gpu_dgtsv_spike"                           */
  const char *upper;   /* "GPU_DGTSV_SPIKE" (xerbla's name)           */
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

/* gpu_?gtsv_spike (dev = 0) or gpu_?gtsv_spike_dev (dev = 1) of precision P. */
void tc_gtsv_spike(const tc_prec *P, int dev, gpu_int n, gpu_int nrhs, const void *dl,
                   const void *d, const void *du, void *b, gpu_int ldb, gpu_int *info);

/* LAPACK's ?gtsv (overwrites dl, d, du). */
int tc_lapack_gtsv(const tc_prec *P, int n, int nrhs, void *dl, void *d, void *du, void *b,
                   int ldb);

/* kappa_1(A) = ||A||_1 ||A^-1||_1 estimated by LAPACK's ?gttrf + ?gtcon in the
 * working precision; INFINITY when ?gttrf finds A singular (or rcond = 0),
 * NAN when out of memory. */
double tc_lapack_cond1(const tc_prec *P, int n, const void *dl, const void *d, const void *du);

/* kappa_2(A) = sigma_max / sigma_min of the tridiagonal matrix given in
 * double complex (real when cplx = 0): LAPACK's xGBBRD (band to bidiagonal)
 * and DBDSQR.  dense = 1 uses xGESVD on the dense matrix instead (O(n^2)
 * memory, O(n^3) time: for cross-checks). */
double tc_lapack_cond2(int cplx, int n, const tc_dcplx *dl, const tc_dcplx *d,
                       const tc_dcplx *du, int dense);

/* ||A||_1 of a tridiagonal matrix in double complex. */
double tc_norm1_tridiag(size_t n, const tc_dcplx *dl, const tc_dcplx *d, const tc_dcplx *du);

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

/* Parse a list of integers "3,512,1000" with ranges "1:30" or "1:30:2" into
 * out[max]; returns the count, or -1 on a syntax error or too many. */
int tc_parse_ints(const char *s, long *out, int max);

/* Parse a comma-separated list of words, each one of the allowed ones
 * (given as a NULL-terminated array); sets flags[k] for word k; returns the
 * number of words or -1. */
int tc_parse_words(const char *s, const char *const *allowed, int *flags);

/* Bit-for-bit comparison of two byte ranges. */
int tc_same_bytes(const void *a, const void *b, size_t bytes);

/* Exit status from a failure count: 0..76 (77 means SKIP to automake). */
int tc_exit_status(long failures);

#endif
