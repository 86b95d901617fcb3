/* backend.c -- run-time backend choice (GPUSOLVE_BACKEND, gpu_set_backend),
 * the device-memory cap (GPUSOLVE_DEVICE_MEMORY, gpu_set_device_memory_limit),
 * device description, version and finalisation. */
#include "config.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "runtime/runtime.h"

static pthread_once_t env_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t choice_lock = PTHREAD_MUTEX_INITIALIZER;
static int requested = GPU_BACKEND_AUTO; /* guarded by choice_lock */

static void read_env(void)
{
  const char *s = getenv("GPUSOLVE_BACKEND");
  if (s == NULL || *s == '\0' || strcmp(s, "auto") == 0)
    requested = GPU_BACKEND_AUTO;
  else if (strcmp(s, "cpu") == 0)
    requested = GPU_BACKEND_CPU;
  else if (strcmp(s, "cuda") == 0)
    requested = GPU_BACKEND_CUDA;
  else
    fprintf(stderr, "gpusolve: GPUSOLVE_BACKEND=%s is not auto, cuda or cpu; using auto\n", s);
}

int gpu_cuda_available(void)
{
#ifdef GPUSOLVE_HAVE_CUDA
  return gs_cuda_usable();
#else
  return 0;
#endif
}

int gs_backend(void)
{
  int r;
  pthread_once(&env_once, read_env);
  pthread_mutex_lock(&choice_lock);
  r = requested;
  pthread_mutex_unlock(&choice_lock);
  if (r == GPU_BACKEND_AUTO)
    return gpu_cuda_available() ? GPU_BACKEND_CUDA : GPU_BACKEND_CPU;
  if (r == GPU_BACKEND_CUDA && !gpu_cuda_available())
    return GPU_ERR_NO_BACKEND;
  return r;
}

int gpu_set_backend(int backend)
{
  if (backend != GPU_BACKEND_AUTO && backend != GPU_BACKEND_CPU && backend != GPU_BACKEND_CUDA)
    return -1;
  if (backend == GPU_BACKEND_CUDA && !gpu_cuda_available())
    return GPU_ERR_NO_BACKEND;
  pthread_once(&env_once, read_env);
  pthread_mutex_lock(&choice_lock);
  requested = backend;
  pthread_mutex_unlock(&choice_lock);
  return 0;
}

int gpu_get_backend(void)
{
  int b = gs_backend();
  return b < 0 ? GPU_BACKEND_CPU : b; /* CUDA asked for but absent: calls fail, CPU is what exists */
}

const char *gpu_backend_name(int backend)
{
  switch (backend) {
  case GPU_BACKEND_AUTO: return "auto";
  case GPU_BACKEND_CPU: return "cpu";
  case GPU_BACKEND_CUDA: return "cuda";
  default: return "unknown";
  }
}

/* ---- the device-memory cap (GPUSOLVE_DEVICE_MEMORY, gpu_set_device_memory_limit) */

static pthread_once_t limit_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t limit_lock = PTHREAD_MUTEX_INITIALIZER;
static size_t limit_bytes = 0; /* 0: no cap; guarded by limit_lock */

/* A byte count with an optional K, M or G (powers of 1024, either case),
 * e.g. "1048576", "512M", "1.5G".  Returns 0 and sets *v, or -1. */
static int parse_bytes(const char *s, size_t *v)
{
  char *end;
  double x = strtod(s, &end), scale = 1;
  if (end == s || !(x >= 0))
    return -1;
  switch (*end) {
  case 'k': case 'K': scale = 1024.0; end++; break;
  case 'm': case 'M': scale = 1024.0 * 1024; end++; break;
  case 'g': case 'G': scale = 1024.0 * 1024 * 1024; end++; break;
  default: break;
  }
  x *= scale;
  if (*end != '\0' || !(x < 9.2e18)) /* below 2^63: what gpu_set_device_memory_limit takes */
    return -1;
  *v = (size_t)x;
  return 0;
}

static void read_limit_env(void)
{
  const char *s = getenv("GPUSOLVE_DEVICE_MEMORY");
  size_t v = 0;
  if (s == NULL || *s == '\0')
    return;
  if (parse_bytes(s, &v) != 0) {
    fprintf(stderr, "gpusolve: GPUSOLVE_DEVICE_MEMORY=%s is not a byte count (digits with an "
                    "optional K, M or G); no cap\n", s);
    return;
  }
  limit_bytes = v;
}

/* The staging chunk of the CUDA backend's host copies (gs_cuda_h2d,
 * gs_cuda_d2h): GPUSOLVE_STAGE_CHUNK bytes (tuning), 1 MB to 1 GB, read
 * once; default 16 MB. */
static size_t stage_chunk = (size_t)16 << 20;
static pthread_once_t stage_once = PTHREAD_ONCE_INIT;

static void read_stage_env(void)
{
  const char *s = getenv("GPUSOLVE_STAGE_CHUNK");
  size_t v = 0;
  if (s == NULL || *s == '\0')
    return;
  if (parse_bytes(s, &v) != 0 || v < ((size_t)1 << 20) || v > ((size_t)1 << 30)) {
    fprintf(stderr, "gpusolve: GPUSOLVE_STAGE_CHUNK=%s is not a byte count from 1M to 1G; "
                    "16M\n", s);
    return;
  }
  stage_chunk = v;
}

size_t gs_stage_chunk(void)
{
  pthread_once(&stage_once, read_stage_env);
  return stage_chunk;
}

size_t gs_device_memory_limit(void)
{
  size_t v;
  pthread_once(&limit_once, read_limit_env);
  pthread_mutex_lock(&limit_lock);
  v = limit_bytes;
  pthread_mutex_unlock(&limit_lock);
  return v;
}

int gpu_set_device_memory_limit(size_t bytes)
{
  /* A value with the top bit set is a negative number in disguise: Fortran's
   * integer(c_size_t) is signed, and (size_t)-1 is a common C slip. */
  if (bytes > ((size_t)-1 >> 1))
    return -1;
  pthread_once(&limit_once, read_limit_env); /* so that the variable cannot override the call */
  pthread_mutex_lock(&limit_lock);
  limit_bytes = bytes;
  pthread_mutex_unlock(&limit_lock);
#ifdef GPUSOLVE_HAVE_CUDA
  gs_cuda_trim_to_limit(); /* give back cached blocks above a lowered cap now */
#endif
  return 0;
}

size_t gpu_get_device_memory_limit(void) { return gs_device_memory_limit(); }

int gs_cpu_threads(void)
{
#ifdef _OPENMP
  return omp_get_max_threads();
#else
  return 1;
#endif
}

int gs_cpu_thread_num(void)
{
#ifdef _OPENMP
  return omp_get_thread_num();
#else
  return 0;
#endif
}

const char *gpu_device_name(void)
{
  static char cpu_name[64];
  int b = gs_backend();
#ifdef GPUSOLVE_HAVE_CUDA
  if (b == GPU_BACKEND_CUDA)
    return gs_cuda_device_name();
#endif
  if (b < 0)
    return "none (CUDA requested but not available)";
  snprintf(cpu_name, sizeof cpu_name, "CPU (OpenMP, %d threads)", gs_cpu_threads());
  return cpu_name;
}

const char *gpu_version(void) { return GPUSOLVE_VERSION; }

void gpu_finalize(void)
{
#ifdef GPUSOLVE_HAVE_CUDA
  gs_cuda_finalize();
#endif
}
