/* c_gtsv.c -- gpusolve from C: the LAPACK call
 *     dgtsv_(&n, &nrhs, dl, d, du, b, &ldb, &info);
 * becomes
 *     gpu_dgtsv_spike(n, nrhs, dl, d, du, b, ldb, &info);
 * (scalars by value, INFO last by pointer; DL, D, DU left unchanged).
 *
 * The program builds, in double and in double complex, one system of order
 * n = 2^20 with LAPACK's random number generators (the double one is the very
 * system of legacy_dgtsv.f and module_gtsv.f90), solves it with LAPACK and
 * with gpusolve, and prints the backend and device, the times (the first
 * gpusolve call also pays the one-time set-up, so it is timed twice) and how
 * far the two solutions are apart.
 *
 * A is diagonally dominant (|d| >= 4 against |dl|, |du| <= sqrt(2)), its
 * condition number at most 7 in the infinity norm; both solvers are backward
 * stable with a backward error of a few units of roundoff per row whatever n
 * is, so the solutions must agree to a small multiple of 7 * 1.1e-16.
 * TOL = 1e-12 leaves a margin of about a thousand over that.  Exit status 1
 * when they do not agree.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <gpusolve.h>

/* LAPACK (Fortran: every argument by reference, INTEGER = int). */
void dgtsv_(const int *n, const int *nrhs, double *dl, double *d, double *du,
            double *b, const int *ldb, int *info);
void zgtsv_(const int *n, const int *nrhs, double _Complex *dl, double _Complex *d,
            double _Complex *du, double _Complex *b, const int *ldb, int *info);
void dlarnv_(const int *idist, int *iseed, const int *n, double *x);
void zlarnv_(const int *idist, int *iseed, const int *n, double _Complex *x);

#define N (1 << 20)
#define TOL 1e-12

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void *xmalloc(size_t bytes)
{
  void *p = malloc(bytes);
  if (p == NULL) {
    fprintf(stderr, "c_gtsv: out of memory\n");
    exit(1);
  }
  return p;
}

static int report(const char *p, double tlap, double t1, double t2, double err, double diff)
{
  int ok = diff <= TOL;
  printf(" %sgtsv: n = %d, nrhs = 1\n", p, N);
  printf("   LAPACK %sgtsv                  %10.4f s\n", p, tlap);
  printf("   gpu_%sgtsv_spike (first call)  %10.4f s\n", p, t1);
  printf("   gpu_%sgtsv_spike               %10.4f s\n", p, t2);
  printf("   LAPACK error  max|x_lapack - x_true| / max|x| = %9.2E\n", err);
  printf("   agreement     max|x_gpu - x_lapack| / max|x| = %9.2E  (tolerance %7.1E)\n", diff, TOL);
  if (ok)
    printf("   ok: gpu_%sgtsv_spike agrees with %sgtsv\n", p, p);
  else
    printf("   FAILED: gpu_%sgtsv_spike and %sgtsv disagree\n", p, p);
  return ok;
}

static int run_d(void)
{
  const int n = N, nrhs = 1, one = 1, two = 2;
  int iseed[4] = {1, 2, 3, 5}, linfo, i;
  gpu_int info;
  double *dl = xmalloc((N - 1) * sizeof *dl), *d = xmalloc(N * sizeof *d);
  double *du = xmalloc((N - 1) * sizeof *du), *x0 = xmalloc(N * sizeof *x0);
  double *b = xmalloc(N * sizeof *b), *b0 = xmalloc(N * sizeof *b0);
  double *dl2 = xmalloc((N - 1) * sizeof *dl2), *d2 = xmalloc(N * sizeof *d2);
  double *du2 = xmalloc((N - 1) * sizeof *du2), *b2 = xmalloc(N * sizeof *b2);
  double t0, tlap, t1, t2 = 0, xmax = 0, err = 0, diff = 0;
  const int nm1 = n - 1;
  int ok = 0;

  /* A and a known solution x0; b0 = A * x0. */
  dlarnv_(&two, iseed, &nm1, dl);
  dlarnv_(&two, iseed, &nm1, du);
  dlarnv_(&one, iseed, &n, d);
  for (i = 0; i < n; i++)
    d[i] += 4;
  dlarnv_(&two, iseed, &n, x0);
  for (i = 0; i < n; i++) {
    b0[i] = d[i] * x0[i];
    if (i > 0) b0[i] += dl[i - 1] * x0[i - 1];
    if (i < n - 1) b0[i] += du[i] * x0[i + 1];
  }

  /* LAPACK on copies (dgtsv overwrites dl, d, du). */
  memcpy(dl2, dl, (N - 1) * sizeof *dl);
  memcpy(d2, d, N * sizeof *d);
  memcpy(du2, du, (N - 1) * sizeof *du);
  memcpy(b2, b0, N * sizeof *b0);
  t0 = now();
  dgtsv_(&n, &nrhs, dl2, d2, du2, b2, &n, &linfo);
  tlap = now() - t0;
  if (linfo != 0) {
    printf(" dgtsv: INFO = %d\n", linfo);
    goto done;
  }

  /* gpusolve, twice: the first call includes the one-time set-up. */
  memcpy(b, b0, N * sizeof *b);
  t0 = now();
  gpu_dgtsv_spike(n, nrhs, dl, d, du, b, n, &info);
  t1 = now() - t0;
  if (info == 0) {
    memcpy(b, b0, N * sizeof *b);
    t0 = now();
    gpu_dgtsv_spike(n, nrhs, dl, d, du, b, n, &info);
    t2 = now() - t0;
  }
  if (info != 0) {
    printf(" gpu_dgtsv_spike: INFO = %d (%s)\n", (int)info, gpu_strerror(info));
    goto done;
  }

  for (i = 0; i < n; i++) {
    xmax = fmax(xmax, fabs(b2[i]));
    err = fmax(err, fabs(b2[i] - x0[i]));
    diff = fmax(diff, fabs(b[i] - b2[i]));
  }
  ok = report("d", tlap, t1, t2, err / xmax, diff / xmax);
done:
  free(dl); free(d); free(du); free(x0); free(b); free(b0);
  free(dl2); free(d2); free(du2); free(b2);
  return ok;
}

static int run_z(void)
{
  const int n = N, nrhs = 1, one = 1, two = 2;
  int iseed[4] = {1, 2, 3, 5}, linfo, i;
  gpu_int info;
  double _Complex *dl = xmalloc((N - 1) * sizeof *dl), *d = xmalloc(N * sizeof *d);
  double _Complex *du = xmalloc((N - 1) * sizeof *du), *x0 = xmalloc(N * sizeof *x0);
  double _Complex *b = xmalloc(N * sizeof *b), *b0 = xmalloc(N * sizeof *b0);
  double _Complex *dl2 = xmalloc((N - 1) * sizeof *dl2), *d2 = xmalloc(N * sizeof *d2);
  double _Complex *du2 = xmalloc((N - 1) * sizeof *du2), *b2 = xmalloc(N * sizeof *b2);
  double t0, tlap, t1, t2 = 0, xmax = 0, err = 0, diff = 0;
  const int nm1 = n - 1;
  int ok = 0;

  zlarnv_(&two, iseed, &nm1, dl);
  zlarnv_(&two, iseed, &nm1, du);
  zlarnv_(&one, iseed, &n, d);
  for (i = 0; i < n; i++)
    d[i] += 4;
  zlarnv_(&two, iseed, &n, x0);
  for (i = 0; i < n; i++) {
    b0[i] = d[i] * x0[i];
    if (i > 0) b0[i] += dl[i - 1] * x0[i - 1];
    if (i < n - 1) b0[i] += du[i] * x0[i + 1];
  }

  memcpy(dl2, dl, (N - 1) * sizeof *dl);
  memcpy(d2, d, N * sizeof *d);
  memcpy(du2, du, (N - 1) * sizeof *du);
  memcpy(b2, b0, N * sizeof *b0);
  t0 = now();
  zgtsv_(&n, &nrhs, dl2, d2, du2, b2, &n, &linfo);
  tlap = now() - t0;
  if (linfo != 0) {
    printf(" zgtsv: INFO = %d\n", linfo);
    goto done;
  }

  memcpy(b, b0, N * sizeof *b);
  t0 = now();
  gpu_zgtsv_spike(n, nrhs, dl, d, du, b, n, &info);
  t1 = now() - t0;
  if (info == 0) {
    memcpy(b, b0, N * sizeof *b);
    t0 = now();
    gpu_zgtsv_spike(n, nrhs, dl, d, du, b, n, &info);
    t2 = now() - t0;
  }
  if (info != 0) {
    printf(" gpu_zgtsv_spike: INFO = %d (%s)\n", (int)info, gpu_strerror(info));
    goto done;
  }

  for (i = 0; i < n; i++) {
    xmax = fmax(xmax, cabs(b2[i]));
    err = fmax(err, cabs(b2[i] - x0[i]));
    diff = fmax(diff, cabs(b[i] - b2[i]));
  }
  ok = report("z", tlap, t1, t2, err / xmax, diff / xmax);
done:
  free(dl); free(d); free(du); free(x0); free(b); free(b0);
  free(dl2); free(d2); free(du2); free(b2);
  return ok;
}

int main(void)
{
  int ok_d, ok_z;
  printf("C: gpusolve %s, backend %s, device \"%s\"\n", gpu_version(),
         gpu_backend_name(gpu_get_backend()), gpu_device_name());
  ok_d = run_d();
  ok_z = run_z();
  gpu_finalize();
  return ok_d && ok_z ? EXIT_SUCCESS : EXIT_FAILURE;
}
