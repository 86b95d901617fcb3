/* test_spike_window.c -- the CUDA backend's one-pass solve of gpu_?gtsv_spike_dev
 * (gtsv_spike_window.inc), tried on every eligible call
 * (GPUSOLVE_SPIKE_WINDOW=1), against the two passes alone
 * (GPUSOLVE_SPIKE_WINDOW=0) on the same data:
 * - where the one-pass result was kept (the trace says so), its
 *   backward-error ratio ||b - Ax||_1 / (||A||_1 ||x||_1 eps) is at most 30
 *   (testing_gtsv's threshold) and X is within 1000 eps kappa-free of the two
 *   passes' (both are backward stable on these well-conditioned matrices;
 *   max|x1 - x0| <= 1000 eps max|x0|);
 * - where it was not (its check failed: B restored, the two passes run), X
 *   and INFO are the two passes' bit for bit;
 * - a non-finite entry of B or D: the same INFO as the two passes, and B
 *   as it came, bit for bit;
 * - each precision kept some result (gallery type 31, diagonally dominant)
 *   and restored B on some (type 1, random): both ways are exercised.
 * n = 1048583 (16-row partitions, the last one longer; a last window
 * narrower than the others) and 65541 (8-row partitions); s, d, c, z.  CUDA
 * only: exit 77 without a device. */
#define _GNU_SOURCE /* setenv, unsetenv */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "gpusolve.h"
#include "test_common.h"

#define TAG_RHS 0x77696eULL /* the right-hand sides' random stream */

static int passes, fails;
static FILE *trace; /* the library's stderr (its trace) goes here */

/* The last "spike window (cuda): kept" / "restored" line written since
 * offset `from`: 1 kept, 0 restored, -1 none. */
static int scan_trace(long from)
{
  char line[512];
  int v = -1;
  fflush(stderr);
  if (fseek(trace, from, SEEK_SET) != 0)
    return -1;
  while (fgets(line, sizeof line, trace))
    if (strstr(line, "spike window (cuda): "))
      v = strstr(line, ": kept") != NULL ? 1 : strstr(line, "B restored") ? 0 : v;
  fseek(trace, 0, SEEK_END); /* the file's offset is stderr's too */
  return v;
}

/* gpu_?gtsv_spike_dev on device copies of (dl, d, du, b) with
 * GPUSOLVE_SPIKE_WINDOW=mode; b gets the result.  Returns INFO
 * (GPU_ERR_INTERNAL when the device copies failed). */
static gpu_int solve_dev(const tc_prec *P, gpu_int n, const void *dl, const void *d,
                         const void *du, void *b, const char *mode)
{
  const size_t es = P->size, nb = es * (size_t)n;
  void *g[4] = {tc_dev_alloc(nb), tc_dev_alloc(nb), tc_dev_alloc(nb), tc_dev_alloc(nb)};
  gpu_int info = GPU_ERR_INTERNAL;
  if (g[0] && g[1] && g[2] && g[3] && !tc_to_dev(g[0], dl, nb - es) && !tc_to_dev(g[1], d, nb) &&
      !tc_to_dev(g[2], du, nb - es) && !tc_to_dev(g[3], b, nb)) {
    setenv("GPUSOLVE_SPIKE_WINDOW", mode, 1);
    tc_gtsv(P, TC_SPIKE, 1, n, 1, g[0], g[1], g[2], 0, g[3], n, &info);
    unsetenv("GPUSOLVE_SPIKE_WINDOW");
    if (tc_from_dev(b, g[3], nb))
      info = GPU_ERR_INTERNAL;
  }
  for (int k = 0; k < 4; k++)
    tc_dev_free(g[k]);
  return info;
}

static void verdict(int ok, const char *what)
{
  printf("%s  %s\n", what, ok ? "ok" : "FAILED");
  if (ok)
    passes++;
  else
    fails++;
}

/* max|x - y| / max|y| over n entries (NaN if either has one). */
static double rel_max(const tc_prec *P, size_t n, const void *x, const void *y)
{
  double dm = 0, ym = 0;
  for (size_t i = 0; i < n; i++) {
    const tc_dcplx a = tc_get(P, x, i), b = tc_get(P, y, i);
    const double e = cabs(a - b), m = cabs(b);
    if (e != e || m != m)
      return NAN;
    dm = e > dm ? e : dm;
    ym = m > ym ? m : ym;
  }
  return ym > 0 ? dm / ym : dm;
}

/* One system: the two modes on the same data; counts kept[p], restored[p]. */
static void one_case(const tc_prec *P, int type, gpu_int n, int *kept, int *restored)
{
  const size_t es = P->size, nn = (size_t)n;
  void *x1 = malloc(es * nn), *x0 = malloc(es * nn);
  tc_dcplx *w = malloc(sizeof(tc_dcplx) * 5 * nn);
  tc_system sy;
  char what[160];
  if (!x1 || !x0 || !w || tc_system_make(&sy, P, type, n, 1, TAG_RHS) != 0) {
    printf("FAILED: %c type %d n %d: out of memory or no matrix\n", P->p, type, (int)n);
    fails++;
    free(x1), free(x0), free(w);
    return;
  }
  memcpy(x0, sy.b, es * nn);
  memcpy(x1, sy.b, es * nn);
  const gpu_int i0 = solve_dev(P, n, sy.sys[0], sy.sys[1], sy.sys[2], x0, "0");
  fflush(stderr);
  const long from = ftell(trace);
  const gpu_int i1 = solve_dev(P, n, sy.sys[0], sy.sys[1], sy.sys[2], x1, "1");
  const int how = scan_trace(from);
  if (how == 1) {
    /* kept: backward stable, and close to the two passes' X */
    tc_dcplx *dl = w, *d = w + nn, *du = w + 2 * nn, *B = w + 3 * nn, *X = w + 4 * nn;
    tc_widen(P, sy.sys[0], dl, nn - 1);
    tc_widen(P, sy.sys[1], d, nn);
    tc_widen(P, sy.sys[2], du, nn - 1);
    tc_widen(P, sy.b, B, nn);
    tc_widen(P, x1, X, nn);
    double berr = NAN, res = NAN;
    tc_evaluate(nn, 1, dl, d, du, tc_norm1_tridiag(nn, dl, d, du), B, X, P->eps, &berr, &res);
    const double diff = rel_max(P, nn, x1, x0);
    snprintf(what, sizeof what, "%c type %2d n %7d: one pass kept, INFO %d / %d, berr %.3g, "
             "max|x1-x0|/max|x0| %.3g eps", P->p, type, (int)n, (int)i1, (int)i0, berr,
             diff / P->eps);
    verdict(i1 == 0 && i0 == 0 && berr <= 30 && diff <= 1000 * P->eps, what);
    kept[(unsigned char)P->p]++;
  } else {
    const int bits = tc_same_bytes(x1, x0, es * nn);
    snprintf(what, sizeof what, "%c type %2d n %7d: %s, INFO %d / %d, X %s", P->p, type, (int)n,
             how == 0 ? "B restored, two passes" : "no one-pass line in the trace", (int)i1,
             (int)i0, bits ? "bit for bit" : "DIFFERS");
    verdict(how == 0 && i1 == i0 && bits, what);
    restored[(unsigned char)P->p]++;
  }

  /* non-finite input: INFO as the two passes', B as it came */
  for (int arr = 1; arr <= 3; arr += 2) { /* D, then B */
    void *dd = malloc(es * nn);
    if (!dd) {
      fails++;
      break;
    }
    memcpy(dd, sy.sys[1], es * nn);
    memcpy(x0, sy.b, es * nn);
    memcpy(x1, sy.b, es * nn);
    const size_t at = nn / 2 + 7;
    tc_set(P, arr == 1 ? dd : x1, at, NAN);
    if (arr == 3)
      tc_set(P, x0, at, NAN);
    void *ref = malloc(es * nn);
    if (!ref) {
      free(dd);
      fails++;
      break;
    }
    memcpy(ref, x1, es * nn);
    const gpu_int j0 = solve_dev(P, n, sy.sys[0], dd, sy.sys[2], x0, "0");
    const gpu_int j1 = solve_dev(P, n, sy.sys[0], dd, sy.sys[2], x1, "1");
    snprintf(what, sizeof what, "%c type %2d n %7d: NaN in %s, INFO %d / %d, B %s", P->p, type,
             (int)n, arr == 1 ? "D" : "B", (int)j1, (int)j0,
             tc_same_bytes(x1, ref, es * nn) ? "as it came" : "CHANGED");
    verdict(j1 == j0 && j1 != 0 && tc_same_bytes(x1, ref, es * nn), what);
    free(ref);
    free(dd);
  }
  tc_system_free(&sy);
  free(x1), free(x0), free(w);
}

int main(void)
{
  static const int types[] = {31, 1};
  static const gpu_int ns[] = {1048583, 65541};
  int kept[256] = {0}, restored[256] = {0};
  if (!gpu_cuda_available()) {
    printf("SKIP: no CUDA device\n");
    return 77;
  }
  if (gpu_set_backend(GPU_BACKEND_CUDA) != 0) {
    printf("FAILED: the CUDA backend was not taken\n");
    return 1;
  }
  /* the library's trace (read once, at its first call) into a file */
  const int saved = dup(2);
  trace = tmpfile();
  if (saved < 0 || !trace || fflush(stderr) != 0 || dup2(fileno(trace), 2) < 0) {
    printf("FAILED: no file for the trace\n");
    return 1;
  }
  setenv("GPUSOLVE_SPIKE_TRACE", "1", 1);
  for (const char *p = "sdcz"; *p; p++)
    for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++)
      for (size_t t = 0; t < sizeof types / sizeof types[0]; t++)
        one_case(tc_prec_get(*p), types[t], ns[k], kept, restored);
  gpu_finalize();
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  fclose(trace);
  for (const char *p = "sdcz"; *p; p++) {
    printf("%c: one-pass results kept %d, B restored %d\n", *p, kept[(unsigned char)*p],
           restored[(unsigned char)*p]);
    if (!kept[(unsigned char)*p] || !restored[(unsigned char)*p]) {
      printf("FAILED: %c: the test did not exercise both ways\n", *p);
      fails++;
    }
  }
  printf("%d passed, %d failed\n", passes, fails);
  return fails ? 1 : 0;
}
