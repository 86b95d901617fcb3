/* test_spike_window.c -- the one-pass solve of a diagonally dominant system
 * (the CUDA backend's gpu_?gtsv_spike_dev, gtsv_spike_window.inc; the CPU
 * backend's gpu_?gtsv_spike, gtsv_spike_cpu_window.inc) against the two
 * passes alone
 * (GPUSOLVE_SPIKE_WINDOW=0) on the same data, tried on every eligible
 * call (=1) or as the auto mode chooses (=auto):
 * - where the one-pass result was kept (the trace says so), its
 *   backward-error ratio ||b - Ax||_1 / (||A||_1 ||x||_1 eps) is at most 30
 *   (testing_gtsv's threshold) and max|x1 - x0| <= 1000 eps max|x0| (both
 *   are backward stable on these well-conditioned matrices);
 * - where it was not (B restored after a failed check, or not tried), X
 *   and INFO are the two passes' bit for bit;
 * - a non-finite entry of B or D: the same INFO as the two passes, and B
 *   as it came, bit for bit;
 * - each precision kept some result, restored B on some and was turned
 *   away by the auto mode's screen on some: every way is exercised.
 * Systems: gallery types 31 (diagonally dominant) and 1 (random) at n =
 * 1048583 (16-row partitions but in z, the last one longer) and 65541;
 * type 31 and a strongly dominant matrix built here at n = 1024, 1039,
 * 1928 and 1959 (8-row partitions: 128, 129, 241 and 244 of them, windows
 * of GS_WIN_INNER = 120 inner ones -- two windows, and last windows of one
 * and of four inner partitions); the built matrix
 * with a right-hand side whose x is 1e8 on every 37th row (boundary values
 * far above their partition's x: the bound on the rows inside a partition
 * must send it to the two passes); at n = 2^22 + 3
 * in the auto mode the built matrix (the screen lets it through: must be
 * kept; and with a NaN in D, turned away after other windows wrote, or in
 * B; on the CPU the scan for non-finite entries answers before any
 * window), the built matrix with a weakly dominant tail and a right-hand
 * side of its own (turned away by the last windows after the others wrote
 * B: the trace must say the rows were put back; on the CPU, that B was
 * untouched) and type 1 (turned away at once).
 * In real arithmetic with 16- or 8-row partitions the CUDA one pass sweeps
 * without interchanges (win_spikes_reg), where partial pivoting gave the
 * session 24 kernel's bits; a kept result is checked as before.  s, d, c,
 * z.  The CPU backend always, with 8-row partitions (its one pass writes
 * B only once the result stands: "B untouched" in its trace where the
 * CUDA one says "B restored", and no rows to put back), then the CUDA
 * backend where there is a device. */
#define _GNU_SOURCE /* setenv, unsetenv */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"
#include "test_common.h"

#define TAG_RHS 0x77696eULL /* the right-hand sides' random stream */

static int passes, fails;
static FILE *trace; /* the library's stderr (its trace) goes here */
static int on_cpu;  /* the backend being tested: the CPU's (host arrays) or CUDA's */

/* What the one-pass solve did, by the trace. */
enum { W_NONE = -1, W_RESTORED = 0, W_KEPT = 1, W_NOT_TRIED = 2, W_N = 3 };

/* The last "spike window (cuda): ..." line (cpu: on the CPU backend)
 * written since offset `from`: W_KEPT, W_RESTORED (the CPU's "B
 * untouched"), W_NOT_TRIED, or W_NONE. */
static char last_line[512]; /* that line */
static int scan_trace(long from)
{
  char line[512];
  int v = W_NONE;
  fflush(stderr);
  last_line[0] = 0;
  if (fseek(trace, from, SEEK_SET) != 0)
    return -1;
  while (fgets(line, sizeof line, trace))
    if (strstr(line, on_cpu ? "spike window (cpu): " : "spike window (cuda): ")) {
      v = strstr(line, ": kept") ? W_KEPT
          : strstr(line, on_cpu ? "B untouched, two passes" : "B restored") ? W_RESTORED
          : strstr(line, "not tried") ? W_NOT_TRIED
                                      : v;
      memcpy(last_line, line, sizeof line);
    }
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
  if (on_cpu) { /* the CPU backend: gpu_?gtsv_spike on the host arrays */
    gpu_int info = GPU_ERR_INTERNAL;
    setenv("GPUSOLVE_SPIKE_WINDOW", mode, 1);
    tc_gtsv(P, TC_SPIKE, 0, n, 1, dl, d, du, 0, b, n, &info);
    unsetenv("GPUSOLVE_SPIKE_WINDOW");
    return info;
  }
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

static int counts[256][W_N]; /* by precision */

/* The system (dl, d, du, b) solved with GPUSOLVE_SPIKE_WINDOW=mode and
 * with 0 (the two passes): a kept one-pass result must be backward stable
 * (berr <= 30) and close to the two passes' X; any other outcome must give
 * their X and INFO bit for bit; the outcome must be `expect` unless that
 * is W_NONE, and the trace's line must contain `must` unless it is NULL. */
static void compare(const tc_prec *P, const char *label, gpu_int n, const void *dl, const void *d,
                    const void *du, const void *b, const char *mode, int expect, const char *must)
{
  const size_t es = P->size, nn = (size_t)n;
  void *x1 = malloc(es * nn), *x0 = malloc(es * nn);
  tc_dcplx *w = malloc(sizeof(tc_dcplx) * 5 * nn);
  char what[200];
  if (!x1 || !x0 || !w) {
    printf("FAILED: %c %s n %d: out of memory\n", P->p, label, (int)n);
    fails++;
    free(x1), free(x0), free(w);
    return;
  }
  memcpy(x0, b, es * nn);
  memcpy(x1, b, es * nn);
  const gpu_int i0 = solve_dev(P, n, dl, d, du, x0, "0");
  fflush(stderr);
  const long from = ftell(trace);
  const gpu_int i1 = solve_dev(P, n, dl, d, du, x1, mode);
  const int how = scan_trace(from);
  if (how == W_KEPT) {
    tc_dcplx *Wl = w, *Wd = w + nn, *Wu = w + 2 * nn, *B = w + 3 * nn, *X = w + 4 * nn;
    tc_widen(P, dl, Wl, nn - 1);
    tc_widen(P, d, Wd, nn);
    tc_widen(P, du, Wu, nn - 1);
    tc_widen(P, b, B, nn);
    tc_widen(P, x1, X, nn);
    double berr = NAN, res = NAN;
    tc_evaluate(nn, 1, Wl, Wd, Wu, tc_norm1_tridiag(nn, Wl, Wd, Wu), B, X, P->eps, &berr, &res);
    const double diff = rel_max(P, nn, x1, x0);
    snprintf(what, sizeof what,
             "%c %-16s n %7d WINDOW=%-4s: one pass kept, INFO %d / %d, berr %.3g, "
             "max|x1-x0|/max|x0| %.3g eps",
             P->p, label, (int)n, mode, (int)i1, (int)i0, berr, diff / P->eps);
    verdict(i1 == 0 && i0 == 0 && berr <= 30 && diff <= 1000 * P->eps &&
                (expect == W_NONE || expect == W_KEPT),
            what);
  } else {
    static const char *const said[] = {"B restored or untouched, two passes", "kept",
                                       "not tried"};
    const int bits = tc_same_bytes(x1, x0, es * nn);
    snprintf(what, sizeof what, "%c %-16s n %7d WINDOW=%-4s: %s, INFO %d / %d, X %s", P->p,
             label, (int)n, mode, how >= 0 ? said[how] : "no one-pass line in the trace",
             (int)i1, (int)i0, bits ? "bit for bit" : "DIFFERS");
    verdict(how != W_NONE && i1 == i0 && bits && (expect == W_NONE || expect == how) &&
                (!must || strstr(last_line, must)),
            what);
    if (must && !strstr(last_line, must))
      printf("  (the trace's line lacks \"%s\": %s)\n", must, last_line);
  }
  if (how >= 0)
    counts[(unsigned char)P->p][how]++;
  free(x1), free(x0), free(w);
}

/* A non-finite entry of D or B: INFO as the two passes', B as it came,
 * with GPUSOLVE_SPIKE_WINDOW=mode. */
static void nonfinite(const tc_prec *P, const char *label, gpu_int n, const void *dl,
                      const void *d, const void *du, const void *b, const char *mode)
{
  const size_t es = P->size, nn = (size_t)n, at = nn / 2 + 7;
  void *dd = malloc(es * nn), *x0 = malloc(es * nn), *x1 = malloc(es * nn),
       *ref = malloc(es * nn);
  char what[200];
  for (int arr = 1; dd && x0 && x1 && ref && arr <= 3; arr += 2) { /* D, then B */
    memcpy(dd, d, es * nn);
    memcpy(x0, b, es * nn);
    memcpy(x1, b, es * nn);
    tc_set(P, arr == 1 ? dd : x1, at, NAN);
    if (arr == 3)
      tc_set(P, x0, at, NAN);
    memcpy(ref, x1, es * nn);
    const gpu_int j0 = solve_dev(P, n, dl, dd, du, x0, "0");
    const gpu_int j1 = solve_dev(P, n, dl, dd, du, x1, mode);
    const int same = tc_same_bytes(x1, ref, es * nn);
    snprintf(what, sizeof what, "%c %-16s n %7d WINDOW=%-4s: NaN in %s, INFO %d / %d, B %s",
             P->p, label, (int)n, mode, arr == 1 ? "D" : "B", (int)j1, (int)j0,
             same ? "as it came" : "CHANGED");
    verdict(j1 == j0 && j1 != 0 && same, what);
  }
  if (!dd || !x0 || !x1 || !ref) {
    printf("FAILED: %c %s n %d: out of memory\n", P->p, label, (int)n);
    fails++;
  }
  free(dd), free(x0), free(x1), free(ref);
}

/* A gallery system, both ways (mode; the outcome `expect` unless W_NONE)
 * and with non-finite entries (nan). */
static void gallery_case(const tc_prec *P, int type, gpu_int n, const char *mode, int nan,
                         int expect)
{
  tc_system sy;
  char label[32];
  snprintf(label, sizeof label, "type %d", type);
  if (tc_system_make(&sy, P, type, n, 1, TAG_RHS) != 0) {
    printf("FAILED: %c type %d n %d: out of memory or no matrix\n", P->p, type, (int)n);
    fails++;
    return;
  }
  compare(P, label, n, sy.sys[0], sy.sys[1], sy.sys[2], sy.b, mode, expect, NULL);
  if (nan)
    nonfinite(P, label, n, sy.sys[0], sy.sys[1], sy.sys[2], sy.b, mode);
  tc_system_free(&sy);
}

/* Matrices built here (working precision, from double): dl, du U(-1,1)
 * from a simple generator, d = +-(|dl| + |du| + 4) (spikes decay by 1/5 a
 * row or faster: the auto mode's screen lets it through); B = A x with
 * x = 1 but 1e8 on every 37th row when spiky (a boundary value far above
 * its partition's x, the review's case for the interior rows' rounding),
 * else B U(-1,1).  weak: the last 3000 rows only barely dominant (d =
 * +-(|dl| + |du| + 0.01)), so that in the auto mode the last windows turn
 * the call away after the others have written B (their rows must be put
 * back: X bit for bit as the two passes'). */
enum { BUILT_PLAIN, BUILT_SPIKY, BUILT_WEAK_TAIL };
static void built_case(const tc_prec *P, gpu_int n, int kind, const char *mode)
{
  const int spiky = kind == BUILT_SPIKY;
  const size_t es = P->size, nn = (size_t)n;
  void *a[4] = {malloc(es * nn), malloc(es * nn), malloc(es * nn), malloc(es * nn)};
  double *x = malloc(sizeof(double) * nn);
  /* the weak tail's own stream: B differs from the plain matrix's at the
     same n, so that rows put back from a stale copy would show */
  uint64_t st = 0x9e3779b97f4a7c15ULL ^ (uint64_t)n ^ (kind == BUILT_WEAK_TAIL ? 0x5bd1e995ULL : 0);
  if (a[0] && a[1] && a[2] && a[3] && x) {
    double *dl = malloc(sizeof(double) * nn), *du = malloc(sizeof(double) * nn),
           *dd = malloc(sizeof(double) * nn);
    if (dl && du && dd) {
      for (size_t i = 0; i < nn; i++) {
        double u[3];
        for (int k = 0; k < 3; k++) {
          st = st * 6364136223846793005ULL + 1442695040888963407ULL;
          u[k] = (double)(st >> 11) * 0x1p-53 * 2 - 1; /* U(-1,1) */
        }
        dl[i] = i + 1 < nn ? u[0] : 0;
        du[i] = i + 1 < nn ? u[1] : 0;
        x[i] = spiky ? (i % 37 == 36 ? 1e8 : 1.0) : u[2];
      }
      for (size_t i = 0; i < nn; i++) {
        const double off = (i > 0 ? fabs(dl[i - 1]) : 0) + fabs(du[i]);
        dd[i] = (i & 1 ? -1 : 1) * (off + (kind == BUILT_WEAK_TAIL && i + 3000 >= nn ? 0.01 : 4));
      }
      for (size_t i = 0; i < nn; i++) {
        tc_set(P, a[0], i, dl[i]);
        tc_set(P, a[1], i, dd[i]);
        tc_set(P, a[2], i, du[i]);
      }
      for (size_t i = 0; i < nn; i++) { /* B = A x in double, then rounded */
        double bi = creal(tc_get(P, a[1], i)) * x[i];
        if (i > 0)
          bi += creal(tc_get(P, a[0], i - 1)) * x[i - 1];
        if (i + 1 < nn)
          bi += creal(tc_get(P, a[2], i)) * x[i + 1];
        tc_set(P, a[3], i, spiky ? bi : x[i]);
      }
      /* spiky: partitions with max|W| |alpha| about 1e8 times their
         max|x| (3542 of 65536 by bound_emulation.py's model at n = 2^20):
         the one pass must hand the call to the two passes, whose X a kept
         result's norm-wise checks could not tell from it */
      /* in the auto mode the plain matrix must be kept, the weak tail
         turned away after other windows wrote (blocks start in the order
         of their index, and the tail is the last windows') */
      const int auto_mode = strcmp(mode, "auto") == 0;
      compare(P,
              spiky                       ? "built, spiky x"
              : kind == BUILT_WEAK_TAIL ? "built, weak tail"
                                          : "built",
              n, a[0], a[1], a[2], a[3], mode,
              spiky                       ? W_RESTORED
              : kind == BUILT_WEAK_TAIL ? W_NOT_TRIED
              : auto_mode               ? W_KEPT
                                          : W_NONE,
              kind == BUILT_WEAK_TAIL ? (on_cpu ? "B untouched" : "rows put back") : NULL);
      /* NaN in the auto mode: in D or in B the screen turns the call
         away after other windows wrote */
      if (kind == BUILT_PLAIN && auto_mode)
        nonfinite(P, "built", n, a[0], a[1], a[2], a[3], mode);
    } else {
      printf("FAILED: %c built n %d: out of memory\n", P->p, (int)n);
      fails++;
    }
    free(dl), free(du), free(dd);
  } else {
    printf("FAILED: %c built n %d: out of memory\n", P->p, (int)n);
    fails++;
  }
  for (int k = 0; k < 4; k++)
    free(a[k]);
  free(x);
}

int main(void)
{
  /* 16-row partitions but in z (8), the last partition longer; 8-row ones
     with 128, 129, 241 and 244 partitions (windows of 120 inner ones, 128
     in all): two windows, a last window of one inner partition, one of
     four (all of them edge rows) */
  static const gpu_int big[] = {1048583, 65541};
  static const gpu_int small[] = {1024, 1039, 1928, 1959};
  const gpu_int large = ((gpu_int)1 << 22) + 3; /* the auto mode's sizes */
  /* the library's trace (read once, at its first call) into a file */
  int saved;
  if (!(trace = tc_trace_begin(&saved))) {
    printf("FAILED: no file for the trace\n");
    return 1;
  }
  const int cuda = !!gpu_cuda_available();
  const char *part0 = getenv("GPUSOLVE_CPU_PARTITION");
  char part[64] = "";
  if (part0)
    snprintf(part, sizeof part, "%s", part0);
  for (int on_gpu = 0; on_gpu <= cuda; on_gpu++) {
    const char *backend = on_gpu ? "cuda" : "cpu";
    on_cpu = !on_gpu;
    if (gpu_set_backend(on_gpu ? GPU_BACKEND_CUDA : GPU_BACKEND_CPU) != 0) {
      printf("FAILED: the %s backend was not taken\n", backend);
      fails++;
      continue;
    }
    /* the CPU with 8-row partitions, the GPU's at the small sizes (so
       that 1024 rows make 128 partitions, two windows) */
    if (on_cpu)
      setenv("GPUSOLVE_CPU_PARTITION", "8", 1);
    else if (part0)
      setenv("GPUSOLVE_CPU_PARTITION", part, 1);
    else
      unsetenv("GPUSOLVE_CPU_PARTITION");
    printf("== the %s backend\n", backend);
    memset(counts, 0, sizeof counts);
    for (const char *p = "sdcz"; *p; p++) {
      const tc_prec *P = tc_prec_get(*p);
      for (size_t k = 0; k < sizeof big / sizeof big[0]; k++) {
        gallery_case(P, 31, big[k], "1", 1, W_NONE);
        gallery_case(P, 1, big[k], "1", 1, W_NONE);
      }
      for (size_t k = 0; k < sizeof small / sizeof small[0]; k++) {
        gallery_case(P, 31, small[k], "1", 0, W_NONE);
        built_case(P, small[k], BUILT_PLAIN, "1");
      }
      built_case(P, big[0], BUILT_SPIKY, "1");     /* the interior rows' bound */
      built_case(P, large, BUILT_PLAIN, "auto");   /* the screen lets it through */
      built_case(P, large, BUILT_WEAK_TAIL, "auto"); /* turned away late (CUDA: rows put back) */
      gallery_case(P, 1, large, "auto", 0, W_NOT_TRIED); /* turned away at once */
    }
    for (const char *p = "sdcz"; *p; p++) {
      const int *c = counts[(unsigned char)*p];
      printf("%s %c: one-pass results kept %d, B %s %d, not tried %d\n", backend, *p, c[W_KEPT],
             on_gpu ? "restored" : "untouched (two passes)", c[W_RESTORED], c[W_NOT_TRIED]);
      if (!c[W_KEPT] || !c[W_RESTORED] || !c[W_NOT_TRIED]) {
        printf("FAILED: %s %c: the test did not exercise every way\n", backend, *p);
        fails++;
      }
    }
  }
  if (!cuda)
    printf("(no CUDA device: the CUDA backend's one pass not tested)\n");
  gpu_finalize();
  tc_trace_end(trace, saved);
  printf("%d passed, %d failed\n", passes, fails);
  return fails ? 1 : 0;
}
