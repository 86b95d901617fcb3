/* lapack_protos.h -- the reference LAPACK and tmglib routines the testing
 * programs call, declared by hand (LAPACK ships no C header for the Fortran
 * symbols, tmglib none at all).
 *
 * Fortran conventions: every argument by reference, INTEGER is int (LP64),
 * and each CHARACTER argument adds a hidden length (size_t, gfortran >= 8)
 * after the last argument, in the order of the CHARACTER arguments. */
#ifndef GS_TESTING_LAPACK_PROTOS_H
#define GS_TESTING_LAPACK_PROTOS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* xGTSV: the routine we replace (overwrites DL, D, DU). */
void sgtsv_(const int *n, const int *nrhs, float *dl, float *d, float *du, float *b,
            const int *ldb, int *info);
void dgtsv_(const int *n, const int *nrhs, double *dl, double *d, double *du, double *b,
            const int *ldb, int *info);
void cgtsv_(const int *n, const int *nrhs, float _Complex *dl, float _Complex *d,
            float _Complex *du, float _Complex *b, const int *ldb, int *info);
void zgtsv_(const int *n, const int *nrhs, double _Complex *dl, double _Complex *d,
            double _Complex *du, double _Complex *b, const int *ldb, int *info);

/* xGTTRF + xGTCON: the 1-norm condition number estimate. */
void sgttrf_(const int *n, float *dl, float *d, float *du, float *du2, int *ipiv, int *info);
void dgttrf_(const int *n, double *dl, double *d, double *du, double *du2, int *ipiv, int *info);
void cgttrf_(const int *n, float _Complex *dl, float _Complex *d, float _Complex *du,
             float _Complex *du2, int *ipiv, int *info);
void zgttrf_(const int *n, double _Complex *dl, double _Complex *d, double _Complex *du,
             double _Complex *du2, int *ipiv, int *info);
void sgtcon_(const char *norm, const int *n, const float *dl, const float *d, const float *du,
             const float *du2, const int *ipiv, const float *anorm, float *rcond, float *work,
             int *iwork, int *info, size_t norm_len);
void dgtcon_(const char *norm, const int *n, const double *dl, const double *d,
             const double *du, const double *du2, const int *ipiv, const double *anorm,
             double *rcond, double *work, int *iwork, int *info, size_t norm_len);
void cgtcon_(const char *norm, const int *n, const float _Complex *dl, const float _Complex *d,
             const float _Complex *du, const float _Complex *du2, const int *ipiv,
             const float *anorm, float *rcond, float _Complex *work, int *info,
             size_t norm_len);
void zgtcon_(const char *norm, const int *n, const double _Complex *dl,
             const double _Complex *d, const double _Complex *du, const double _Complex *du2,
             const int *ipiv, const double *anorm, double *rcond, double _Complex *work,
             int *info, size_t norm_len);

/* Singular values: of a band matrix (xGBBRD to bidiagonal, then DBDSQR), and
 * of a dense one (xGESVD, used to cross-check the former). */
void dgbbrd_(const char *vect, const int *m, const int *n, const int *ncc, const int *kl,
             const int *ku, double *ab, const int *ldab, double *d, double *e, double *q,
             const int *ldq, double *pt, const int *ldpt, double *c, const int *ldc,
             double *work, int *info, size_t vect_len);
void zgbbrd_(const char *vect, const int *m, const int *n, const int *ncc, const int *kl,
             const int *ku, double _Complex *ab, const int *ldab, double *d, double *e,
             double _Complex *q, const int *ldq, double _Complex *pt, const int *ldpt,
             double _Complex *c, const int *ldc, double _Complex *work, double *rwork,
             int *info, size_t vect_len);
void dbdsqr_(const char *uplo, const int *n, const int *ncvt, const int *nru, const int *ncc,
             double *d, double *e, double *vt, const int *ldvt, double *u, const int *ldu,
             double *c, const int *ldc, double *work, int *info, size_t uplo_len);
void dgesvd_(const char *jobu, const char *jobvt, const int *m, const int *n, double *a,
             const int *lda, double *s, double *u, const int *ldu, double *vt,
             const int *ldvt, double *work, const int *lwork, int *info, size_t jobu_len,
             size_t jobvt_len);
void zgesvd_(const char *jobu, const char *jobvt, const int *m, const int *n,
             double _Complex *a, const int *lda, double *s, double _Complex *u,
             const int *ldu, double _Complex *vt, const int *ldvt, double _Complex *work,
             const int *lwork, double *rwork, int *info, size_t jobu_len, size_t jobvt_len);

/* Random numbers: xLARNV (IDIST 1: U(0,1), 2: U(-1,1); complex: real and
 * imaginary parts drawn that way). */
void dlarnv_(const int *idist, int *iseed, const int *n, double *x);
void zlarnv_(const int *idist, int *iseed, const int *n, double _Complex *x);

/* tmglib: random matrices with given singular values (here: tridiagonal,
 * Givens band reduction, band storage PACK='Z'). */
void dlatms_(const int *m, const int *n, const char *dist, int *iseed, const char *sym,
             double *d, const int *mode, const double *cond, const double *dmax,
             const int *kl, const int *ku, const char *pack, double *a, const int *lda,
             double *work, int *info, size_t dist_len, size_t sym_len, size_t pack_len);
void zlatms_(const int *m, const int *n, const char *dist, int *iseed, const char *sym,
             double *d, const int *mode, const double *cond, const double *dmax,
             const int *kl, const int *ku, const char *pack, double _Complex *a,
             const int *lda, double _Complex *work, int *info, size_t dist_len,
             size_t sym_len, size_t pack_len);

#ifdef __cplusplus
}
#endif
#endif
