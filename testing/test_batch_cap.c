/* test_batch_cap.c -- the batch routines under a device-memory cap below a
 * batch's device copies or workspace: gpu_?gtsv_cr_batch, gpu_?gtsv_spike_batch
 * (short systems) and gpu_?gtsv_cr (NRHS columns of one matrix) then work
 * in groups of systems, with the same path and arithmetic as the whole
 * batch, so X and INFO must equal the uncapped call's bit for bit -- a
 * system with a NaN in a later group included (its b unchanged, INFO =
 * k*N + i, every other system solved), and the guard entries in the gaps of
 * LDS > N and LDB > N untouched.  Long systems of gpu_?gtsv_spike_batch go
 * one by one through gpu_?gtsv_spike's host path, in chunks of rows when
 * one does not fit: their backward error must pass LAPACK's threshold.  The
 * _dev forms, on device arrays: gpu_?gtsv_spike_batch_dev (its workspace
 * over the cap) and gpu_?gtsv_cr_batch_dev with long systems (N = 32771,
 * reduced in global memory first, a workspace of megabytes per system): the
 * same bit-for-bit comparison.  Every precision, written once over
 * test_common's precision descriptions.  CUDA only: exit 77 without a
 * device. */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"
#include "test_common.h"

static long fails = 0, passes = 0;

static void check(int ok, const char *fmt, ...)
{
  va_list ap;
  if (ok) {
    passes++;
    return;
  }
  fails++;
  printf("FAILED: ");
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  printf("\n");
}

static uint64_t rng_state;
static double urand(void) /* xorshift64, in [-0.5, 0.5) */
{
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (double)(rng_state >> 11) / 9007199254740992.0 - 0.5;
}

/* len elements diag + U(-0.5, 0.5) (complex: an imaginary part half the real one). */
static void fill(const tc_prec *P, void *a, size_t len, double diag)
{
  for (size_t i = 0; i < len; i++) {
    const double v = diag + urand();
    tc_set(P, a, i, P->cplx ? v + 0.5 * v * I : v);
  }
}

/* The largest backward-error ratio (tc_evaluate: xGTT02's) of systems
 * k0 .. k1-1 of a batch; lds = 0: one matrix for every system. */
static double batch_berr(const tc_prec *P, int n, int k0, int k1, const void *dl, const void *d,
                         const void *du, int lds, const void *b, const void *x, int ldb)
{
  tc_dcplx *w = malloc(5 * (size_t)n * sizeof *w);
  tc_dcplx *wdl = w, *wd = w + n, *wdu = w + 2 * n, *wb = w + 3 * n, *wx = w + 4 * n;
  double worst = 0;
  if (!w)
    return INFINITY;
  for (int k = k0; k < k1; k++) {
    const size_t s = (size_t)k * lds, r = (size_t)k * ldb;
    double berr, res;
    tc_widen(P, tc_at(P, (void *)dl, s), wdl, n - 1);
    tc_widen(P, tc_at(P, (void *)d, s), wd, n);
    tc_widen(P, tc_at(P, (void *)du, s), wdu, n - 1);
    tc_widen(P, tc_at(P, (void *)b, r), wb, n);
    tc_widen(P, tc_at(P, (void *)x, r), wx, n);
    tc_evaluate(n, 1, wdl, wd, wdu, tc_norm1_tridiag(n, wdl, wd, wdu), wb, wx, P->eps, &berr,
                &res);
    worst = berr > worst || isnan(berr) ? berr : worst;
  }
  free(w);
  return worst;
}

/* Routine r (host arrays, or with dev the device arrays g[0..3]) without a
 * cap into x1, then under the cap into x2, both from b0 (lb elements). */
static void uncapped_capped(const tc_prec *P, tc_routine r, int dev, void *const g[4], int n,
                            int batch, const void *dl, const void *d, const void *du, int lds,
                            const void *b0, void *x1, void *x2, size_t lb, int ldb, size_t cap,
                            gpu_int info[2])
{
  for (int pass = 0; pass < 2; pass++) {
    void *x = pass ? x2 : x1;
    memcpy(x, b0, lb * P->size);
    if (dev && tc_to_dev(g[3], x, lb * P->size) != 0) {
      info[pass] = GPU_ERR_INTERNAL;
      continue;
    }
    gpu_set_device_memory_limit(pass ? cap : 0);
    if (dev)
      tc_gtsv(P, r, 1, n, batch, g[0], g[1], g[2], lds, g[3], ldb, &info[pass]);
    else
      tc_gtsv(P, r, 0, n, batch, dl, d, du, lds, x, ldb, &info[pass]);
    gpu_set_device_memory_limit(0);
    if (dev && tc_from_dev(x, g[3], lb * P->size) != 0)
      info[pass] = GPU_ERR_INTERNAL;
  }
}

static void run(const tc_prec *P)
{
  const int n = 1000, batch = 300, lds = n + 3, ldb = n + 5, bad = 217, badrow = 17;
  const size_t ls = (size_t)lds * batch, lb = (size_t)ldb * batch, e = P->size;
  /* the whole batch: 4 n batch elements of device copies, 4.8 to 19.2 MB */
  const size_t cap = (size_t)1 << 20;
  void *dl = malloc(ls * e), *d = malloc(ls * e), *du = malloc(ls * e);
  void *b0 = malloc(lb * e), *x1 = malloc(lb * e), *x2 = malloc(lb * e);
  void *g[4] = {NULL, NULL, NULL, NULL};
  gpu_int info[2];
  char name[64];
  if (!dl || !d || !du || !b0 || !x1 || !x2) {
    check(0, "%c: host memory", P->p);
    goto out;
  }
  rng_state = 0x9E3779B97F4A7C15ULL;
  fill(P, dl, ls, 0.0);
  fill(P, d, ls, 3.0); /* diagonally dominant: cyclic reduction is stable */
  fill(P, du, ls, 0.0);
  fill(P, b0, lb, 0.0);
  tc_set(P, d, (size_t)bad * lds + badrow - 1, NAN); /* system `bad` fails, in a later group */

  { /* the host forms; gpu_?gtsv_cr takes the first system's (finite) matrix for every column */
    static const tc_routine rs[3] = {TC_CR_BATCH, TC_SPIKE_BATCH, TC_CR};
    for (int q = 0; q < 3; q++) {
      const int one = rs[q] == TC_CR, skip = one ? batch : bad, sl = one ? 0 : lds;
      double berr;
      tc_routine_name(P, rs[q], 0, 0, name, sizeof name);
      uncapped_capped(P, rs[q], 0, g, n, batch, dl, d, du, lds, b0, x1, x2, lb, ldb, cap, info);
      check(info[0] == info[1] && info[0] == (one ? 0 : bad * n + badrow),
            "%s: INFO %d under the cap, %d without", name, (int)info[1], (int)info[0]);
      check(tc_same_bytes(x1, x2, lb * e), "%s: X under the cap differs from X without it",
            name);
      if (!one)
        check(tc_same_bytes(tc_at(P, x2, (size_t)bad * ldb), tc_at(P, b0, (size_t)bad * ldb),
                            ldb * e),
              "%s: the failing system's b was modified", name);
      /* every system but the failing one solved (the gaps were compared above) */
      berr = batch_berr(P, n, 0, skip, dl, d, du, sl, b0, x2, ldb);
      if (skip + 1 < batch)
        berr = fmax(berr, batch_berr(P, n, skip + 1, batch, dl, d, du, lds, b0, x2, ldb));
      check(berr <= 30, "%s: backward error ratio %.2g > 30", name, berr);
    }
  }

  { /* long systems of spike_batch (gs_spike_batch_long): one by one through the
       host path of gpu_?gtsv_spike, in chunks of rows under a cap below one system's copies */
    const int nl = 65536, bl = 2;
    const size_t len = (size_t)nl * bl;
    void *a = malloc(len * e), *dd = malloc(len * e), *c = malloc(len * e);
    void *f = malloc(len * e), *y = malloc(len * e);
    gpu_int li = 0;
    tc_routine_name(P, TC_SPIKE_BATCH, 0, 0, name, sizeof name);
    if (a && dd && c && f && y) {
      fill(P, a, len, 0.0);
      fill(P, dd, len, 0.0); /* not dominant: SPIKE's pivoting at work */
      fill(P, c, len, 0.0);
      fill(P, f, len, 0.0);
      memcpy(y, f, len * e);
      gpu_set_device_memory_limit(cap);
      tc_gtsv(P, TC_SPIKE_BATCH, 0, nl, bl, a, dd, c, nl, y, nl, &li);
      gpu_set_device_memory_limit(0);
      check(li == 0, "%s, long systems under the cap: INFO %d", name, (int)li);
      if (li == 0) {
        const double berr = batch_berr(P, nl, 0, bl, a, dd, c, nl, f, y, nl);
        check(berr <= 30, "%s, long systems under the cap: backward error ratio %.2g > 30",
              name, berr);
      }
    } else {
      check(0, "%c: host memory (long systems)", P->p);
    }
    free(a);
    free(dd);
    free(c);
    free(f);
    free(y);
  }

  /* the _dev forms: device copies of the arrays (the caller's, outside the cap) */
  g[0] = tc_dev_alloc(ls * e);
  g[1] = tc_dev_alloc(ls * e);
  g[2] = tc_dev_alloc(ls * e);
  g[3] = tc_dev_alloc(lb * e);
  if (!g[0] || !g[1] || !g[2] || !g[3] || tc_to_dev(g[0], dl, ls * e) ||
      tc_to_dev(g[1], d, ls * e) || tc_to_dev(g[2], du, ls * e)) {
    check(0, "%c: device memory for the _dev forms", P->p);
    goto out;
  }
  /* spike_batch's short path: its workspace (4 N elements a system, 32 systems and more)
     over the cap */
  tc_routine_name(P, TC_SPIKE_BATCH, 1, 0, name, sizeof name);
  uncapped_capped(P, TC_SPIKE_BATCH, 1, g, n, batch, NULL, NULL, NULL, lds, b0, x1, x2, lb, ldb,
                  cap, info);
  check(info[0] == info[1] && info[0] == bad * n + badrow, "%s: INFO %d under the cap, %d without",
        name, (int)info[1], (int)info[0]);
  check(tc_same_bytes(x1, x2, lb * e), "%s: X under the cap differs from X without it", name);
  { /* cr_batch's long systems (reduced in global memory first): 7 systems of N = 32771 in the
       first 7 N < 300 * 1003 entries, the NaN in system 6 (at the same place of the arrays:
       INFO its index + 1); a system's workspace is 3.5 N to 6 N elements, the cap 18 N: a
       group of 3 fits, the batch does not */
    const int nn = 32771, bb = 7;
    tc_routine_name(P, TC_CR_BATCH, 1, 0, name, sizeof name);
    uncapped_capped(P, TC_CR_BATCH, 1, g, nn, bb, NULL, NULL, NULL, nn, b0, x1, x2,
                    (size_t)nn * bb, nn, (size_t)18 * nn * e, info);
    check(info[0] == info[1] && info[0] == bad * lds + badrow,
          "%s: INFO %d under the cap, %d without", name, (int)info[1], (int)info[0]);
    check(tc_same_bytes(x1, x2, (size_t)nn * bb * e),
          "%s: X under the cap differs from X without it", name);
  }
out:
  for (int k = 0; k < 4; k++)
    tc_dev_free(g[k]);
  free(dl);
  free(d);
  free(du);
  free(b0);
  free(x1);
  free(x2);
}

int main(void)
{
  if (!tc_backend_usable(GPU_BACKEND_CUDA) || gpu_set_backend(GPU_BACKEND_CUDA) != 0) {
    printf("SKIP: no CUDA device\n");
    return 77;
  }
  for (const char *p = "sdcz"; *p; p++)
    run(tc_prec_get(*p));
  gpu_finalize();
  printf("%ld passed, %ld failed\n", passes, fails);
  return tc_exit_status(fails);
}
