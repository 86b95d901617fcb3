// callcost.cu -- a session tool: the host-side cost of a gpu_dgtsv_cr_batch_dev call
// against a bare launch + cudaStreamSynchronize of an empty kernel, and the
// events' view of both (legacy stream vs per-thread stream).
#include <cuda_runtime.h>
#include <chrono>
#include <cstdio>
#include <vector>
#include <algorithm>
#include "gpusolve.h"
__global__ void k_empty(int *p) { if (p && threadIdx.x == 1024) *p = 0; }
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
int main()
{
  gpu_set_backend(GPU_BACKEND_CUDA);
  const int n = 1024, reps = 2000;
  for (int batch : {1, 1024}) {
    std::vector<double> h((size_t)n * batch);
    for (size_t i = 0; i < h.size(); i++) h[i] = 0.25;
    std::vector<double> dd((size_t)n * batch, 4.0);
    double *dl, *d, *du, *b;
    size_t bytes = (size_t)n * batch * sizeof(double);
    cudaMalloc(&dl, bytes); cudaMalloc(&d, bytes); cudaMalloc(&du, bytes); cudaMalloc(&b, bytes);
    cudaMemcpy(dl, h.data(), bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(du, h.data(), bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(d, dd.data(), bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(b, h.data(), bytes, cudaMemcpyHostToDevice);
    int info;
    for (int i = 0; i < 20; i++) gpu_dgtsv_cr_batch_dev(n, batch, dl, d, du, n, b, n, &info);
    double t0 = now();
    for (int i = 0; i < reps; i++) gpu_dgtsv_cr_batch_dev(n, batch, dl, d, du, n, b, n, &info);
    double tc = (now() - t0) / reps;
    for (int i = 0; i < 20; i++) { k_empty<<<1, 32, 0, cudaStreamPerThread>>>(nullptr); cudaStreamSynchronize(cudaStreamPerThread); }
    t0 = now();
    for (int i = 0; i < reps; i++) { k_empty<<<1, 32, 0, cudaStreamPerThread>>>(nullptr); cudaStreamSynchronize(cudaStreamPerThread); }
    double te = (now() - t0) / reps;
    cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
    float ms; std::vector<float> v0, v1, v2;
    for (int i = 0; i < 200; i++) {
      cudaEventRecord(e0, 0); gpu_dgtsv_cr_batch_dev(n, batch, dl, d, du, n, b, n, &info); cudaEventRecord(e1, 0);
      cudaEventSynchronize(e1); cudaEventElapsedTime(&ms, e0, e1); v0.push_back(ms);
      cudaEventRecord(e0, cudaStreamPerThread); gpu_dgtsv_cr_batch_dev(n, batch, dl, d, du, n, b, n, &info); cudaEventRecord(e1, cudaStreamPerThread);
      cudaEventSynchronize(e1); cudaEventElapsedTime(&ms, e0, e1); v1.push_back(ms);
      cudaEventRecord(e0, cudaStreamPerThread); k_empty<<<1, 32, 0, cudaStreamPerThread>>>(nullptr); cudaStreamSynchronize(cudaStreamPerThread); cudaEventRecord(e1, cudaStreamPerThread);
      cudaEventSynchronize(e1); cudaEventElapsedTime(&ms, e0, e1); v2.push_back(ms);
    }
    auto med = [](std::vector<float> v) { std::sort(v.begin(), v.end()); return v[v.size() / 2] * 1e3; };
    printf("n %d batch %d: wall per call %.1f us, empty launch+sync %.1f us; events: legacy %.1f us, per-thread %.1f us, empty launch+sync %.1f us (info %d)\n",
           n, batch, tc * 1e6, te * 1e6, med(v0), med(v1), med(v2), info);
    cudaFree(dl); cudaFree(d); cudaFree(du); cudaFree(b);
  }
  return 0;
}
