/* host_copy.c -- the host's side of the CUDA backend's staging: copies
 * between pageable and pinned host memory by several OpenMP threads, with
 * stores that bypass the caches.  A file of its own so that
 * testing/test_hostcopy can check it where there is no GPU. */
#include "config.h"
#include <stdint.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include "runtime/runtime.h"

/* memcpy with stores that bypass the caches where the CPU has them (SSE2):
 * the staging's copies go to memory that the DMA engine or the caller reads
 * next, not this core, and an ordinary store first reads each line it
 * writes -- a fourth pass over the host's memory beside the copy's read and
 * write and the DMA's access (docs/performance.md, session 7).  The fence
 * makes the stores visible before the DMA that follows them. */
static void copy_stream(char *dst, const char *src, size_t len)
{
#ifdef __SSE2__
  const size_t head = (16 - ((uintptr_t)dst & 15)) & 15;
  size_t i;
  if (len < 4096) {
    memcpy(dst, src, len);
    return;
  }
  memcpy(dst, src, head);
  for (i = head; i + 64 <= len; i += 64) {
    const __m128i a = _mm_loadu_si128((const __m128i *)(src + i));
    const __m128i b = _mm_loadu_si128((const __m128i *)(src + i + 16));
    const __m128i c = _mm_loadu_si128((const __m128i *)(src + i + 32));
    const __m128i d = _mm_loadu_si128((const __m128i *)(src + i + 48));
    _mm_stream_si128((__m128i *)(dst + i), a);
    _mm_stream_si128((__m128i *)(dst + i + 16), b);
    _mm_stream_si128((__m128i *)(dst + i + 32), c);
    _mm_stream_si128((__m128i *)(dst + i + 48), d);
  }
  memcpy(dst + i, src + i, len - i);
  _mm_sfence();
#else
  memcpy(dst, src, len);
#endif
}

/* memcpy by the OpenMP threads: one core copies pageable memory at about
 * 10 GB/s, less than the bus, so the CUDA backend's staging (gs_cuda_h2d,
 * gs_cuda_d2h) copies its chunks this way.  count columns of width bytes
 * (source column j at src + j spitch, destination at dst + j dpitch); one
 * column is cut into 1 MB slices, several are shared out whole.  Inside a
 * caller's parallel region (nested parallelism off) it is one thread. */
void gs_host_copy2d(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                    size_t count)
{
  const size_t slice = (size_t)1 << 20;
  long k;
#ifdef _OPENMP
  int nt = omp_get_max_threads();
  nt = nt > 8 ? 8 : nt; /* the memory system is saturated before 8 */
  if (width * count < 2 * slice)
    nt = 1;
#endif
  if (count == 1) {
    const long ns = (long)((width + slice - 1) / slice);
#ifdef _OPENMP
#pragma omp parallel for num_threads(nt) schedule(static)
#endif
    for (k = 0; k < ns; k++) {
      const size_t off = (size_t)k * slice, len = width - off < slice ? width - off : slice;
      copy_stream((char *)dst + off, (const char *)src + off, len);
    }
    return;
  }
#ifdef _OPENMP
#pragma omp parallel for num_threads(nt) schedule(static)
#endif
  for (k = 0; k < (long)count; k++)
    copy_stream((char *)dst + (size_t)k * dpitch, (const char *)src + (size_t)k * spitch, width);
}
