/* hostprobe.cu -- a session tool (not part of the project): what the GPU
 * machine's host side can do for the host form's transfers.
 *   1. DMA from and to pinned memory (cudaMallocHost), 256 MB;
 *   2. cudaMemcpy from pageable memory (the driver's own staging);
 *   3. pageable -> pinned host copies by T OpenMP threads, plain memcpy and
 *      streaming stores, alone and beside a DMA from another pinned buffer;
 *   4. cudaHostRegister / cudaHostUnregister of touched malloc memory, whole
 *      and in 16 MB pieces, and the DMA from the registered memory;
 *   5. registration piece by piece overlapped with the DMA of the piece
 *      before (the pipeline a host form could run), 1 GB.
 * Build: nvcc -O2 -arch=sm_90 -Xcompiler -fopenmp hostprobe.cu -o hostprobe -lgomp */
#include <cuda_runtime.h>
#include <emmintrin.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

#define CK(x)                                                                                  \
  do {                                                                                         \
    cudaError_t e_ = (x);                                                                      \
    if (e_ != cudaSuccess) {                                                                   \
      printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));                       \
      exit(1);                                                                                 \
    }                                                                                          \
  } while (0)

static void copy_nt(char *dst, const char *src, size_t len)
{
  size_t i = 0;
  for (; i + 64 <= len; i += 64) {
    __m128i a = _mm_loadu_si128((const __m128i *)(src + i));
    __m128i b = _mm_loadu_si128((const __m128i *)(src + i + 16));
    __m128i c = _mm_loadu_si128((const __m128i *)(src + i + 32));
    __m128i d = _mm_loadu_si128((const __m128i *)(src + i + 48));
    _mm_stream_si128((__m128i *)(dst + i), a);
    _mm_stream_si128((__m128i *)(dst + i + 16), b);
    _mm_stream_si128((__m128i *)(dst + i + 32), c);
    _mm_stream_si128((__m128i *)(dst + i + 48), d);
  }
  memcpy(dst + i, src + i, len - i);
  _mm_sfence();
}

static void par_copy(char *dst, const char *src, size_t len, int nt, int nt_stores)
{
  const size_t slice = (size_t)1 << 20;
  const long ns = (long)((len + slice - 1) / slice);
#pragma omp parallel for num_threads(nt) schedule(static)
  for (long k = 0; k < ns; k++) {
    size_t off = (size_t)k * slice, l = len - off < slice ? len - off : slice;
    if (nt_stores)
      copy_nt(dst + off, src + off, l);
    else
      memcpy(dst + off, src + off, l);
  }
}

static double med(double *v, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (v[j] < v[i]) {
        double t = v[i];
        v[i] = v[j];
        v[j] = t;
      }
  return v[n / 2];
}

int main(void)
{
  const size_t MB = (size_t)1 << 20, S = 256 * MB, BIG = 1024 * MB, P = 16 * MB;
  cudaStream_t st, s2;
  char *dev, *pin, *pin2, *pg, *big;
  double t[8];
  CK(cudaFree(0));
  CK(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  CK(cudaMalloc(&dev, BIG));
  CK(cudaMallocHost(&pin, S));
  CK(cudaMallocHost(&pin2, S));
  if (posix_memalign((void **)&pg, 4096, S) || posix_memalign((void **)&big, 4096, BIG))
    return 1;
  memset(pin, 1, S);
  memset(pin2, 2, S);
  memset(pg, 3, S);
  memset(big, 4, BIG);
  printf("host: %d OpenMP threads available\n", omp_get_max_threads());

  /* 1. pinned DMA */
  for (int r = 0; r < 5; r++) {
    double a = now_ms();
    CK(cudaMemcpyAsync(dev, pin, S, cudaMemcpyHostToDevice, st));
    CK(cudaStreamSynchronize(st));
    t[r] = now_ms() - a;
  }
  printf("1 pinned H2D 256 MB: %.2f ms, %.1f GB/s\n", med(t, 5), S / med(t, 5) / 1e6);
  for (int r = 0; r < 5; r++) {
    double a = now_ms();
    CK(cudaMemcpyAsync(pin, dev, S, cudaMemcpyDeviceToHost, st));
    CK(cudaStreamSynchronize(st));
    t[r] = now_ms() - a;
  }
  printf("1 pinned D2H 256 MB: %.2f ms, %.1f GB/s\n", med(t, 5), S / med(t, 5) / 1e6);

  /* 2. pageable cudaMemcpy */
  for (int r = 0; r < 5; r++) {
    double a = now_ms();
    CK(cudaMemcpy(dev, pg, S, cudaMemcpyHostToDevice));
    t[r] = now_ms() - a;
  }
  printf("2 pageable H2D 256 MB: %.2f ms, %.1f GB/s\n", med(t, 5), S / med(t, 5) / 1e6);
  for (int r = 0; r < 5; r++) {
    double a = now_ms();
    CK(cudaMemcpy(pg, dev, S, cudaMemcpyDeviceToHost));
    t[r] = now_ms() - a;
  }
  printf("2 pageable D2H 256 MB: %.2f ms, %.1f GB/s\n", med(t, 5), S / med(t, 5) / 1e6);

  /* 3. host copies, alone and beside a DMA */
  const int nts[] = {1, 2, 4, 8, 12, 16};
  for (int ntk = 0; ntk < 2; ntk++)
    for (unsigned i = 0; i < sizeof nts / sizeof nts[0]; i++) {
      for (int r = 0; r < 5; r++) {
        double a = now_ms();
        par_copy(pin2, pg, S, nts[i], ntk);
        t[r] = now_ms() - a;
      }
      const double alone = med(t, 5);
      double c[5], d[5];
      for (int r = 0; r < 5; r++) {
        cudaEvent_t e0, e1;
        CK(cudaEventCreate(&e0));
        CK(cudaEventCreate(&e1));
        CK(cudaEventRecord(e0, st));
        CK(cudaMemcpyAsync(dev, pin, S, cudaMemcpyHostToDevice, st));
        CK(cudaEventRecord(e1, st));
        double a = now_ms();
        par_copy(pin2, pg, S, nts[i], ntk);
        c[r] = now_ms() - a;
        CK(cudaEventSynchronize(e1));
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        d[r] = ms;
        cudaEventDestroy(e0);
        cudaEventDestroy(e1);
      }
      printf("3 copy %s T=%2d: alone %.1f GB/s; beside H2D: copy %.1f GB/s, DMA %.1f GB/s\n",
             ntk ? "nt " : "mem", nts[i], S / alone / 1e6, S / med(c, 5) / 1e6,
             S / med(d, 5) / 1e6);
    }

  /* 4. registration */
  for (int r = 0; r < 3; r++) {
    double a = now_ms();
    CK(cudaHostRegister(pg, S, cudaHostRegisterDefault));
    double b = now_ms();
    CK(cudaMemcpyAsync(dev, pg, S, cudaMemcpyHostToDevice, st));
    CK(cudaStreamSynchronize(st));
    double c = now_ms();
    CK(cudaHostUnregister(pg));
    double d = now_ms();
    printf("4 register 256 MB: %.2f ms (%.1f GB/s), H2D from it %.2f ms (%.1f GB/s), "
           "unregister %.2f ms\n", b - a, S / (b - a) / 1e6, c - b, S / (c - b) / 1e6, d - c);
  }
  for (int r = 0; r < 2; r++) {
    double a = now_ms();
    CK(cudaHostRegister(pg, S, cudaHostRegisterReadOnly));
    double b = now_ms();
    CK(cudaHostUnregister(pg));
    double d = now_ms();
    printf("4 register ReadOnly 256 MB: %.2f ms, unregister %.2f ms\n", b - a, d - b);
  }
  for (int r = 0; r < 2; r++) {
    double a = now_ms();
    CK(cudaHostRegister(big, BIG, cudaHostRegisterDefault));
    double b = now_ms();
    CK(cudaHostUnregister(big));
    double d = now_ms();
    printf("4 register 1 GB: %.2f ms (%.1f GB/s), unregister %.2f ms\n", b - a,
           BIG / (b - a) / 1e6, d - b);
  }
  {
    double reg = 0, unreg = 0;
    for (size_t o = 0; o < S; o += P) {
      double a = now_ms();
      CK(cudaHostRegister(pg + o, P, cudaHostRegisterDefault));
      reg += now_ms() - a;
    }
    for (size_t o = 0; o < S; o += P) {
      double a = now_ms();
      CK(cudaHostUnregister(pg + o));
      unreg += now_ms() - a;
    }
    printf("4 register 256 MB in 16 MB pieces: %.2f ms, unregister %.2f ms\n", reg, unreg);
  }

  /* 5. pipeline: register piece k+1 while piece k's DMA runs, 1 GB */
  for (int r = 0; r < 3; r++) {
    double a = now_ms();
    for (size_t o = 0; o < BIG; o += P) {
      CK(cudaHostRegister(big + o, P, cudaHostRegisterDefault));
      CK(cudaMemcpyAsync(dev + o, big + o, P, cudaMemcpyHostToDevice, st));
    }
    CK(cudaStreamSynchronize(st));
    double b = now_ms();
    for (size_t o = 0; o < BIG; o += P)
      CK(cudaHostUnregister(big + o));
    double c = now_ms();
    printf("5 register+H2D pipelined 1 GB (16 MB pieces): %.2f ms (%.1f GB/s), "
           "unregister %.2f ms\n", b - a, BIG / (b - a) / 1e6, c - b);
  }
  for (int r = 0; r < 3; r++) {
    const size_t P2 = 64 * MB;
    double a = now_ms();
    for (size_t o = 0; o < BIG; o += P2) {
      CK(cudaHostRegister(big + o, P2, cudaHostRegisterDefault));
      CK(cudaMemcpyAsync(dev + o, big + o, P2, cudaMemcpyHostToDevice, st));
    }
    CK(cudaStreamSynchronize(st));
    double b = now_ms();
    for (size_t o = 0; o < BIG; o += P2)
      CK(cudaHostUnregister(big + o));
    double c = now_ms();
    printf("5 register+H2D pipelined 1 GB (64 MB pieces): %.2f ms (%.1f GB/s), "
           "unregister %.2f ms\n", b - a, BIG / (b - a) / 1e6, c - b);
  }
  /* reference: the same 1 GB from pinned memory (4 x 256 MB) */
  for (int r = 0; r < 3; r++) {
    double a = now_ms();
    for (int k = 0; k < 4; k++)
      CK(cudaMemcpyAsync(dev + k * S, pin, S, cudaMemcpyHostToDevice, st));
    CK(cudaStreamSynchronize(st));
    printf("5 reference pinned H2D 1 GB: %.2f ms\n", now_ms() - a);
  }
  /* D2H into registered memory: 256 MB */
  for (int r = 0; r < 3; r++) {
    double a = now_ms();
    for (size_t o = 0; o < S; o += P) {
      CK(cudaHostRegister(pg + o, P, cudaHostRegisterDefault));
      CK(cudaMemcpyAsync(pg + o, dev + o, P, cudaMemcpyDeviceToHost, st));
    }
    CK(cudaStreamSynchronize(st));
    double b = now_ms();
    for (size_t o = 0; o < S; o += P)
      CK(cudaHostUnregister(pg + o));
    printf("5 register+D2H pipelined 256 MB: %.2f ms (%.1f GB/s), unregister %.2f ms\n", b - a,
           S / (b - a) / 1e6, now_ms() - b);
  }
  return 0;
}
