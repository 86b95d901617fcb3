/* test_misaligned.c -- the complex device-array routines on arrays aligned
 * to a component (4 and 8 bytes) but not to the element (8 and 16 bytes):
 * valid C for arrays of gpu_complex_float/_double carved a component into a
 * buffer, and what cp.async copies of whole elements cannot read.
 * gpu_[cz]gtsv_spike_dev sends such arrays to the sequential solver (session
 * 17 of docs/performance.md); gpu_[cz]gtsv_spike_batch_dev's short-system
 * kernel copies their tiles by loads and stores instead (k_pp_stream<false>,
 * session 18); gpu_[cz]gtsv_cr_batch_dev's kernels do not use cp.async for
 * complex types.  Each solve, misaligned and aligned, on the same random
 * diagonally dominant systems (one matrix with two right-hand sides, or a
 * batch), must return INFO = 0, leave the CUDA context usable and give every
 * row a residual |b - A x| of at most 30 eps (|A||x| + |b|), as LAPACK
 * ?gtsv's does.  CUDA only: exit 77 without a device.  Exit status =
 * failures. */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"
#include "test_common.h"

static double lcg(unsigned long long *s)
{
  *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(*s >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

/* The largest row's |b - A x| / (|A||x| + |b|) over the nrhs columns, in
 * double; entries as doubles (re, im pairs).  batch: column r has its own
 * matrix (DL, D, DU + r n), else all share one. */
static double row_ratio(int n, int nrhs, int batch, const double *dl0, const double *d0,
                        const double *du0, const double *b, const double *x)
{
  double worst = 0;
  for (int r = 0; r < nrhs; r++)
    for (int i = 0; i < n; i++) {
      const size_t mo = batch ? 2 * (size_t)r * n : 0;
      const double *dl = dl0 + mo, *d = d0 + mo, *du = du0 + mo;
      const double complex xi = x[2 * ((size_t)r * n + i)] + I * x[2 * ((size_t)r * n + i) + 1];
      double complex ax = (d[2 * i] + I * d[2 * i + 1]) * xi;
      double mag = cabs(d[2 * i] + I * d[2 * i + 1]) * cabs(xi);
      if (i > 0) {
        const double complex a = dl[2 * (i - 1)] + I * dl[2 * (i - 1) + 1];
        const double complex xm = x[2 * ((size_t)r * n + i - 1)] + I * x[2 * ((size_t)r * n + i - 1) + 1];
        ax += a * xm;
        mag += cabs(a) * cabs(xm);
      }
      if (i < n - 1) {
        const double complex c = du[2 * i] + I * du[2 * i + 1];
        const double complex xp = x[2 * ((size_t)r * n + i + 1)] + I * x[2 * ((size_t)r * n + i + 1) + 1];
        ax += c * xp;
        mag += cabs(c) * cabs(xp);
      }
      const double complex bi = b[2 * ((size_t)r * n + i)] + I * b[2 * ((size_t)r * n + i) + 1];
      const double q = cabs(bi - ax) / (mag + cabs(bi));
      worst = q > worst ? q : worst;
    }
  return worst;
}

enum { SPIKE, SPIKE_BATCH, CR_BATCH };
static const char *const routine[] = {"gtsv_spike_dev", "gtsv_spike_batch_dev",
                                      "gtsv_cr_batch_dev"};

/* One precision (z: complex double, else complex float) and routine: the
 * four arrays (DL, D, DU of one matrix or of cols systems, then B's cols
 * columns, n entries each) in one device buffer, at offset 0 (aligned) or one
 * component (misaligned).  Returns the failures. */
static int run(int z, int what, int n, int cols, int off)
{
  const int nrhs = cols, km = what == SPIKE ? 1 : cols; /* matrices */
  const size_t comp = z ? 8 : 4, es = 2 * comp, len = (size_t)n * (3 * km + nrhs);
  double *h = malloc(2 * len * sizeof(double)), *x = malloc(2 * (size_t)n * nrhs * sizeof(double));
  unsigned char *buf = malloc(len * es), *dev = tc_dev_alloc(len * es + comp);
  unsigned long long seed = 2026 + (unsigned long long)z;
  gpu_int info = -99;
  int fails = 0;
  if (!h || !x || !buf || !dev) {
    printf("FAILED: no memory for n = %d\n", n);
    free(h), free(x), free(buf);
    tc_dev_free(dev);
    return 1;
  }
  for (size_t i = 0; i < 2 * len; i++) /* DL, D, DU, B: n entries each (B: nrhs columns) */
    h[i] = lcg(&seed);
  for (size_t i = 0; i < (size_t)n * km; i++) /* |d| > |dl| + |du| */
    h[2 * ((size_t)n * km + i)] += h[2 * ((size_t)n * km + i)] < 0 ? -3.0 : 3.0;
  for (size_t i = 0; i < 2 * len; i++) { /* to the precision, and back (the exact data) */
    if (z)
      memcpy(buf + i * comp, &h[i], comp);
    else {
      const float f = (float)h[i];
      memcpy(buf + i * comp, &f, comp);
      h[i] = f;
    }
  }
  unsigned char *p = dev + (off ? comp : 0);
  if (tc_to_dev(p, buf, len * es) != 0) {
    printf("FAILED: copy to the device\n");
    fails++;
    goto out;
  }
  {
    const size_t mat = (size_t)n * km * es;
    unsigned char *pdl = p, *pd = p + mat, *pdu = p + 2 * mat, *pb = p + 3 * mat;
    gpu_complex_double *zl = (void *)pdl, *zd = (void *)pd, *zu = (void *)pdu, *zb = (void *)pb;
    gpu_complex_float *cl = (void *)pdl, *cd = (void *)pd, *cu = (void *)pdu, *cb = (void *)pb;
    if (what == SPIKE && z)
      gpu_zgtsv_spike_dev(n, nrhs, zl, zd, zu, zb, n, &info);
    else if (what == SPIKE)
      gpu_cgtsv_spike_dev(n, nrhs, cl, cd, cu, cb, n, &info);
    else if (what == SPIKE_BATCH && z)
      gpu_zgtsv_spike_batch_dev(n, cols, zl, zd, zu, n, zb, n, &info);
    else if (what == SPIKE_BATCH)
      gpu_cgtsv_spike_batch_dev(n, cols, cl, cd, cu, n, cb, n, &info);
    else if (z)
      gpu_zgtsv_cr_batch_dev(n, cols, zl, zd, zu, n, zb, n, &info);
    else
      gpu_cgtsv_cr_batch_dev(n, cols, cl, cd, cu, n, cb, n, &info);
    if (tc_from_dev(buf, pb, (size_t)n * nrhs * es) != 0) {
      printf("FAILED: %c%s n %d offset %zu: copy from the device (INFO %d: %s)\n", z ? 'z' : 'c',
             routine[what], n, off ? comp : (size_t)0, (int)info, gpu_strerror(info));
      fails++;
      goto out;
    }
  }
  for (size_t i = 0; i < 2 * (size_t)n * nrhs; i++) {
    if (z)
      memcpy(&x[i], buf + i * comp, comp);
    else {
      float f;
      memcpy(&f, buf + i * comp, comp);
      x[i] = f;
    }
  }
  {
    /* DL has n-1 entries in use: the n-th is never read */
    const double eps = z ? 0x1p-53 : 0x1p-24;
    const size_t mo = 2 * (size_t)n * km;
    const double q = row_ratio(n, nrhs, km > 1, h, h + mo, h + 2 * mo, h + 3 * mo, x) / eps;
    const int ok = info == 0 && q <= 30;
    printf("%s  gpu_%c%-20s n %7d x %4d, arrays %s: INFO %d, worst row residual %.2f eps\n",
           ok ? "ok    " : "FAILED", z ? 'z' : 'c', routine[what], n, cols,
           off ? "a component off" : "aligned", (int)info, q);
    fails += !ok;
  }
out:
  free(h);
  free(x);
  free(buf);
  tc_dev_free(dev);
  return fails;
}

int main(void)
{
  int fails = 0, runs = 0;
  if (!tc_backend_usable(GPU_BACKEND_CUDA) || gpu_set_backend(GPU_BACKEND_CUDA) != 0) {
    printf("SKIP: no CUDA device\n");
    return 77;
  }
  /* routine, n, columns (right-hand sides of one matrix, or systems):
     spike_batch's short systems of one tile and of several (k_pp_stream
     with and without its workspace), cr_batch's kernels for a warp's
     segment and for shared memory */
  static const int cases[][3] = {{SPIKE, 100003, 2},     {SPIKE, 1048577, 2},
                                 {SPIKE_BATCH, 7, 3001}, {SPIKE_BATCH, 300, 1000},
                                 {CR_BATCH, 24, 2000},   {CR_BATCH, 1000, 700}};
  for (int z = 0; z < 2; z++)
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
      for (int off = 0; off < 2; off++, runs++)
        fails += run(z, cases[c][0], cases[c][1], cases[c][2], off);
  gpu_finalize();
  printf("%d passed, %d failed\n", runs - fails, fails);
  return fails;
}
