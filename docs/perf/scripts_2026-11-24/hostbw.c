/* hostbw.c -- a session tool: (1) DMA rate from pinned memory by piece size;
 * (2) the staging pipeline (host memcpy of piece k into one pinned buffer
 * while piece k-1's DMA runs from the other; an event per buffer), by piece
 * size and OpenMP threads. */
#include <cuda_runtime.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void)
{
  const size_t total = (size_t)1 << 30, slice = (size_t)1 << 20;
  char *src = malloc(total), *pin, *dev;
  memset(src, 1, total);
  cudaMallocHost((void **)&pin, (size_t)512 << 20);
  cudaMalloc((void **)&dev, total);
  cudaStream_t st;
  cudaEvent_t ev[2];
  cudaStreamCreate(&st);
  cudaEventCreateWithFlags(&ev[0], cudaEventDisableTiming);
  cudaEventCreateWithFlags(&ev[1], cudaEventDisableTiming);
  for (size_t piece = (size_t)4 << 20; piece <= ((size_t)256 << 20); piece *= 4) {
    double best = 1e30;
    for (int rep = 0; rep < 3; rep++) {
      double t0 = omp_get_wtime();
      for (size_t off = 0; off < total; off += piece)
        cudaMemcpyAsync(dev + off, pin + (off / piece & 1) * piece, piece, cudaMemcpyHostToDevice, st);
      cudaStreamSynchronize(st);
      double t = omp_get_wtime() - t0;
      best = t < best ? t : best;
    }
    printf("DMA only, pieces of %3zu MB: %.1f GB/s\n", piece >> 20, total / best * 1e-9);
  }
  for (size_t piece = (size_t)16 << 20; piece <= ((size_t)128 << 20); piece *= 2)
    for (int nt = 4; nt <= 16; nt *= 2) {
      double best = 1e30;
      for (int rep = 0; rep < 3; rep++) {
        double t0 = omp_get_wtime();
        size_t k = 0;
        for (size_t off = 0; off < total; off += piece, k++) {
          char *bk = pin + (k & 1) * piece;
          if (k >= 2)
            cudaEventSynchronize(ev[k & 1]);
#pragma omp parallel for num_threads(nt) schedule(static)
          for (long s = 0; s < (long)(piece / slice); s++)
            memcpy(bk + s * slice, src + off + s * slice, slice);
          cudaMemcpyAsync(dev + off, bk, piece, cudaMemcpyHostToDevice, st);
          cudaEventRecord(ev[k & 1], st);
        }
        cudaStreamSynchronize(st);
        double t = omp_get_wtime() - t0;
        best = t < best ? t : best;
      }
      printf("staged, pieces of %3zu MB, %2d threads: %.1f GB/s\n", piece >> 20, nt,
             total / best * 1e-9);
    }
  return 0;
}
