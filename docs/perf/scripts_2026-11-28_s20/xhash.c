/* xhash.c -- session 20's tool: X of gpu_?gtsv_spike as a 64-bit FNV-1a
 * hash of its bytes, one line per case, so that two builds of the library
 * can be shown to give the same bits (diff of their outputs).  The backend
 * is GPUSOLVE_BACKEND's (the host form: on CUDA it runs the device kernels
 * through the staging).  Matrices: random entries in [-1, 1) on all three
 * diagonals ("random"), and the same with 4 added to the diagonal
 * ("diagdom"), as timing_gtsv's kinds; B random.
 *
 *   cc -O2 -I include xhash.c -o xhash -L<build>/.libs -lgpusolve ...
 *   GPUSOLVE_BACKEND=cpu ./xhash [n ...]
 */
#include <complex.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"

static uint64_t rng = 88172645463325252ull;
static double urand(void) /* [-1, 1) */
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (double)(rng >> 11) * (2.0 / 9007199254740992.0) - 1.0;
}

static uint64_t fnv(const void *p, size_t bytes)
{
  const unsigned char *c = p;
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < bytes; i++)
    h = (h ^ c[i]) * 1099511628211ull;
  return h;
}

/* Fill k reals (2k for complex: re, im in turn); dominant adds 4 to the
   real part of each entry (the diagonal). */
static void fill(char prec, void *a, size_t k, int dominant)
{
  for (size_t i = 0; i < k; i++) {
    double re = urand() + (dominant ? 4.0 : 0.0), im = (prec == 'c' || prec == 'z') ? urand() : 0;
    switch (prec) {
    case 's': ((float *)a)[i] = (float)re; break;
    case 'd': ((double *)a)[i] = re; break;
    case 'c': ((float *)a)[2 * i] = (float)re; ((float *)a)[2 * i + 1] = (float)im; break;
    default: ((double *)a)[2 * i] = re; ((double *)a)[2 * i + 1] = im; break;
    }
  }
}

int main(int argc, char **argv)
{
  const char precs[] = "sdcz";
  long ns[8] = {100003, 1000003, 4194305};
  int nn = 3;
  if (argc > 1) {
    nn = 0;
    for (int i = 1; i < argc && nn < 8; i++)
      ns[nn++] = strtol(argv[i], NULL, 10);
  }
  for (int ip = 0; ip < 4; ip++) {
    const char prec = precs[ip];
    const size_t es = prec == 's' ? 4 : prec == 'z' ? 16 : 8;
    for (int in = 0; in < nn; in++) {
      for (int dom = 0; dom < 2; dom++) {
        for (int nrhs = 1; nrhs <= 3; nrhs += 2) {
          const gpu_int n = (gpu_int)ns[in];
          char *dl = malloc(es * n), *d = malloc(es * n), *du = malloc(es * n),
               *b = malloc(es * n * nrhs);
          if (!dl || !d || !du || !b)
            return 2;
          fill(prec, dl, n - 1, 0);
          fill(prec, d, n, dom);
          fill(prec, du, n - 1, 0);
          fill(prec, b, (size_t)n * nrhs, 0);
          gpu_int info = -99;
          switch (prec) {
          case 's':
            gpu_sgtsv_spike(n, nrhs, (float *)dl, (float *)d, (float *)du, (float *)b, n, &info);
            break;
          case 'd':
            gpu_dgtsv_spike(n, nrhs, (double *)dl, (double *)d, (double *)du, (double *)b, n,
                            &info);
            break;
          case 'c':
            gpu_cgtsv_spike(n, nrhs, (gpu_complex_float *)dl, (gpu_complex_float *)d,
                            (gpu_complex_float *)du, (gpu_complex_float *)b, n, &info);
            break;
          default:
            gpu_zgtsv_spike(n, nrhs, (gpu_complex_double *)dl, (gpu_complex_double *)d,
                            (gpu_complex_double *)du, (gpu_complex_double *)b, n, &info);
            break;
          }
          printf("%c %s n=%ld nrhs=%d info=%d x=%016llx\n", prec, dom ? "diagdom" : "random",
                 (long)n, nrhs, (int)info, (unsigned long long)fnv(b, es * n * nrhs));
          free(dl);
          free(d);
          free(du);
          free(b);
        }
      }
    }
  }
  return 0;
}
