/* test_batch_cap.c -- the host forms of the batch routines under a
 * device-memory cap below the batch's device copies: gpu_?gtsv_cr_batch,
 * gpu_?gtsv_spike_batch (short systems) and gpu_?gtsv_cr (NRHS columns of
 * one matrix) then work in groups of systems, with the same path and
 * arithmetic as the whole batch, so X and INFO must equal the uncapped
 * call's bit for bit -- a system with a NaN in a later group included (its
 * b unchanged, INFO = k*N + i, every other system solved), and the guard
 * entries in the gaps of LDS > N and LDB > N untouched.  Long systems of
 * gpu_?gtsv_spike_batch go one by one through gpu_?gtsv_spike's host path,
 * in chunks of rows when one does not fit: their backward error must pass
 * LAPACK's threshold.  The _dev forms, on device arrays: gpu_?gtsv_cr_batch_dev
 * with long systems (N = 65537, reduced in global memory first, a workspace
 * of megabytes per system) and gpu_?gtsv_spike_batch_dev, whose workspace
 * is over the cap: the same bit-for-bit comparison.  Every precision.  CUDA
 * only: exit 77 without a device. */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"
#ifdef GPUSOLVE_HAVE_CUDA
#include <cuda_runtime.h>
#endif

static int fails = 0, passes = 0;

static void check(int ok, const char *what)
{
  if (ok) {
    passes++;
  } else {
    fails++;
    printf("FAILED: %s\n", what);
  }
}

static unsigned long long rng_state;
static double urand(void) /* xorshift64, in [-0.5, 0.5) */
{
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (double)(rng_state >> 11) / 9007199254740992.0 - 0.5;
}

#ifdef GPUSOLVE_HAVE_CUDA
/* The _dev forms: device copies of the host arrays, each routine uncapped
 * and under the cap (the copies themselves are the caller's, outside it). */
static int to_dev(void **dv, const void *h, size_t bytes)
{
  return cudaMalloc(dv, bytes) == cudaSuccess &&
         cudaMemcpy(*dv, h, bytes, cudaMemcpyHostToDevice) == cudaSuccess;
}

#define DEV_CASE(P, T, NAME, CALL, n, batch, lds, ldb, lb, cap, expect)                          \
  do {                                                                                           \
    gpu_int info1 = 0, info2 = 0;                                                                \
    char what[200];                                                                              \
    for (int pass = 0; pass < 2; pass++) {                                                       \
      T *x = pass ? x2 : x1;                                                                     \
      gpu_int *info = pass ? &info2 : &info1;                                                    \
      cudaMemcpy(gb, b0, lb * sizeof(T), cudaMemcpyHostToDevice);                                \
      gpu_set_device_memory_limit(pass ? cap : 0);                                               \
      CALL(n, batch, gdl, gd, gdu, lds, gb, ldb, info);                                          \
      gpu_set_device_memory_limit(0);                                                            \
      cudaMemcpy(x, gb, lb * sizeof(T), cudaMemcpyDeviceToHost);                                 \
    }                                                                                            \
    snprintf(what, sizeof what, "%s %s n %d: INFO %d under the cap, %d without (expected %d)",   \
             P, NAME, (int)(n), (int)info2, (int)info1, (int)(expect));                          \
    check(info1 == info2 && info1 == (expect), what);                                            \
    snprintf(what, sizeof what, "%s %s n %d: X under the cap differs from X without it", P,     \
             NAME, (int)(n));                                                                    \
    check(memcmp(x1, x2, lb * sizeof(T)) == 0, what);                                            \
  } while (0)

#define DEV_CASES(P, T, PREFIX)                                                                  \
  static void dev_cases_##PREFIX(const T *dl, const T *d, const T *du, const T *b0, T *x1,       \
                                 T *x2, int lds, int ldb, size_t ls, size_t lb, size_t cap,      \
                                 int bad, int badrow)                                            \
  {                                                                                              \
    void *gdl_ = NULL, *gd_ = NULL, *gdu_ = NULL, *gb_ = NULL;                                   \
    const int n = 1000, batch = 300;                                                             \
    if (!to_dev(&gdl_, dl, ls * sizeof(T)) || !to_dev(&gd_, d, ls * sizeof(T)) ||                \
        !to_dev(&gdu_, du, ls * sizeof(T)) || !to_dev(&gb_, b0, lb * sizeof(T))) {               \
      check(0, P ": device memory for the _dev cases");                                          \
    } else {                                                                                     \
      T *gdl = gdl_, *gd = gd_, *gdu = gdu_, *gb = gb_;                                          \
      /* spike_batch's short path: its workspace (4 N elements a system, 32 systems and more)  \
         over the cap */                                                                         \
      DEV_CASE(P, T, "spike_batch_dev", gpu_##PREFIX##gtsv_spike_batch_dev, n, batch, lds, ldb,  \
               lb, cap, bad * n + badrow);                                                       \
      /* cr_batch's long systems (reduced in global memory first): 7 systems of N = 32771 in   \
         the first 7 * 32771 < 300 * 1003 entries, the NaN in system 6 (at the same place of    \
         the arrays: INFO its index + 1); a system's workspace is 3.5 N to 6 N elements, the    \
         cap 18 N: a group of 3 fits, the batch does not */                                      \
      DEV_CASE(P, T, "cr_batch_dev", gpu_##PREFIX##gtsv_cr_batch_dev, 32771, 7, 32771, 32771,   \
               (size_t)7 * 32771, (size_t)18 * 32771 * sizeof(T), bad * lds + badrow);           \
    }                                                                                            \
    cudaFree(gdl_);                                                                              \
    cudaFree(gd_);                                                                               \
    cudaFree(gdu_);                                                                              \
    cudaFree(gb_);                                                                               \
  }
DEV_CASES("s", float, s)
DEV_CASES("d", double, d)
DEV_CASES("c", float _Complex, c)
DEV_CASES("z", double _Complex, z)
#define DEV_CASES_s(...) dev_cases_s(__VA_ARGS__);
#define DEV_CASES_d(...) dev_cases_d(__VA_ARGS__);
#define DEV_CASES_c(...) dev_cases_c(__VA_ARGS__);
#define DEV_CASES_z(...) dev_cases_z(__VA_ARGS__);
#else
#define DEV_CASES_s(...)
#define DEV_CASES_d(...)
#define DEV_CASES_c(...)
#define DEV_CASES_z(...)
#endif

/* One precision: T the element type, P its letter, R its real type, MK(x)
 * an element from a double (complex types get an imaginary part too). */
#define BATCH_CAP_TEST(T, P, R, MK, ABS)                                                          \
  static void fill_##P(T *a, size_t len, double diag)                                            \
  {                                                                                              \
    for (size_t i = 0; i < len; i++)                                                             \
      a[i] = MK(diag + urand());                                                                 \
  }                                                                                              \
                                                                                                 \
  /* max_k ||b_k - A_k x_k||_inf / (||A_k||_inf ||x_k||_inf eps) over a batch of short-stride   \
     systems */                                                                                  \
  static double berr_##P(int n, int batch, const T *dl, const T *d, const T *du, int lds,       \
                         const T *b, const T *x, int ldb, double eps)                            \
  {                                                                                              \
    double worst = 0;                                                                            \
    for (int k = 0; k < batch; k++) {                                                            \
      const T *a = dl + (size_t)k * lds, *dd = d + (size_t)k * lds, *c = du + (size_t)k * lds;   \
      const T *f = b + (size_t)k * ldb, *y = x + (size_t)k * ldb;                                \
      double rn = 0, an = 0, xn = 0;                                                             \
      for (int i = 0; i < n; i++) {                                                              \
        T r = f[i] - dd[i] * y[i];                                                               \
        double ar = ABS(dd[i]);                                                                  \
        if (i > 0) {                                                                             \
          r -= a[i - 1] * y[i - 1];                                                              \
          ar += ABS(a[i - 1]);                                                                   \
        }                                                                                        \
        if (i < n - 1) {                                                                         \
          r -= c[i] * y[i + 1];                                                                  \
          ar += ABS(c[i]);                                                                       \
        }                                                                                        \
        rn = fmax(rn, ABS(r));                                                                   \
        an = fmax(an, ar);                                                                       \
        xn = fmax(xn, ABS(y[i]));                                                                \
      }                                                                                          \
      worst = fmax(worst, rn / (an * xn * eps));                                                 \
    }                                                                                            \
    return worst;                                                                                \
  }                                                                                              \
                                                                                                 \
  static void run_##P(void)                                                                      \
  {                                                                                              \
    const double eps = sizeof(R) == 4 ? 0x1p-24 : 0x1p-53;                                       \
    const int n = 1000, batch = 300, lds = n + 3, ldb = n + 5, bad = 217, badrow = 17;           \
    const size_t ls = (size_t)lds * batch, lb = (size_t)ldb * batch;                             \
    /* whole batch: 4 n batch sizeof(T) bytes of device copies, from 4.8 to 19.2 MB */           \
    const size_t cap = (size_t)1 << 20;                                                          \
    T *dl = malloc(ls * sizeof(T)), *d = malloc(ls * sizeof(T)), *du = malloc(ls * sizeof(T));   \
    T *b0 = malloc(lb * sizeof(T)), *x1 = malloc(lb * sizeof(T)), *x2 = malloc(lb * sizeof(T));  \
    gpu_int info1 = 0, info2 = 0;                                                                \
    char what[200];                                                                              \
    if (!dl || !d || !du || !b0 || !x1 || !x2) {                                                 \
      check(0, #P ": host memory");                                                              \
      return;                                                                                    \
    }                                                                                            \
    rng_state = 0x9E3779B97F4A7C15ULL;                                                           \
    fill_##P(dl, ls, 0.0);                                                                       \
    fill_##P(d, ls, 3.0); /* diagonally dominant: cyclic reduction is stable */                  \
    fill_##P(du, ls, 0.0);                                                                       \
    fill_##P(b0, lb, 0.0);                                                                       \
    d[(size_t)bad * lds + badrow - 1] = MK(NAN); /* system `bad` fails, in a later group */      \
    for (int routine = 0; routine < 3; routine++) {                                              \
      static const char *const names[3] = {"cr_batch", "spike_batch", "cr (nrhs columns)"};      \
      for (int pass = 0; pass < 2; pass++) { /* uncapped, then capped */                         \
        T *x = pass ? x2 : x1;                                                                   \
        gpu_int *info = pass ? &info2 : &info1;                                                  \
        memcpy(x, b0, lb * sizeof(T));                                                           \
        gpu_set_device_memory_limit(pass ? cap : 0);                                             \
        if (routine == 0)                                                                        \
          gpu_##P##gtsv_cr_batch(n, batch, dl, d, du, lds, x, ldb, info);                        \
        else if (routine == 1)                                                                   \
          gpu_##P##gtsv_spike_batch(n, batch, dl, d, du, lds, x, ldb, info);                     \
        else /* the first system's matrix (finite) for every column */                           \
          gpu_##P##gtsv_cr(n, batch, dl, d, du, x, ldb, info);                                   \
      }                                                                                          \
      gpu_set_device_memory_limit(0);                                                            \
      snprintf(what, sizeof what, "%s %s: INFO %d under the cap, %d without", #P, names[routine], \
               (int)info2, (int)info1);                                                          \
      check(info1 == info2 && info1 == (routine == 2 ? 0 : bad * n + badrow), what);             \
      snprintf(what, sizeof what, "%s %s: X under the cap differs from X without it", #P,        \
               names[routine]);                                                                  \
      check(memcmp(x1, x2, lb * sizeof(T)) == 0, what);                                          \
      if (routine < 2) {                                                                         \
        snprintf(what, sizeof what, "%s %s: the failing system's b was modified", #P,            \
                 names[routine]);                                                                \
        check(memcmp(x2 + (size_t)bad * ldb, b0 + (size_t)bad * ldb, ldb * sizeof(T)) == 0,      \
              what);                                                                             \
      }                                                                                          \
      { /* the solutions: every system but the failing one (the gaps were compared above) */  \
        const int skip = routine == 2 ? batch : bad, sl = routine == 2 ? 0 : lds;                \
        double e = berr_##P(n, skip, dl, d, du, sl, b0, x2, ldb, eps);                            \
        if (skip + 1 < batch)                                                                     \
          e = fmax(e, berr_##P(n, batch - skip - 1, dl + (size_t)(skip + 1) * lds,               \
                               d + (size_t)(skip + 1) * lds, du + (size_t)(skip + 1) * lds, lds, \
                               b0 + (size_t)(skip + 1) * ldb, x2 + (size_t)(skip + 1) * ldb,     \
                               ldb, eps));                                                        \
        snprintf(what, sizeof what, "%s %s: backward error ratio %.2g > 30", #P, names[routine], \
                 e);                                                                             \
        check(e <= 30, what);                                                                    \
      }                                                                                          \
    }                                                                                            \
    DEV_CASES_##P(dl, d, du, b0, x1, x2, lds, ldb, ls, lb, cap, bad, badrow)                    \
    { /* long systems of spike_batch (N > 4096 and N > 400 BATCH): one by one through the host \
         path of gpu_?gtsv_spike, in chunks of rows under a cap below one system's copies */     \
      const int nl = 65536, bl = 2;                                                              \
      T *a = malloc((size_t)nl * bl * sizeof(T)), *dd = malloc((size_t)nl * bl * sizeof(T));     \
      T *c = malloc((size_t)nl * bl * sizeof(T)), *f = malloc((size_t)nl * bl * sizeof(T));      \
      T *y = malloc((size_t)nl * bl * sizeof(T));                                                \
      gpu_int info = 0;                                                                          \
      if (a && dd && c && f && y) {                                                              \
        fill_##P(a, (size_t)nl * bl, 0.0);                                                       \
        fill_##P(dd, (size_t)nl * bl, 0.0); /* not dominant: SPIKE's pivoting at work */         \
        fill_##P(c, (size_t)nl * bl, 0.0);                                                       \
        fill_##P(f, (size_t)nl * bl, 0.0);                                                       \
        memcpy(y, f, (size_t)nl * bl * sizeof(T));                                               \
        gpu_set_device_memory_limit(cap);                                                        \
        gpu_##P##gtsv_spike_batch(nl, bl, a, dd, c, nl, y, nl, &info);                           \
        gpu_set_device_memory_limit(0);                                                          \
        snprintf(what, sizeof what, "%s spike_batch long systems under the cap: INFO %d", #P,    \
                 (int)info);                                                                     \
        check(info == 0, what);                                                                  \
        if (info == 0) {                                                                         \
          const double e = berr_##P(nl, bl, a, dd, c, nl, f, y, nl, eps);                        \
          snprintf(what, sizeof what,                                                            \
                   "%s spike_batch long systems under the cap: backward error ratio %.2g > 30",  \
                   #P, e);                                                                       \
          check(e <= 30, what);                                                                  \
        }                                                                                        \
      } else {                                                                                   \
        check(0, #P ": host memory (long systems)");                                             \
      }                                                                                          \
      free(a);                                                                                   \
      free(dd);                                                                                  \
      free(c);                                                                                   \
      free(f);                                                                                   \
      free(y);                                                                                   \
    }                                                                                            \
    free(dl);                                                                                    \
    free(d);                                                                                     \
    free(du);                                                                                    \
    free(b0);                                                                                    \
    free(x1);                                                                                    \
    free(x2);                                                                                    \
  }

#define MKR(x) (x)
#define MKC(x) ((x) + 0.5 * (x) * I)
BATCH_CAP_TEST(float, s, float, (float)MKR, fabsf)
BATCH_CAP_TEST(double, d, double, MKR, fabs)
BATCH_CAP_TEST(float _Complex, c, float, (float _Complex)MKC, cabsf)
BATCH_CAP_TEST(double _Complex, z, double, MKC, cabs)

int main(void)
{
  if (!gpu_cuda_available() || gpu_set_backend(GPU_BACKEND_CUDA) != 0) {
    printf("SKIP: no CUDA device\n");
    return 77;
  }
  run_s();
  run_d();
  run_c();
  run_z();
  gpu_finalize();
  printf("%d passed, %d failed\n", passes, fails);
  return fails ? 1 : 0;
}
