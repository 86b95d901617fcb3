/* test_refine_skip.c -- SPIKE's boundary refinement leaves out the
 * corrections that cannot change X (gtsv_core.inc's gate_terms: the bound on
 * a partition's correction below eps/4 of its smallest component), on the
 * CPU backend and, where there is a device, the CUDA one.  The claim is
 * exact: X must be the same bit for bit as with every correction added
 * (GPUSOLVE_SPIKE_SKIP=0).  And the test must exercise what it checks: on
 * the CPU backend, whose trace names how many partitions each step
 * corrects, each precision must have a step that corrects some partitions
 * and leaves out others.  (The CUDA backend does not count them: there the
 * test checks the bits only; docs/performance.md, session 19, has the
 * kernel times that show the skipping.)
 * gpu_?gtsv_spike (host form), s d c z, gallery types 1 and 2 (random and
 * LAPACK's GT type 2: one refinement step) and 31 (diagonally dominant),
 * nrhs 1 and 3; n = 65537 with 8-row partitions on the CPU (many
 * partitions, several reduced levels), n = 100003 on CUDA (level 0 in
 * registers). */
#define _GNU_SOURCE /* setenv, unsetenv */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"
#include "test_common.h"

#define TAG_RHS 0x736b70ULL /* the right-hand sides' random stream */

static int passes, fails;
static FILE *trace;    /* the library's stderr (its trace) goes here */
static int mixed[256]; /* CPU steps that left out some partitions and corrected others,
                          by precision */

/* The CPU trace lines "step k corrects K of P partitions" written since
 * offset `from` of the trace: how many have 0 < K < P. */
static int scan_trace(long from)
{
  char line[512];
  int n = 0;
  fflush(stderr);
  if (fseek(trace, from, SEEK_SET) != 0)
    return 0;
  while (fgets(line, sizeof line, trace)) {
    const char *s = strstr(line, " corrects ");
    long long k, p;
    if (s && sscanf(s, " corrects %lld of %lld", &k, &p) == 2)
      n += k > 0 && k < p;
  }
  fseek(trace, 0, SEEK_END); /* the file's offset is stderr's too */
  return n;
}

/* X of gpu_?gtsv_spike on copies of the system, corrections left out
 * (skip) or all added; returns INFO. */
static gpu_int solve(const tc_prec *P, const tc_system *sy, gpu_int n, int nrhs, void *x,
                     int skip)
{
  if (!skip)
    setenv("GPUSOLVE_SPIKE_SKIP", "0", 1);
  const gpu_int info = tc_system_spike(P, sy, n, nrhs, x);
  unsetenv("GPUSOLVE_SPIKE_SKIP");
  return info;
}

static void one_case(const tc_prec *P, const char *backend, int type, gpu_int n, int nrhs)
{
  const size_t es = P->size, nb = (size_t)n * (size_t)nrhs;
  void *x1 = malloc(es * nb), *x0 = malloc(es * nb);
  tc_system sy;
  if (!x1 || !x0 || tc_system_make(&sy, P, type, n, nrhs, TAG_RHS) != 0) {
    printf("FAILED: %s %c type %d n %d: out of memory or no matrix\n", backend, P->p, type,
           (int)n);
    fails++;
  } else {
    fflush(stderr);
    const long from = ftell(trace);
    const gpu_int i1 = solve(P, &sy, n, nrhs, x1, 1);
    if (strcmp(backend, "cpu") == 0)
      mixed[(unsigned char)P->p] += scan_trace(from);
    const gpu_int i0 = solve(P, &sy, n, nrhs, x0, 0);
    const int bits = tc_same_bytes(x1, x0, es * nb), pass = i1 == 0 && i0 == 0 && bits;
    printf("%-4s %c type %2d n %6d nrhs %d: INFO %d / %d, X %s  %s\n", backend, P->p, type,
           (int)n, nrhs, (int)i1, (int)i0, bits ? "bit for bit" : "DIFFERS", pass ? "ok" : "FAILED");
    if (pass)
      passes++;
    else
      fails++;
    tc_system_free(&sy);
  }
  free(x1);
  free(x0);
}

int main(void)
{
  static const int types[] = {1, 2, 31};
  const int cuda = gpu_cuda_available();
  /* the library's trace (read once, at its first call) into a file, for
     the CPU steps' counts; stderr is restored before the verdict */
  int saved;
  if (!(trace = tc_trace_begin(&saved))) {
    printf("FAILED: no file for the trace\n");
    return 1;
  }
  for (int on_gpu = 0; on_gpu <= cuda; on_gpu++) {
    const char *backend = on_gpu ? "cuda" : "cpu";
    if (gpu_set_backend(on_gpu ? GPU_BACKEND_CUDA : GPU_BACKEND_CPU) != 0) {
      printf("FAILED: backend %s not taken\n", backend);
      fails++;
      continue;
    }
    const gpu_int n = on_gpu ? 100003 : 65537;
    if (!on_gpu)
      setenv("GPUSOLVE_CPU_PARTITION", "8", 1);
    for (const char *p = "sdcz"; *p; p++)
      for (size_t k = 0; k < sizeof types / sizeof types[0]; k++)
        for (int nrhs = 1; nrhs <= 3; nrhs += 2)
          one_case(tc_prec_get(*p), backend, types[k], n, nrhs);
    unsetenv("GPUSOLVE_CPU_PARTITION");
  }
  gpu_finalize();
  tc_trace_end(trace, saved);
  for (const char *p = "sdcz"; *p; p++) {
    printf("%c: CPU refinement steps that left out some partitions and corrected others: %d\n",
           *p, mixed[(unsigned char)*p]);
    if (mixed[(unsigned char)*p] == 0) { /* the test would not test the skip */
      printf("FAILED: %c: no CPU step both left out and corrected partitions\n", *p);
      fails++;
    }
  }
  printf("%d passed, %d failed\n", passes, fails);
  return fails ? 1 : 0;
}
