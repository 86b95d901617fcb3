/* test_hostcopy.c -- the host copies of the CUDA backend's staging
 * (gs_host_copy2d, src/runtime/host_copy.c), checked where there is no GPU:
 * the way out uses stores that bypass the caches, with their own handling
 * of a destination that is not 16-byte aligned and of the bytes left after
 * the last whole 64-byte block; the way in ordinary stores.  Every case
 * copies count columns of width bytes between buffers with pitches and
 * offsets, in both modes, from 1 and from several OpenMP threads, and
 * checks every byte of the destination buffer: the copied ones equal the
 * source's, the others (before, between and after the columns) untouched.
 * Exit status = failed cases. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "runtime/runtime.h"

#define GUARD 0xA5

static unsigned char pattern(size_t i, unsigned seed)
{
  return (unsigned char)((i * 2654435761u + seed) >> 7);
}

/* Copy count columns of width bytes from src + soff (pitch spitch) to
 * dst + doff (pitch dpitch); 1 when some byte is wrong. */
static int one(size_t width, size_t count, size_t spitch, size_t dpitch, size_t soff,
               size_t doff, int mode)
{
  const size_t slen = soff + (count - 1) * spitch + width + 64;
  const size_t dlen = doff + (count - 1) * dpitch + width + 64;
  unsigned char *s = malloc(slen), *d = malloc(dlen);
  int bad = 0;
  if (!s || !d) {
    printf("out of memory\n");
    free(s);
    free(d);
    return 1;
  }
  for (size_t i = 0; i < slen; i++)
    s[i] = pattern(i, 17);
  memset(d, GUARD, dlen);
  gs_host_copy2d(d + doff, dpitch, s + soff, spitch, width, count, mode);
  for (size_t c = 0, i = 0; c <= count && !bad; c++) {
    const size_t start = c < count ? doff + c * dpitch : dlen; /* column c, or the end */
    for (; i < start && !bad; i++) /* the gap before it */
      bad = d[i] != GUARD;
    if (!bad && c < count) {
      bad = memcmp(d + start, s + soff + c * spitch, width) != 0;
      i = start + width;
    }
    if (bad)
      printf("FAIL %s width %zu count %zu spitch %zu dpitch %zu soff %zu doff %zu: %s\n",
             mode == GS_COPY_STREAM ? "stream" : "cached", width, count, spitch, dpitch, soff,
             doff,
             c < count && i == start + width ? "a column differs" : "a byte outside changed");
  }
  free(s);
  free(d);
  return bad;
}

int main(void)
{
  /* below, at and above the streaming threshold (4096 bytes) and the
     threads' 256 KB slices of one column (and the 2-slice threshold for
     more than one thread), with tails of every length mod 64 */
  static const size_t widths[] = {1,         15,           63,           4095,
                                  4096,      4097,         4160,         70001,
                                  (1 << 18) - 3, (1 << 18) + 64, (1 << 19) - 1, (1 << 19) + 9,
                                  (1 << 20) - 3, (1 << 20) + 64, 2 * (1 << 20) + 37,
                                  3 * (1 << 20) + 5};
  static const size_t offs[] = {0, 1, 8, 15};
  int cases = 0, fails = 0;
#ifdef _OPENMP
  const int threads[] = {1, omp_get_max_threads() > 1 ? omp_get_max_threads() : 4};
#else
  const int threads[] = {1, 1};
#endif
  for (int t = 0; t < 4; t++) {
    const int mode = t < 2 ? GS_COPY_STREAM : GS_COPY_CACHED;
#ifdef _OPENMP
    omp_set_num_threads(threads[t & 1]);
#endif
    for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
      for (size_t a = 0; a < sizeof offs / sizeof offs[0]; a++)
        for (size_t b = 0; b < sizeof offs / sizeof offs[0]; b++) {
          const size_t width = widths[w];
          /* one column; and several, with pitches that shift each column's
             alignment (3 columns of a long width, 9 of a short one) */
          fails += one(width, 1, width, width, offs[a], offs[b], mode);
          fails += one(width, width > 100000 ? 3 : 9, width + 24 + offs[a], width + 8 + offs[b],
                       offs[a], offs[b], mode);
          cases += 2;
        }
  }
  printf("%d passed, %d failed\n", cases - fails, fails);
  return fails;
}
