/* error.c -- LAPACK-style error reporting: gpu_xerbla (prints, never stops
 * the program, replaceable) and gpu_strerror. */
#include "config.h"
#include <pthread.h>
#include <stdio.h>
#include "runtime/runtime.h"

static pthread_mutex_t handler_lock = PTHREAD_MUTEX_INITIALIZER;
static gpu_xerbla_handler handler = NULL; /* NULL: gpu_xerbla */

void gpu_xerbla(const char *srname, gpu_int i)
{
  fprintf(stderr, " ** On entry to %s parameter number %d had an illegal value\n", srname, (int)i);
}

gpu_xerbla_handler gpu_set_xerbla(gpu_xerbla_handler h)
{
  gpu_xerbla_handler old;
  pthread_mutex_lock(&handler_lock);
  old = handler ? handler : gpu_xerbla;
  handler = h;
  pthread_mutex_unlock(&handler_lock);
  return old;
}

void gs_xerbla(const char *srname, gpu_int i)
{
  gpu_xerbla_handler h;
  pthread_mutex_lock(&handler_lock);
  h = handler ? handler : gpu_xerbla;
  pthread_mutex_unlock(&handler_lock);
  h(srname, i);
}

const char *gpu_strerror(gpu_int info)
{
  if (info == 0)
    return "success";
  if (info > 0)
    return "the matrix is exactly singular: a zero pivot (see the routine's INFO)";
  if (info > -100)
    return "an argument had an illegal value (INFO = -i names argument i)";
  switch (info) {
  case GPU_ERR_NO_BACKEND: return "the requested backend is not available (library built without CUDA, or no usable device)";
  case GPU_ERR_DEVICE_MEMORY: return "device memory exhausted: the problem, or the smallest piece of it the routine can work in, does not fit in the device's free memory or under the cap of gpu_set_device_memory_limit";
  case GPU_ERR_HOST_MEMORY: return "host memory exhausted";
  case GPU_ERR_CUDA: return "a CUDA runtime call or kernel launch failed";
  case GPU_ERR_INTERNAL: return "internal error in gpusolve (please report)";
  default: return "unknown gpusolve error code";
  }
}
