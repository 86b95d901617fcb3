/* test_threads.c -- concurrent calls from several host threads (an OpenMP
 * Fortran code calling gpusolve inside a parallel region).  Every thread
 * solves its own systems on the current backend; each result must equal,
 * bit for bit, the same solve made alone beforehand (the solver is
 * deterministic), on every available backend.  Exit status = failures. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"

#define NSYS 8
#define REPS 4

static double lcg(unsigned long long *s)
{
  *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(*s >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

static int run(int backend)
{
  int fails = 0;
  const gpu_int n = 100003, nrhs = 2;
  double *dl[NSYS], *d[NSYS], *du[NSYS], *b[NSYS], *ref[NSYS];
  if (gpu_set_backend(backend) != 0)
    return 0;
  for (int s = 0; s < NSYS; s++) {
    unsigned long long seed = 12345 + s;
    dl[s] = malloc(sizeof(double) * n);
    d[s] = malloc(sizeof(double) * n);
    du[s] = malloc(sizeof(double) * n);
    b[s] = malloc(sizeof(double) * n * nrhs);
    ref[s] = malloc(sizeof(double) * n * nrhs);
    for (gpu_int i = 0; i < n; i++) {
      dl[s][i] = lcg(&seed);
      d[s][i] = lcg(&seed);
      du[s][i] = lcg(&seed);
    }
    for (gpu_int i = 0; i < n * nrhs; i++)
      b[s][i] = lcg(&seed);
    memcpy(ref[s], b[s], sizeof(double) * n * nrhs);
    gpu_int info;
    gpu_dgtsv_spike(n, nrhs, dl[s], d[s], du[s], ref[s], n, &info);
    if (info != 0) {
      printf("FAILED %s: reference solve %d INFO=%d\n", gpu_backend_name(backend), s, (int)info);
      fails++;
    }
  }
#pragma omp parallel for schedule(dynamic) reduction(+ : fails)
  for (int k = 0; k < NSYS * REPS; k++) {
    int s = k % NSYS;
    gpu_int info;
    double *x = malloc(sizeof(double) * n * nrhs);
    memcpy(x, b[s], sizeof(double) * n * nrhs);
    gpu_dgtsv_spike(n, nrhs, dl[s], d[s], du[s], x, n, &info);
    if (info != 0 || memcmp(x, ref[s], sizeof(double) * n * nrhs) != 0) {
      printf("FAILED %s: concurrent solve of system %d differs (INFO=%d)\n", gpu_backend_name(backend),
             s, (int)info);
      fails++;
    }
    free(x);
  }
  printf("%s backend: %d concurrent solves, %d failed\n", gpu_backend_name(backend), NSYS * REPS, fails);
  for (int s = 0; s < NSYS; s++) {
    free(dl[s]);
    free(d[s]);
    free(du[s]);
    free(b[s]);
    free(ref[s]);
  }
  return fails;
}

int main(void)
{
  int fails = run(GPU_BACKEND_CPU);
  int runs = 1;
  if (gpu_cuda_available()) {
    fails += run(GPU_BACKEND_CUDA);
    runs++;
  }
  gpu_finalize();
  printf("%d passed, %d failed\n", runs - (fails > 0), fails > 0);
  return fails > 76 ? 76 : fails;
}
