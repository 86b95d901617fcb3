/* gallery.h -- the tridiagonal test-matrix gallery of gpusolve's testing.
 *
 * Types 1..18: the stability matrices of the SPIKE papers
 * (/work/shared/STABILITY_MATRICES.md; testing/README.md repeats them), types
 * 19..30: LAPACK's own 12 tridiagonal test types, built as TESTING/LIN's
 * xCHKGT builds them from xLATB4's 'GT' parameters (type 18 + k is LAPACK's
 * type k), type 31: random matrices strictly diagonally dominant by rows and
 * by columns (where cyclic reduction, which does not pivot, is stable).
 *
 * Every matrix is generated in double (real precisions) or double complex
 * (complex precisions) and handed out as double complex arrays; the driver
 * rounds them to the working precision.  Random numbers come from LAPACK's
 * DLARNV/ZLARNV and tmglib's DLATMS/ZLATMS with an ISEED derived from
 * (seed, type): the same seed, type, n and precision class give the same
 * matrix on every machine.  Where a definition draws random numbers, the
 * complex precisions draw complex ones (real and imaginary part each from the
 * distribution).  Any n >= 3 is accepted (n = 1, 2: the leading block of the
 * matrix of order 3); memory and time are O(n).  The
 * DLATMS types (8-11, 19-24) are one DLATMS matrix up to n = 2048 and above
 * that the direct sum of independent DLATMS matrices of order 128 (DLATMS is
 * O(n^2) in time): the same singular-value distribution and condition number
 * per block, so the same conditioning at any n.
 */
#ifndef GS_TESTING_GALLERY_H
#define GS_TESTING_GALLERY_H

#include <stdint.h>
#include "gpusolve.h"

#define GAL_NTYPES 31     /* types 1..GAL_NTYPES */
#define GAL_NPAPER 18     /* types 1..18: the stability matrices */
#define GAL_LAPACK_FIRST 19 /* type 19 = LAPACK GT type 1 */
#define GAL_DOMINANT 31   /* random, strictly diagonally dominant */

typedef struct {
  const char *name;       /* short name, e.g. "randsvd-2"             */
  const char *definition; /* one line                                  */
  double paper_cond;      /* types 1-16: Table III's cond (n = 512);
                             types 19-24: the 2-norm condition number
                             xLATB4 asks DLATMS for (working precision);
                             NAN where there is none                  */
  double paper_spike;     /* Table IV, SPIKE-diag_pivot; NAN if none   */
  double paper_mkl;       /* Table IV, MKL; NAN if none                */
} gal_type_info;

/* The description of type t (1..GAL_NTYPES); paper_cond of types 19-24
 * depends on the precision class (prec 's'/'c' single, 'd'/'z' double). */
gal_type_info gal_info(int type, char prec);

/* 1 when type t at order n has an exactly zero column by construction
 * (LAPACK's types 8-10: gallery types 26-28): both LAPACK and gpusolve must
 * report INFO > 0. */
int gal_zero_column(int type);

/* Generate type t of order n (n >= 1) for precision prec ('s','d','c','z')
 * with the given seed into dl[n-1], d[n], du[n-1] (sub-, main and
 * super-diagonal, LAPACK's layout).  Returns 0, or an error code (a bad
 * argument: -1; a tmglib error: its INFO; out of memory: -2). */
int gal_generate(int type, gpu_int n, char prec, uint64_t seed, double _Complex *dl,
                 double _Complex *d, double _Complex *du);

/* count numbers U(-1,1) (complex when cplx: both parts U(-1,1)), from a
 * stream named by (seed, tag, a, b): used for right-hand sides. */
void gal_random(int cplx, uint64_t seed, uint64_t tag, uint64_t a, uint64_t b, size_t count,
                double _Complex *out);

/* The same generation through DLATMS with PACK='N' (dense, O(n^2) memory),
 * for the self-test that band storage PACK='Z' reads out the same matrix:
 * fills dense[n*n] (column major) for the randsvd and xLATMS types (8-11,
 * 19-24), n <= 2048.  Returns 0 or an error code as gal_generate; -1 for
 * other types and larger n. */
int gal_generate_dense_latms(int type, gpu_int n, char prec, uint64_t seed,
                             double _Complex *dense);

#endif
