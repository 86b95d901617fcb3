/* proto_pass.cu -- a session tool (not part of the project): SPIKE's pass 1
 * and pass 2 skeletons at n = 2^24 / 2^25 with the partitions factored two
 * ways, in the same kernels and the same run:
 *   dp: the library's diagonal pivoting (gtsv_core.inc's dp_factor, dp_solve,
 *       dp_back: 1-by-1 / 2-by-2 blocks, a branch per row), the
 *       factorization stored by pass 1 for pass 2, as the library does;
 *   pq: Gaussian elimination with partial pivoting inside each partition
 *       (LAPACK xGTSV's steps, pp_step's arithmetic) written with selects
 *       instead of branches, so that a warp's lanes never diverge; the
 *       reciprocal of U's diagonal kept; pass 2 factors again (no stored
 *       factorization: 9n bytes fewer written and read).
 * Both: 64 partitions of m = 16 rows per block of 64 threads, the tile in
 * shared memory with one pad entry per partition (the library's layout),
 * pass 1 writes the spikes' and Y's ends, W and V whole; pass 2 takes
 * alpha = beta = 0 (the partitions solved on their own) and writes X.
 * Prints each kernel's median time (CUDA events, 10 runs after a warm-up),
 * the copy bandwidth, and the largest relative difference between the two
 * ways' X and their residual |A_p x - f| / (|A_p||x| + |f|) per partition.
 * Build (from the repository root):
 *   nvcc -O3 -arch=sm_90 -Isrc -Iinclude -Ibuild-device proto_pass.cu -o proto_pass */
#include <cuda_runtime.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <algorithm>
#include <vector>
#include "config.h"
#include "gtsv/gtsv_internal.h"

#define GS_PREC GS_PREC_S
#include "gtsv/gtsv_core.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_D
#include "gtsv/gtsv_core.inc"
#undef GS_PREC

#define M 16
#define TB 64
#define TS (TB * (M + 1))

template <typename T> struct dp;
template <> struct dp<double> {
  static __device__ int factor(int m, const double *al, double *b, const double *c, unsigned char *p)
  { return gs_d_dp_factor(m, al, b, c, p); }
  static __device__ void solve(int m, const double *al, const double *b, const double *c,
                               const unsigned char *p, double *f)
  { gs_d_dp_solve(m, al, b, c, p, f); }
  static __device__ void back(int m, const double *al, const double *b, const double *c,
                              const unsigned char *p, double *f)
  { gs_d_dp_back(m, al, b, c, p, f); }
};
template <> struct dp<float> {
  static __device__ int factor(int m, const float *al, float *b, const float *c, unsigned char *p)
  { return gs_s_dp_factor(m, al, b, c, p); }
  static __device__ void solve(int m, const float *al, const float *b, const float *c,
                               const unsigned char *p, float *f)
  { gs_s_dp_solve(m, al, b, c, p, f); }
  static __device__ void back(int m, const float *al, const float *b, const float *c,
                              const unsigned char *p, float *f)
  { gs_s_dp_back(m, al, b, c, p, f); }
};

template <typename T> __device__ __forceinline__ T sel(bool s, T a, T b) { return s ? a : b; }

/* Partial pivoting on one partition of m rows, in place: a[1..m-1] (the
 * subdiagonal) becomes the multipliers, b the reciprocals of U's diagonal,
 * c[0..m-2] U's first superdiagonal, e[0..m-3] its second, sw the
 * interchanges.  a[0] and c[m-1] (the couplings) are not touched.  Returns
 * 1 when U has an exactly zero diagonal entry. */
template <typename T>
__device__ int pq_factor(T *a, T *b, T *c, T *e, unsigned char *sw)
{
  T u0 = b[0], u1 = c[0];
  int zero = 0;
#pragma unroll 4
  for (int i = 0; i < M - 1; i++) {
    const T dl = a[i + 1], dn = b[i + 1], cn = i + 2 < M ? c[i + 1] : (T)0;
    const bool s = fabs(dl) > fabs(u0);
    const T den = sel(s, dl, u0), l = sel(s, u0, dl) / den;
    zero |= den == (T)0;
    const T p = sel(s, u1, dn), q = sel(s, dn, u1);
    a[i + 1] = l;
    sw[i] = s;
    b[i] = (T)1 / den;
    c[i] = q;
    if (i + 2 < M)
      e[i] = sel(s, cn, (T)0);
    u0 = p - l * q;
    u1 = sel(s, -l * cn, cn);
  }
  zero |= u0 == (T)0;
  b[M - 1] = (T)1 / u0;
  return zero;
}

/* L^-1 f, then U^-1: f overwritten by the partition's solution. */
template <typename T>
__device__ void pq_solve(const T *a, const T *b, const T *c, const T *e, const unsigned char *sw,
                         T *f, bool fwd)
{
  if (fwd) {
    T fi = f[0];
#pragma unroll 4
    for (int i = 0; i < M - 1; i++) {
      const T fn = f[i + 1];
      const bool s = sw[i];
      const T lo = sel(s, fn, fi), hi = sel(s, fi, fn);
      f[i] = lo;
      fi = hi - a[i + 1] * lo;
    }
    f[M - 1] = fi;
  }
  T x1 = f[M - 1] * b[M - 1], x2 = 0;
  f[M - 1] = x1;
  {
    const T x = (f[M - 2] - c[M - 2] * x1) * b[M - 2];
    f[M - 2] = x;
    x2 = x1;
    x1 = x;
  }
#pragma unroll 4
  for (int i = M - 3; i >= 0; i--) {
    const T x = (f[i] - c[i] * x1 - e[i] * x2) * b[i];
    f[i] = x;
    x2 = x1;
    x1 = x;
  }
}

template <typename T>
__device__ void tile_load(const T *dl, const T *d, const T *du, long r0, long n, T *sa, T *sb, T *sc)
{
  for (int i = threadIdx.x; i < TB * M; i += TB) {
    const long r = r0 + i;
    const int si = i + i / M;
    sa[si] = r > 0 ? dl[r - 1] : (T)0;
    sb[si] = d[r];
    sc[si] = r < n - 1 ? du[r] : (T)0;
  }
}
template <typename T> __device__ void tile_col(const T *v, long r0, T *sf)
{
  for (int i = threadIdx.x; i < TB * M; i += TB)
    sf[i + i / M] = v[r0 + i];
}
template <typename T> __device__ void tile_store(const T *sf, long r0, T *v)
{
  for (int i = threadIdx.x; i < TB * M; i += TB)
    v[r0 + i] = sf[i + i / M];
}

struct ends {
  void *wt, *wb, *vt, *vb, *yt, *yb;
};

template <typename T, bool PQ>
__global__ void __launch_bounds__(TB) pass1(long n, const T *dl, const T *d, const T *du, const T *bb,
                                            ends E, T *wf, T *vf, T *fb, unsigned char *fp, int *flag)
{
  extern __shared__ double smem_raw[];
  T *sa = (T *)smem_raw, *sb = sa + TS, *sc = sb + TS, *sf = sc + TS, *se = sf + TS;
  unsigned char *sp = (unsigned char *)(se + (PQ ? TS : 0));
  const long r0 = (long)blockIdx.x * TB * M, p = (long)blockIdx.x * TB + threadIdx.x;
  const int base = threadIdx.x * (M + 1);
  tile_load(dl, d, du, r0, n, sa, sb, sc);
  __syncthreads();
  T *a = sa + base, *b = sb + base, *c = sc + base, *e = se + base, *f = sf + base;
  unsigned char *pv = sp + base;
  int z = PQ ? pq_factor(a, b, c, e, pv) : dp<T>::factor(M, a + 1, b, c, pv);
  for (int k = 0; k < M; k++)
    f[k] = 0;
  f[0] = a[0];
  if (PQ)
    pq_solve(a, b, c, e, pv, f, true);
  else
    dp<T>::solve(M, a + 1, b, c, pv, f);
  ((T *)E.wt)[p] = f[0];
  ((T *)E.wb)[p] = f[M - 1];
  __syncthreads();
  tile_store(sf, r0, wf);
  if (!PQ) {
    tile_store(sb, r0, fb);
    for (int i = threadIdx.x; i < TB * M; i += TB)
      fp[r0 + i] = sp[i + i / M];
  }
  __syncthreads();
  for (int k = 0; k < M; k++)
    f[k] = 0;
  f[M - 1] = c[M - 1];
  if (PQ)
    pq_solve(a, b, c, e, pv, f, true);
  else
    dp<T>::back(M, a + 1, b, c, pv, f);
  ((T *)E.vt)[p] = f[0];
  ((T *)E.vb)[p] = f[M - 1];
  __syncthreads();
  tile_store(sf, r0, vf);
  __syncthreads();
  tile_col(bb, r0, sf);
  __syncthreads();
  if (PQ)
    pq_solve(a, b, c, e, pv, f, true);
  else
    dp<T>::solve(M, a + 1, b, c, pv, f);
  ((T *)E.yt)[p] = f[0];
  ((T *)E.yb)[p] = f[M - 1];
  if (z)
    atomicOr(flag, 1);
}

template <typename T, bool PQ>
__global__ void __launch_bounds__(TB) pass2(long n, const T *dl, const T *d, const T *du, const T *fb,
                                            const unsigned char *fp, const T *xl, const T *xr, T *x,
                                            const T *bb)
{
  extern __shared__ double smem_raw[];
  T *sa = (T *)smem_raw, *sb = sa + TS, *sc = sb + TS, *sf = sc + TS, *se = sf + TS;
  unsigned char *sp = (unsigned char *)(se + (PQ ? TS : 0));
  const long r0 = (long)blockIdx.x * TB * M, p = (long)blockIdx.x * TB + threadIdx.x;
  const int base = threadIdx.x * (M + 1);
  tile_load(dl, PQ ? d : fb, du, r0, n, sa, sb, sc);
  if (!PQ)
    for (int i = threadIdx.x; i < TB * M; i += TB)
      sp[i + i / M] = fp[r0 + i];
  tile_col(bb, r0, sf);
  __syncthreads();
  T *a = sa + base, *b = sb + base, *c = sc + base, *e = se + base, *f = sf + base;
  unsigned char *pv = sp + base;
  const T a0 = a[0], cm = c[M - 1];
  if (PQ)
    pq_factor(a, b, c, e, pv);
  f[0] -= a0 * xl[p];
  f[M - 1] -= cm * xr[p];
  if (PQ)
    pq_solve(a, b, c, e, pv, f, true);
  else
    dp<T>::solve(M, a + 1, b, c, pv, f);
  __syncthreads();
  tile_store(sf, r0, x);
}

/* U(-1,1) (kind 0) or diagonally dominant (kind 1) from a hash of the index */
__device__ double hrand(unsigned long long i)
{
  i ^= i >> 33; i *= 0xff51afd7ed558ccdULL; i ^= i >> 33; i *= 0xc4ceb9fe1a85ec53ULL; i ^= i >> 33;
  return (double)(i >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}
template <typename T>
__global__ void fill(long n, int kind, T *dl, T *d, T *du, T *b)
{
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) {
    const double a = hrand(4 * i), c = hrand(4 * i + 1), dd = hrand(4 * i + 2);
    dl[i] = (T)(kind ? 0.5 * a : a);
    du[i] = (T)(kind ? 0.5 * c : c);
    d[i] = (T)(kind ? (dd < 0 ? -2.0 + 0.5 * dd : 2.0 + 0.5 * dd) : dd);
    b[i] = (T)hrand(4 * i + 3);
  }
}

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  printf("CUDA error %s at %d\n", cudaGetErrorString(e_), __LINE__); exit(1); } } while (0)

template <typename K> float timeit(K launch)
{
  cudaEvent_t a, b;
  cudaEventCreate(&a); cudaEventCreate(&b);
  launch();
  CK(cudaDeviceSynchronize());
  std::vector<float> t;
  for (int r = 0; r < 10; r++) {
    cudaEventRecord(a);
    launch();
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms;
    cudaEventElapsedTime(&ms, a, b);
    t.push_back(ms);
  }
  std::sort(t.begin(), t.end());
  return t[5];
}

template <typename T> void run(long n, int kind, const char *pn)
{
  T *dl, *d, *du, *b, *wf, *vf, *fb, *x0, *x1, *xz, *endsb;
  unsigned char *fp;
  int *flag;
  const long np = n / M;
  CK(cudaMalloc(&dl, n * sizeof(T))); CK(cudaMalloc(&d, n * sizeof(T)));
  CK(cudaMalloc(&du, n * sizeof(T))); CK(cudaMalloc(&b, n * sizeof(T)));
  CK(cudaMalloc(&wf, n * sizeof(T))); CK(cudaMalloc(&vf, n * sizeof(T)));
  CK(cudaMalloc(&fb, n * sizeof(T))); CK(cudaMalloc(&fp, n));
  CK(cudaMalloc(&x0, n * sizeof(T))); CK(cudaMalloc(&x1, n * sizeof(T)));
  CK(cudaMalloc(&xz, 2 * np * sizeof(T))); CK(cudaMalloc(&endsb, 6 * np * sizeof(T)));
  CK(cudaMalloc(&flag, sizeof(int)));
  CK(cudaMemset(xz, 0, 2 * np * sizeof(T)));
  CK(cudaMemset(flag, 0, sizeof(int)));
  fill<T><<<4096, 256>>>(n, kind, dl, d, du, b);
  ends E = {endsb, endsb + np, endsb + 2 * np, endsb + 3 * np, endsb + 4 * np, endsb + 5 * np};
  const unsigned nb = (unsigned)(np / TB);
  const size_t s_dp = 4 * TS * sizeof(T) + TS, s_pq = 5 * TS * sizeof(T) + TS;
  CK(cudaFuncSetAttribute(pass1<T, true>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)s_pq));
  CK(cudaFuncSetAttribute(pass2<T, true>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)s_pq));
  float t1d = timeit([&] { pass1<T, false><<<nb, TB, s_dp>>>(n, dl, d, du, b, E, wf, vf, fb, fp, flag); });
  float t2d = timeit([&] { pass2<T, false><<<nb, TB, s_dp>>>(n, dl, d, du, fb, fp, xz, xz + np, x0, b); });
  float t1q = timeit([&] { pass1<T, true><<<nb, TB, s_pq>>>(n, dl, d, du, b, E, wf, vf, fb, fp, flag); });
  float t2q = timeit([&] { pass2<T, true><<<nb, TB, s_pq>>>(n, dl, d, du, fb, fp, xz, xz + np, x1, b); });
  CK(cudaDeviceSynchronize());
  int oc_d = 0, oc_q = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&oc_d, pass1<T, false>, TB, s_dp);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&oc_q, pass1<T, true>, TB, s_pq);
  /* compare the two X and each one's residual per partition, on the host */
  std::vector<T> hdl(n), hd(n), hdu(n), hb(n), h0(n), h1(n);
  CK(cudaMemcpy(hdl.data(), dl, n * sizeof(T), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(hd.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(hdu.data(), du, n * sizeof(T), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(hb.data(), b, n * sizeof(T), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(h0.data(), x0, n * sizeof(T), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(h1.data(), x1, n * sizeof(T), cudaMemcpyDeviceToHost));
  int hflag;
  CK(cudaMemcpy(&hflag, flag, sizeof(int), cudaMemcpyDeviceToHost));
  double dmax = 0, r0 = 0, r1 = 0;
  for (long i = 0; i < n; i++) {
    const long s = i / M * M, e = s + M - 1;
    double num0 = hb[i], num1 = hb[i], den0 = fabs((double)hb[i]), den1 = den0;
    num0 -= (double)hd[i] * h0[i]; num1 -= (double)hd[i] * h1[i];
    den0 += fabs((double)hd[i] * h0[i]); den1 += fabs((double)hd[i] * h1[i]);
    if (i > s) {
      num0 -= (double)hdl[i - 1] * h0[i - 1]; num1 -= (double)hdl[i - 1] * h1[i - 1];
      den0 += fabs((double)hdl[i - 1] * h0[i - 1]); den1 += fabs((double)hdl[i - 1] * h1[i - 1]);
    }
    if (i < e) {
      num0 -= (double)hdu[i] * h0[i + 1]; num1 -= (double)hdu[i] * h1[i + 1];
      den0 += fabs((double)hdu[i] * h0[i + 1]); den1 += fabs((double)hdu[i] * h1[i + 1]);
    }
    r0 = std::max(r0, fabs(num0) / den0);
    r1 = std::max(r1, fabs(num1) / den1);
    const double sc = std::max(fabs((double)h0[i]), 1e-300);
    dmax = std::max(dmax, fabs((double)h0[i] - (double)h1[i]) / sc);
  }
  const double eps = sizeof(T) == 8 ? 1.1102230246251565e-16 : 5.9604644775390625e-08;
  printf("%s %-7s n %9ld  dp: pass1 %.4f pass2 %.4f ms (%d blocks/SM)  pq: pass1 %.4f pass2 %.4f ms "
         "(%d blocks/SM)  pass1 dp/pq %.2f  worst row residual/eps dp %.1f pq %.1f  zero %d\n",
         pn, kind ? "diagdom" : "random", n, t1d, t2d, oc_d, t1q, t2q, oc_q, t1d / t1q, r0 / eps,
         r1 / eps, hflag);
  (void)dmax;
  cudaFree(dl); cudaFree(d); cudaFree(du); cudaFree(b); cudaFree(wf); cudaFree(vf); cudaFree(fb);
  cudaFree(fp); cudaFree(x0); cudaFree(x1); cudaFree(xz); cudaFree(endsb); cudaFree(flag);
}

int main()
{
  char *buf;
  const size_t bytes = (size_t)1 << 30;
  CK(cudaMalloc(&buf, 2 * bytes));
  float bw = timeit([&] { cudaMemcpy(buf + bytes, buf, bytes, cudaMemcpyDeviceToDevice); });
  printf("copy bandwidth %.1f GB/s (read + written)\n", 2.0 * bytes / bw / 1e6);
  cudaFree(buf);
  for (int kind = 0; kind < 2; kind++) {
    run<double>(1L << 24, kind, "d");
    run<float>(1L << 24, kind, "s");
  }
  run<double>(1L << 25, 0, "d");
  return 0;
}
