/* cuda_context.cu -- the CUDA device context: device probe and properties,
 * and the workspace pools (device memory and pinned host memory) that keep
 * buffers between calls, so that steady-state calls do no cudaMalloc.
 * Thread safe: several host threads may call the library at once; each takes
 * its own buffers from the pool and works on its per-thread default stream. */
#include "config.h"
#include <cuda_runtime.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/runtime.h"

namespace {

struct Block {
  void *ptr;
  size_t size;
  int in_use;
  Block *next;
};

struct Pool {
  Block *head;
  int pinned;
};

pthread_mutex_t ctx_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_once_t probe_once = PTHREAD_ONCE_INIT;
int usable = 0;
int sm_count = 0;
size_t smem_optin = 0;
char device_name[256] = "no CUDA device";
Pool dev_pool = {NULL, 0};
Pool host_pool = {NULL, 1};

void probe(void)
{
  int count = 0, dev = 0;
  cudaDeviceProp prop;
  if (cudaGetDeviceCount(&count) != cudaSuccess || count < 1) {
    cudaGetLastError(); /* clear the sticky "no device" error */
    return;
  }
  if (cudaGetDevice(&dev) != cudaSuccess || cudaGetDeviceProperties(&prop, dev) != cudaSuccess) {
    cudaGetLastError();
    return;
  }
  sm_count = prop.multiProcessorCount;
  smem_optin = prop.sharedMemPerBlockOptin;
  strncpy(device_name, prop.name, sizeof device_name - 1);
  device_name[sizeof device_name - 1] = '\0';
  usable = 1;
}

int raw_alloc(Pool *p, size_t bytes, void **ptr)
{
  cudaError_t e = p->pinned ? cudaMallocHost(ptr, bytes) : cudaMalloc(ptr, bytes);
  if (e != cudaSuccess) {
    cudaGetLastError();
    *ptr = NULL;
    return -1;
  }
  return 0;
}

void raw_free(Pool *p, void *ptr)
{
  if (p->pinned)
    cudaFreeHost(ptr);
  else
    cudaFree(ptr);
}

/* Free every cached block not in use (called with ctx_lock held). */
void trim(Pool *p)
{
  Block **bp = &p->head;
  while (*bp) {
    Block *b = *bp;
    if (!b->in_use) {
      raw_free(p, b->ptr);
      *bp = b->next;
      free(b);
    } else {
      bp = &b->next;
    }
  }
}

int acquire(Pool *p, size_t bytes, void **ptr, int err)
{
  Block *best = NULL, *b;
  if (bytes == 0)
    bytes = 1;
  bytes = (bytes + 255) & ~(size_t)255;
  pthread_mutex_lock(&ctx_lock);
  for (b = p->head; b; b = b->next) /* best fit among free blocks */
    if (!b->in_use && b->size >= bytes && (!best || b->size < best->size))
      best = b;
  if (best) {
    best->in_use = 1;
    *ptr = best->ptr;
    pthread_mutex_unlock(&ctx_lock);
    return 0;
  }
  b = (Block *)malloc(sizeof *b);
  if (!b) {
    pthread_mutex_unlock(&ctx_lock);
    return GPU_ERR_HOST_MEMORY;
  }
  if (raw_alloc(p, bytes, &b->ptr) != 0) {
    trim(p); /* cached blocks too small for this request: give them back and retry */
    if (raw_alloc(p, bytes, &b->ptr) != 0) {
      free(b);
      pthread_mutex_unlock(&ctx_lock);
      *ptr = NULL;
      return err;
    }
  }
  b->size = bytes;
  b->in_use = 1;
  b->next = p->head;
  p->head = b;
  *ptr = b->ptr;
  pthread_mutex_unlock(&ctx_lock);
  return 0;
}

void release(Pool *p, void *ptr)
{
  if (!ptr)
    return;
  pthread_mutex_lock(&ctx_lock);
  for (Block *b = p->head; b; b = b->next)
    if (b->ptr == ptr) {
      b->in_use = 0;
      break;
    }
  pthread_mutex_unlock(&ctx_lock);
}

} // namespace

extern "C" {

int gs_cuda_usable(void)
{
  pthread_once(&probe_once, probe);
  return usable;
}

const char *gs_cuda_device_name(void)
{
  pthread_once(&probe_once, probe);
  return device_name;
}

int gs_cuda_sm_count(void)
{
  pthread_once(&probe_once, probe);
  return sm_count;
}

size_t gs_cuda_smem_per_block(void)
{
  pthread_once(&probe_once, probe);
  return smem_optin;
}

int gs_cuda_acquire(size_t bytes, void **ptr) { return acquire(&dev_pool, bytes, ptr, GPU_ERR_DEVICE_MEMORY); }
void gs_cuda_release(void *ptr) { release(&dev_pool, ptr); }
int gs_cuda_acquire_pinned(size_t bytes, void **ptr) { return acquire(&host_pool, bytes, ptr, GPU_ERR_HOST_MEMORY); }
void gs_cuda_release_pinned(void *ptr) { release(&host_pool, ptr); }

void gs_cuda_finalize(void)
{
  pthread_mutex_lock(&ctx_lock);
  trim(&dev_pool);
  trim(&host_pool);
  pthread_mutex_unlock(&ctx_lock);
}

} // extern "C"
