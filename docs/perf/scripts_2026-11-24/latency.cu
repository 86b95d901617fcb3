/* latency.cu -- session 6 tool: the latency, in cycles, of one dependent
 * step of the operations a cyclic-reduction or SPIKE step chains, one warp
 * on the GPU (clock64 around 512 dependent repetitions, after a warm-up).
 * Build: nvcc -arch=sm_90 -O3 -o latency latency.cu */
#include <stdio.h>

#define REPS 512

__global__ void k_lat(double *out, long long *cyc, double a, double b)
{
  __shared__ double sm[64];
  double x = a + threadIdx.x * 1e-3, y = b;
  long long t0, t1;
  for (int pass = 0; pass < 2; pass++) { /* pass 0 warms up */
    t0 = clock64();
#pragma unroll 16
    for (int i = 0; i < REPS; i++)
      x = fma(x, a, b); /* DFMA chain */
    t1 = clock64();
    if (pass)
      cyc[0] = t1 - t0;
    t0 = clock64();
#pragma unroll 8
    for (int i = 0; i < REPS; i++)
      x = b / x; /* IEEE double division */
    t1 = clock64();
    if (pass)
      cyc[1] = t1 - t0;
    t0 = clock64();
#pragma unroll 8
    for (int i = 0; i < REPS; i++)
      x = __shfl_xor_sync(0xffffffffu, x, 1) * a; /* a double shuffle and a multiply */
    t1 = clock64();
    if (pass)
      cyc[2] = t1 - t0;
    t0 = clock64();
#pragma unroll 8
    for (int i = 0; i < REPS; i++)
      x = x * a; /* DMUL chain */
    t1 = clock64();
    if (pass)
      cyc[3] = t1 - t0;
    t0 = clock64();
#pragma unroll 8
    for (int i = 0; i < REPS; i++) { /* a shared-memory round trip through a warp barrier */
      sm[threadIdx.x] = x;
      __syncwarp();
      x = sm[threadIdx.x ^ 1] * a;
      __syncwarp();
    }
    t1 = clock64();
    if (pass)
      cyc[4] = t1 - t0;
    t0 = clock64();
#pragma unroll 8
    for (int i = 0; i < REPS; i++)
      y = __drcp_rn(y) + a; /* the reciprocal intrinsic (round to nearest) and an add */
    t1 = clock64();
    if (pass)
      cyc[5] = t1 - t0;
  }
  out[threadIdx.x] = x + y;
}

int main(void)
{
  double *out;
  long long *cyc, h[6];
  cudaMalloc(&out, 64 * sizeof(double));
  cudaMalloc(&cyc, 6 * sizeof(long long));
  k_lat<<<1, 32>>>(out, cyc, 0.999999, 1.0000001);
  cudaMemcpy(h, cyc, sizeof h, cudaMemcpyDeviceToHost);
  static const char *name[6] = {"DFMA", "double division a/b", "double shuffle + DMUL", "DMUL",
                                "STS, syncwarp, LDS, DMUL, syncwarp", "__drcp_rn + DADD"};
  for (int k = 0; k < 6; k++)
    printf("%-40s %7.1f cycles a step\n", name[k], (double)h[k] / REPS);
  return 0;
}
