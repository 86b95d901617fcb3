/* test_devmem.c -- a system none of whose pieces fits the device memory the
 * library may take: the host API must return INFO = GPU_ERR_DEVICE_MEMORY
 * with a message from gpu_strerror, leave B untouched and leave the library
 * usable.  A system merely larger than device memory is solved in chunks of
 * rows (test_chunked, test_large), so the device memory is capped here
 * (gpu_set_device_memory_limit) below the smallest chunk.  The host arrays
 * are reserved with mmap(MAP_NORESERVE) and never touched by a correct
 * library, so the test needs no real host memory.  CUDA only: exit 77
 * without a device. */
#define _GNU_SOURCE
#include "config.h"
#include <stdio.h>
#include <string.h>
#include <math.h>
#include <sys/mman.h>
#include "gpusolve.h"

int main(void)
{
  /* n = 2^31-1 in complex double with 8 right-hand sides: 3 x 34 GB of
   * matrix and 275 GB of B, beyond any device's memory (an H200 has 141 GB)
   * and, at 64 rows a chunk, beyond the cap. */
  const gpu_int n = 2147483647, nrhs = 8;
  const size_t bytes = (size_t)n * sizeof(gpu_complex_double);
  gpu_complex_double *dl, *d, *du, *b;
  gpu_int info = 0;
  int fails = 0, passes = 0;
  if (!gpu_cuda_available() || gpu_set_backend(GPU_BACKEND_CUDA) != 0) {
    printf("SKIP: no CUDA device\n");
    return 77;
  }
  dl = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  d = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  du = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  b = mmap(NULL, bytes * nrhs, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (dl == MAP_FAILED || d == MAP_FAILED || du == MAP_FAILED || b == MAP_FAILED) {
    printf("SKIP: cannot reserve %zu bytes of address space\n", (3 + nrhs) * bytes);
    return 77;
  }
  b[0] = 7.0;
  b[(size_t)n * nrhs - 1] = -3.0;
  if (gpu_set_device_memory_limit(4096) != 0) { /* below a chunk of 64 rows and 10 columns */
    printf("FAILED: gpu_set_device_memory_limit(4096)\n");
    return 1;
  }
  gpu_zgtsv_spike(n, nrhs, dl, d, du, b, n, &info);
  printf("gpu_zgtsv_spike(n=2^31-1, nrhs=%d, complex double, %.0f GB of input) under a cap of "
         "4096 bytes: INFO=%d: %s\n",
         (int)nrhs, (3.0 + nrhs) * (double)bytes / 1e9, (int)info, gpu_strerror(info));
  gpu_set_device_memory_limit(0);
  if (info == GPU_ERR_DEVICE_MEMORY) passes++; else { fails++; printf("FAILED: expected INFO=%d\n", GPU_ERR_DEVICE_MEMORY); }
  if (b[0] == 7.0 && b[(size_t)n * nrhs - 1] == -3.0) passes++; else { fails++; printf("FAILED: B was modified\n"); }
  { /* the library still works afterwards */
    double sdl[2] = {1, 1}, sd[3] = {4, 4, 4}, sdu[2] = {1, 1}, sb[3] = {5, 6, 5};
    gpu_dgtsv_spike(3, 1, sdl, sd, sdu, sb, 3, &info);
    if (info == 0 && fabs(sb[0] - 1) < 1e-14 && fabs(sb[1] - 1) < 1e-14 && fabs(sb[2] - 1) < 1e-14) passes++;
    else { fails++; printf("FAILED: small solve after the failure: INFO=%d x=%g %g %g\n", (int)info, sb[0], sb[1], sb[2]); }
  }
  gpu_finalize();
  printf("%d passed, %d failed\n", passes, fails);
  return fails;
}
