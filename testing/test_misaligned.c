/* test_misaligned.c -- gpu_cgtsv_spike_dev and gpu_zgtsv_spike_dev on device
 * arrays aligned to a component (4 and 8 bytes) but not to the element (8
 * and 16 bytes): valid C for arrays of gpu_complex_float/_double carved a
 * component into a buffer, and what the passes' cp.async tile copies cannot
 * read (the library sends such arrays to the sequential solver; session 17
 * of docs/performance.md).  Each solve, misaligned and aligned, on the same
 * random diagonally dominant system with two right-hand sides, must return
 * INFO = 0, leave the CUDA context usable and give every row a residual
 * |b - A x| of at most 30 eps (|A||x| + |b|), as LAPACK ?gtsv's does.  CUDA
 * only: exit 77 without a device.  Exit status = failures. */
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
 * double; entries as doubles (re, im pairs). */
static double row_ratio(int n, int nrhs, const double *dl, const double *d, const double *du,
                        const double *b, const double *x)
{
  double worst = 0;
  for (int r = 0; r < nrhs; r++)
    for (int i = 0; i < n; i++) {
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

/* One precision (z: complex double, else complex float): the system's four
 * arrays in one device buffer, at offset 0 (aligned) or one component
 * (misaligned).  Returns the failures. */
static int run(int z, int n, int off)
{
  const int nrhs = 2;
  const size_t comp = z ? 8 : 4, es = 2 * comp, len = (size_t)n * (3 + nrhs);
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
  for (int i = 0; i < n; i++) /* |d| > |dl| + |du| */
    h[2 * ((size_t)n + i)] += h[2 * ((size_t)n + i)] < 0 ? -3.0 : 3.0;
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
    unsigned char *pdl = p, *pd = p + (size_t)n * es, *pdu = p + 2 * (size_t)n * es,
                  *pb = p + 3 * (size_t)n * es;
    if (z)
      gpu_zgtsv_spike_dev(n, nrhs, (gpu_complex_double *)(void *)pdl,
                          (gpu_complex_double *)(void *)pd, (gpu_complex_double *)(void *)pdu,
                          (gpu_complex_double *)(void *)pb, n, &info);
    else
      gpu_cgtsv_spike_dev(n, nrhs, (gpu_complex_float *)(void *)pdl,
                          (gpu_complex_float *)(void *)pd, (gpu_complex_float *)(void *)pdu,
                          (gpu_complex_float *)(void *)pb, n, &info);
    if (tc_from_dev(buf, pb, (size_t)n * nrhs * es) != 0) {
      printf("FAILED: %s n %d offset %zu: copy from the device (INFO %d: %s)\n", z ? "z" : "c", n,
             off ? comp : (size_t)0, (int)info, gpu_strerror(info));
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
    const double q = row_ratio(n, nrhs, h, h + 2 * (size_t)n, h + 4 * (size_t)n,
                               h + 6 * (size_t)n, x) / eps;
    const int ok = info == 0 && q <= 30;
    printf("%s  gpu_%cgtsv_spike_dev n %7d, arrays %s: INFO %d, worst row residual %.2f eps\n",
           ok ? "ok    " : "FAILED", z ? 'z' : 'c', n, off ? "a component off" : "aligned",
           (int)info, q);
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
  const int sizes[] = {100003, 1048577};
  for (int z = 0; z < 2; z++)
    for (int s = 0; s < 2; s++)
      for (int off = 0; off < 2; off++, runs++)
        fails += run(z, sizes[s], off);
  gpu_finalize();
  printf("%d passed, %d failed\n", runs - fails, fails);
  return fails;
}
