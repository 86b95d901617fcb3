/* cmpx_spike13.c -- a session tool (not part of the project; session 13's
 * copy of cmpx_spike.c): gpu_?gtsv_spike on the CUDA backend on fixed data;
 * prints INFO and a hash of the bits of X per case, so that two builds can
 * be compared bit for bit.  Kinds: 0 diagonally dominant, 1 random, 2 the
 * first half of the rows dominant and the rest random, 3 the reverse (tiles
 * of both sorts in one matrix, with a refinement). */
#include <complex.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"

static uint64_t rng = 88172645463325252ULL;
static double urand(void)
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (double)(rng >> 11) / 9007199254740992.0;
}
static double entry(int kind, int diag, size_t i, size_t n)
{
  const int dom = kind == 0 || (kind == 2 && i < n / 2) || (kind == 3 && i >= n / 2);
  if (dom)
    return diag ? 4.0 + urand() : urand() - 0.5;
  return 2.0 * urand() - 1.0;
}
static uint64_t fnv(const void *p, size_t len, uint64_t h)
{
  const unsigned char *c = p;
  for (size_t i = 0; i < len; i++)
    h = (h ^ c[i]) * 1099511628211ULL;
  return h;
}
#define CASE(P, T, CALL, SET)                                                                    \
  do {                                                                                           \
    T *dl = malloc(n * sizeof(T)), *d = malloc(n * sizeof(T)), *du = malloc(n * sizeof(T)),      \
      *b = malloc(n * nrhs * sizeof(T));                                                         \
    for (size_t i = 0; i < n; i++) {                                                             \
      SET(dl[i], entry(kind, 0, i, n));                                                          \
      SET(d[i], entry(kind, 1, i, n));                                                           \
      SET(du[i], entry(kind, 0, i, n));                                                          \
    }                                                                                            \
    for (size_t i = 0; i < n * nrhs; i++)                                                        \
      SET(b[i], urand() - 0.5);                                                                  \
    gpu_int info = 0;                                                                            \
    CALL((gpu_int)n, nrhs, dl, d, du, b, (gpu_int)n, &info);                                     \
    printf("%c kind %d n %zu nrhs %d info %d hash %016llx\n", P, kind, n, nrhs, info,            \
           (unsigned long long)fnv(b, n * nrhs * sizeof(T), 1469598103934665603ULL));            \
    free(dl); free(d); free(du); free(b);                                                        \
  } while (0)
#define SETR(x, v) ((x) = (v))
#define SETC(x, v) ((x) = (v) + (v) * 0.5 * I)
int main(void)
{
  static const size_t ns[] = {100, 1000, 4099, 65537, 300001, 1048576, 4194304};
  if (gpu_set_backend(GPU_BACKEND_CUDA) != 0)
    return 77;
  for (size_t q = 0; q < sizeof ns / sizeof ns[0]; q++)
    for (int kind = 0; kind < 4; kind++)
      for (int nrhs = 1; nrhs <= 3; nrhs += 2) {
        const size_t n = ns[q];
        CASE('s', float, gpu_sgtsv_spike, SETR);
        CASE('d', double, gpu_dgtsv_spike, SETR);
        CASE('c', float _Complex, gpu_cgtsv_spike, SETC);
        CASE('z', double _Complex, gpu_zgtsv_spike, SETC);
      }
  return 0;
}
