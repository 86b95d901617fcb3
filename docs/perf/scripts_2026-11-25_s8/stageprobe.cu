/* stageprobe.cu -- a session tool (not part of the project): staging
 * pipelines for the host form, 1 GB host -> device and 256 MB device ->
 * host through small pinned buffers, to see whether buffers that stay in the
 * CPU's last-level cache (ordinary stores, small pieces) beat the library's
 * 16 MB pieces with streaming stores.
 *   A: the library's shape: 2 buffers of C bytes, each piece copied by T
 *      OpenMP threads (1 MB slices), one stream;
 *   B: T threads, each with its own stream and K buffers of C bytes, thread
 *      t taking pieces t, t+T, ...
 * Build: nvcc -O2 -arch=sm_90 -Xcompiler -fopenmp stageprobe.cu -o stageprobe -lgomp */
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

static void cp(char *dst, const char *src, size_t len, int nt)
{
  if (nt)
    copy_nt(dst, src, len);
  else
    memcpy(dst, src, len);
}

static char *pin_pool;

/* A: the library's pipeline. */
static double run_a(int h2d, char *dev, char *host, size_t total, size_t C, int T, int nt,
                    cudaStream_t st)
{
  char *b[2] = {pin_pool, pin_pool + C};
  cudaEvent_t ev[2];
  CK(cudaEventCreateWithFlags(&ev[0], cudaEventDisableTiming));
  CK(cudaEventCreateWithFlags(&ev[1], cudaEventDisableTiming));
  const size_t slice = (size_t)1 << 20 < C ? (size_t)1 << 20 : C;
  double a = now_ms();
  const long np = (long)(total / C);
  if (h2d) {
    for (long k = 0; k < np; k++) {
      char *bk = b[k & 1];
      if (k >= 2)
        CK(cudaEventSynchronize(ev[k & 1]));
      const long ns = (long)(C / slice);
#pragma omp parallel for num_threads(T) schedule(static)
      for (long s = 0; s < ns; s++)
        cp(bk + s * slice, host + k * C + s * slice, slice, nt);
      CK(cudaMemcpyAsync(dev + k * C, bk, C, cudaMemcpyHostToDevice, st));
      CK(cudaEventRecord(ev[k & 1], st));
    }
  } else {
    CK(cudaMemcpyAsync(b[0], dev, C, cudaMemcpyDeviceToHost, st));
    CK(cudaEventRecord(ev[0], st));
    for (long k = 0; k < np; k++) {
      if (k + 1 < np) {
        CK(cudaMemcpyAsync(b[(k + 1) & 1], dev + (k + 1) * C, C, cudaMemcpyDeviceToHost, st));
        CK(cudaEventRecord(ev[(k + 1) & 1], st));
      }
      CK(cudaEventSynchronize(ev[k & 1]));
      const long ns = (long)(C / slice);
      char *bk = b[k & 1];
#pragma omp parallel for num_threads(T) schedule(static)
      for (long s = 0; s < ns; s++)
        cp(host + k * C + s * slice, bk + s * slice, slice, nt);
    }
  }
  CK(cudaStreamSynchronize(st));
  double t = now_ms() - a;
  cudaEventDestroy(ev[0]);
  cudaEventDestroy(ev[1]);
  return t;
}

/* B: one pipeline per thread. */
static double run_b(int h2d, char *dev, char *host, size_t total, size_t C, int T, int K, int nt,
                    cudaStream_t *sts)
{
  const long np = (long)(total / C);
  double a = now_ms();
#pragma omp parallel num_threads(T)
  {
    const int t = omp_get_thread_num();
    cudaStream_t st = sts[t];
    char *buf = pin_pool + (size_t)t * K * C;
    cudaEvent_t ev[8];
    for (int i = 0; i < K; i++)
      CK(cudaEventCreateWithFlags(&ev[i], cudaEventDisableTiming));
    long j = 0;
    if (h2d) {
      for (long k = t; k < np; k += T, j++) {
        char *bk = buf + (j % K) * C;
        if (j >= K)
          CK(cudaEventSynchronize(ev[j % K]));
        cp(bk, host + k * C, C, nt);
        CK(cudaMemcpyAsync(dev + k * C, bk, C, cudaMemcpyHostToDevice, st));
        CK(cudaEventRecord(ev[j % K], st));
      }
    } else {
      /* queue the first K-1 pieces, then per piece: queue one more, wait, copy out */
      long q = t, jq = 0;
      for (; q < np && jq < K - 1; q += T, jq++) {
        CK(cudaMemcpyAsync(buf + (jq % K) * C, dev + q * C, C, cudaMemcpyDeviceToHost, st));
        CK(cudaEventRecord(ev[jq % K], st));
      }
      for (long k = t; k < np; k += T, j++) {
        if (q < np) {
          CK(cudaMemcpyAsync(buf + (jq % K) * C, dev + q * C, C, cudaMemcpyDeviceToHost, st));
          CK(cudaEventRecord(ev[jq % K], st));
          q += T;
          jq++;
        }
        CK(cudaEventSynchronize(ev[j % K]));
        cp(host + k * C, buf + (j % K) * C, C, nt);
      }
    }
    CK(cudaStreamSynchronize(st));
    for (int i = 0; i < K; i++)
      cudaEventDestroy(ev[i]);
  }
  return now_ms() - a;
}

static double med3(double a, double b, double c)
{
  return a > b ? (b > c ? b : (a > c ? c : a)) : (a > c ? a : (b > c ? c : b));
}

int main(void)
{
  const size_t MB = (size_t)1 << 20, IN = 1024 * MB, OUTB = 256 * MB;
  char *dev, *host, *pinref;
  cudaStream_t sts[32];
  CK(cudaFree(0));
  for (int i = 0; i < 32; i++)
    CK(cudaStreamCreateWithFlags(&sts[i], cudaStreamNonBlocking));
  CK(cudaMalloc(&dev, IN));
  CK(cudaMallocHost(&pin_pool, 256 * MB));
  CK(cudaMallocHost(&pinref, IN));
  memset(pin_pool, 1, 256 * MB);
  memset(pinref, 1, IN);
  host = (char *)malloc(IN);
  memset(host, 5, IN);
  double r[3];
  for (int i = 0; i < 3; i++) {
    double a = now_ms();
    CK(cudaMemcpyAsync(dev, pinref, IN, cudaMemcpyHostToDevice, sts[0]));
    CK(cudaStreamSynchronize(sts[0]));
    r[i] = now_ms() - a;
  }
  printf("pinned H2D 1 GB: %.2f ms\n", med3(r[0], r[1], r[2]));
  for (int i = 0; i < 3; i++) {
    double a = now_ms();
    CK(cudaMemcpyAsync(pinref, dev, OUTB, cudaMemcpyDeviceToHost, sts[0]));
    CK(cudaStreamSynchronize(sts[0]));
    r[i] = now_ms() - a;
  }
  printf("pinned D2H 256 MB: %.2f ms\n", med3(r[0], r[1], r[2]));
  const size_t CA[] = {16 * MB, 4 * MB, 2 * MB};
  const int TA[] = {8, 16};
  for (int h2d = 1; h2d >= 0; h2d--)
    for (int nt = 1; nt >= 0; nt--)
      for (unsigned ci = 0; ci < 3; ci++)
        for (unsigned ti = 0; ti < 2; ti++) {
          const size_t tot = h2d ? IN : OUTB;
          for (int i = 0; i < 3; i++)
            r[i] = run_a(h2d, dev, host, tot, CA[ci], TA[ti], nt, sts[0]);
          const double m = med3(r[0], r[1], r[2]);
          printf("A %s %s C=%2zu MB T=%2d: %.2f ms (%.1f GB/s)\n", h2d ? "H2D" : "D2H",
                 nt ? "nt " : "mem", CA[ci] / MB, TA[ti], m, tot / m / 1e6);
        }
  const size_t CB[] = {4 * MB, 1 * MB, 256 << 10};
  const int TB[] = {8, 16};
  const int KB[] = {2, 4};
  for (int h2d = 1; h2d >= 0; h2d--)
    for (int nt = 1; nt >= 0; nt--)
      for (unsigned ci = 0; ci < 3; ci++)
        for (unsigned ti = 0; ti < 2; ti++)
          for (unsigned ki = 0; ki < 2; ki++) {
            const size_t tot = h2d ? IN : OUTB;
            if ((size_t)TB[ti] * KB[ki] * CB[ci] > 256 * MB)
              continue;
            for (int i = 0; i < 3; i++)
              r[i] = run_b(h2d, dev, host, tot, CB[ci], TB[ti], KB[ki], nt, sts);
            const double m = med3(r[0], r[1], r[2]);
            printf("B %s %s C=%4zu KB T=%2d K=%d: %.2f ms (%.1f GB/s)\n", h2d ? "H2D" : "D2H",
                   nt ? "nt " : "mem", CB[ci] >> 10, TB[ti], KB[ki], m, tot / m / 1e6);
          }
  return 0;
}
