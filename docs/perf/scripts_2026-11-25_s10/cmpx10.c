/* cmpx10.c -- a session tool (not part of the project): gpu_?gtsv_spike on
 * fixed data on the backend named by argv[1] (cpu or cuda); prints INFO and
 * a hash of the bits of X per case, so that two builds can be compared bit
 * for bit.  Session 5's cmpx_spike.c with a backend argument and matrices
 * scaled near the ends of the exponent range (the 2-by-2 blocks' scaling
 * then leaves the fast powers of two: kinds 2 to 5), and a kind with many
 * 2-by-2 blocks (small diagonal, kind 6).  Build:
 *   gcc -O2 -Iinclude cmpx9.c LIB -L/usr/local/cuda/lib64 -lcusparse -lcublas
 *     -lcudart -llapack -lblas -lgfortran -lgomp -lstdc++ -lm -o cmpx9 */
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"

static uint64_t rng;
static double urand(void)
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (double)(rng >> 11) / 9007199254740992.0;
}
/* kind 0 diagonally dominant, 1 random U(-1,1), 2..5 random scaled by 2^sc
 * with sc = +-(emax-2) and +-(emin+30) of the precision, 6 diagonal 0.01 U */
static double entry(int kind, int diag, int dbl)
{
  static const int scd[] = {1021, -1000, 1020, -1040}, scs[] = {125, -100, 124, -140};
  if (kind == 0)
    return diag ? 4.0 + urand() : urand() - 0.5;
  if (kind == 6)
    return diag ? 0.01 * (2.0 * urand() - 1.0) : 2.0 * urand() - 1.0;
  double v = 2.0 * urand() - 1.0;
  if (kind >= 2)
    v = ldexp(v, dbl ? scd[kind - 2] : scs[kind - 2]);
  return v;
}
static uint64_t fnv(const void *p, size_t len, uint64_t h)
{
  const unsigned char *c = p;
  for (size_t i = 0; i < len; i++)
    h = (h ^ c[i]) * 1099511628211ULL;
  return h;
}
#define CASE(P, T, DBL, CALL, SET)                                                         \
  do {                                                                                     \
    T *dl = malloc(n * sizeof(T)), *d = malloc(n * sizeof(T)), *du = malloc(n * sizeof(T)), \
      *b = malloc(n * nrhs * sizeof(T));                                                   \
    rng = 88172645463325252ULL + 977 * (uint64_t)(kind + 7 * q);                           \
    for (size_t i = 0; i < n; i++) {                                                       \
      SET(dl[i], entry(kind, 0, DBL));                                                     \
      SET(d[i], entry(kind, 1, DBL));                                                      \
      SET(du[i], entry(kind, 0, DBL));                                                     \
    }                                                                                      \
    for (size_t i = 0; i < n * nrhs; i++)                                                  \
      SET(b[i], urand() - 0.5);                                                            \
    gpu_int info = 0;                                                                      \
    CALL((gpu_int)n, nrhs, dl, d, du, b, (gpu_int)n, &info);                               \
    printf("%c kind %d n %zu nrhs %d info %d hash %016llx\n", P, kind, n, nrhs, info,      \
           (unsigned long long)fnv(b, n * nrhs * sizeof(T), 1469598103934665603ULL));      \
    free(dl); free(d); free(du); free(b);                                                  \
  } while (0)
#define SETR(x, v) ((x) = (v))
#define SETC(x, v) ((x) = (v) + (v) * 0.5 * I)
int main(int argc, char **argv)
{
  static const size_t ns[] = {100, 1000, 4099, 65537, 300001, 1048576};
  const int cuda = argc > 1 && strcmp(argv[1], "cuda") == 0;
  const size_t nq = argc > 2 ? (size_t)atoi(argv[2]) : sizeof ns / sizeof ns[0];
  if (gpu_set_backend(cuda ? GPU_BACKEND_CUDA : GPU_BACKEND_CPU) != 0)
    return 77;
  for (size_t q = 0; q < nq; q++)
    for (int kind = 0; kind < 7; kind++)
      for (int nrhs = 1; nrhs <= 9; nrhs *= 3) {
        const size_t n = ns[q];
        CASE('s', float, 0, gpu_sgtsv_spike, SETR);
        CASE('d', double, 1, gpu_dgtsv_spike, SETR);
        CASE('c', float _Complex, 0, gpu_cgtsv_spike, SETC);
        CASE('z', double _Complex, 1, gpu_zgtsv_spike, SETC);
      }
  return 0;
}
