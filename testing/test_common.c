/* test_common.c -- see test_common.h. */
#include "config.h"
#include <complex.h>
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef GPUSOLVE_HAVE_CUDA
#include <cuda_runtime.h>
#endif
#include "test_common.h"
#include "gallery.h"
#include "lapack_protos.h"

/* ---------------------------------------------------------------- precisions */

static const tc_prec precs[4] = {
  {'s', 0, sizeof(float), 5.9604644775390625e-08, "gpu_sgtsv_spike"},
  {'d', 0, sizeof(double), 1.1102230246251565e-16, "gpu_dgtsv_spike"},
  {'c', 1, sizeof(float _Complex), 5.9604644775390625e-08, "gpu_cgtsv_spike"},
  {'z', 1, sizeof(double _Complex), 1.1102230246251565e-16, "gpu_zgtsv_spike"},
};

const tc_prec *tc_prec_get(char p)
{
  for (int k = 0; k < 4; k++)
    if (precs[k].p == p)
      return &precs[k];
  return NULL;
}

tc_dcplx tc_get(const tc_prec *P, const void *a, size_t i)
{
  switch (P->p) {
  case 's': return ((const float *)a)[i];
  case 'd': return ((const double *)a)[i];
  case 'c': return ((const float _Complex *)a)[i];
  default: return ((const double _Complex *)a)[i];
  }
}

void tc_set(const tc_prec *P, void *a, size_t i, tc_dcplx v)
{
  switch (P->p) {
  case 's': ((float *)a)[i] = (float)creal(v); break;
  case 'd': ((double *)a)[i] = creal(v); break;
  case 'c': ((float _Complex *)a)[i] = CMPLXF((float)creal(v), (float)cimag(v)); break;
  default: ((double _Complex *)a)[i] = v; break;
  }
}

void *tc_at(const tc_prec *P, void *a, size_t i)
{
  return (char *)a + i * P->size;
}

int tc_isfinite(const tc_prec *P, const void *a, size_t i)
{
  tc_dcplx v = tc_get(P, a, i); /* widening keeps NaN and infinities */
  return isfinite(creal(v)) && isfinite(cimag(v));
}

void tc_round(const tc_prec *P, const tc_dcplx *src, void *dst, size_t count)
{
  for (size_t i = 0; i < count; i++)
    tc_set(P, dst, i, src[i]);
}

void tc_widen(const tc_prec *P, const void *src, tc_dcplx *dst, size_t count)
{
  for (size_t i = 0; i < count; i++)
    dst[i] = tc_get(P, src, i);
}

/* ---------------------------------------------------------------- routines */

static const char *const routine_stems[TC_NROUTINES] = {"spike", "cr", "cr_batch",
                                                         "spike_batch"};

const char *tc_routine_stem(tc_routine r)
{
  return routine_stems[r];
}

int tc_routine_batched(tc_routine r)
{
  return r == TC_CR_BATCH || r == TC_SPIKE_BATCH;
}

void tc_routine_name(const tc_prec *P, tc_routine r, int dev, int upper, char *buf, size_t len)
{
  snprintf(buf, len, "gpu_%cgtsv_%s%s", P->p, routine_stems[r], dev ? "_dev" : "");
  for (char *s = buf; upper && *s; s++)
    *s = (char)toupper((unsigned char)*s);
}

/* gpu_<p><stem>[_dev] of precision P called with the argument list args
 * (void pointers convert to the precision's element type). */
#define TC_BY_PREC(P, dev, stem, args)                                                     \
  do {                                                                                     \
    switch ((P)->p) {                                                                      \
    case 's': ((dev) ? gpu_s##stem##_dev : gpu_s##stem) args; break;                       \
    case 'd': ((dev) ? gpu_d##stem##_dev : gpu_d##stem) args; break;                       \
    case 'c': ((dev) ? gpu_c##stem##_dev : gpu_c##stem) args; break;                       \
    default: ((dev) ? gpu_z##stem##_dev : gpu_z##stem) args; break;                        \
    }                                                                                      \
  } while (0)

void tc_gtsv(const tc_prec *P, tc_routine r, int dev, gpu_int n, gpu_int m, const void *dl,
             const void *d, const void *du, gpu_int lds, void *b, gpu_int ldb, gpu_int *info)
{
  switch (r) {
  case TC_SPIKE: TC_BY_PREC(P, dev, gtsv_spike, (n, m, dl, d, du, b, ldb, info)); break;
  case TC_CR: TC_BY_PREC(P, dev, gtsv_cr, (n, m, dl, d, du, b, ldb, info)); break;
  case TC_CR_BATCH:
    TC_BY_PREC(P, dev, gtsv_cr_batch, (n, m, dl, d, du, lds, b, ldb, info));
    break;
  default: TC_BY_PREC(P, dev, gtsv_spike_batch, (n, m, dl, d, du, lds, b, ldb, info)); break;
  }
}

gpu_int tc_gtsv_via(const tc_prec *P, tc_routine r, int dev, int on_gpu, gpu_int n, gpu_int m,
                    void *const a[4], const size_t bytes[4], gpu_int lds, gpu_int ldb,
                    const char **why)
{
  void *g[4] = {NULL, NULL, NULL, NULL};
  gpu_int info = GPU_ERR_INTERNAL;
  if (!on_gpu) {
    tc_gtsv(P, r, dev, n, m, a[0], a[1], a[2], lds, a[3], ldb, &info);
    return info;
  }
  for (int k = 0; k < 4; k++)
    if (!(g[k] = tc_dev_alloc(bytes[k]))) {
      *why = "cudaMalloc failed";
      goto done;
    }
  for (int k = 0; k < 4; k++)
    if (tc_to_dev(g[k], a[k], bytes[k])) {
      *why = "cudaMemcpy to the device failed";
      goto done;
    }
  tc_gtsv(P, r, 1, n, m, g[0], g[1], g[2], lds, g[3], ldb, &info);
  for (int k = 0; k < 4; k++)
    if (tc_from_dev(a[k], g[k], bytes[k])) {
      *why = "cudaMemcpy from the device failed";
      info = GPU_ERR_INTERNAL;
    }
done:
  for (int k = 0; k < 4; k++)
    tc_dev_free(g[k]);
  return info;
}

int tc_lapack_gtsv(const tc_prec *P, int n, int nrhs, void *dl, void *d, void *du, void *b,
                   int ldb)
{
  int info = 0;
  switch (P->p) {
  case 's': sgtsv_(&n, &nrhs, dl, d, du, b, &ldb, &info); break;
  case 'd': dgtsv_(&n, &nrhs, dl, d, du, b, &ldb, &info); break;
  case 'c': cgtsv_(&n, &nrhs, dl, d, du, b, &ldb, &info); break;
  default: zgtsv_(&n, &nrhs, dl, d, du, b, &ldb, &info); break;
  }
  return info;
}

double tc_norm1_tridiag(size_t n, const tc_dcplx *dl, const tc_dcplx *d, const tc_dcplx *du)
{
  double best = 0;
  for (size_t j = 0; j < n; j++) { /* column j: du[j-1], d[j], dl[j] */
    double s = cabs(d[j]);
    if (j > 0)
      s += cabs(du[j - 1]);
    if (j + 1 < n)
      s += cabs(dl[j]);
    if (!(s <= best)) /* NaN propagates */
      best = s;
  }
  return best;
}

/* kappa_1 of the widened matrix (dl at w, d at w + n, du at w + 2n) by
 * dgttrf + dgtcon (real parts; cplx 0) or zgttrf + zgtcon (cplx 1), whose
 * 1-norm is anorm; INFINITY where it is singular, NAN out of memory: d's
 * and z's estimate, and the check beside s's and c's (tc_lapack_cond1). */
static double cond1_wide(int cplx, int n, const tc_dcplx *w, double anorm)
{
  const size_t nn = (size_t)n, es = cplx ? sizeof(double _Complex) : sizeof(double);
  char *f = malloc(es * (4 * nn + 2)), *work = malloc(2 * es * nn);
  int *ipiv = malloc(sizeof(int) * 2 * nn), info = 0;
  double rc = 0, result = NAN;
  if (f && work && ipiv) {
    char *fdl = f, *fd = f + es * nn, *fdu = f + 2 * es * nn, *fdu2 = f + 3 * es * nn;
    const size_t len[3] = {nn - 1, nn, nn - 1};
    char *dst[3] = {fdl, fd, fdu};
    for (int a = 0; a < 3; a++)
      for (size_t i = 0; i < len[a]; i++) {
        if (cplx)
          ((double _Complex *)dst[a])[i] = w[a * nn + i];
        else
          ((double *)dst[a])[i] = creal(w[a * nn + i]);
      }
    if (cplx) {
      zgttrf_(&n, (double _Complex *)fdl, (double _Complex *)fd, (double _Complex *)fdu,
              (double _Complex *)fdu2, ipiv, &info);
      if (info == 0)
        zgtcon_("1", &n, (double _Complex *)fdl, (double _Complex *)fd, (double _Complex *)fdu,
                (double _Complex *)fdu2, ipiv, &anorm, &rc, (double _Complex *)work, &info, 1);
    } else {
      dgttrf_(&n, (double *)fdl, (double *)fd, (double *)fdu, (double *)fdu2, ipiv, &info);
      if (info == 0)
        dgtcon_("1", &n, (double *)fdl, (double *)fd, (double *)fdu, (double *)fdu2, ipiv,
                &anorm, &rc, (double *)work, ipiv + nn, &info, 1);
    }
    result = (info != 0 || rc == 0) ? INFINITY : 1.0 / rc;
  }
  free(f);
  free(work);
  free(ipiv);
  return result;
}

double tc_lapack_cond1(const tc_prec *P, int n, const void *dl, const void *d, const void *du)
{
  const size_t nn = (size_t)n, es = P->size;
  char *f = malloc(es * (4 * nn + 2)); /* dl, d, du, du2 */
  int *ipiv = malloc(sizeof(int) * 2 * nn);
  void *work = malloc(2 * es * nn);
  tc_dcplx *wide = malloc(sizeof(tc_dcplx) * 3 * nn);
  double anorm, result;
  int info = 0;
  if (!f || !ipiv || !work || !wide) {
    result = NAN;
    goto done;
  }
  {
    char *fdl = f, *fd = f + es * nn, *fdu = f + 2 * es * nn, *fdu2 = f + 3 * es * nn;
    int *iwork = ipiv + nn;
    tc_widen(P, dl, wide, nn - 1);
    tc_widen(P, d, wide + nn, nn);
    tc_widen(P, du, wide + 2 * nn, nn - 1);
    anorm = tc_norm1_tridiag(nn, wide, wide + nn, wide + 2 * nn);
    memcpy(fdl, dl, es * (nn - 1));
    memcpy(fd, d, es * nn);
    memcpy(fdu, du, es * (nn - 1));
    switch (P->p) {
    case 's': {
      float an = (float)anorm, rc = 0;
      sgttrf_(&n, (float *)fdl, (float *)fd, (float *)fdu, (float *)fdu2, ipiv, &info);
      if (info == 0)
        sgtcon_("1", &n, (float *)fdl, (float *)fd, (float *)fdu, (float *)fdu2, ipiv, &an, &rc,
                work, iwork, &info, 1);
      result = (info != 0 || rc == 0) ? INFINITY : 1.0 / rc;
      break;
    }
    case 'c': {
      float an = (float)anorm, rc = 0;
      cgttrf_(&n, (float _Complex *)fdl, (float _Complex *)fd, (float _Complex *)fdu,
              (float _Complex *)fdu2, ipiv, &info);
      if (info == 0)
        cgtcon_("1", &n, (float _Complex *)fdl, (float _Complex *)fd, (float _Complex *)fdu,
                (float _Complex *)fdu2, ipiv, &an, &rc, work, &info, 1);
      result = (info != 0 || rc == 0) ? INFINITY : 1.0 / rc;
      break;
    }
    default: /* d, z: the widened copy is the matrix itself */
      result = cond1_wide(P->p == 'z', n, wide, anorm);
      break;
    }
    /* In single precision, also the estimate of the same matrix (exact in
     * double) by dgtcon or zgtcon, and the larger of the two.  Where
     * ||A^-1||_1 passes single precision's range, sgtcon's estimate of it
     * overflows and comes back as anything: type 29 (GT 11, GT 7 scaled near
     * underflow, ||A||_1 7.3e-32) at n = 300007 got kappa_1 24.8 from
     * sgtcon and 8.80e7 from dgtcon, and its bound on the CUDA-CPU
     * difference came out 2000 times too tight (session 31); at 65537,
     * rcond 0 (infinity, which stays: there X itself may overflow in
     * single).  Where ||A^-1||_1 passes double's range too, dgtcon's
     * estimate is no better; in the gallery LAPACK's X is then not finite,
     * and the tests take the branch that does not use kappa_1. */
    if (P->p == 's' || P->p == 'c') {
      const double w = cond1_wide(P->p == 'c', n, wide, anorm);
      if (!isnan(w) && (isnan(result) || w > result)) /* an infinite result stays */
        result = w;
    }
  }
done:
  free(f);
  free(ipiv);
  free(work);
  free(wide);
  return result;
}

static double cond2_dense(int cplx, int n, const tc_dcplx *dl, const tc_dcplx *d,
                          const tc_dcplx *du)
{
  const size_t nn = (size_t)n;
  double *s = malloc(sizeof(double) * nn), *rwork = malloc(sizeof(double) * 5 * nn);
  tc_dcplx *a = calloc(nn * nn, sizeof(tc_dcplx)), wq = 0, dummy = 0;
  double result = NAN, wqr = 0, dummyr = 0;
  int info = 0, lwork = -1, one = 1;
  if (!s || !rwork || !a)
    goto done;
  if (cplx) {
    for (size_t j = 0; j < nn; j++) {
      a[j + j * nn] = d[j];
      if (j + 1 < nn) {
        a[j + 1 + j * nn] = dl[j];
        a[j + (j + 1) * nn] = du[j];
      }
    }
    zgesvd_("N", "N", &n, &n, a, &n, s, &dummy, &one, &dummy, &one, &wq, &lwork, rwork, &info,
            1, 1);
    lwork = (int)creal(wq);
    {
      tc_dcplx *work = malloc(sizeof(tc_dcplx) * (size_t)lwork);
      if (!work)
        goto done;
      zgesvd_("N", "N", &n, &n, a, &n, s, &dummy, &one, &dummy, &one, work, &lwork, rwork,
              &info, 1, 1);
      free(work);
    }
  } else {
    double *ar = (double *)a; /* n*n doubles fit in the complex allocation */
    for (size_t j = 0; j < nn; j++) {
      ar[j + j * nn] = creal(d[j]);
      if (j + 1 < nn) {
        ar[j + 1 + j * nn] = creal(dl[j]);
        ar[j + (j + 1) * nn] = creal(du[j]);
      }
    }
    dgesvd_("N", "N", &n, &n, ar, &n, s, &dummyr, &one, &dummyr, &one, &wqr, &lwork, &info, 1,
            1);
    lwork = (int)wqr;
    {
      double *work = malloc(sizeof(double) * (size_t)lwork);
      if (!work)
        goto done;
      dgesvd_("N", "N", &n, &n, ar, &n, s, &dummyr, &one, &dummyr, &one, work, &lwork, &info,
              1, 1);
      free(work);
    }
  }
  if (info == 0)
    result = s[nn - 1] > 0 ? s[0] / s[nn - 1] : INFINITY;
done:
  free(s);
  free(rwork);
  free(a);
  return result;
}

double tc_lapack_cond2(int cplx, int n, const tc_dcplx *dl, const tc_dcplx *d,
                       const tc_dcplx *du, int dense)
{
  const size_t nn = (size_t)n;
  tc_dcplx *ab, *work, cdummy = 0;
  double *sv, *e, *rwork, ddummy = 0, result = NAN;
  const int kl = 1, ku = 1, ldab = 3, zero = 0, one = 1;
  int info = 0;
  if (dense)
    return cond2_dense(cplx, n, dl, d, du);
  if (n == 1)
    return cabs(d[0]) > 0 ? 1.0 : INFINITY;
  /* Band storage: A(i,j) (0-based) in ab[ku + i - j + 3 j]. */
  ab = calloc(3 * nn, sizeof(tc_dcplx));
  work = malloc(sizeof(tc_dcplx) * 2 * nn);
  sv = malloc(sizeof(double) * nn);
  e = malloc(sizeof(double) * nn);
  rwork = malloc(sizeof(double) * 4 * nn);
  if (!ab || !work || !sv || !e || !rwork)
    goto done;
  if (cplx) {
    for (size_t j = 0; j < nn; j++) {
      ab[1 + 3 * j] = d[j];
      if (j + 1 < nn) {
        ab[2 + 3 * j] = dl[j];
        ab[3 * (j + 1)] = du[j];
      }
    }
    zgbbrd_("N", &n, &n, &zero, &kl, &ku, ab, &ldab, sv, e, &cdummy, &one, &cdummy, &one,
            &cdummy, &one, work, rwork, &info, 1);
  } else {
    double *abr = (double *)ab, *wr = (double *)work;
    for (size_t j = 0; j < nn; j++) {
      abr[1 + 3 * j] = creal(d[j]);
      if (j + 1 < nn) {
        abr[2 + 3 * j] = creal(dl[j]);
        abr[3 * (j + 1)] = creal(du[j]);
      }
    }
    dgbbrd_("N", &n, &n, &zero, &kl, &ku, abr, &ldab, sv, e, &ddummy, &one, &ddummy, &one,
            &ddummy, &one, wr, &info, 1);
  }
  if (info == 0)
    dbdsqr_("U", &n, &zero, &zero, &zero, sv, e, &ddummy, &one, &ddummy, &one, &ddummy, &one,
            rwork, &info, 1);
  if (info == 0)
    result = sv[nn - 1] > 0 ? sv[0] / sv[nn - 1] : INFINITY;
done:
  free(ab);
  free(work);
  free(sv);
  free(e);
  free(rwork);
  return result;
}

/* ---------------------------------------------------------------- evaluation */

/* Component i of r = B/s - A (X/s) for one column (the scale s keeps every
 * quantity representable when X is huge or tiny). */
static tc_dcplx resid_at(size_t n, size_t i, const tc_dcplx *dl, const tc_dcplx *d,
                         const tc_dcplx *du, const tc_dcplx *b, const tc_dcplx *x, double s)
{
  tc_dcplx ax = d[i] * (x[i] / s);
  if (i > 0)
    ax += dl[i - 1] * (x[i - 1] / s);
  if (i + 1 < n)
    ax += du[i] * (x[i + 1] / s);
  return b[i] / s - ax;
}

/* Norms of a vector without overflow: max |v_i|, then the 1-norm and the
 * 2-norm as max * (sum of ratios). */
typedef struct {
  double max, one, two; /* max|v|, ||v||_1 / max, ||v||_2 / max (1 when max = 0) */
} scaled_norms;

void tc_evaluate(size_t n, int nrhs, const tc_dcplx *dl, const tc_dcplx *d, const tc_dcplx *du,
                 double anorm, const tc_dcplx *B, const tc_dcplx *X, double eps, double *berr,
                 double *res)
{
  *berr = 0;
  *res = 0;
  for (int j = 0; j < nrhs; j++) {
    const tc_dcplx *b = B + (size_t)j * n, *x = X + (size_t)j * n;
    scaled_norms xn = {0, 0, 0}, rn = {0, 0, 0}, bn = {0, 0, 0};
    double s, cb, cr;
    for (size_t i = 0; i < n; i++) {
      double ax = cabs(x[i]), ab = cabs(b[i]);
      xn.max = ax > xn.max ? ax : xn.max;
      bn.max = ab > bn.max ? ab : bn.max;
    }
    s = xn.max > 0 ? xn.max : 1.0;
    for (size_t i = 0; i < n; i++) {
      double ar = cabs(resid_at(n, i, dl, d, du, b, x, s));
      rn.max = ar > rn.max ? ar : rn.max;
    }
    for (size_t i = 0; i < n; i++) {
      double ax = cabs(x[i]) / s;
      double ar = rn.max > 0 ? cabs(resid_at(n, i, dl, d, du, b, x, s)) / rn.max : 0;
      double ab = bn.max > 0 ? cabs(b[i]) / bn.max : 0;
      xn.one += ax;
      rn.one += ar;
      rn.two += ar * ar;
      bn.two += ab * ab;
    }
    rn.two = sqrt(rn.two);
    bn.two = sqrt(bn.two);
    /* berr: (||r_s||_1 / ||A||_1) / ||x/s||_1 / eps, ||x/s||_1 >= 1 */
    if (anorm > 0)
      cb = ((rn.max * rn.one / anorm) / xn.one) / eps;
    else
      cb = rn.max > 0 ? 1.0 / eps : 0.0;
    /* res: ||r_s||_2 s / ||b||_2 */
    if (bn.max > 0)
      cr = (rn.max / bn.max) * (rn.two / bn.two) * s;
    else
      cr = rn.max > 0 ? INFINITY : 0.0;
    if (!(cb <= *berr))
      *berr = cb;
    if (!(cr <= *res))
      *res = cr;
  }
}

void tc_widen_cols(const tc_prec *P, const void *src, size_t ld, size_t n, int ncols,
                   tc_dcplx *dst)
{
  for (int j = 0; j < ncols; j++)
    for (size_t i = 0; i < n; i++)
      dst[i + (size_t)j * n] = tc_get(P, src, i + (size_t)j * ld);
}

double tc_rel_diff_1(const tc_prec *P, size_t n, int ncols, size_t ld, const void *Y,
                     const void *X)
{
  double worst = 0;
  for (int j = 0; j < ncols; j++) {
    double num = 0, den = 0, r;
    for (size_t i = 0; i < n; i++) {
      size_t k = i + (size_t)j * ld;
      num += cabs(tc_get(P, Y, k) - tc_get(P, X, k));
      den += cabs(tc_get(P, X, k));
    }
    r = den > 0 ? num / den : (num > 0 ? INFINITY : 0);
    if (!(r <= worst))
      worst = r;
  }
  return worst;
}

int tc_all_finite(const tc_prec *P, size_t n, int ncols, size_t ld, const void *X)
{
  for (int j = 0; j < ncols; j++)
    for (size_t i = 0; i < n; i++)
      if (!tc_isfinite(P, X, i + (size_t)j * ld))
        return 0;
  return 1;
}

double tc_gpu_cpu_tol(double eps, double cond1, double berr_gpu, double berr_cpu)
{
  if (!(eps * cond1 < 0.01))
    return NAN;
  return 3.0 * eps * cond1 * (berr_gpu + berr_cpu) + 4.0 * eps;
}

const char *tc_fmt_e(char *buf, double v)
{
  if (isnan(v))
    snprintf(buf, 16, "%9s", "nan");
  else if (isinf(v))
    snprintf(buf, 16, "%9s", v > 0 ? "inf" : "-inf");
  else
    snprintf(buf, 16, "%9.2e", v);
  return buf;
}

/* ---------------------------------------------------------------- backends */

int tc_backend_usable(int b)
{
  if (b == GPU_BACKEND_CPU)
    return 1;
  if (b == GPU_BACKEND_CUDA)
    return gpu_cuda_available();
  return 0;
}

#ifdef GPUSOLVE_HAVE_CUDA
void *tc_dev_alloc(size_t bytes)
{
  void *p = NULL;
  if (cudaMalloc(&p, bytes ? bytes : 1) != cudaSuccess)
    return NULL;
  return p;
}

void tc_dev_free(void *p)
{
  if (p)
    cudaFree(p);
}

int tc_to_dev(void *dst, const void *src, size_t bytes)
{
  return bytes == 0 ? 0 : cudaMemcpy(dst, src, bytes, cudaMemcpyHostToDevice) != cudaSuccess;
}

int tc_from_dev(void *dst, const void *src, size_t bytes)
{
  return bytes == 0 ? 0 : cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToHost) != cudaSuccess;
}
#else
void *tc_dev_alloc(size_t bytes)
{
  (void)bytes;
  return NULL;
}

void tc_dev_free(void *p)
{
  (void)p;
}

int tc_to_dev(void *dst, const void *src, size_t bytes)
{
  (void)dst;
  (void)src;
  (void)bytes;
  return 1;
}

int tc_from_dev(void *dst, const void *src, size_t bytes)
{
  (void)dst;
  (void)src;
  (void)bytes;
  return 1;
}
#endif

/* ---------------------------------------------------------------- options */

static const char *const prec_words[] = {"s", "d", "c", "z", NULL};
static const char *const backend_words[] = {"cpu", "cuda", NULL};
static const char *const api_words[] = {"host", "dev", NULL};

void tc_options_default(tc_options *c, int ntypes)
{
  memset(c, 0, sizeof *c);
  c->prec[0] = c->prec[1] = c->prec[2] = c->prec[3] = 1;
  c->api[0] = c->api[1] = 1;
  c->ntypes = ntypes;
  for (int t = 0; t < ntypes; t++)
    c->types[t] = t + 1;
  c->seed = 1;
  c->thresh = 30.0;
}

/* A word-list option: clear the flags, then set those named. */
static int parse_flags(const char *v, const char *const *words, int *flags, size_t nflags)
{
  memset(flags, 0, sizeof(int) * nflags);
  return tc_parse_words(v, words, flags) > 0 ? 2 : -1;
}

int tc_options_parse(tc_options *c, const char *a, const char *v)
{
  char *end;
  if (!strcmp(a, "-v"))
    return c->verbose = 1;
  if (!strcmp(a, "-q"))
    return c->quiet = 1;
  if (strcmp(a, "--prec") && strcmp(a, "--backend") && strcmp(a, "--api") &&
      strcmp(a, "--types") && strcmp(a, "--seed") && strcmp(a, "--thresh"))
    return 0;
  if (!v)
    return -1;
  if (!strcmp(a, "--prec"))
    return parse_flags(v, prec_words, c->prec, 4);
  if (!strcmp(a, "--api"))
    return parse_flags(v, api_words, c->api, 2);
  if (!strcmp(a, "--backend")) {
    c->backend_given = 1;
    return parse_flags(v, backend_words, c->backend, 2);
  }
  if (!strcmp(a, "--types")) {
    c->ntypes = tc_parse_ints(v, c->types, TC_MAXLIST);
    for (int k = 0; k < c->ntypes; k++)
      if (c->types[k] < 1 || c->types[k] > GAL_NTYPES)
        return -1;
    return c->ntypes > 0 ? 2 : -1;
  }
  if (!strcmp(a, "--seed")) {
    c->seed = strtoull(v, &end, 10);
    return *end || !*v ? -1 : 2;
  }
  c->thresh = strtod(v, &end);
  return *end || !(c->thresh > 0) ? -1 : 2;
}

int tc_options_backends(tc_options *c, int backends[2], int *nbackends)
{
  *nbackends = 0;
  if (!c->backend_given) {
    c->backend[0] = 1;
    c->backend[1] = tc_backend_usable(GPU_BACKEND_CUDA);
  }
  if (c->backend[0])
    backends[(*nbackends)++] = GPU_BACKEND_CPU;
  if (c->backend[1]) {
    if (!tc_backend_usable(GPU_BACKEND_CUDA)) {
      /* asked for by name: the whole run is about CUDA, so SKIP it */
      printf("SKIP: the CUDA backend is not available (%s)\n",
             gpu_strerror(GPU_ERR_NO_BACKEND));
      printf("0 passed, 0 failed, 1 skipped\n");
      return 77;
    }
    backends[(*nbackends)++] = GPU_BACKEND_CUDA;
  }
  return 0;
}

int tc_parse_ints(const char *s, long *out, int max)
{
  int count = 0;
  const char *p = s;
  if (!s || !*s)
    return -1;
  while (*p) {
    char *end;
    long a = strtol(p, &end, 10), b, step = 1;
    if (end == p)
      return -1;
    b = a;
    p = end;
    if (*p == ':') {
      b = strtol(p + 1, &end, 10);
      if (end == p + 1)
        return -1;
      p = end;
      if (*p == ':') {
        step = strtol(p + 1, &end, 10);
        if (end == p + 1 || step <= 0)
          return -1;
        p = end;
      }
    }
    for (long v = a; v <= b; v += step) {
      if (count >= max)
        return -1;
      out[count++] = v;
    }
    if (*p == ',')
      p++;
    else if (*p)
      return -1;
  }
  return count;
}

int tc_parse_list(const char *v, long *out, long lo, long hi)
{
  int count = v ? tc_parse_ints(v, out, TC_MAXLIST) : -1;
  for (int k = 0; k < count; k++)
    if (out[k] < lo || out[k] > hi)
      return -1;
  return count;
}

int tc_parse_words(const char *s, const char *const *allowed, int *flags)
{
  int count = 0;
  const char *p = s;
  if (!s || !*s)
    return -1;
  while (*p) {
    size_t len = strcspn(p, ",");
    int k, found = -1;
    for (k = 0; allowed[k]; k++)
      if (strlen(allowed[k]) == len && strncmp(allowed[k], p, len) == 0)
        found = k;
    if (found < 0)
      return -1;
    flags[found] = 1;
    count++;
    p += len;
    if (*p == ',')
      p++;
  }
  return count;
}

int tc_same_bytes(const void *a, const void *b, size_t bytes)
{
  return bytes == 0 || memcmp(a, b, bytes) == 0;
}

int tc_exit_status(long failures)
{
  return failures > 76 ? 76 : (int)failures;
}

FILE *tc_trace_begin(int *saved)
{
  FILE *f = NULL;
  *saved = dup(2);
  if (*saved >= 0 && (f = tmpfile()) != NULL && fflush(stderr) == 0 && dup2(fileno(f), 2) >= 0) {
    setenv("GPUSOLVE_SPIKE_TRACE", "1", 1);
    return f;
  }
  if (f)
    fclose(f);
  if (*saved >= 0)
    close(*saved);
  return NULL;
}

void tc_trace_end(FILE *trace, int saved)
{
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  fclose(trace);
}

/* ---------------------------------------------------------------- one system */

void tc_system_free(tc_system *s)
{
  for (int k = 0; k < 3; k++) {
    free(s->sys[k]);
    s->sys[k] = NULL;
  }
  free(s->b);
  s->b = NULL;
}

int tc_system_make(tc_system *s, const tc_prec *P, int type, gpu_int n, int nrhs, uint64_t tag)
{
  const size_t es = P->size, nn = (size_t)n, nb = nn * (size_t)nrhs;
  tc_dcplx *g[3], *w = malloc(sizeof(tc_dcplx) * nb);
  int ok = w != NULL;
  memset(s, 0, sizeof *s);
  s->b = malloc(es * nb);
  for (int k = 0; k < 3; k++) {
    g[k] = malloc(sizeof(tc_dcplx) * nn);
    s->sys[k] = malloc(es * nn);
    ok = ok && g[k] && s->sys[k];
  }
  ok = ok && s->b && gal_generate(type, n, P->p, 1, g[0], g[1], g[2]) == 0;
  if (ok) {
    tc_round(P, g[0], s->sys[0], nn - 1);
    tc_round(P, g[1], s->sys[1], nn);
    tc_round(P, g[2], s->sys[2], nn - 1);
    gal_random(P->cplx, 1, tag, (uint64_t)type, (uint64_t)n, nb, w);
    tc_round(P, w, s->b, nb);
  } else {
    tc_system_free(s);
  }
  for (int k = 0; k < 3; k++)
    free(g[k]);
  free(w);
  return !ok;
}

gpu_int tc_system_spike(const tc_prec *P, const tc_system *s, gpu_int n, int nrhs, void *x)
{
  const size_t es = P->size, nn = (size_t)n;
  void *dl = malloc(es * nn), *d = malloc(es * nn), *du = malloc(es * nn);
  gpu_int info = GPU_ERR_INTERNAL;
  if (dl && d && du) {
    memcpy(dl, s->sys[0], es * (nn - 1));
    memcpy(d, s->sys[1], es * nn);
    memcpy(du, s->sys[2], es * (nn - 1));
    memcpy(x, s->b, es * nn * (size_t)nrhs);
    tc_gtsv(P, TC_SPIKE, 0, n, nrhs, dl, d, du, 0, x, n, &info);
  }
  free(dl);
  free(d);
  free(du);
  return info;
}
