/* rulepts.c -- session 11 tool (not part of the project): the two times
 * gpu_?gtsv_spike_batch's long/short rule weighs, in every precision, on
 * random matrices (entries U(-1,1), real and imaginary parts alike):
 *   long  -- one gpu_?gtsv_spike_dev solve of order n = 2^13 .. 2^25;
 *   short -- gpu_?gtsv_spike_batch_dev at 8192 x 64, 16384 x 128 and
 *            65536 x 256 (one thread per system under the rule of 1ff0bc6
 *            in every precision), reported per row as well;
 *   ab    -- (argument "ab") gpu_?gtsv_spike_batch_dev at batches on either
 *            side of the rule of 1ff0bc6 and of session 11's, for an A/B of
 *            the two rules (the tool linked against each build).
 * Median of 7 device runs after a warm-up, B restored and L2 overwritten
 * (a 256 MB memset) before each, CUDA events around the call alone.
 * Built here: gcc -O2 -std=c11 -Iinclude -I/usr/local/cuda/include rulepts.c
 *   libgpusolve.a -L/usr/local/cuda/lib64 -lcusparse -lcublas -lcudart ... */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"

typedef void (*spike_fn)(gpu_int, gpu_int, const void *, const void *, const void *, void *,
                         gpu_int, gpu_int *);
typedef void (*batch_fn)(gpu_int, gpu_int, const void *, const void *, const void *, gpu_int,
                         void *, gpu_int, gpu_int *);

static unsigned long long rs = 88172645463325252ULL;
static double urand(void)
{
  rs ^= rs << 13;
  rs ^= rs >> 7;
  rs ^= rs << 17;
  return 2.0 * (double)(rs >> 11) / 9007199254740992.0 - 1.0;
}
static void fill(void *p, size_t count, int real_bytes)
{ /* count reals of real_bytes each (a complex array is 2 n reals) */
  for (size_t i = 0; i < count; i++) {
    const double v = urand();
    if (real_bytes == 4)
      ((float *)p)[i] = (float)v;
    else
      ((double *)p)[i] = v;
  }
}
static int cmpf(const void *a, const void *b)
{
  const float x = *(const float *)a, y = *(const float *)b;
  return (x > y) - (x < y);
}

static void *flushbuf;
/* time (ms, median of 7) of one call; b restored from b0 before each */
#define TIMED(CALL, b, b0, bytes)                                                            \
  ({                                                                                         \
    float t_[7];                                                                             \
    cudaEvent_t e0_, e1_;                                                                    \
    cudaEventCreate(&e0_);                                                                   \
    cudaEventCreate(&e1_);                                                                   \
    for (int r_ = -1; r_ < 7; r_++) {                                                        \
      cudaMemcpy(b, b0, bytes, cudaMemcpyDeviceToDevice);                                    \
      cudaMemset(flushbuf, r_ & 0xff, (size_t)256 << 20);                                    \
      cudaDeviceSynchronize();                                                               \
      cudaEventRecord(e0_, cudaStreamPerThread);                                             \
      CALL;                                                                                  \
      cudaEventRecord(e1_, cudaStreamPerThread);                                             \
      cudaEventSynchronize(e1_);                                                             \
      if (r_ >= 0)                                                                           \
        cudaEventElapsedTime(&t_[r_], e0_, e1_);                                             \
    }                                                                                        \
    qsort(t_, 7, sizeof(float), cmpf);                                                       \
    t_[3];                                                                                   \
  })

int main(int argc, char **argv)
{
  const char *precs = argc > 1 ? argv[1] : "sdcz";
  const spike_fn sp[4] = {(spike_fn)gpu_sgtsv_spike_dev, (spike_fn)gpu_dgtsv_spike_dev,
                          (spike_fn)gpu_cgtsv_spike_dev, (spike_fn)gpu_zgtsv_spike_dev};
  const batch_fn bt[4] = {(batch_fn)gpu_sgtsv_spike_batch_dev, (batch_fn)gpu_dgtsv_spike_batch_dev,
                          (batch_fn)gpu_cgtsv_spike_batch_dev, (batch_fn)gpu_zgtsv_spike_batch_dev};
  const int esz[4] = {4, 8, 8, 16}, rsz[4] = {4, 8, 4, 8};
  const size_t maxn = (size_t)1 << 25; /* long solves; the short batches are at most 2^24 rows */
  if (gpu_set_backend(GPU_BACKEND_CUDA) != 0 || cudaMalloc(&flushbuf, (size_t)256 << 20)) {
    printf("no CUDA device\n");
    return 77;
  }
  if (strcmp(precs, "ab") == 0) { /* spike_batch_dev at the batches the rules split on */
    static const struct { int p, n, batch; } c[] = {
        {0, 8192, 16}, {0, 65536, 100}, {1, 8192, 16}, {1, 65536, 100}, {2, 8192, 20},
        {2, 65536, 120}, {3, 8192, 20}, {3, 16384, 40}, {3, 65536, 150}};
    for (size_t q = 0; q < sizeof c / sizeof c[0]; q++) {
      const int p = c[q].p;
      const size_t tot = (size_t)c[q].n * c[q].batch, bytes = tot * esz[p];
      void *h = malloc(bytes), *dl, *d, *du, *b, *b0;
      gpu_int info = 0;
      cudaMalloc(&dl, bytes);
      cudaMalloc(&d, bytes);
      cudaMalloc(&du, bytes);
      cudaMalloc(&b, bytes);
      cudaMalloc(&b0, bytes);
      void *arr[4] = {dl, d, du, b0};
      for (int a = 0; a < 4; a++) {
        fill(h, bytes / rsz[p], rsz[p]);
        cudaMemcpy(arr[a], h, bytes, cudaMemcpyHostToDevice);
      }
      const float ms = TIMED(bt[p](c[q].n, c[q].batch, dl, d, du, c[q].n, b, c[q].n, &info),
                             b, b0, bytes);
      printf("%c batch %6d x %4d  %9.4f ms  info %d\n", "sdcz"[p], c[q].n, c[q].batch, ms,
             (int)info);
      cudaFree(dl);
      cudaFree(d);
      cudaFree(du);
      cudaFree(b);
      cudaFree(b0);
      free(h);
    }
    return 0;
  }
  for (const char *pc = precs; *pc; pc++) {
    const int p = *pc == 's' ? 0 : *pc == 'd' ? 1 : *pc == 'c' ? 2 : 3;
    const size_t bytes = maxn * esz[p];
    void *h = malloc(bytes), *dl, *d, *du, *b, *b0;
    gpu_int info = 0;
    cudaMalloc(&dl, bytes);
    cudaMalloc(&d, bytes);
    cudaMalloc(&du, bytes);
    cudaMalloc(&b, bytes);
    cudaMalloc(&b0, bytes);
    void *arr[4] = {dl, d, du, b0};
    for (int a = 0; a < 4; a++) {
      fill(h, bytes / rsz[p], rsz[p]);
      cudaMemcpy(arr[a], h, bytes, cudaMemcpyHostToDevice);
    }
    for (int l = 13; l <= 25; l++) {
      const gpu_int n = 1 << l;
      const float ms = TIMED(sp[p](n, 1, dl, d, du, b, n, &info), b, b0, (size_t)n * esz[p]);
      printf("%c long  n 2^%d %9d  %9.4f ms  info %d\n", *pc, l, n, ms, (int)info);
    }
    static const int sn[3] = {8192, 16384, 65536}, sb[3] = {64, 128, 256};
    for (int q = 0; q < 3; q++) {
      const size_t tot = (size_t)sn[q] * sb[q];
      const float ms = TIMED(bt[p](sn[q], sb[q], dl, d, du, sn[q], b, sn[q], &info), b, b0,
                             tot * esz[p]);
      printf("%c short %6d x %4d  %9.4f ms  %.4f us/row  info %d\n", *pc, sn[q], sb[q], ms,
             1e3 * ms / sn[q], (int)info);
    }
    cudaFree(dl);
    cudaFree(d);
    cudaFree(du);
    cudaFree(b);
    cudaFree(b0);
    free(h);
  }
  return 0;
}
