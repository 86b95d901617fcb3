/* readback.cu -- what the one-pass call's fixed steps cost on the device
 * machine (session 28): a memset of the header, two launches, the header's
 * 256 bytes back to the host and the synchronization, with the copy into
 * pageable memory (what win_try did), into pinned memory, and a kernel's
 * stores into mapped pinned memory instead of a copy.  Wall clock per
 * round, median of 2000 after 200 of warm-up; the per-thread default
 * stream, as the library uses.
 *   nvcc -O2 -arch=sm_90 -o readback readback.cu */
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

__global__ void k_touch(int *h) { if (threadIdx.x == 0) atomicAdd(h, 1); }
__global__ void k_publish(const int *h, volatile int *out)
{
  if (threadIdx.x < 64)
    out[threadIdx.x] = h[threadIdx.x];
}

static double now_us()
{
  return std::chrono::duration<double, std::micro>(
             std::chrono::steady_clock::now().time_since_epoch()).count();
}

template <class F> static double med(F f)
{
  std::vector<double> t;
  for (int i = 0; i < 2200; i++) {
    double t0 = now_us();
    f();
    double t1 = now_us();
    if (i >= 200)
      t.push_back(t1 - t0);
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

int main()
{
  cudaStream_t st = cudaStreamPerThread;
  int *d = nullptr, *pin = nullptr, *map = nullptr, *mapd = nullptr;
  static int pageable[64];
  cudaMalloc(&d, 256);
  cudaMallocHost(&pin, 256);
  cudaHostAlloc(&map, 256, cudaHostAllocMapped);
  cudaHostGetDevicePointer(&mapd, map, 0);
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  printf("device %s\n", p.name);
  double a = med([&] { k_touch<<<1, 32, 0, st>>>(d); cudaStreamSynchronize(st); });
  double b = med([&] {
    cudaMemsetAsync(d, 0, 256, st);
    k_touch<<<1, 32, 0, st>>>(d);
    k_touch<<<1, 32, 0, st>>>(d);
    cudaMemcpyAsync(pageable, d, 256, cudaMemcpyDeviceToHost, st);
    cudaStreamSynchronize(st);
  });
  double c = med([&] {
    cudaMemsetAsync(d, 0, 256, st);
    k_touch<<<1, 32, 0, st>>>(d);
    k_touch<<<1, 32, 0, st>>>(d);
    cudaMemcpyAsync(pin, d, 256, cudaMemcpyDeviceToHost, st);
    cudaStreamSynchronize(st);
    memcpy(pageable, pin, 256);
  });
  double e = med([&] {
    cudaMemsetAsync(d, 0, 256, st);
    k_touch<<<1, 32, 0, st>>>(d);
    k_publish<<<1, 64, 0, st>>>(d, mapd);
    cudaStreamSynchronize(st);
    memcpy(pageable, map, 256);
  });
  double f = med([&] {
    k_touch<<<1, 32, 0, st>>>(d);
    k_touch<<<1, 32, 0, st>>>(d);
    cudaMemcpyAsync(pin, d, 256, cudaMemcpyDeviceToHost, st);
    cudaStreamSynchronize(st);
  });
  printf("readback: launch+sync %.2f us\n", a);
  printf("readback: memset+2 launches+copy to pageable+sync %.2f us (win_try's shape)\n", b);
  printf("readback: memset+2 launches+copy to pinned+sync %.2f us\n", c);
  printf("readback: memset+launch+publish to mapped+sync %.2f us\n", e);
  printf("readback: 2 launches+copy to pinned+sync (no memset) %.2f us\n", f);
  return 0;
}
