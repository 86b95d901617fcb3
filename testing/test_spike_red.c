/* test_spike_red.c -- the CUDA backend's ways to the same X in gpu_?gtsv_spike.
 *
 * 1. The reduced system: its wide levels merged in registers and its narrow
 * ones in shared memory (the default: k_red_up_reg, k_red_down_reg,
 * k_red_tail_smem; with one column level 0's down-sweep also does the
 * stability guard and the refinement's gate), against the wide levels
 * staged through shared memory and the narrow ones in global memory
 * (GPUSOLVE_SPIKE_RED=staged, read at every call: k_red_up_smem,
 * k_red_down_smem, k_red_tail, k_guard, k_bnd_gate).  Both run
 * gtsv_core.inc's merges on the same entries, so X must agree: bit for bit
 * with nvcc 13.0 (docs/performance.md, session 14); the test allows
 * rounding, since a compiler may fuse the products differently in the two
 * kernels, but no more: the same INFO and max|x_reg - x_staged| <=
 * sqrt(eps) max|x_staged|.  A kernel that merged the wrong entries or lost
 * a group misses that by far.
 * 2. The refinement's corrections: partitions whose correction is below
 * half an ulp of every entry left alone (the default), against every
 * correction added (GPUSOLVE_SPIKE_SKIP=0); and W and V made again by
 * k_spikes where a correction needs them (GPUSOLVE_SPIKE_WV=recompute)
 * against W and V kept by pass 1.  Both must give X bit for bit.
 * Sizes whose levels end in a short group at the register kernels of 8
 * (level 0) and 4 (level 1): n = 100003 and 1000003; gallery types 1 and 2
 * (random and LAPACK's GT type 2: the boundary refinement solves the
 * reduced system twice) and 31 (diagonally dominant); s, d, c, z; one
 * right-hand side (the register kernels' case) and three (the staged
 * kernels both times).  CUDA only: exit 77 without a device. */
#define _GNU_SOURCE /* setenv, unsetenv */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"
#include "test_common.h"

#define TAG_RHS 0x726564ULL /* the right-hand sides' random stream */

static int passes, fails;

/* The settings compared (environment variables, read at every call). */
enum { V_DEFAULT, V_STAGED, V_NOSKIP, V_RECOMPUTE, NV };
static const char *const vname[NV] = {"default", "staged", "skip=0", "wv=recompute"};

/* X of gpu_?gtsv_spike (host form) on copies of the system under setting
 * v; returns INFO. */
static gpu_int solve(const tc_prec *P, const tc_system *sy, gpu_int n, int nrhs, void *x, int v)
{
  if (v == V_STAGED)
    setenv("GPUSOLVE_SPIKE_RED", "staged", 1);
  if (v == V_NOSKIP)
    setenv("GPUSOLVE_SPIKE_SKIP", "0", 1);
  if (v == V_RECOMPUTE)
    setenv("GPUSOLVE_SPIKE_WV", "recompute", 1);
  const gpu_int info = tc_system_spike(P, sy, n, nrhs, x);
  unsetenv("GPUSOLVE_SPIKE_RED");
  unsetenv("GPUSOLVE_SPIKE_SKIP");
  unsetenv("GPUSOLVE_SPIKE_WV");
  return info;
}

static void one_case(const tc_prec *P, int type, gpu_int n, int nrhs)
{
  const size_t es = P->size, nb = (size_t)n * (size_t)nrhs;
  void *xr = malloc(es * nb), *xs = malloc(es * nb);
  tc_system sy;
  if (!xr || !xs || tc_system_make(&sy, P, type, n, nrhs, TAG_RHS) != 0) {
    printf("FAILED: %c type %d n %d: out of memory or no matrix\n", P->p, type, (int)n);
    fails++;
  } else {
    const gpu_int ir = solve(P, &sy, n, nrhs, xr, V_DEFAULT);
    for (int v = V_STAGED; v < NV; v++) {
      const gpu_int is = solve(P, &sy, n, nrhs, xs, v);
      double dmax = 0, xmax = 0;
      int finite = 1;
      for (size_t i = 0; i < nb; i++) {
        const tc_dcplx a = tc_get(P, xr, i), c = tc_get(P, xs, i);
        finite = finite && tc_isfinite(P, xr, i) && tc_isfinite(P, xs, i);
        dmax = fmax(dmax, cabs(a - c));
        xmax = fmax(xmax, cabs(c));
      }
      const int bits = tc_same_bytes(xr, xs, es * nb);
      const int pass = ir == is && ir == 0 && finite &&
                       (v == V_STAGED ? dmax <= sqrt(P->eps) * xmax : bits);
      printf("%c type %2d n %7d nrhs %d, default / %-12s: INFO %d / %d, max|dx| / max|x| = "
             "%.2e (%s)  %s\n",
             P->p, type, (int)n, nrhs, vname[v], (int)ir, (int)is, xmax > 0 ? dmax / xmax : dmax,
             bits ? "bit for bit" : "rounding", pass ? "ok" : "FAILED");
      if (pass)
        passes++;
      else
        fails++;
    }
    tc_system_free(&sy);
  }
  free(xr);
  free(xs);
}

int main(void)
{
  static const gpu_int ns[] = {100003, 1000003};
  static const int types[] = {1, 2, 31};
  if (!gpu_cuda_available() || gpu_set_backend(GPU_BACKEND_CUDA) != 0) {
    printf("SKIP: no CUDA device\n");
    return 77;
  }
  for (const char *p = "sdcz"; *p; p++)
    for (size_t q = 0; q < sizeof ns / sizeof ns[0]; q++)
      for (size_t t = 0; t < sizeof types / sizeof types[0]; t++)
        for (int nrhs = 1; nrhs <= 3; nrhs += 2)
          one_case(tc_prec_get(*p), types[t], ns[q], nrhs);
  gpu_finalize();
  printf("%d passed, %d failed\n", passes, fails);
  return fails ? 1 : 0;
}
