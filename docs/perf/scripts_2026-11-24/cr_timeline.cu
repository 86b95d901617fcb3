/* cr_timeline.cu -- session 6 tool: where the time of one k_cr_smem launch
 * goes, block by block.  Built by cr_timeline_build.sh from a copy of
 * gtsv_batch_cuda.inc with GS_TL(i) marks inserted at the kernel's phase
 * boundaries (thread 0 of each block records %globaltimer and clock64):
 *   0 start, 1 level 0 -> 1 done (the loads), 2 the block-wide levels down,
 *   3 the one-warp top levels down and up, 4 the block-wide levels up,
 *   5 level 0 back (even rows read again), 6 the solution stored.
 * Usage: cr_timeline N BATCH [REPS [LDS [RFLUSH]]]; prints per-phase medians and the spread
 * of the blocks' start and end times over the launch. */
#include <stdio.h>
#include <stdlib.h>
#define GS_TL_MAXB 65536
__device__ unsigned long long gs_tl_g[GS_TL_MAXB * 8];
__device__ long long gs_tl_c[GS_TL_MAXB * 8];
__device__ long long gs_tl_w[GS_TL_MAXB * 32];
#define GS_TLW(i)                                                                    \
  do {                                                                               \
    if (threadIdx.x == 0 && blockIdx.x < GS_TL_MAXB)                                 \
      gs_tl_w[blockIdx.x * 32 + (i)] = clock64();                                    \
  } while (0)
#define GS_TL(i)                                                                     \
  do {                                                                               \
    if (threadIdx.x == 0 && blockIdx.x < GS_TL_MAXB) {                               \
      unsigned long long g_;                                                         \
      asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g_));                         \
      gs_tl_g[blockIdx.x * 8 + (i)] = g_;                                            \
      gs_tl_c[blockIdx.x * 8 + (i)] = clock64();                                     \
    }                                                                                \
  } while (0)
/* variant 256 (session 11): the blocks of the first wave's second slot,
   blockIdx in [tl_nsm, 2 tl_nsm), wait tl_delay_ns before they start, so
   that each multiprocessor's two resident systems do not load together */
__device__ long long tl_delay_ns = 0;
__device__ int tl_nsm = 132;
static __device__ __forceinline__ void tl_stagger(void)
{
  if (tl_delay_ns > 0 && blockIdx.x >= (unsigned)tl_nsm && blockIdx.x < 2u * tl_nsm) {
    unsigned long long g0, g;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g0));
    do {
      __nanosleep(500);
      asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g));
    } while ((long long)(g - g0) < tl_delay_ns);
  }
}
/* an L2 prefetch of the line holding *p (global memory) */
static __device__ __forceinline__ void tl_pf_l2(const void *p)
{
  asm volatile("prefetch.global.L2 [%0];" ::"l"(p));
}
/* variant 512 (session 11): after level 0 -> 1, each block asks L2 for the
   first tl_pf_frac of the rows of the system tl_pf_dist systems after its
   own (one 128-byte line a thread at a time), so that its phase 1 finds them
   there */
__device__ float tl_pf_frac = 0;
__device__ int tl_pf_dist = 264;
#define TL_PREFETCH_NEXT(src, k, n, batch, lt, tps)                                    \
  do {                                                                                 \
    const long kp_ = (long)(k) + tl_pf_dist;                                           \
    if (tl_pf_frac > 0 && (src).eq == NULL && kp_ < (long)(batch)) {                   \
      const long bytes_ = (long)((n) * tl_pf_frac) * (long)sizeof(*(src).d);           \
      const int lines_ = (int)(bytes_ / 128) + 1;                                      \
      const char *p_[4] = {(const char *)((src).dl + kp_ * (src).lds),                  \
                           (const char *)((src).d + kp_ * (src).lds),                   \
                           (const char *)((src).du + kp_ * (src).lds),                  \
                           (const char *)((src).f + kp_ * (src).ldf)};                  \
      for (int i_ = (lt); i_ < 4 * lines_; i_ += (tps))                                \
        tl_pf_l2(p_[i_ / lines_] + (long)(i_ % lines_) * 128);                         \
    }                                                                                  \
  } while (0)
/* the read-only path, for the variants of cr_timeline_build.sh (built on
   the code of adf9cbe, before session 6's change) */
static __device__ __forceinline__ float tl_ldg(const float *p) { return __ldg(p); }
static __device__ __forceinline__ double tl_ldg(const double *p) { return __ldg(p); }
template <typename Z> static __device__ __forceinline__ Z tl_ldg(const Z *p)
{
  Z v;
  v.re = __ldg(&p->re);
  v.im = __ldg(&p->im);
  return v;
}
#include "gtsv/gtsv_batch_cuda.cu"

/* reads n doubles (a flush that leaves L2 holding clean lines) */
__global__ void tl_read(const double *p, size_t n, double *sink)
{
  double s = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    s += p[i];
  if (s == 12345.678)
    *sink = s;
}

static int cmpd(const void *a, const void *b)
{
  const double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}
static double pct(double *v, int m, double p)
{
  qsort(v, (size_t)m, sizeof *v, cmpd);
  int i = (int)(p * (m - 1) + 0.5);
  return v[i];
}

int main(int argc, char **argv)
{
  const long n = argc > 1 ? atol(argv[1]) : 1024, batch = argc > 2 ? atol(argv[2]) : 1024;
  const int reps = argc > 3 ? atoi(argv[3]) : 5;
  const long lds = argc > 4 && atol(argv[4]) >= n ? atol(argv[4]) : n; /* rows between systems */
  const int rflush = argc > 5 ? atoi(argv[5]) : 0; /* 1: the flush's memset, then a read of 256 MB */
  const size_t N = (size_t)lds * (size_t)batch;
  double *h = (double *)malloc(4 * N * sizeof(double));
  srand(7);
  for (size_t i = 0; i < 4 * N; i++)
    h[i] = 2.0 * rand() / RAND_MAX - 1.0;
  for (size_t i = 0; i < N; i++)
    h[N + i] += 4.0; /* d: dominant */
  double *dv, *x;
  void *flush, *flush2;
  cudaMalloc(&flush2, (size_t)256 << 20);
  cudaMemset(flush2, 0, (size_t)256 << 20);
  cudaMalloc(&dv, 4 * N * sizeof(double));
  cudaMalloc(&x, N * sizeof(double));
  cudaMalloc(&flush, (size_t)256 << 20);
  cudaMemcpy(dv, h, 4 * N * sizeof(double), cudaMemcpyHostToDevice);
  if (getenv("TL_DELAY_NS")) { /* variant 256 */
    const long long dl = atoll(getenv("TL_DELAY_NS"));
    int dev = 0, nsm = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&nsm, cudaDevAttrMultiProcessorCount, dev);
    cudaMemcpyToSymbol(tl_delay_ns, &dl, sizeof dl);
    cudaMemcpyToSymbol(tl_nsm, &nsm, sizeof nsm);
    printf("first wave's second slot waits %lld ns (%d SMs)\n", dl, nsm);
  }
  if (getenv("TL_PF_FRAC")) { /* variant 512 */
    const float f = (float)atof(getenv("TL_PF_FRAC"));
    const int dist = getenv("TL_PF_DIST") ? atoi(getenv("TL_PF_DIST")) : 264;
    cudaMemcpyToSymbol(tl_pf_frac, &f, sizeof f);
    cudaMemcpyToSymbol(tl_pf_dist, &dist, sizeof dist);
    printf("prefetch %.2f of the rows of the system %d after\n", f, dist);
  }
  int tps = 0, spb = 0;
  size_t smem = 0;
  if (gs_d_cr_shape((int)n, batch, &tps, &spb, &smem) != cudaSuccess || spb < 1) {
    fprintf(stderr, "cr_timeline: no CUDA device or no shape for n = %ld\n", n);
    return 77;
  }
  const long nblk = (batch + spb - 1) / spb;
  printf("%s flush; n %ld batch %ld lds %ld: tps %d spb %d smem %zu blocks %ld\n", rflush ? "memset+read" : "memset", n, batch, lds, tps, spb, smem, nblk);
  const int nb = nblk < GS_TL_MAXB ? (int)nblk : GS_TL_MAXB;
  unsigned long long *g = (unsigned long long *)malloc((size_t)nb * 8 * sizeof *g);
  long long *c = (long long *)malloc((size_t)nb * 8 * sizeof *c);
  double *v = (double *)malloc((size_t)nb * sizeof *v);
  for (int r = -1; r < reps; r++) {
    cudaMemcpy(x, dv + 3 * N, N * sizeof(double), cudaMemcpyDeviceToDevice);
    cudaMemset(flush, r & 0xff, (size_t)256 << 20);
    if (rflush)
      tl_read<<<1024, 256>>>((const double *)flush2, ((size_t)256 << 20) / 8, (double *)flush);
    cudaDeviceSynchronize();
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    cudaEventRecord(e0, cudaStreamPerThread);
    const gs_idx info = gs_d_gtsv_cr_batch_cuda(n, batch, dv, dv + N, dv + 2 * N, lds, x, lds, 1);
    cudaEventRecord(e1, cudaStreamPerThread);
    cudaEventSynchronize(e1);
    float ms = 0;
    cudaEventElapsedTime(&ms, e0, e1);
    if (r < 0)
      continue;
    cudaMemcpyFromSymbol(g, gs_tl_g, (size_t)nb * 8 * sizeof *g);
    cudaMemcpyFromSymbol(c, gs_tl_c, (size_t)nb * 8 * sizeof *c);
    if (getenv("TL_STEPS")) { /* the top levels' steps (variant 128) */
      long long *w = (long long *)malloc((size_t)nb * 32 * sizeof *w);
      cudaMemcpyFromSymbol(w, gs_tl_w, (size_t)nb * 32 * sizeof *w);
      printf("  top steps (cycles, p50 over blocks):");
      long long prev_i = 31;
      for (int i = 0; i < 31; i++) {
        if (w[i] == 0 && i != 15)
          continue;
        for (int b = 0; b < nb; b++)
          v[b] = (double)(w[b * 32 + i] - w[b * 32 + prev_i]);
        printf(" %d:%.0f", i, pct(v, nb, .5));
        prev_i = i;
      }
      printf("\n");
      free(w);
    }
    unsigned long long g0 = ~0ULL, gend = 0;
    for (int b = 0; b < nb; b++) {
      g0 = g[b * 8] < g0 ? g[b * 8] : g0;
      gend = g[b * 8 + 6] > gend ? g[b * 8 + 6] : gend;
    }
    printf("rep %d info %ld call %.1f us, blocks from first start to last end %.1f us\n", r,
           (long)info, 1e3 * ms, 1e-3 * (double)(gend - g0));
    for (int b = 0; b < nb; b++)
      v[b] = 1e-3 * (double)(g[b * 8] - g0);
    printf("  start (us after the first): p10 %.1f  p50 %.1f  p90 %.1f  max %.1f\n",
           pct(v, nb, .1), pct(v, nb, .5), pct(v, nb, .9), pct(v, nb, 1));
    for (int b = 0; b < nb; b++)
      v[b] = 1e-3 * (double)(g[b * 8 + 6] - g0);
    printf("  end   (us after the first start): p10 %.1f  p50 %.1f  p90 %.1f  max %.1f\n",
           pct(v, nb, .1), pct(v, nb, .5), pct(v, nb, .9), pct(v, nb, 1));
    if (getenv("TL_HIST")) { /* session 11: blocks in phase 1 (loading) at each 4 us */
      printf("  blocks loading, every 4 us:");
      for (unsigned long long t = g0; t < gend; t += 4000) {
        int m = 0;
        for (int b = 0; b < nb; b++)
          m += g[b * 8] <= t && t < g[b * 8 + 1];
        printf(" %d", m);
      }
      printf("\n");
    }
    for (int b = 0; b < nb; b++)
      v[b] = 1e-3 * (double)(g[b * 8 + 6] - g[b * 8]);
    printf("  block's life (us): p10 %.1f  p50 %.1f  p90 %.1f  max %.1f\n", pct(v, nb, .1),
           pct(v, nb, .5), pct(v, nb, .9), pct(v, nb, 1));
    static const char *name[7] = {"", "level 0->1 (loads)", "block levels down",
                                  "warp top down+up", "block levels up", "level 0 back",
                                  "stores"};
    for (int i = 1; i <= 6; i++) {
      for (int b = 0; b < nb; b++)
        v[b] = (double)(c[b * 8 + i] - c[b * 8 + i - 1]);
      printf("  phase %d %-20s cycles p10 %8.0f  p50 %8.0f  p90 %8.0f\n", i, name[i],
             pct(v, nb, .1), pct(v, nb, .5), pct(v, nb, .9));
    }
  }
  return 0;
}
