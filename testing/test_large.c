/* test_large.c -- one very large system in double through the host API,
 * gpu_dgtsv_spike: by default n = 2^31-1 (the largest gpu_int), whose
 * 69 GB of input (DL, D, DU, B) plus the solver's workspace exceed an 80 GB
 * device, so that the CUDA backend solves it in chunks of rows
 * (docs/gtsv_spike.md, "Systems larger than device memory").  Not part of
 * `make check` (it needs about 70 GB of host memory and minutes); run it by
 * hand on a GPU machine:
 *     OMP_NUM_THREADS=16 testing/test_large            # n = 2^31-1
 *     GPUSOLVE_SPIKE_TRACE=1 testing/test_large -n 100000000 --devmem 1G
 *
 * The matrix and a known solution are generated on the fly from a counter-
 * based random stream (entry i of a stream is a hash of (seed, stream, i)),
 * B = A x_true, so the host holds only DL, D, DU and B (4 arrays of n
 * doubles for one right-hand side).  After the solve, one OpenMP pass over
 * the rows regenerates b and x_true row by row and measures the residual of
 * the X that overwrote B: LAPACK's backward-error ratio
 * ||b - A x||_1 / (||A||_1 ||x||_1 eps) (the test suite's threshold is 30),
 * the componentwise backward error max_i |r_i| / (|A||x| + |b|)_i / eps, and
 * for the diagonally dominant matrix the error max|x - x_true| / max|x_true|.
 * Exit status 0 when INFO = 0 and the backward-error ratio is below 30. */
#include "config.h"
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "gpusolve.h"

/* Entry i of random stream s: U(-1, 1) from the splitmix64 finalizer of
 * (seed, s, i); the same on every machine and in any order. */
static double urand(uint64_t seed, uint64_t s, uint64_t i)
{
  uint64_t z = seed * 0x9e3779b97f4a7c15ULL + s * 0xbf58476d1ce4e5b9ULL + i + 1;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  z ^= z >> 31;
  return (double)(z >> 11) * 0x1.0p-52 - 1.0;
}

typedef struct {
  uint64_t seed;
  int dominant; /* d in [3, 5): diagonally dominant by rows and columns */
} gen_t;

static double gen_dl(const gen_t *g, int64_t i) { return urand(g->seed, 1, (uint64_t)i); }
static double gen_du(const gen_t *g, int64_t i) { return urand(g->seed, 2, (uint64_t)i); }
static double gen_d(const gen_t *g, int64_t i)
{
  const double u = urand(g->seed, 3, (uint64_t)i);
  return g->dominant ? 4.0 + u : u;
}
static double gen_x(const gen_t *g, int r, int64_t i)
{
  return urand(g->seed, 16 + (uint64_t)r, (uint64_t)i);
}

/* Row i of A x_true: b_i.  One compiled copy (noinline), so that the check
 * regenerates b bit for bit whatever the compiler contracts. */
static __attribute__((noinline)) double gen_b(const gen_t *g, int64_t n, int r, int64_t i)
{
  double s = gen_d(g, i) * gen_x(g, r, i);
  if (i > 0)
    s += gen_dl(g, i - 1) * gen_x(g, r, i - 1);
  if (i + 1 < n)
    s += gen_du(g, i) * gen_x(g, r, i + 1);
  return s;
}

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void usage(FILE *f)
{
  fprintf(f,
          "usage: test_large [options]\n"
          "Solves one system of order n in double with gpu_dgtsv_spike (host arrays) and\n"
          "checks the residual in one pass; host memory: (3 + nrhs) n doubles.\n"
          "  -n N              order (default 2147483647 = 2^31-1)\n"
          "  --nrhs R          right-hand sides (default 1)\n"
          "  --matrix dd|random  d in [3,5) (default) or in (-1,1); DL, DU in (-1,1)\n"
          "  --devmem BYTES    gpu_set_device_memory_limit(BYTES) first (default: none;\n"
          "                    GPUSOLVE_DEVICE_MEMORY applies as usual)\n"
          "  --backend cpu|cuda  (default: auto)\n"
          "  --seed S          (default 1)\n"
          "Environment: OMP_NUM_THREADS (generation, check, host copies);\n"
          "GPUSOLVE_SPIKE_TRACE=1 prints the chunks and the reduced system's checks.\n");
}

int main(int argc, char **argv)
{
  int64_t n = 2147483647;
  int nrhs = 1, backend = GPU_BACKEND_AUTO;
  size_t devmem = 0;
  gen_t g = {1, 1};
  double *dl, *d, *du, *b;
  gpu_int info = 0;
  double t0, t1, t_gen, t_solve, t_check;
  double r1max = 0, x1 = 0, anorm = 0, cwise = 0, errmax = 0, xtmax = 0, berr = 0;
  int nonfinite = 0;

  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      usage(stdout);
      return 0;
    } else if (!strcmp(a, "-n") && v) {
      n = strtoll(v, NULL, 10);
      i++;
    } else if (!strcmp(a, "--nrhs") && v) {
      nrhs = atoi(v);
      i++;
    } else if (!strcmp(a, "--matrix") && v && (!strcmp(v, "dd") || !strcmp(v, "random"))) {
      g.dominant = !strcmp(v, "dd");
      i++;
    } else if (!strcmp(a, "--devmem") && v) {
      char *end;
      double x = strtod(v, &end);
      x *= *end == 'K' || *end == 'k' ? 1024.0 : *end == 'M' || *end == 'm' ? 1048576.0
           : *end == 'G' || *end == 'g' ? 1073741824.0 : 1.0;
      devmem = (size_t)x;
      i++;
    } else if (!strcmp(a, "--backend") && v && (!strcmp(v, "cpu") || !strcmp(v, "cuda"))) {
      backend = !strcmp(v, "cpu") ? GPU_BACKEND_CPU : GPU_BACKEND_CUDA;
      i++;
    } else if (!strcmp(a, "--seed") && v) {
      g.seed = strtoull(v, NULL, 10);
      i++;
    } else {
      fprintf(stderr, "test_large: bad option or value: %s\n", a);
      usage(stderr);
      return 2;
    }
  }
  if (n < 3 || n > 2147483647 || nrhs < 1) {
    fprintf(stderr, "test_large: need 3 <= n <= 2^31-1 and nrhs >= 1\n");
    return 2;
  }
  if (gpu_set_backend(backend) != 0) {
    printf("SKIP: backend %s not available\n", gpu_backend_name(backend));
    return 77;
  }
  if (devmem && gpu_set_device_memory_limit(devmem) != 0) {
    fprintf(stderr, "test_large: --devmem %zu refused\n", devmem);
    return 2;
  }
  printf("%% gpusolve %s, %s, device memory cap %zu bytes (0: none), %d OpenMP threads\n",
         gpu_version(), gpu_device_name(), gpu_get_device_memory_limit(),
#ifdef _OPENMP
         omp_get_max_threads()
#else
         1
#endif
  );
  printf("%% n = %lld, nrhs = %d, %s matrix, seed %llu: %.1f GB of host arrays\n", (long long)n,
         nrhs, g.dominant ? "diagonally dominant" : "random", (unsigned long long)g.seed,
         (double)(3 + nrhs) * (double)n * 8 / 1e9);
  fflush(stdout);

  dl = malloc((size_t)(n - 1) * sizeof(double));
  d = malloc((size_t)n * sizeof(double));
  du = malloc((size_t)(n - 1) * sizeof(double));
  b = malloc((size_t)n * nrhs * sizeof(double));
  if (!dl || !d || !du || !b) {
    printf("FAILED: cannot allocate the host arrays\n");
    return 1;
  }

  t0 = now();
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i++) { /* first touch by the threads that check later */
    d[i] = gen_d(&g, i);
    if (i + 1 < n) {
      dl[i] = gen_dl(&g, i);
      du[i] = gen_du(&g, i);
    }
    for (int r = 0; r < nrhs; r++)
      b[i + r * n] = gen_b(&g, n, r, i);
  }
  t_gen = now() - t0;

  t0 = now();
  gpu_dgtsv_spike((gpu_int)n, nrhs, dl, d, du, b, (gpu_int)n, &info);
  t1 = now();
  t_solve = t1 - t0;
  printf("gpu_dgtsv_spike: INFO = %d (%s), %.2f s (generation %.2f s)\n", (int)info,
         gpu_strerror(info), t_solve, t_gen);
  fflush(stdout);
  if (info != 0)
    return 1;

  t0 = now();
  for (int r = 0; r < nrhs; r++) {
    const double *x = b + (size_t)r * n;
    double rs = 0, xs = 0, cw = 0, em = 0, xm = 0, an = 0;
    int bad = 0;
#pragma omp parallel for schedule(static) reduction(+ : rs, xs) reduction(max : cw, em, xm, an) \
    reduction(| : bad)
    for (int64_t i = 0; i < n; i++) {
      const double a = i > 0 ? dl[i - 1] : 0, c = i + 1 < n ? du[i] : 0;
      const double xl = i > 0 ? x[i - 1] : 0, xr = i + 1 < n ? x[i + 1] : 0;
      const double bi = gen_b(&g, n, r, i), xt = gen_x(&g, r, i);
      const double ri = bi - (a * xl + d[i] * x[i] + c * xr);
      const double den = fabs(a) * fabs(xl) + fabs(d[i]) * fabs(x[i]) + fabs(c) * fabs(xr) + fabs(bi);
      const double col = fabs(d[i]) + (i > 0 ? fabs(du[i - 1]) : 0) + (i + 1 < n ? fabs(dl[i]) : 0);
      bad |= !isfinite(x[i]);
      rs += fabs(ri);
      xs += fabs(x[i]);
      if (den > 0 && fabs(ri) / den > cw)
        cw = fabs(ri) / den;
      if (fabs(x[i] - xt) > em)
        em = fabs(x[i] - xt);
      if (fabs(xt) > xm)
        xm = fabs(xt);
      if (col > an)
        an = col;
    }
    nonfinite |= bad;
    r1max = rs > r1max ? rs : r1max;
    x1 = r == 0 || xs < x1 ? xs : x1;
    anorm = an;
    cwise = cw > cwise ? cw : cwise;
    errmax = em / xm > errmax ? em / xm : errmax;
    xtmax = xm;
    {
      const double be = rs / (an * xs * 0x1.0p-53);
      berr = be > berr || isnan(be) ? be : berr;
    }
  }
  t_check = now() - t0;
  (void)xtmax;
  printf("check (%.2f s): backward-error ratio ||b - A x||_1 / (||A||_1 ||x||_1 eps) = %.3g, "
         "componentwise max |r| / (|A||x| + |b|) / eps = %.3g\n",
         t_check, berr, cwise / 0x1.0p-53);
  printf("                ||A||_1 = %.4g, max ||r||_1 = %.3g, min ||x||_1 = %.4g; error "
         "max|x - x_true| / max|x_true| = %.3g%s\n",
         anorm, r1max, x1, errmax, g.dominant ? "" : " (random matrix: conditioning unknown)");
  if (nonfinite || !(berr < 30)) {
    printf("FAILED: %s\n", nonfinite ? "X not finite" : "backward-error ratio >= 30");
    return 1;
  }
  printf("ok\n");
  free(dl);
  free(d);
  free(du);
  free(b);
  gpu_finalize();
  return 0;
}
