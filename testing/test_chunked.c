/* test_chunked.c -- gpu_?gtsv_spike on host arrays in chunks of rows (the
 * path for systems larger than device memory, docs/gtsv_spike.md) and the
 * device-memory cap (gpu_set_device_memory_limit, GPUSOLVE_DEVICE_MEMORY).
 * Run `test_chunked --help`; testing/README.md explains the checks.
 *
 * The chunked path is forced two ways: on the CUDA backend by a cap below
 * the bytes of the system's own device copies (3n + n*nrhs elements; the
 * in-core path needs more), so that a solve that succeeds cannot have taken
 * the in-core path; on both backends by GPUSOLVE_SPIKE_CHUNK=rows (the CPU
 * backend has no other way: it runs the same driver with its own chunk
 * solver, so that the driver is tested without a device). */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"
#include "gallery.h"
#include "test_common.h"

#define TAG_RHS 0x63686bULL /* the right-hand sides' random stream */
#define ENV_CAP "320K"      /* what main puts in GPUSOLVE_DEVICE_MEMORY */
#define ENV_CAP_BYTES ((size_t)320 * 1024)

typedef tc_dcplx dcplx;

static long passes, fails;
static int quiet;

static void check(int ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void check(int ok, const char *fmt, ...)
{
  va_list ap;
  if (ok)
    passes++;
  else
    fails++;
  if (ok && quiet)
    return;
  printf("%s ", ok ? "ok    " : "FAILED");
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  printf("\n");
}

/* A non-finite entry is an illegal argument: gpu_xerbla once per call.
 * This handler counts instead of printing. */
static long xerbla_calls;
static gpu_int xerbla_last;
static void count_xerbla(const char *srname, gpu_int i)
{
  (void)srname;
  xerbla_calls++;
  xerbla_last = i;
}

/* ------------------------------------------------------------ how to chunk */

/* A way to force the chunked path: a cap of frac times the system's own
 * device copies (CUDA only), or GPUSOLVE_SPIKE_CHUNK = rows (rows < 0:
 * n / -rows); nobuf: GPUSOLVE_SPIKE_NOBUFFER=1 as well (X straight into B,
 * the mode of a host without memory for the buffer of X). */
typedef struct {
  const char *name;
  double frac;
  long rows;
  int nobuf;
} mode_t_;

static const mode_t_ cuda_modes[] = {{"cap 1/2", 0.5, 0, 0},
                                     {"cap 1/8", 0.125, 0, 0},
                                     {"rows 64", 0, 64, 0},
                                     {"rows n/3, no buffer", 0, -3, 1}};
static const mode_t_ cpu_modes[] = {
    {"rows n/3", 0, -3, 0}, {"rows 64", 0, 64, 0}, {"rows n/3, no buffer", 0, -3, 1}};

/* Bytes of the system's device copies, which the in-core path needs at least. */
static size_t copies_bytes(const tc_prec *P, size_t n, int nrhs)
{
  return (3 + (size_t)nrhs) * n * P->size;
}

/* Set the mode up for a system; returns a text for the report, or NULL
 * where the mode does not apply (a cap below 32K for a fraction under 1/2:
 * too small for the chunks of a small system). */
static const char *mode_on(const mode_t_ *m, const tc_prec *P, size_t n, int nrhs, char *buf,
                           size_t len)
{
  if (m->frac > 0) {
    const size_t cap = (size_t)(m->frac * (double)copies_bytes(P, n, nrhs));
    if (m->frac < 0.5 && cap < 32 * 1024)
      return NULL;
    gpu_set_device_memory_limit(cap);
    snprintf(buf, len, "%s (%zu bytes)", m->name, cap);
  } else {
    const long rows = m->rows > 0 ? m->rows : (long)n / -m->rows;
    char v[32];
    snprintf(v, sizeof v, "%ld", rows);
    setenv("GPUSOLVE_SPIKE_CHUNK", v, 1);
    snprintf(buf, len, "%s (%ld)", m->name, rows);
  }
  if (m->nobuf)
    setenv("GPUSOLVE_SPIKE_NOBUFFER", "1", 1);
  return buf;
}

static void mode_off(void)
{
  gpu_set_device_memory_limit(0);
  unsetenv("GPUSOLVE_SPIKE_CHUNK");
  unsetenv("GPUSOLVE_SPIKE_NOBUFFER");
}

/* ------------------------------------------------------------ one system */

typedef struct {
  const tc_prec *P;
  size_t n;
  void *dl, *d, *du;     /* working precision */
  dcplx *wdl, *wd, *wdu; /* the same, widened */
  double anorm, cond1;
} sys_t;

static void sys_free(sys_t *S)
{
  free(S->dl);
  free(S->d);
  free(S->du);
  free(S->wdl);
  free(S->wd);
  free(S->wdu);
}

static int sys_make(sys_t *S, const tc_prec *P, int type, size_t n, uint64_t seed)
{
  dcplx *g[3];
  memset(S, 0, sizeof *S);
  S->P = P;
  S->n = n;
  for (int k = 0; k < 3; k++)
    g[k] = malloc(sizeof(dcplx) * n);
  S->dl = malloc(P->size * n);
  S->d = malloc(P->size * n);
  S->du = malloc(P->size * n);
  S->wdl = malloc(sizeof(dcplx) * n);
  S->wd = malloc(sizeof(dcplx) * n);
  S->wdu = malloc(sizeof(dcplx) * n);
  int ok = g[0] && g[1] && g[2] && S->dl && S->d && S->du && S->wdl && S->wd && S->wdu &&
           gal_generate(type, (gpu_int)n, P->p, seed, g[0], g[1], g[2]) == 0;
  if (ok) {
    tc_round(P, g[0], S->dl, n - 1);
    tc_round(P, g[1], S->d, n);
    tc_round(P, g[2], S->du, n - 1);
    tc_widen(P, S->dl, S->wdl, n - 1);
    tc_widen(P, S->d, S->wd, n);
    tc_widen(P, S->du, S->wdu, n - 1);
    S->anorm = tc_norm1_tridiag(n, S->wdl, S->wd, S->wdu);
    S->cond1 = tc_lapack_cond1(P, (int)n, S->dl, S->d, S->du);
  }
  for (int k = 0; k < 3; k++)
    free(g[k]);
  if (!ok)
    sys_free(S);
  return ok ? 0 : -1;
}

/* B (ldb x nrhs): U(-1,1) in rows 0..n-1, a sentinel in the padding. */
static void *rhs_make(const tc_prec *P, size_t n, int nrhs, size_t ldb, uint64_t seed, int type)
{
  dcplx *w = malloc(sizeof(dcplx) * n * (size_t)(nrhs > 0 ? nrhs : 1));
  void *B = malloc(P->size * ldb * (size_t)(nrhs > 0 ? nrhs : 1));
  if (!w || !B) {
    free(w);
    free(B);
    return NULL;
  }
  gal_random(P->cplx, seed, TAG_RHS, (uint64_t)type, (uint64_t)n * 1024 + (uint64_t)nrhs,
             n * (size_t)nrhs, w);
  for (int j = 0; j < nrhs; j++) {
    for (size_t i = 0; i < n; i++)
      tc_set(P, B, i + (size_t)j * ldb, w[i + (size_t)j * n]);
    for (size_t i = n; i < ldb; i++)
      tc_set(P, B, i + (size_t)j * ldb, 1234.5);
  }
  free(w);
  return B;
}

/* Our solve on copies of S's matrix; *a_same: DL, D, DU came back unchanged. */
static gpu_int ours(const sys_t *S, int nrhs, void *X, size_t ldb, int *a_same)
{
  const tc_prec *P = S->P;
  const size_t n = S->n, es = P->size;
  void *dl = malloc(es * n), *d = malloc(es * n), *du = malloc(es * n);
  gpu_int info = GPU_ERR_INTERNAL;
  *a_same = 0;
  if (dl && d && du) {
    memcpy(dl, S->dl, es * (n - 1));
    memcpy(d, S->d, es * n);
    memcpy(du, S->du, es * (n - 1));
    tc_gtsv(P, TC_SPIKE, 0, (gpu_int)n, nrhs, dl, d, du, 0, X, (gpu_int)ldb, &info);
    *a_same = tc_same_bytes(dl, S->dl, es * (n - 1)) && tc_same_bytes(d, S->d, es * n) &&
              tc_same_bytes(du, S->du, es * (n - 1));
  }
  free(dl);
  free(d);
  free(du);
  return info;
}

/* One gallery case: our chunked solve against LAPACK's ?gtsv on the same
 * data, with testing_gtsv's rules (testing/README.md, "Pass rule"). */
static void gallery_case(const sys_t *S, int type, int nrhs, const mode_t_ *m, uint64_t seed,
                         double thresh, const char *bk)
{
  const tc_prec *P = S->P;
  const size_t n = S->n, es = P->size;
  const size_t ldb = n + (nrhs > 1 ? 3 : 0), nb = ldb * (size_t)nrhs;
  void *B0 = rhs_make(P, n, nrhs, ldb, seed, type);
  void *X = malloc(es * nb), *XL = malloc(es * nb);
  void *Ldl = malloc(es * n), *Ld = malloc(es * n), *Ldu = malloc(es * n);
  dcplx *wB = malloc(sizeof(dcplx) * n * (size_t)nrhs), *wX = malloc(sizeof(dcplx) * n * (size_t)nrhs);
  char mb[64], e1[16], e2[16];
  const char *why = NULL;
  int lap_info, lap_finite = 0, a_same, pad_same = 1, finite = 0;
  double berr = NAN, lap_berr = NAN, res, lres;
  gpu_int info;
  if (!B0 || !X || !XL || !Ldl || !Ld || !Ldu || !wB || !wX) {
    check(0, "%s %s type %d n %zu: out of host memory", P->routine, bk, type, n);
    goto out;
  }
  if (!mode_on(m, P, n, nrhs, mb, sizeof mb))
    goto out;
  tc_widen_cols(P, B0, ldb, n, nrhs, wB);
  memcpy(Ldl, S->dl, es * (n - 1));
  memcpy(Ld, S->d, es * n);
  memcpy(Ldu, S->du, es * (n - 1));
  memcpy(XL, B0, es * nb);
  lap_info = tc_lapack_gtsv(P, (int)n, nrhs, Ldl, Ld, Ldu, XL, (int)ldb);
  if (lap_info == 0 && (lap_finite = tc_all_finite(P, n, nrhs, ldb, XL))) {
    tc_widen_cols(P, XL, ldb, n, nrhs, wX);
    tc_evaluate(n, nrhs, S->wdl, S->wd, S->wdu, S->anorm, wB, wX, P->eps, &lap_berr, &lres);
  }

  memcpy(X, B0, es * nb);
  info = ours(S, nrhs, X, ldb, &a_same);
  mode_off();
  for (int j = 0; j < nrhs && pad_same; j++)
    pad_same = tc_same_bytes(tc_at(P, X, n + (size_t)j * ldb), tc_at(P, B0, n + (size_t)j * ldb),
                             (ldb - n) * es);
  if (info == 0 && (finite = tc_all_finite(P, n, nrhs, ldb, X))) {
    tc_widen_cols(P, X, ldb, n, nrhs, wX);
    tc_evaluate(n, nrhs, S->wdl, S->wd, S->wdu, S->anorm, wB, wX, P->eps, &berr, &res);
  }

  /* testing_gtsv's pass rule (testing/README.md) */
  if (!a_same) {
    why = "DL, D or DU modified";
  } else if (!pad_same) {
    why = "B's rows n+1..ldb modified";
  } else if (info < 0) {
    why = gpu_strerror(info);
  } else if (gal_zero_column(type)) { /* singular by construction: LAPACK's INFO */
    if (lap_info <= 0 || info != lap_info)
      why = "INFO differs from LAPACK's";
    else if (!tc_same_bytes(X, B0, es * nb))
      why = "INFO > 0 but B modified";
  } else if (info > 0) {
    if (!tc_same_bytes(X, B0, es * nb))
      why = "INFO > 0 but B modified";
    else if (lap_info == 0 && !(P->eps * S->cond1 >= 1.0))
      why = "INFO > 0, LAPACK INFO = 0";
  } else if (lap_info > 0 || !lap_finite) { /* no claim from LAPACK's side */
    if (finite && !(berr < thresh))
      why = "finite X with berr >= thresh (LAPACK's X not finite)";
  } else if (!finite) {
    if (!(P->eps * S->cond1 >= 1.0))
      why = "X not finite, LAPACK's is";
  } else if (!(berr < thresh)) {
    why = "berr >= thresh";
  }
  check(why == NULL,
        "%s %-4s %-22s type %2d n %7zu nrhs %d: INFO %d (LAPACK %d) berr %s (LAPACK %s)%s%s",
        P->routine, bk, mb, type, n, nrhs, (int)info, lap_info, tc_fmt_e(e1, berr),
        tc_fmt_e(e2, lap_berr), why ? ": " : "", why ? why : "");
out:
  free(B0);
  free(X);
  free(XL);
  free(Ldl);
  free(Ld);
  free(Ldu);
  free(wB);
  free(wX);
}

/* ------------------------------------------------------------ non-finite entries */

/* A non-finite entry gives the INFO of the first such array in argument
 * order, as the in-core path does, and leaves B untouched; every position
 * of DL and DU is tried (so every coupling between chunks is), with chunks
 * of 64 rows. */
static void nonfinite_cases(const tc_prec *P, const char *bk, uint64_t seed)
{
  const size_t n = 1000, es = P->size;
  const int nrhs = 2;
  sys_t S;
  void *B0, *X;
  long wrong[4] = {0, 0, 0, 0}, touched = 0;
  if (sys_make(&S, P, 4, n, seed) != 0) {
    check(0, "%s: gallery failed", P->routine);
    return;
  }
  B0 = rhs_make(P, n, nrhs, n, seed, 4);
  X = malloc(es * n * nrhs);
  if (!B0 || !X) {
    check(0, "%s: out of host memory", P->routine);
    goto out;
  }
  setenv("GPUSOLVE_SPIKE_CHUNK", "64", 1);
  for (int arr = 0; arr < 4; arr++) { /* DL, D, DU, B: every row */
    void *a = arr == 0 ? S.dl : arr == 1 ? S.d : arr == 2 ? S.du : X;
    const size_t len = arr == 1 || arr == 3 ? n : n - 1;
    for (size_t i = 0; i < len; i += arr == 1 || arr == 3 ? 7 : 1) {
      dcplx keep = arr == 3 ? 0 : tc_get(P, a, i);
      gpu_int info;
      int same;
      memcpy(X, B0, es * n * nrhs);
      tc_set(P, a, arr == 3 ? i + n : i, (i & 1) ? INFINITY : NAN); /* B: its second column */
      xerbla_calls = 0;
      info = ours(&S, nrhs, X, n, &same);
      if (arr < 3)
        tc_set(P, a, i, keep);
      if (info != -(3 + arr) || xerbla_calls != 1 || xerbla_last != 3 + arr)
        wrong[arr]++;
      if (arr < 3 && !tc_same_bytes(X, B0, es * n * nrhs))
        touched++;
      if (arr == 3 && !tc_same_bytes(X, B0, es * n) ) /* the first column, untouched */
        touched++;
    }
  }
  check(wrong[0] + wrong[1] + wrong[2] + wrong[3] == 0 && touched == 0,
        "%s %s: a NaN or Inf at each row of DL, DU (every 7th of D, B) in chunks of 64: INFO "
        "-3, -4, -5, -6 and one gpu_xerbla call (wrong: %ld %ld %ld %ld), B untouched "
        "(touched: %ld)",
        P->routine, bk, wrong[0], wrong[1], wrong[2], wrong[3], touched);

  /* Several arrays at once, far apart: the first in argument order wins,
   * as in-core (a late DL against an early B, a late D against early B). */
  {
    static const int pos[][2] = {{0, 990}, {1, 700}, {2, 500}};
    for (int k = 0; k < 3; k++) {
      void *a = pos[k][0] == 0 ? S.dl : pos[k][0] == 1 ? S.d : S.du;
      const size_t i = (size_t)pos[k][1];
      const dcplx keep = tc_get(P, a, i);
      gpu_int info, info_in;
      int same;
      memcpy(X, B0, es * n * nrhs);
      tc_set(P, X, 3, NAN);
      tc_set(P, a, i, INFINITY);
      info = ours(&S, nrhs, X, n, &same);
      const int untouched = tc_isfinite(P, X, 3) == 0 && tc_same_bytes(X, B0, es * 3) &&
                            tc_same_bytes(tc_at(P, X, 4), tc_at(P, B0, 4), es * (n * nrhs - 4));
      unsetenv("GPUSOLVE_SPIKE_CHUNK");
      memcpy(X, B0, es * n * nrhs);
      tc_set(P, X, 3, NAN);
      info_in = ours(&S, nrhs, X, n, &same); /* in-core */
      setenv("GPUSOLVE_SPIKE_CHUNK", "64", 1);
      tc_set(P, a, i, keep);
      check(info == -(3 + pos[k][0]) && info == info_in && untouched,
            "%s %s: Inf in %s row %zu and NaN in B row 4: INFO %d (in-core %d), B untouched %d",
            P->routine, bk, pos[k][0] == 0 ? "DL" : pos[k][0] == 1 ? "D" : "DU", i + 1, (int)info,
            (int)info_in, untouched);
    }
  }
  unsetenv("GPUSOLVE_SPIKE_CHUNK");
out:
  free(B0);
  free(X);
  sys_free(&S);
}

/* ------------------------------------------------------------ the rest */

/* NRHS = 0: A is still factored and singularity reported, as xGTSV. */
static void nrhs0_cases(const tc_prec *P, const char *bk, uint64_t seed)
{
  static const int types[] = {4, 26}; /* random; LAPACK's type 8, a zero column */
  for (int k = 0; k < 2; k++) {
    sys_t S;
    gpu_int info;
    int same, lap;
    const size_t n = 2049;
    if (sys_make(&S, P, types[k], n, seed) != 0) {
      check(0, "%s: gallery failed", P->routine);
      continue;
    }
    {
      void *Ldl = malloc(P->size * n), *Ld = malloc(P->size * n), *Ldu = malloc(P->size * n);
      void *Lb = calloc(n, P->size); /* reference ?gtsv reads B even with NRHS = 0 */
      memcpy(Ldl, S.dl, P->size * (n - 1));
      memcpy(Ld, S.d, P->size * n);
      memcpy(Ldu, S.du, P->size * (n - 1));
      lap = tc_lapack_gtsv(P, (int)n, 0, Ldl, Ld, Ldu, Lb, (int)n);
      free(Lb);
      free(Ldl);
      free(Ld);
      free(Ldu);
    }
    setenv("GPUSOLVE_SPIKE_CHUNK", "64", 1);
    info = ours(&S, 0, NULL, n, &same);
    unsetenv("GPUSOLVE_SPIKE_CHUNK");
    check(info == lap && same, "%s %s: NRHS = 0, type %d, n %zu in chunks of 64: INFO %d (LAPACK %d)",
          P->routine, bk, types[k], n, (int)info, lap);
    sys_free(&S);
  }
}

/* The cap's own checks: argument, environment variable, too small a cap,
 * the _dev forms (which do not work in pieces). */
static void cap_cases(int cuda, uint64_t seed)
{
  const size_t big = ((size_t)-1 >> 1) + 1; /* 2^63: a negative number converted */
  check(gpu_get_device_memory_limit() == ENV_CAP_BYTES,
        "GPUSOLVE_DEVICE_MEMORY=" ENV_CAP " read at first use: %zu bytes",
        gpu_get_device_memory_limit());
  check(gpu_set_device_memory_limit((size_t)-1) == -1 &&
            gpu_get_device_memory_limit() == ENV_CAP_BYTES,
        "gpu_set_device_memory_limit((size_t)-1) = -1, the cap unchanged");
  check(gpu_set_device_memory_limit(big) == -1 && gpu_get_device_memory_limit() == ENV_CAP_BYTES,
        "gpu_set_device_memory_limit(2^63) = -1, the cap unchanged");
  check(gpu_set_device_memory_limit(big - 1) == 0 && gpu_get_device_memory_limit() == big - 1,
        "gpu_set_device_memory_limit(2^63-1) = 0");
  check(gpu_set_device_memory_limit(0) == 0 && gpu_get_device_memory_limit() == 0,
        "gpu_set_device_memory_limit(0) = 0: no cap");
  check(gpu_set_device_memory_limit(ENV_CAP_BYTES) == 0 &&
            gpu_get_device_memory_limit() == ENV_CAP_BYTES,
        "gpu_set_device_memory_limit(" ENV_CAP ") = 0");
  if (!cuda)
    return;
  { /* the cap as the variable set it solves a system 7x its size, in chunks */
    const tc_prec *P = tc_prec_get('d');
    const size_t n = 65537, nb = n;
    sys_t S;
    void *B0, *X;
    dcplx *wB, *wX;
    gpu_int info;
    int same;
    double berr = NAN, res;
    if (sys_make(&S, P, 4, n, seed) != 0) {
      check(0, "gallery failed");
      return;
    }
    B0 = rhs_make(P, n, 1, n, seed, 4);
    X = malloc(P->size * nb);
    wB = malloc(sizeof(dcplx) * n);
    wX = malloc(sizeof(dcplx) * n);
    memcpy(X, B0, P->size * nb);
    info = ours(&S, 1, X, n, &same);
    if (info == 0) {
      tc_widen_cols(P, B0, n, n, 1, wB);
      tc_widen_cols(P, X, n, n, 1, wX);
      tc_evaluate(n, 1, S.wdl, S.wd, S.wdu, S.anorm, wB, wX, P->eps, &berr, &res);
    }
    check(info == 0 && berr < 30 && copies_bytes(P, n, 1) > ENV_CAP_BYTES,
          "gpu_dgtsv_spike n %zu (%zu bytes of copies) under the cap " ENV_CAP
          ": INFO %d, berr %.2g",
          n, copies_bytes(P, n, 1), (int)info, berr);

    /* a cap below the smallest chunk: GPU_ERR_DEVICE_MEMORY, B untouched */
    gpu_set_device_memory_limit(512);
    memcpy(X, B0, P->size * nb);
    info = ours(&S, 1, X, n, &same);
    check(info == GPU_ERR_DEVICE_MEMORY && tc_same_bytes(X, B0, P->size * nb) && same,
          "a cap of 512 bytes: INFO %d (GPU_ERR_DEVICE_MEMORY), B untouched", (int)info);

    /* the _dev form under a cap below its workspace: GPU_ERR_DEVICE_MEMORY */
    {
      void *a[4] = {S.dl, S.d, S.du, X};
      const size_t bytes[4] = {P->size * (n - 1), P->size * n, P->size * (n - 1), P->size * nb};
      const char *why = NULL;
      gpu_set_device_memory_limit(64 * 1024);
      memcpy(X, B0, P->size * nb);
      info = tc_gtsv_via(P, TC_SPIKE, 1, 1, (gpu_int)n, 1, a, bytes, 0, (gpu_int)n, &why);
      check(info == GPU_ERR_DEVICE_MEMORY && tc_same_bytes(X, B0, P->size * nb),
            "gpu_dgtsv_spike_dev n %zu under a cap of 64K: INFO %d (GPU_ERR_DEVICE_MEMORY)%s%s",
            n, (int)info, why ? ": " : "", why ? why : "");
    }

    /* no cap again: the same system in-core */
    gpu_set_device_memory_limit(0);
    memcpy(X, B0, P->size * nb);
    info = ours(&S, 1, X, n, &same);
    check(info == 0, "no cap: in-core again, INFO %d", (int)info);
    free(B0);
    free(X);
    free(wB);
    free(wX);
    sys_free(&S);
  }
}

/* ------------------------------------------------------------ the driver */

static void usage(FILE *f)
{
  fprintf(f,
          "usage: test_chunked [options]\n"
          "Checks gpu_?gtsv_spike on host arrays in chunks of rows against LAPACK ?gtsv\n"
          "on gallery matrices (the chunked path forced by a device-memory cap below the\n"
          "system's device copies on the CUDA backend, by GPUSOLVE_SPIKE_CHUNK on both),\n"
          "non-finite entries at every coupling, NRHS = 0, and the cap's API and\n"
          "environment variable.  Exit status = failures (at most 76), 77 = skipped\n"
          "(--backend cuda without a device).\n"
          "\n"
          "  --backend LIST    cpu,cuda (default: every available one)\n"
          "  --prec LIST       precisions among s,d,c,z (default s,d,c,z)\n"
          "  --types LIST      gallery types (default 1,2,4,9,11,15,16,17,19,20,26,31)\n"
          "  -n LIST           orders (default 1000,2049,4099,65537)\n"
          "  --seed N, --thresh T, -q, -v   as testing_gtsv\n"
          "  -h, --help        this text\n"
          "Sets GPUSOLVE_DEVICE_MEMORY=" ENV_CAP " for itself (checked), and\n"
          "GPUSOLVE_SPIKE_CHUNK per case.\n");
}

int main(int argc, char **argv)
{
  static const long default_types[] = {1, 2, 4, 9, 11, 15, 16, 17, 19, 20, 26, 31};
  static const long default_ns[] = {1000, 2049, 4099, 65537};
  tc_options o;
  long ns[TC_MAXLIST];
  int nn = 4, backends[2], nb, rc;

  /* Before any call into the library: the variable is read at first use. */
  setenv("GPUSOLVE_DEVICE_MEMORY", ENV_CAP, 1);
  unsetenv("GPUSOLVE_SPIKE_CHUNK");

  tc_options_default(&o, GAL_NTYPES);
  o.ntypes = (int)(sizeof default_types / sizeof default_types[0]);
  memcpy(o.types, default_types, sizeof default_types);
  memcpy(ns, default_ns, sizeof default_ns);
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    int takes = tc_options_parse(&o, a, v);
    if (takes == 0 && !strcmp(a, "-n")) {
      nn = tc_parse_list(v, ns, 3, 0x7fffffffL);
      takes = nn > 0 ? 2 : -1;
    } else if (takes == 0 && (!strcmp(a, "-h") || !strcmp(a, "--help"))) {
      usage(stdout);
      return 0;
    } else if (takes == 0) {
      takes = -1;
    }
    if (takes < 0) {
      fprintf(stderr, "test_chunked: bad option or value: %s\n", a);
      usage(stderr);
      return 2;
    }
    i += takes - 1;
  }
  quiet = o.quiet;
  gpu_set_xerbla(count_xerbla);
  if ((rc = tc_options_backends(&o, backends, &nb)) != 0)
    return rc;

  cap_cases(nb > 0 && backends[nb - 1] == GPU_BACKEND_CUDA, o.seed);
  gpu_set_device_memory_limit(0);

  for (int kb = 0; kb < nb; kb++) {
    const int cuda = backends[kb] == GPU_BACKEND_CUDA;
    const char *bk = cuda ? "cuda" : "cpu";
    const mode_t_ *modes = cuda ? cuda_modes : cpu_modes;
    const int nmodes = cuda ? 4 : 3;
    if (gpu_set_backend(backends[kb]) != 0) {
      check(0, "gpu_set_backend(%s)", bk);
      continue;
    }
    for (int pk = 0; pk < 4; pk++) {
      const tc_prec *P = tc_prec_get("sdcz"[pk]);
      if (!o.prec[pk])
        continue;
      nonfinite_cases(P, bk, o.seed);
      nrhs0_cases(P, bk, o.seed);
      for (int kt = 0; kt < o.ntypes; kt++)
        for (int kn = 0; kn < nn; kn++) {
          sys_t S;
          if (sys_make(&S, P, (int)o.types[kt], (size_t)ns[kn], o.seed) != 0) {
            check(0, "%s: gallery type %ld n %ld failed", P->routine, o.types[kt], ns[kn]);
            continue;
          }
          for (int km = 0; km < nmodes; km++)
            for (int nrhs = 1; nrhs <= 3; nrhs += 2)
              gallery_case(&S, (int)o.types[kt], nrhs, &modes[km], o.seed, o.thresh, bk);
          sys_free(&S);
        }
    }
  }
  gpu_set_backend(GPU_BACKEND_AUTO);
  gpu_finalize();
  printf("%ld passed, %ld failed\n", passes, fails);
  return tc_exit_status(fails);
}
