/* test_common.c -- see test_common.h. */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef GPUSOLVE_HAVE_CUDA
#include <cuda_runtime.h>
#endif
#include "test_common.h"
#include "lapack_protos.h"

/* ---------------------------------------------------------------- precisions */

static const tc_prec precs[4] = {
  {'s', 0, sizeof(float), 5.9604644775390625e-08, "gpu_sgtsv_spike", "GPU_SGTSV_SPIKE"},
  {'d', 0, sizeof(double), 1.1102230246251565e-16, "gpu_dgtsv_spike", "GPU_DGTSV_SPIKE"},
  {'c', 1, sizeof(float _Complex), 5.9604644775390625e-08, "gpu_cgtsv_spike",
   "GPU_CGTSV_SPIKE"},
  {'z', 1, sizeof(double _Complex), 1.1102230246251565e-16, "gpu_zgtsv_spike",
   "GPU_ZGTSV_SPIKE"},
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

void tc_gtsv_spike(const tc_prec *P, int dev, gpu_int n, gpu_int nrhs, const void *dl,
                   const void *d, const void *du, void *b, gpu_int ldb, gpu_int *info)
{
  switch (P->p) {
  case 's':
    (dev ? gpu_sgtsv_spike_dev : gpu_sgtsv_spike)(n, nrhs, dl, d, du, b, ldb, info);
    break;
  case 'd':
    (dev ? gpu_dgtsv_spike_dev : gpu_dgtsv_spike)(n, nrhs, dl, d, du, b, ldb, info);
    break;
  case 'c':
    (dev ? gpu_cgtsv_spike_dev : gpu_cgtsv_spike)(n, nrhs, dl, d, du, b, ldb, info);
    break;
  default:
    (dev ? gpu_zgtsv_spike_dev : gpu_zgtsv_spike)(n, nrhs, dl, d, du, b, ldb, info);
    break;
  }
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
    case 'd': {
      double rc = 0;
      dgttrf_(&n, (double *)fdl, (double *)fd, (double *)fdu, (double *)fdu2, ipiv, &info);
      if (info == 0)
        dgtcon_("1", &n, (double *)fdl, (double *)fd, (double *)fdu, (double *)fdu2, ipiv,
                &anorm, &rc, work, iwork, &info, 1);
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
    default: {
      double rc = 0;
      zgttrf_(&n, (double _Complex *)fdl, (double _Complex *)fd, (double _Complex *)fdu,
              (double _Complex *)fdu2, ipiv, &info);
      if (info == 0)
        zgtcon_("1", &n, (double _Complex *)fdl, (double _Complex *)fd, (double _Complex *)fdu,
                (double _Complex *)fdu2, ipiv, &anorm, &rc, work, &info, 1);
      result = (info != 0 || rc == 0) ? INFINITY : 1.0 / rc;
      break;
    }
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
