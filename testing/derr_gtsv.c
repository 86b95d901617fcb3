/* derr_gtsv.c -- the error exits of gpu_?gtsv_spike and gpu_?gtsv_spike_dev,
 * in the manner of LAPACK's TESTING/LIN derr* drivers: each illegal argument
 * in turn, through a recording xerbla handler (gpu_set_xerbla) instead of the
 * printing one, must give
 *   - INFO = -i for argument i,
 *   - exactly one gpu_xerbla call, naming the routine and i,
 *   - every array untouched (compared bit for bit with a copy).
 * Also checked: the legal corner cases that must NOT call xerbla (N = 0,
 * NRHS = 0, N = 1 and 2 with null DL/DU, null B with NRHS = 0), a non-finite
 * entry in each array (the first such array in argument order is named,
 * whichever path finds it: one partition, several, more right-hand sides
 * than one sweep takes), and an exactly singular matrix (INFO > 0, no xerbla
 * call, B unchanged).
 * Every precision, host and _dev forms, every backend available here (the
 * _dev forms get device arrays on the CUDA backend).
 * Prints failures and a summary line; exit status = failures. */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"
#include "test_common.h"

/* ---------------------------------------------------------------- xerbla */

static int xcalls;
static gpu_int xarg;
static char xname[64];

static void record_xerbla(const char *srname, gpu_int i)
{
  xcalls++;
  xarg = i;
  snprintf(xname, sizeof xname, "%s", srname);
}

/* ---------------------------------------------------------------- bookkeeping */

static long passed, failed;
static const char *ctx_routine, *ctx_backend;

static void check(int ok, const char *what)
{
  if (ok) {
    passed++;
    return;
  }
  failed++;
  printf("FAILED %-22s %-4s: %s\n", ctx_routine, ctx_backend, what);
}

/* ---------------------------------------------------------------- arrays */

/* One set of arguments: host copies (pristine and working) and, for the
 * _dev forms on the CUDA backend, device copies. */
typedef struct {
  const tc_prec *P;
  int dev;    /* call the _dev form               */
  int on_gpu; /* its arrays live in device memory */
  gpu_int n, nrhs, ldb;
  void *h[4], *ref[4]; /* dl, d, du, b: working and pristine host copies */
  void *g[4];          /* device copies (on_gpu)                         */
  size_t bytes[4];
} argset;

/* A diagonally dominant system with B = 1..; every entry finite. */
static int argset_init(argset *a, const tc_prec *P, int dev, int on_gpu, gpu_int n,
                       gpu_int nrhs)
{
  memset(a, 0, sizeof *a);
  a->P = P;
  a->dev = dev;
  a->on_gpu = on_gpu;
  a->n = n;
  a->nrhs = nrhs;
  a->ldb = n > 0 ? n : 1;
  a->bytes[0] = a->bytes[2] = (size_t)(n > 1 ? n - 1 : 0) * P->size;
  a->bytes[1] = (size_t)n * P->size;
  a->bytes[3] = (size_t)a->ldb * (size_t)nrhs * P->size;
  for (int k = 0; k < 4; k++) {
    size_t nb = a->bytes[k] ? a->bytes[k] : P->size;
    a->h[k] = malloc(nb);
    a->ref[k] = malloc(nb);
    if (!a->h[k] || !a->ref[k])
      return -1;
    if (on_gpu && !(a->g[k] = tc_dev_alloc(nb)))
      return -1;
  }
  for (gpu_int i = 0; i < n; i++) {
    tc_set(P, a->h[1], (size_t)i, 4.0 + 0.5 * I * P->cplx);
    if (i + 1 < n) {
      tc_set(P, a->h[0], (size_t)i, -1.0 + 0.25 * (i % 3));
      tc_set(P, a->h[2], (size_t)i, 1.0 - 0.125 * (i % 5) + 0.5 * I * P->cplx);
    }
  }
  for (size_t i = 0; i < (size_t)a->ldb * (size_t)nrhs; i++)
    tc_set(P, a->h[3], i, 1.0 + (double)(i % 7));
  return 0;
}

/* Take the host arrays as the pristine copy and push them to the device. */
static int argset_commit(argset *a)
{
  for (int k = 0; k < 4; k++) {
    memcpy(a->ref[k], a->h[k], a->bytes[k]);
    if (a->on_gpu && tc_to_dev(a->g[k], a->h[k], a->bytes[k]))
      return -1;
  }
  return 0;
}

/* Fetch the arrays back and compare them with the pristine copy. */
static int argset_untouched(argset *a)
{
  int same = 1;
  for (int k = 0; k < 4; k++) {
    if (a->on_gpu && tc_from_dev(a->h[k], a->g[k], a->bytes[k]))
      return 0;
    same &= tc_same_bytes(a->h[k], a->ref[k], a->bytes[k]);
  }
  return same;
}

static void argset_free(argset *a)
{
  for (int k = 0; k < 4; k++) {
    free(a->h[k]);
    free(a->ref[k]);
    tc_dev_free(a->g[k]);
  }
}

/* The pointer passed for array k (NULL when null[k]). */
static void *arg_ptr(const argset *a, int k, const int null[4])
{
  if (null && null[k])
    return NULL;
  return a->on_gpu ? a->g[k] : a->h[k];
}

/* Call the routine with n, nrhs, ldb given explicitly (the arrays are sized
 * for a->n, a->nrhs); returns INFO and counts xerbla calls from zero. */
static gpu_int call(const argset *a, gpu_int n, gpu_int nrhs, gpu_int ldb, const int null[4],
                    int null_info)
{
  gpu_int info = 12345;
  xcalls = 0;
  xarg = 0;
  xname[0] = '\0';
  tc_gtsv_spike(a->P, a->dev, n, nrhs, arg_ptr(a, 0, null), arg_ptr(a, 1, null),
                arg_ptr(a, 2, null), arg_ptr(a, 3, null), ldb, null_info ? NULL : &info);
  return info;
}

/* ---------------------------------------------------------------- the checks */

/* The expected name in the xerbla message. */
static void upper_name(const argset *a, char *buf, size_t len)
{
  snprintf(buf, len, "%s%s", a->P->upper, a->dev ? "_DEV" : "");
}

/* An illegal-argument exit: INFO = -i, one xerbla call naming routine and i,
 * arrays untouched. */
static void expect_illegal(argset *a, const char *what, gpu_int n, gpu_int nrhs, gpu_int ldb,
                           const int null[4], int null_info, gpu_int i)
{
  char msg[160], name[40];
  gpu_int info = call(a, n, nrhs, ldb, null, null_info);
  upper_name(a, name, sizeof name);
  snprintf(msg, sizeof msg, "%s: INFO = %d, expected %d", what, (int)info, (int)-i);
  check(null_info || info == -i, msg);
  snprintf(msg, sizeof msg, "%s: %d xerbla calls (arg %d, '%s'), expected 1 (arg %d, '%s')",
           what, xcalls, (int)xarg, xname, (int)i, name);
  check(xcalls == 1 && xarg == i && strcmp(xname, name) == 0, msg);
  snprintf(msg, sizeof msg, "%s: an array was modified", what);
  check(argset_untouched(a), msg);
}

/* A legal call: the expected INFO, no xerbla call. */
static void expect_info(argset *a, const char *what, gpu_int n, gpu_int nrhs, gpu_int ldb,
                        const int null[4], gpu_int want, int b_untouched)
{
  char msg[160];
  gpu_int info = call(a, n, nrhs, ldb, null, 0);
  snprintf(msg, sizeof msg, "%s: INFO = %d (%s), expected %d", what, (int)info,
           gpu_strerror(info), (int)want);
  check(info == want, msg);
  snprintf(msg, sizeof msg, "%s: %d xerbla calls, expected none", what, xcalls);
  check(xcalls == 0, msg);
  if (b_untouched) {
    snprintf(msg, sizeof msg, "%s: an array was modified", what);
    check(argset_untouched(a), msg);
  }
}

/* The plain illegal arguments, argument order included: where several are
 * illegal, the first one is reported. */
static void illegal_arguments(const tc_prec *P, int dev, int on_gpu)
{
  const int none[4] = {0, 0, 0, 0};
  argset a;
  if (argset_init(&a, P, dev, on_gpu, 5, 2) || argset_commit(&a)) {
    check(0, "out of memory");
    argset_free(&a);
    return;
  }
  for (int k = 0; k < 4; k++) {
    int null[4] = {0, 0, 0, 0};
    char what[64];
    null[k] = 1;
    snprintf(what, sizeof what, "%s = NULL", k == 0 ? "DL" : k == 1 ? "D" : k == 2 ? "DU" : "B");
    expect_illegal(&a, what, 5, 2, 5, null, 0, 3 + k);
  }
  expect_illegal(&a, "N = -1", -1, 2, 5, none, 0, 1);
  expect_illegal(&a, "NRHS = -1", 5, -1, 5, none, 0, 2);
  expect_illegal(&a, "LDB = N-1", 5, 2, 4, none, 0, 7);
  expect_illegal(&a, "LDB = 0, N = 0", 0, 2, 0, none, 0, 7);
  expect_illegal(&a, "LDB = -3", 5, 2, -3, none, 0, 7);
  expect_illegal(&a, "INFO = NULL", 5, 2, 5, none, 1, 8);
  {
    const int dl_b[4] = {1, 0, 0, 1};
    expect_illegal(&a, "N = -1, NRHS = -1", -1, -1, 5, none, 0, 1);
    expect_illegal(&a, "NRHS = -1, LDB = 0", 5, -1, 0, none, 0, 2);
    expect_illegal(&a, "DL, B = NULL, LDB = 0", 5, 2, 0, dl_b, 0, 3);
  }
  /* Legal corner cases: no xerbla call, nothing touched. */
  {
    const int all[4] = {1, 1, 1, 1}, dl_du[4] = {1, 0, 1, 0}, b_only[4] = {0, 0, 0, 1};
    expect_info(&a, "N = 0, every array NULL", 0, 2, 1, all, 0, 1);
    expect_info(&a, "N = 0, NRHS = 0", 0, 0, 1, none, 0, 1);
    expect_info(&a, "N = 1, DL = DU = NULL, NRHS = 0", 1, 0, 1, dl_du, 0, 1);
    expect_info(&a, "B = NULL, NRHS = 0", 5, 0, 5, b_only, 0, 1);
  }
  argset_free(&a);
}

/* N = 1 and 2 with NULL DL and DU where allowed: solved correctly. */
static void tiny_systems(const tc_prec *P, int dev, int on_gpu)
{
  for (gpu_int n = 1; n <= 2; n++) {
    const int null[4] = {n == 1, 0, n == 1, 0};
    argset a;
    char what[64], msg[160];
    if (argset_init(&a, P, dev, on_gpu, n, 2) || argset_commit(&a)) {
      check(0, "out of memory");
      argset_free(&a);
      continue;
    }
    snprintf(what, sizeof what, "N = %d%s", (int)n, n == 1 ? ", DL = DU = NULL" : "");
    expect_info(&a, what, n, 2, n, null, 0, 0);
    if (a.on_gpu)
      tc_from_dev(a.h[3], a.g[3], a.bytes[3]);
    for (int j = 0; j < 2; j++) { /* residual of the tiny system, exact to a few eps */
      double r = 0, s = 0;
      for (gpu_int i = 0; i < n; i++) {
        tc_dcplx ax = tc_get(P, a.ref[1], (size_t)i) * tc_get(P, a.h[3], (size_t)(i + j * n));
        if (i > 0)
          ax += tc_get(P, a.ref[0], 0) * tc_get(P, a.h[3], (size_t)(j * n));
        if (i + 1 < n)
          ax += tc_get(P, a.ref[2], 0) * tc_get(P, a.h[3], (size_t)(1 + j * n));
        r = fmax(r, cabs(ax - tc_get(P, a.ref[3], (size_t)(i + j * n))));
        s = fmax(s, cabs(tc_get(P, a.ref[3], (size_t)(i + j * n))));
      }
      snprintf(msg, sizeof msg, "%s: residual %.2e of column %d", what, r / s, j + 1);
      check(r <= 16 * P->eps * s, msg);
    }
    argset_free(&a);
  }
}

/* A NaN or an infinity in an array makes it illegal: INFO = -i, one xerbla
 * call, B untouched.  Sizes cover one partition (the sequential path), many
 * partitions, and more right-hand sides than one sweep takes (the value
 * sits in the last column). */
static void nonfinite_entries(const tc_prec *P, int dev, int on_gpu)
{
  static const gpu_int ns[] = {7, 4099, 100000};
  static const gpu_int nrhss[] = {1, 3, 11};
  for (size_t kn = 0; kn < sizeof ns / sizeof ns[0]; kn++)
    for (size_t kr = 0; kr < sizeof nrhss / sizeof nrhss[0]; kr++) {
      const gpu_int n = ns[kn], nrhs = nrhss[kr];
      for (int k = 0; k < 4; k++) {
        for (int variant = 0; variant < 2; variant++) { /* NaN alone; Inf plus a later NaN */
          argset a;
          char what[96];
          const size_t len = k == 1 ? (size_t)n : k == 3 ? (size_t)n * (size_t)nrhs : (size_t)n - 1;
          const size_t at = variant ? len - 1 : len / 3;
          if (argset_init(&a, P, dev, on_gpu, n, nrhs)) {
            check(0, "out of memory");
            argset_free(&a);
            continue;
          }
          tc_set(P, a.h[k], at, variant ? (tc_dcplx)INFINITY : (tc_dcplx)NAN);
          if (variant && k < 3) /* a later array holds a NaN too: the first is named */
            tc_set(P, a.h[3], 0, NAN);
          if (argset_commit(&a)) {
            check(0, "device copy failed");
            argset_free(&a);
            continue;
          }
          snprintf(what, sizeof what, "%s in %s[%zu], N = %d, NRHS = %d%s",
                   variant ? "Inf" : "NaN", k == 0 ? "DL" : k == 1 ? "D" : k == 2 ? "DU" : "B",
                   at, (int)n, (int)nrhs, variant && k < 3 ? ", NaN in B too" : "");
          expect_illegal(&a, what, n, nrhs, n, NULL, 0, 3 + k);
          argset_free(&a);
        }
      }
    }
}

/* An exactly singular matrix (a zero row): INFO > 0, no xerbla call, B
 * unchanged; with NRHS = 0 too, as xGTSV factors A whatever NRHS is. */
static void singular_matrix(const tc_prec *P, int dev, int on_gpu)
{
  static const gpu_int ns[] = {6, 4099, 100000};
  for (size_t kn = 0; kn < sizeof ns / sizeof ns[0]; kn++)
    for (gpu_int nrhs = 0; nrhs <= 2; nrhs += 2) {
      const gpu_int n = ns[kn], row = n / 2; /* 0-based zero row */
      argset a;
      char what[96], msg[160];
      gpu_int info;
      if (argset_init(&a, P, dev, on_gpu, n, nrhs)) {
        check(0, "out of memory");
        argset_free(&a);
        continue;
      }
      tc_set(P, a.h[0], (size_t)row - 1, 0);
      tc_set(P, a.h[1], (size_t)row, 0);
      tc_set(P, a.h[2], (size_t)row, 0);
      if (argset_commit(&a)) {
        check(0, "device copy failed");
        argset_free(&a);
        continue;
      }
      snprintf(what, sizeof what, "row %d zero, N = %d, NRHS = %d", (int)row + 1, (int)n,
               (int)nrhs);
      info = call(&a, n, nrhs, n, NULL, 0);
      snprintf(msg, sizeof msg, "%s: INFO = %d, expected 1..%d", what, (int)info, (int)n);
      check(info > 0 && info <= n, msg);
      snprintf(msg, sizeof msg, "%s: %d xerbla calls, expected none", what, xcalls);
      check(xcalls == 0, msg);
      snprintf(msg, sizeof msg, "%s: an array was modified", what);
      check(argset_untouched(&a), msg);
      argset_free(&a);
    }
}

int main(void)
{
  static const int backends[2] = {GPU_BACKEND_CPU, GPU_BACKEND_CUDA};
  const char precs[] = "sdcz";
  gpu_xerbla_handler previous = gpu_set_xerbla(record_xerbla);
  int ran = 0;

  printf("%% gpusolve %s derr_gtsv: error exits of gpu_?gtsv_spike[_dev]\n", gpu_version());
  for (int kb = 0; kb < 2; kb++) {
    const int b = backends[kb];
    if (!tc_backend_usable(b)) {
      printf("%% %s backend: not available here, not run\n", gpu_backend_name(b));
      continue;
    }
    if (gpu_set_backend(b) != 0) {
      ctx_routine = "gpu_set_backend";
      ctx_backend = gpu_backend_name(b);
      check(0, "gpu_set_backend failed");
      continue;
    }
    ran++;
    ctx_backend = gpu_backend_name(b);
    printf("%% %s backend: %s\n", ctx_backend, gpu_device_name());
    for (int pk = 0; pk < 4; pk++) {
      const tc_prec *P = tc_prec_get(precs[pk]);
      for (int dev = 0; dev < 2; dev++) {
        char routine[40];
        const int on_gpu = dev && b == GPU_BACKEND_CUDA;
        const long before = failed;
        snprintf(routine, sizeof routine, "%s%s", P->routine, dev ? "_dev" : "");
        ctx_routine = routine;
        illegal_arguments(P, dev, on_gpu);
        tiny_systems(P, dev, on_gpu);
        nonfinite_entries(P, dev, on_gpu);
        singular_matrix(P, dev, on_gpu);
        printf("%-22s %-4s: %s\n", routine, ctx_backend,
               failed == before ? "all error exits ok" : "FAILED");
      }
    }
  }
  /* The handler can be put back: gpu_set_xerbla returns the one it replaces. */
  ctx_routine = "gpu_set_xerbla";
  ctx_backend = "-";
  check(gpu_set_xerbla(previous) == record_xerbla, "did not return the handler it replaced");
  check(ran > 0, "no backend ran");
  gpu_finalize();
  printf("%ld passed, %ld failed\n", passed, failed);
  return tc_exit_status(failed);
}
