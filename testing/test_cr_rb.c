/* test_cr_rb.c -- gpu_?gtsv_cr_batch's two CUDA kernels for systems that
 * fit one block: k_cr_rb (each thread's rows' levels in registers) and
 * k_cr_smem (every level by all of a system's threads), chosen with
 * GPUSOLVE_CR_KERNEL=rb or =smem (read at every call).  Both do cr_core.inc's
 * arithmetic on the same equations, so for every system the INFO must be the
 * same and X the same bits, and a system that fails must keep its B in both.
 * Batches mix diagonally dominant systems with systems that fail: a zero
 * pivot in the first row (level 0), a NaN in a row in the middle (INFO at
 * that row), a zero pivot made at a higher level (a system whose rows 0 and
 * 2 cancel row 1's pivot at level 1), and an overflow to an infinite
 * solution -- so that k_cr_rb's hand-back of failed systems to k_cr_smem is
 * tested with failed and solved systems side by side.  Orders: both sides
 * of every shape change of k_cr_rb (16 rows a thread; n = 16 nthr + 1
 * takes the lone last row) up to its largest (8193), with
 * LDS, LDB > N; and gpu_?gtsv_cr with 300 right-hand sides (one matrix
 * for all: LDS = 0 inside) at 512, 2049 and 4097 (INFO and X the same; a
 * NaN and an overflow among the columns).  s and d (complex is not taken by
 * k_cr_rb); each case also checks, from the library's trace
 * (GPUSOLVE_CR_TRACE), that the forced kernels are the ones that ran.
 * Optional arguments: the precisions ("sd") and the largest n
 * (compute-sanitizer runs).  CUDA only: exit 77 without a device. */
#define _GNU_SOURCE /* setenv, unsetenv */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h> /* dup, dup2: the trace caught from stderr */
#include "gpusolve.h"
#include "test_common.h"

static int passes, fails;

static uint64_t rng = 0x9e3779b97f4a7c15ULL;
static double urand(void) /* in [-1, 1) */
{
  rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(rng >> 11) / 4503599627370496.0 - 1.0;
}

/* System k's kind: 0 dominant, then the failures listed above (every 7th
 * system from the 4th, their kinds in turn from 1 + shift: each kind is the
 * first failure, whose INFO the call reports, in one of four batches). */
static int shift;
static int kind_of(int k) { return k % 7 == 3 ? 1 + (k / 7 + shift) % 4 : 0; }

static void fill(const tc_prec *P, int n, int k, size_t lds, size_t ldb, void *dl, void *d,
                 void *du, void *b)
{
  const size_t o = (size_t)k * lds, ob = (size_t)k * ldb;
  const int kind = kind_of(k);
  for (int i = 0; i < n; i++) {
    const tc_dcplx l = urand() + (P->cplx ? I * urand() : 0);
    const tc_dcplx u = urand() + (P->cplx ? I * urand() : 0);
    tc_set(P, dl, o + i, l);
    tc_set(P, du, o + i, u);
    tc_set(P, d, o + i, 3.0 + urand() + (P->cplx ? I * urand() : 0));
    tc_set(P, b, ob + i, urand() + (P->cplx ? I * urand() : 0));
  }
  if (kind == 1) /* row 0's pivot zero */
    tc_set(P, d, o, 0);
  else if (kind == 2) /* a NaN in row n/2 of B */
    tc_set(P, b, ob + (size_t)n / 2, NAN);
  else if (kind == 3 && n >= 4) { /* level 1's first pivot zero: rows 0..2 as
                                     [1 1 . ; 1 2 1 ; . 1 1] make b1' = 2 - 1 - 1 */
    tc_set(P, d, o, 1);
    tc_set(P, du, o, 1);
    tc_set(P, dl, o, 1);
    tc_set(P, d, o + 1, 2);
    tc_set(P, du, o + 1, 1);
    tc_set(P, dl, o + 1, 1);
    tc_set(P, d, o + 2, 1);
  } else if (kind == 4) { /* a tiny pivot under a huge right-hand side: X overflows */
    const int single = P->size == 4 || (P->size == 8 && P->cplx);
    tc_set(P, d, o + (size_t)n / 3, single ? 1e-30 : 1e-300);
    tc_set(P, b, ob + (size_t)n / 3, single ? 1e30 : 1e300);
  }
}

/* cr: gpu_?gtsv_cr instead, system 0's matrix for batch right-hand sides
 * (a batch whose systems share one matrix: LDS = 0 inside) */
static int cr;

/* The call with GPUSOLVE_CR_KERNEL=kernel; *ran_rb: whether the library's
 * trace (GPUSOLVE_CR_TRACE, caught from stderr through a temporary file)
 * names k_cr_rb, so that a forced kernel that cannot run (and falls back)
 * does not pass as a comparison of the two. */
static gpu_int run(const tc_prec *P, const char *kernel, int n, int batch, size_t lds, size_t ldb,
                   void *const sys[3], const void *b, void *x, int *ran_rb)
{
  gpu_int info = GPU_ERR_INTERNAL;
  char line[256];
  FILE *t = tmpfile();
  const int saved = t ? dup(2) : -1;
  memcpy(x, b, P->size * ldb * (size_t)batch);
  setenv("GPUSOLVE_CR_KERNEL", kernel, 1);
  setenv("GPUSOLVE_CR_TRACE", "1", 1);
  fflush(stderr);
  if (saved >= 0)
    dup2(fileno(t), 2);
  if (cr)
    tc_gtsv(P, TC_CR, 0, n, batch, sys[0], sys[1], sys[2], 0, x, (gpu_int)ldb, &info);
  else
    tc_gtsv(P, TC_CR_BATCH, 0, n, batch, sys[0], sys[1], sys[2], (gpu_int)lds, x, (gpu_int)ldb,
            &info);
  fflush(stderr);
  if (saved >= 0) {
    dup2(saved, 2);
    close(saved);
  }
  unsetenv("GPUSOLVE_CR_TRACE");
  unsetenv("GPUSOLVE_CR_KERNEL");
  *ran_rb = 0;
  if (t) {
    rewind(t);
    while (fgets(line, sizeof line, t))
      if (strstr(line, "k_cr_rb"))
        *ran_rb = 1;
    fclose(t);
  }
  return info;
}

static void one_case(const tc_prec *P, int n, int batch)
{
  const size_t lds = (size_t)n + 3, ldb = (size_t)n + 5, es = P->size;
  const size_t ns = lds * (size_t)batch, nb = ldb * (size_t)batch;
  void *sys[3] = {malloc(es * ns), malloc(es * ns), malloc(es * ns)};
  void *b = malloc(es * nb), *xr = malloc(es * nb), *xs = malloc(es * nb);
  if (!sys[0] || !sys[1] || !sys[2] || !b || !xr || !xs) {
    printf("FAILED: %c n %d: out of memory\n", P->p, n);
    fails++;
  } else {
    memset(sys[0], 0, es * ns);
    memset(sys[1], 0, es * ns);
    memset(sys[2], 0, es * ns);
    memset(b, 0, es * nb);
    for (int k = 0; k < batch; k++)
      fill(P, n, k, lds, ldb, sys[0], sys[1], sys[2], b);
    int rb_r = 0, rb_s = 0;
    const gpu_int ir = run(P, "rb", n, batch, lds, ldb, sys, b, xr, &rb_r);
    const gpu_int is = run(P, "smem", n, batch, lds, ldb, sys, b, xs, &rb_s);
    /* k_cr_rb runs forced at every order here but single precision's 32,
       which a warp segment takes (k_cr_warp, GS_CR_WARP_MAX) */
    const int rb_ok = rb_r == !(P->size == 4 && n <= 32) && !rb_s;
    const int bits = memcmp(xr, xs, es * nb) == 0;
    double dmax = 0, xmax = 0;
    size_t first = (size_t)-1;
    for (size_t i = 0; i < nb; i++) {
      const tc_dcplx a = tc_get(P, xr, i), c = tc_get(P, xs, i);
      if (memcmp(tc_at(P, xr, i), tc_at(P, xs, i), es) != 0 && first == (size_t)-1)
        first = i;
      if (tc_isfinite(P, xr, i) && tc_isfinite(P, xs, i)) {
        dmax = fmax(dmax, cabs(a - c));
        xmax = fmax(xmax, cabs(c));
      }
    }
    if (!bits)
      printf("  first difference at system %d row %d; max|x_rb - x_smem| / max|x| = %.2e\n",
             (int)(first / ldb), (int)(first % ldb), xmax > 0 ? dmax / xmax : dmax);
    /* a failed system keeps its B (those that are made to fail all do; a
       tiny pivot might not, on a short system) */
    int kept = 1, nfail = 0;
    for (int k = 0; k < batch; k++)
      if (kind_of(k) != 0 && (kind_of(k) != 4 || ir > 0)) {
        const size_t o = (size_t)k * ldb * es;
        const int same = memcmp((char *)xr + o, (char *)b + o, es * (size_t)n) == 0;
        nfail++;
        if (kind_of(k) != 4)
          kept = kept && same;
      }
    const int pass = rb_ok && ir == is && bits && (cr || (kept && (nfail == 0 || ir > 0)));
    printf("%s%c n %5d batch %3d: %s, INFO %d / %d (system %d row %d), X %s, failed B %s  %s\n",
           cr ? "gtsv_cr " : "", P->p, n, batch,
           rb_ok ? (rb_r ? "k_cr_rb ran" : "k_cr_warp ran") : "KERNELS NOT AS ASKED", (int)ir,
           (int)is, ir > 0 ? (int)((ir - 1) / n) : -1, ir > 0 ? (int)(ir - (ir - 1) / n * n) : 0,
           bits ? "bit for bit" : "DIFFERS",
           cr ? "not checked (one matrix: the made failures are not failures)"
              : kept ? "kept"
                     : "CHANGED",
           pass ? "ok" : "FAILED");
    if (pass)
      passes++;
    else
      fails++;
  }
  for (int k = 0; k < 3; k++)
    free(sys[k]);
  free(b);
  free(xr);
  free(xs);
}

int main(int argc, char **argv)
{
  /* optional: the precisions (default "sd") and the largest order (for
     compute-sanitizer runs) */
  const char *precs = argc > 1 ? argv[1] : "sd";
  const int nmax = argc > 2 ? atoi(argv[2]) : 1 << 30;
  static const int ns[] = {32,   33,   100,  255,  256,  257,  511,  512,  513,  1000,
                           1024, 1025, 1500, 2047, 2048, 2049, 3000, 4095, 4096, 4097,
                           4098, 4111, 4113, 6000, 8191, 8192, 8193};
  if (!gpu_cuda_available() || gpu_set_backend(GPU_BACKEND_CUDA) != 0) {
    printf("SKIP: no CUDA device\n");
    return 77;
  }
  for (const char *p = precs; *p; p++) {
    const tc_prec *P = tc_prec_get(*p);
    for (size_t q = 0; q < sizeof ns / sizeof ns[0] && ns[q] <= nmax; q++) {
      one_case(P, ns[q], 5);  /* system 3 fails, 0 .. 2 and 4 are solved */
      one_case(P, ns[q], 3);  /* all solved */
      for (shift = 0; shift < 4; shift++) /* failures of every kind among solved ones */
        one_case(P, ns[q], 40);
      shift = 0;
      if (ns[q] == 512 || ns[q] == 2049 || ns[q] == 4097) { /* gpu_?gtsv_cr, 300 columns */
        cr = 1;
        one_case(P, ns[q], 300);
        cr = 0;
      }
    }
  }
  gpu_finalize();
  printf("%d passed, %d failed\n", passes, fails);
  return fails ? 1 : 0;
}
