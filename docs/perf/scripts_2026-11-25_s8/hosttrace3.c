/* hosttrace3.c -- a session tool (not part of the project): hosttrace2.c
 * with, before every call, the same bytes copied to the device from pinned
 * memory (cudaMemcpy from cudaMallocHost buffers, timed and printed), to see
 * whether the host form's slow copy-in state (about 32 ms against 25 at d
 * 2^25) comes with slow DMA from pinned memory too.  Run with
 * GPUSOLVE_SPIKE_TRACE=1 for the library's phase times.
 * Usage: hosttrace3 N REPS [s|d] */
#include <cuda_runtime.h>
#define _GNU_SOURCE
#include <sys/mman.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "gpusolve.h"

static double now_ms(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static int cmp(const void *a, const void *b)
{
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void *alloc(size_t bytes)
{
  void *p = NULL;
  const char *t = getenv("HT_THP");
  if (posix_memalign(&p, (size_t)2 << 20, bytes))
    return NULL;
  if (t)
    madvise(p, bytes, atoi(t) ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
  return p;
}

/* bytes from pinned memory to the device in 256 MB pieces, timed */
static void pinned_ref(size_t bytes)
{
  static char *pin = NULL, *dev = NULL;
  const size_t piece = (size_t)256 << 20;
  if (!pin && (cudaMallocHost((void **)&pin, piece) != cudaSuccess ||
               cudaMalloc((void **)&dev, piece) != cudaSuccess)) {
    printf("no pinned memory\n");
    return;
  }
  memset(pin, 1, piece);
  const double t = now_ms();
  for (size_t o = 0; o < bytes; o += piece)
    cudaMemcpy(dev, pin, bytes - o < piece ? bytes - o : piece, cudaMemcpyHostToDevice);
  printf("pinned in: %.2f ms\n", now_ms() - t);
}

#define RUN(T, CALL)                                                                           \
  do {                                                                                         \
    T *dl = alloc(n * sizeof(T)), *d = alloc(n * sizeof(T)), *du = alloc(n * sizeof(T)),       \
      *b = alloc(n * sizeof(T)), *b0 = alloc(n * sizeof(T));                                   \
    for (long i = 0; i < n; i++) {                                                             \
      dl[i] = (T)(2.0 * rand() / RAND_MAX - 1);                                                \
      d[i] = (T)(2.0 * rand() / RAND_MAX - 1);                                                 \
      du[i] = (T)(2.0 * rand() / RAND_MAX - 1);                                                \
      b0[i] = (T)(2.0 * rand() / RAND_MAX - 1);                                                \
    }                                                                                          \
    for (int r = 0; r <= reps; r++) {                                                          \
      gpu_int info = 0;                                                                        \
      memcpy(b, b0, n * sizeof(T));                                                            \
      pinned_ref(4 * n * sizeof(T));                                                           \
      const double t = now_ms();                                                               \
      CALL((gpu_int)n, 1, dl, d, du, b, (gpu_int)n, &info);                                    \
      ms[r] = now_ms() - t;                                                                    \
      printf("call %d: %.2f ms, info %d\n", r, ms[r], (int)info);                              \
    }                                                                                          \
    free(dl); free(d); free(du); free(b); free(b0);                                            \
  } while (0)

int main(int argc, char **argv)
{
  const long n = argc > 1 ? atol(argv[1]) : 1L << 25;
  const int reps = argc > 2 ? atoi(argv[2]) : 9;
  const char p = argc > 3 ? argv[3][0] : 'd';
  double *ms = malloc((reps + 1) * sizeof(double));
  if (p == 's')
    RUN(float, gpu_sgtsv_spike);
  else
    RUN(double, gpu_dgtsv_spike);
  qsort(ms + 1, reps, sizeof(double), cmp); /* call 0 is the warm-up */
  printf("%c n %ld: median of %d calls %.2f ms (min %.2f, max %.2f)\n", p, n, reps,
         ms[1 + reps / 2], ms[1], ms[reps]);
  free(ms);
  return 0;
}
