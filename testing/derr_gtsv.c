/* derr_gtsv.c -- the error exits of the tridiagonal routines, gpu_?gtsv_spike,
 * gpu_?gtsv_cr, gpu_?gtsv_cr_batch and gpu_?gtsv_spike_batch with their _dev
 * forms, in the manner of LAPACK's TESTING/LIN derr* drivers: each illegal
 * argument in turn, through a recording xerbla handler (gpu_set_xerbla)
 * instead of the printing one, must give
 *   - INFO = -i for argument i,
 *   - exactly one gpu_xerbla call, naming the routine and i,
 *   - every array untouched (compared bit for bit with a copy).
 * Also checked: the legal corner cases that must NOT call xerbla (N = 0,
 * NRHS or BATCH = 0, N = 1 and 2 with null DL/DU, null arrays where nothing
 * is referenced), and an exactly singular matrix (INFO > 0, no xerbla call,
 * B unchanged).  A non-finite entry: gpu_?gtsv_spike names the first such
 * array in argument order as illegal, whichever path finds it (one
 * partition, several, more right-hand sides than one sweep takes); the
 * others report it as INFO > 0 without an xerbla call
 * (testing_gtsv_batch checks which INFO).
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
  printf("FAILED %-26s %-4s: %s\n", ctx_routine, ctx_backend, what);
}

/* ---------------------------------------------------------------- arrays */

/* The sizes of a call: N, M (NRHS of a single-system routine, BATCH of a
 * batch), LDS (batches only) and LDB. */
typedef struct {
  gpu_int n, m, lds, ldb;
} dims;

/* The parameter numbers that depend on the routine's argument list. */
static gpu_int pos_b(tc_routine r)
{
  return tc_routine_batched(r) ? 7 : 6;
}

static gpu_int pos_ldb(tc_routine r)
{
  return tc_routine_batched(r) ? 8 : 7;
}

static gpu_int pos_info(tc_routine r)
{
  return tc_routine_batched(r) ? 9 : 8;
}

/* One set of arguments: host copies (pristine and working) and, for the
 * _dev forms on the CUDA backend, device copies. */
typedef struct {
  const tc_prec *P;
  tc_routine r;
  int dev;    /* call the _dev form               */
  int on_gpu; /* its arrays live in device memory */
  gpu_int n, m, lds, ldb;
  void *h[4], *ref[4]; /* dl, d, du, b: working and pristine host copies */
  void *g[4];          /* device copies (on_gpu)                         */
  size_t bytes[4];
} argset;

/* Diagonally dominant systems with B = 1..; every entry finite.  A
 * single-system routine's arrays have N-1, N, N-1 and LDB*M entries, a
 * batch's LDS*M, LDS*M, LDS*M and LDB*M (LDS = LDB = max(1,N)). */
static int argset_init(argset *a, const tc_prec *P, tc_routine r, int dev, int on_gpu,
                       gpu_int n, gpu_int m)
{
  const size_t mm = (size_t)m, len_a = tc_routine_batched(r) ? (n > 0 ? (size_t)n : 1) * mm
                                                              : (size_t)(n > 1 ? n - 1 : 0);
  memset(a, 0, sizeof *a);
  a->P = P;
  a->r = r;
  a->dev = dev;
  a->on_gpu = on_gpu;
  a->n = n;
  a->m = m;
  a->lds = a->ldb = n > 0 ? n : 1;
  a->bytes[0] = a->bytes[2] = len_a * P->size;
  a->bytes[1] = (tc_routine_batched(r) ? len_a : (size_t)n) * P->size;
  a->bytes[3] = (size_t)a->ldb * mm * P->size;
  for (int k = 0; k < 4; k++) {
    size_t nb = a->bytes[k] ? a->bytes[k] : P->size;
    a->h[k] = malloc(nb);
    a->ref[k] = malloc(nb);
    if (!a->h[k] || !a->ref[k])
      return -1;
    if (on_gpu && !(a->g[k] = tc_dev_alloc(nb)))
      return -1;
  }
  for (size_t i = 0; i < a->bytes[1] / P->size; i++)
    tc_set(P, a->h[1], i, 4.0 + 0.5 * I * P->cplx);
  for (size_t i = 0; i < a->bytes[0] / P->size; i++) {
    tc_set(P, a->h[0], i, -1.0 + 0.25 * (double)(i % 3));
    tc_set(P, a->h[2], i, 1.0 - 0.125 * (double)(i % 5) + 0.5 * I * P->cplx);
  }
  for (size_t i = 0; i < (size_t)a->ldb * mm; i++)
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

/* The sizes the arrays were made for. */
static dims own_dims(const argset *a)
{
  dims d = {a->n, a->m, a->lds, a->ldb};
  return d;
}

/* Call the routine with the sizes given explicitly (the arrays are sized
 * for a's own); returns INFO and counts xerbla calls from zero. */
static gpu_int call(const argset *a, dims s, const int null[4], int null_info)
{
  gpu_int info = 12345;
  xcalls = 0;
  xarg = 0;
  xname[0] = '\0';
  tc_gtsv(a->P, a->r, a->dev, s.n, s.m, arg_ptr(a, 0, null), arg_ptr(a, 1, null),
          arg_ptr(a, 2, null), s.lds, arg_ptr(a, 3, null), s.ldb, null_info ? NULL : &info);
  return info;
}

/* ---------------------------------------------------------------- the checks */

/* An illegal-argument exit: INFO = -i, one xerbla call naming routine and i,
 * arrays untouched. */
static void expect_illegal(argset *a, const char *what, dims s, const int null[4], int null_info,
                           gpu_int i)
{
  char msg[160], name[40];
  gpu_int info = call(a, s, null, null_info);
  tc_routine_name(a->P, a->r, a->dev, 1, name, sizeof name);
  snprintf(msg, sizeof msg, "%s: INFO = %d, expected %d", what, (int)info, (int)-i);
  check(null_info || info == -i, msg);
  snprintf(msg, sizeof msg, "%s: %d xerbla calls (arg %d, '%s'), expected 1 (arg %d, '%s')",
           what, xcalls, (int)xarg, xname, (int)i, name);
  check(xcalls == 1 && xarg == i && strcmp(xname, name) == 0, msg);
  snprintf(msg, sizeof msg, "%s: an array was modified", what);
  check(argset_untouched(a), msg);
}

/* A legal call: the expected INFO, no xerbla call. */
static void expect_info(argset *a, const char *what, dims s, const int null[4], gpu_int want,
                        int b_untouched)
{
  char msg[160];
  gpu_int info = call(a, s, null, 0);
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

/* dims with one size changed (its name: 'n', 'm', 's' for LDS, 'b' for LDB). */
static dims with(dims s, char which, gpu_int v)
{
  if (which == 'n')
    s.n = v;
  else if (which == 'm')
    s.m = v;
  else if (which == 's')
    s.lds = v;
  else
    s.ldb = v;
  return s;
}

/* The plain illegal arguments, argument order included: where several are
 * illegal, the first one is reported. */
static void illegal_arguments(const tc_prec *P, tc_routine r, int dev, int on_gpu)
{
  const int none[4] = {0, 0, 0, 0}, batched = tc_routine_batched(r);
  const char *m = batched ? "BATCH" : "NRHS";
  char what[64];
  argset a;
  dims s;
  if (argset_init(&a, P, r, dev, on_gpu, 5, 2) || argset_commit(&a)) {
    check(0, "out of memory");
    argset_free(&a);
    return;
  }
  s = own_dims(&a);
  for (int k = 0; k < 4; k++) {
    int null[4] = {0, 0, 0, 0};
    null[k] = 1;
    snprintf(what, sizeof what, "%s = NULL", k == 0 ? "DL" : k == 1 ? "D" : k == 2 ? "DU" : "B");
    expect_illegal(&a, what, s, null, 0, k < 3 ? 3 + k : pos_b(r));
  }
  expect_illegal(&a, "N = -1", with(s, 'n', -1), none, 0, 1);
  snprintf(what, sizeof what, "%s = -1", m);
  expect_illegal(&a, what, with(s, 'm', -1), none, 0, 2);
  expect_illegal(&a, "LDB = N-1", with(s, 'b', 4), none, 0, pos_ldb(r));
  expect_illegal(&a, "LDB = 0, N = 0", with(with(s, 'b', 0), 'n', 0), none, 0, pos_ldb(r));
  expect_illegal(&a, "LDB = -3", with(s, 'b', -3), none, 0, pos_ldb(r));
  expect_illegal(&a, "INFO = NULL", s, none, 1, pos_info(r));
  {
    const int dl_b[4] = {1, 0, 0, 1};
    snprintf(what, sizeof what, "N = -1, %s = -1", m);
    expect_illegal(&a, what, with(with(s, 'n', -1), 'm', -1), none, 0, 1);
    snprintf(what, sizeof what, "%s = -1, LDB = 0", m);
    expect_illegal(&a, what, with(with(s, 'm', -1), 'b', 0), none, 0, 2);
    expect_illegal(&a, "DL, B = NULL, LDB = 0", with(s, 'b', 0), dl_b, 0, 3);
  }
  if (batched) { /* LDS, argument 6, between DU and B */
    const int d_only[4] = {0, 1, 0, 0}, b_only[4] = {0, 0, 0, 1};
    expect_illegal(&a, "LDS = N-1", with(s, 's', 4), none, 0, 6);
    expect_illegal(&a, "LDS = 0, N = 0", with(with(s, 's', 0), 'n', 0), none, 0, 6);
    expect_illegal(&a, "LDS = -3", with(s, 's', -3), none, 0, 6);
    expect_illegal(&a, "LDS = N-1, BATCH = 0", with(with(s, 's', 4), 'm', 0), none, 0, 6);
    expect_illegal(&a, "D = NULL, LDS = 0", with(s, 's', 0), d_only, 0, 4);
    expect_illegal(&a, "LDS = 0, B = NULL, LDB = 0", with(with(s, 's', 0), 'b', 0), b_only, 0,
                   6);
    expect_illegal(&a, "B = NULL, LDB = 0", with(s, 'b', 0), b_only, 0, 7);
  }
  /* Legal corner cases: no xerbla call, nothing touched. */
  {
    const int all[4] = {1, 1, 1, 1}, dl_du[4] = {1, 0, 1, 0}, b_only[4] = {0, 0, 0, 1};
    const dims n0 = {0, 2, 1, 1};
    expect_info(&a, "N = 0, every array NULL", n0, all, 0, 1);
    snprintf(what, sizeof what, "N = 0, %s = 0", m);
    expect_info(&a, what, with(n0, 'm', 0), none, 0, 1);
    snprintf(what, sizeof what, "N = 1, DL = DU = NULL, %s = 0", m);
    expect_info(&a, what, with(with(with(s, 'n', 1), 'm', 0), 's', 1), dl_du, 0, 1);
    snprintf(what, sizeof what, "B = NULL, %s = 0", m);
    expect_info(&a, what, with(s, 'm', 0), b_only, 0, 1);
    if (batched) {
      expect_info(&a, "BATCH = 0, every array NULL", with(s, 'm', 0), all, 0, 1);
      const dims wide = with(with(with(s, 's', 7), 'b', 8), 'm', 1);
      expect_info(&a, "LDS = N+2, LDB = N+3, BATCH = 1", wide, none, 0, 0);
    }
  }
  argset_free(&a);
}

/* N = 1 and 2 with NULL DL and DU where allowed: solved correctly (two
 * right-hand sides, or two systems of a batch). */
static void tiny_systems(const tc_prec *P, tc_routine r, int dev, int on_gpu)
{
  for (gpu_int n = 1; n <= 2; n++) {
    const int null[4] = {n == 1, 0, n == 1, 0};
    argset a;
    char what[64], msg[160];
    if (argset_init(&a, P, r, dev, on_gpu, n, 2) || argset_commit(&a)) {
      check(0, "out of memory");
      argset_free(&a);
      continue;
    }
    snprintf(what, sizeof what, "N = %d%s", (int)n, n == 1 ? ", DL = DU = NULL" : "");
    expect_info(&a, what, own_dims(&a), null, 0, 0);
    if (a.on_gpu)
      tc_from_dev(a.h[3], a.g[3], a.bytes[3]);
    for (int j = 0; j < 2; j++) { /* residual of the tiny system, exact to a few eps */
      const size_t mo = tc_routine_batched(r) ? (size_t)(j * a.lds) : 0, bo = (size_t)(j * n);
      double res = 0, s = 0;
      for (gpu_int i = 0; i < n; i++) {
        tc_dcplx ax = tc_get(P, a.ref[1], mo + (size_t)i) * tc_get(P, a.h[3], bo + (size_t)i);
        if (i > 0)
          ax += tc_get(P, a.ref[0], mo) * tc_get(P, a.h[3], bo);
        if (i + 1 < n)
          ax += tc_get(P, a.ref[2], mo) * tc_get(P, a.h[3], bo + 1);
        res = fmax(res, cabs(ax - tc_get(P, a.ref[3], bo + (size_t)i)));
        s = fmax(s, cabs(tc_get(P, a.ref[3], bo + (size_t)i)));
      }
      snprintf(msg, sizeof msg, "%s: residual %.2e of %s %d", what, res / s,
               tc_routine_batched(r) ? "system" : "column", j + 1);
      check(res <= 16 * P->eps * s, msg);
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
          if (argset_init(&a, P, TC_SPIKE, dev, on_gpu, n, nrhs)) {
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
          expect_illegal(&a, what, own_dims(&a), NULL, 0, 3 + k);
          argset_free(&a);
        }
      }
    }
}

/* The other routines report a NaN or an infinity as INFO > 0 (the system or
 * row that holds it), not as an illegal argument: no xerbla call.  The value
 * sits in the second system of a batch, in the second column of B or in the
 * matrix of a single system; one partition and several. */
static void nonfinite_reported(const tc_prec *P, tc_routine r, int dev, int on_gpu)
{
  static const gpu_int ns[] = {7, 4099};
  const int batched = tc_routine_batched(r);
  for (size_t kn = 0; kn < sizeof ns / sizeof ns[0]; kn++)
    for (int k = 0; k < 4; k++) {
      const gpu_int n = ns[kn], lo = batched ? n + 1 : 1, hi = batched ? 2 * n : n;
      const size_t at = (size_t)(batched || k == 3 ? n : 0) + (size_t)n / 3;
      argset a;
      char what[96], msg[160];
      gpu_int info;
      if (argset_init(&a, P, r, dev, on_gpu, n, 2)) {
        check(0, "out of memory");
        argset_free(&a);
        continue;
      }
      tc_set(P, a.h[k], at, k % 2 ? (tc_dcplx)NAN : (tc_dcplx)INFINITY);
      if (argset_commit(&a)) {
        check(0, "device copy failed");
        argset_free(&a);
        continue;
      }
      snprintf(what, sizeof what, "%s in %s[%zu], N = %d", k % 2 ? "NaN" : "Inf",
               k == 0 ? "DL" : k == 1 ? "D" : k == 2 ? "DU" : "B", at, (int)n);
      info = call(&a, own_dims(&a), NULL, 0);
      snprintf(msg, sizeof msg, "%s: INFO = %d, expected %d..%d", what, (int)info, (int)lo,
               (int)hi);
      check(info >= lo && info <= hi, msg);
      snprintf(msg, sizeof msg, "%s: %d xerbla calls, expected none", what, xcalls);
      check(xcalls == 0, msg);
      argset_free(&a);
    }
}

/* An exactly singular matrix (a zero row): INFO > 0, no xerbla call, B
 * unchanged; for gpu_?gtsv_spike with NRHS = 0 too, as xGTSV factors A
 * whatever NRHS is.  A batch of one system. */
static void singular_matrix(const tc_prec *P, tc_routine r, int dev, int on_gpu)
{
  static const gpu_int ns[] = {6, 4099, 100000};
  const int batched = tc_routine_batched(r);
  for (size_t kn = 0; kn < sizeof ns / sizeof ns[0]; kn++)
    for (gpu_int m = r == TC_SPIKE ? 0 : batched ? 1 : 2; m <= 2; m += 2) {
      const gpu_int n = ns[kn], row = n / 2; /* 0-based zero row */
      argset a;
      char what[96], msg[160];
      gpu_int info;
      if (argset_init(&a, P, r, dev, on_gpu, n, m)) {
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
      snprintf(what, sizeof what, "row %d zero, N = %d, %s = %d", (int)row + 1, (int)n,
               batched ? "BATCH" : "NRHS", (int)m);
      info = call(&a, own_dims(&a), NULL, 0);
      snprintf(msg, sizeof msg, "%s: INFO = %d, expected 1..%d", what, (int)info, (int)n);
      check(info > 0 && info <= n, msg);
      snprintf(msg, sizeof msg, "%s: %d xerbla calls, expected none", what, xcalls);
      check(xcalls == 0, msg);
      snprintf(msg, sizeof msg, "%s: an array was modified", what);
      check(argset_untouched(&a), msg);
      argset_free(&a);
    }
}

/* Every check of routine r, precision P, one API. */
static void routine_checks(const tc_prec *P, tc_routine r, int dev, int on_gpu)
{
  illegal_arguments(P, r, dev, on_gpu);
  tiny_systems(P, r, dev, on_gpu);
  if (r == TC_SPIKE)
    nonfinite_entries(P, dev, on_gpu);
  else
    nonfinite_reported(P, r, dev, on_gpu);
  singular_matrix(P, r, dev, on_gpu);
}

int main(void)
{
  static const int backends[2] = {GPU_BACKEND_CPU, GPU_BACKEND_CUDA};
  const char precs[] = "sdcz";
  gpu_xerbla_handler previous = gpu_set_xerbla(record_xerbla);
  int ran = 0;

  printf("%% gpusolve %s derr_gtsv: error exits of gpu_?gtsv_spike, _cr, _cr_batch, "
         "_spike_batch [_dev]\n", gpu_version());
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
      for (int r = 0; r < TC_NROUTINES; r++)
        for (int dev = 0; dev < 2; dev++) {
          char routine[40];
          const long before = failed;
          tc_routine_name(P, (tc_routine)r, dev, 0, routine, sizeof routine);
          ctx_routine = routine;
          routine_checks(P, (tc_routine)r, dev, dev && b == GPU_BACKEND_CUDA);
          printf("%-26s %-4s: %s\n", routine, ctx_backend,
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
