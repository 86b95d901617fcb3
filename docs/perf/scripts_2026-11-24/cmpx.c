/* cmpx.c -- a session tool (not part of the project): solves fixed batches
 * with gpu_?gtsv_cr_batch on the CUDA backend and prints INFO and a hash of
 * the bits of X per case, so that two builds can be compared bit for bit. */
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
static double entry(int kind, int diag)
{
  if (kind == 0) /* dominant */
    return diag ? 4.0 + urand() : urand() - 0.5;
  if (kind == 1) /* random, not dominant */
    return 2.0 * urand() - 1.0;
  return (double)((int)(urand() * 4.0) - 1); /* small integers: exact zero pivots */
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
    T *dl = malloc(tot * sizeof(T)), *d = malloc(tot * sizeof(T)), *du = malloc(tot * sizeof(T)), \
      *b = malloc(tot * sizeof(T));                                                              \
    for (size_t i = 0; i < tot; i++) {                                                           \
      SET(dl[i], entry(kind, 0));                                                                \
      SET(d[i], entry(kind, 1));                                                                 \
      SET(du[i], entry(kind, 0));                                                                \
      SET(b[i], urand() - 0.5);                                                                  \
    }                                                                                            \
    gpu_int info = 0;                                                                            \
    CALL(n, batch, dl, d, du, n, b, n, &info);                                                   \
    printf("%c kind %d n %d batch %d info %d hash %016llx\n", P, kind, n, batch, info,           \
           (unsigned long long)fnv(b, tot * sizeof(T), 1469598103934665603ULL));                 \
    free(dl); free(d); free(du); free(b);                                                        \
  } while (0)
#define SETR(x, v) ((x) = (v))
#define SETC(x, v) ((x) = (v) + (v) * 0.5 * I)

int main(void)
{
  static const int ns[] = {17, 33, 63, 64, 65, 66, 100, 127, 128, 129, 130, 131, 200, 255, 256,
                           257, 258, 259, 260, 500, 511, 512, 513, 514, 1000, 1023, 1024, 1025,
                           2047, 2048, 2049, 4095, 4096, 4097, 8191, 10000, 65537};
  const char *be = getenv("CMPX_BACKEND"); /* "cpu": the CPU backend (session 6: INFO of both) */
  if (gpu_set_backend(be && strcmp(be, "cpu") == 0 ? GPU_BACKEND_CPU : GPU_BACKEND_CUDA) != 0) {
    printf("no such backend\n");
    return 77;
  }
  for (size_t q = 0; q < sizeof ns / sizeof ns[0]; q++)
    for (int kind = 0; kind < 3; kind++) {
      const int n = ns[q];
      const int reps = kind == 2 ? 40 : 1; /* integer matrices: many single systems (INFO) */
      for (int r = 0; r < reps; r++) {
        const int batch = kind == 2 ? 1 : (n > 10000 ? 3 : 2 + (int)(20000 / n));
        const size_t tot = (size_t)n * (size_t)batch;
        CASE('s', float, gpu_sgtsv_cr_batch, SETR);
        CASE('d', double, gpu_dgtsv_cr_batch, SETR);
        CASE('c', float _Complex, gpu_cgtsv_cr_batch, SETC);
        CASE('z', double _Complex, gpu_zgtsv_cr_batch, SETC);
      }
    }
  return 0;
}
