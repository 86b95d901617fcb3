/* host_copy.c -- the host's side of the CUDA backend's staging: copies
 * between pageable and pinned host memory by several OpenMP threads, with
 * ordinary stores or with stores that bypass the caches.  A file of its own
 * so that testing/test_hostcopy can check it where there is no GPU. */
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

/* memcpy with stores that bypass the caches where the CPU has them (SSE2),
 * for copies into the caller's memory (the way out): an ordinary store
 * first reads each line it writes -- a fourth pass over the host's memory
 * beside the copy's read and write and the DMA's access (docs/performance.md,
 * session 7).  The fence makes the stores visible before what follows. */
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

static void copy_plain(char *dst, const char *src, size_t len) { memcpy(dst, src, len); }

/* memcpy by the OpenMP threads: one core copies pageable memory at about
 * 6 GB/s, far less than the bus, so the CUDA backend's staging (gs_cuda_h2d,
 * gs_cuda_d2h) copies its chunks this way.  count columns of width bytes
 * (source column j at src + j spitch, destination at dst + j dpitch); one
 * column is cut into slices of 256 KB, several go out whole, about 256 KB
 * of them at a time; either way the threads take the next part when done
 * with theirs (dynamic schedule), so that a thread that runs late holds up
 * less of a chunk than a 1 MB slice dealt out in advance did.  On the H100
 * machine (d 2^25, hosttrace, p61/p62 of docs/performance.md's session 8)
 * the way out went from 6.0-6.5 to 5.1-5.5 ms (43 calls of 45; 4.9 ms from
 * pinned memory); the way in stays at about 23-26 or about 31-33 ms from
 * call to call, the slow calls fewer in one run and not in the other.
 * Inside a caller's parallel region (nested parallelism off) it is one
 * thread.
 * mode GS_COPY_CACHED: ordinary stores, for the way in: the pinned chunk
 * the threads write is read next by the DMA engine, which takes the lines
 * from the CPU's cache where they still are; with streaming stores they go
 * to memory and come back.  On the H100 machine, 1 GB through 16 MB chunks
 * by 8 threads: 21.7 ms ordinary, 34.0 ms streaming, 19.7 ms from pinned
 * memory (docs/performance.md, session 8).  GS_COPY_STREAM: the way out. */
void gs_host_copy2d(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                    size_t count, int mode)
{
  void (*cp)(char *, const char *, size_t) = mode == GS_COPY_STREAM ? copy_stream : copy_plain;
  const size_t slice = (size_t)1 << 18;
  long k;
#ifdef _OPENMP
  int nt = omp_get_max_threads();
  /* 8: on the H100 machine (16 cores, stageprobe, 1 MB slices dealt out in
     advance) the way in took 21.7 ms a GB with 8 threads and 23.1 with 16,
     the way out 6.9 ms for 256 MB with 8 and 9.2 with 16 */
  nt = nt > 8 ? 8 : nt;
  if (width * count < 2 * slice)
    nt = 1;
#endif
  if (count == 1) {
    const long ns = (long)((width + slice - 1) / slice);
#ifdef _OPENMP
#pragma omp parallel for num_threads(nt) schedule(dynamic)
#endif
    for (k = 0; k < ns; k++) {
      const size_t off = (size_t)k * slice, len = width - off < slice ? width - off : slice;
      cp((char *)dst + off, (const char *)src + off, len);
    }
    return;
  }
#ifdef _OPENMP
  const int per = width >= slice ? 1 : (int)(slice / (width ? width : 1)); /* columns a turn */
#pragma omp parallel for num_threads(nt) schedule(dynamic, per)
#endif
  for (k = 0; k < (long)count; k++)
    cp((char *)dst + (size_t)k * dpitch, (const char *)src + (size_t)k * spitch, width);
}
