/* timing_common.c -- helpers shared by the timing drivers (see timing_common.h). */
#define _POSIX_C_SOURCE 200809L
#include "config.h"
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "timing_common.h"

/* ---------------------------------------------------------------- clocks */

double tm_wtime(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

double tm_median(double *v, int k)
{
  if (k <= 0)
    return NAN;
  qsort(v, (size_t)k, sizeof *v, cmp_double);
  return k % 2 ? v[k / 2] : 0.5 * (v[k / 2 - 1] + v[k / 2]);
}

/* ---------------------------------------------------------------- random */

static uint64_t splitmix64(uint64_t *x)
{
  uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

uint64_t tm_mix(uint64_t a, uint64_t b)
{
  uint64_t x = a ^ (b * 0x9e3779b97f4a7c15ULL);
  return splitmix64(&x);
}

void tm_rng_seed(tm_rng *r, uint64_t seed)
{
  uint64_t x = seed;
  for (int i = 0; i < 4; i++)
    r->s[i] = splitmix64(&x);
}

static inline uint64_t rotl(uint64_t x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static uint64_t next_u64(tm_rng *r)
{
  uint64_t *s = r->s;
  uint64_t result = rotl(s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}

double tm_rng_unit(tm_rng *r)
{
  return (double)(next_u64(r) >> 11) * 0x1.0p-53;
}

double tm_rng_sym(tm_rng *r)
{
  return 2.0 * tm_rng_unit(r) - 1.0;
}

/* ---------------------------------------------------------------- output */

static FILE *csv_file = NULL;

int tm_csv_open(const char *path)
{
  if (path == NULL)
    return 0;
  csv_file = fopen(path, "w");
  if (csv_file == NULL) {
    perror(path);
    return -1;
  }
  return 0;
}

FILE *tm_csv(void)
{
  return csv_file;
}

void tm_csv_close(void)
{
  if (csv_file != NULL)
    fclose(csv_file);
  csv_file = NULL;
}

void tm_note(const char *fmt, ...)
{
  va_list ap;
  fputs("% ", stdout);
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  fputc('\n', stdout);
  if (csv_file != NULL) {
    fputs("# ", csv_file);
    va_start(ap, fmt);
    vfprintf(csv_file, fmt, ap);
    va_end(ap);
    fputc('\n', csv_file);
  }
}

void tm_note_host(void)
{
  char line[512], model[256] = "unknown CPU";
  FILE *f = fopen("/proc/cpuinfo", "r");
  int threads = 1;
  if (f != NULL) {
    while (fgets(line, sizeof line, f) != NULL) {
      if (strncmp(line, "model name", 10) == 0) {
        char *p = strchr(line, ':');
        if (p != NULL) {
          p++;
          while (*p == ' ' || *p == '\t')
            p++;
          p[strcspn(p, "\n")] = '\0';
          snprintf(model, sizeof model, "%s", p);
        }
        break;
      }
    }
    fclose(f);
  }
#ifdef _OPENMP
  threads = omp_get_max_threads();
#endif
  tm_note("host: %s; %d OpenMP thread%s for the CPU backend; LAPACK on the calling thread", model,
          threads, threads == 1 ? "" : "s");
}

/* ---------------------------------------------------------------- bandwidth */

double tm_host_copy_bw(size_t bytes, int reps)
{
  char *a = malloc(bytes), *b = malloc(bytes);
  double *t = malloc((size_t)(reps > 0 ? reps : 1) * sizeof *t);
  double med;
  if (a == NULL || b == NULL || t == NULL || reps < 1) {
    free(a);
    free(b);
    free(t);
    return -1.0;
  }
  /* First touch from the threads that will copy, then one untimed copy. */
#ifdef _OPENMP
#pragma omp parallel
#endif
  {
    int nt = 1, id = 0;
#ifdef _OPENMP
    nt = omp_get_num_threads();
    id = omp_get_thread_num();
#endif
    size_t lo = bytes / (size_t)nt * (size_t)id;
    size_t hi = id == nt - 1 ? bytes : bytes / (size_t)nt * (size_t)(id + 1);
    memset(a + lo, id + 1, hi - lo);
    memset(b + lo, 0, hi - lo);
  }
  for (int r = -1; r < reps; r++) {
    double t0 = tm_wtime();
#ifdef _OPENMP
#pragma omp parallel
#endif
    {
      int nt = 1, id = 0;
#ifdef _OPENMP
      nt = omp_get_num_threads();
      id = omp_get_thread_num();
#endif
      size_t lo = bytes / (size_t)nt * (size_t)id;
      size_t hi = id == nt - 1 ? bytes : bytes / (size_t)nt * (size_t)(id + 1);
      memcpy(b + lo, a + lo, hi - lo);
    }
    if (r >= 0)
      t[r] = tm_wtime() - t0;
  }
  med = tm_median(t, reps);
  /* Keep the copy observable so it cannot be dropped. */
  if (b[bytes - 1] != a[bytes - 1])
    med = -1.0;
  free(a);
  free(b);
  free(t);
  return med > 0 ? 2.0 * (double)bytes / med : -1.0;
}

#ifdef GPUSOLVE_HAVE_CUDA
/* ---------------------------------------------------------------- CUDA */

int tm_cuda_ok(cudaError_t e, const char *call, const char *file, int line)
{
  if (e == cudaSuccess)
    return 1;
  fprintf(stderr, "timing: %s:%d: %s: %s (%s)\n", file, line, call, cudaGetErrorString(e),
          cudaGetErrorName(e));
  return 0;
}

int tm_cusparse_ok(cusparseStatus_t s, const char *call, const char *file, int line)
{
  if (s == CUSPARSE_STATUS_SUCCESS)
    return 1;
  fprintf(stderr, "timing: %s:%d: %s: %s (%s)\n", file, line, call, cusparseGetErrorString(s),
          cusparseGetErrorName(s));
  return 0;
}

int tm_cuda_device_usable(void)
{
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess || count < 1) {
    cudaGetLastError(); /* clear "no device" */
    return 0;
  }
  /* Create the context now, so that its cost stays out of every timing. */
  return TM_CK(cudaFree(NULL));
}

void tm_note_cuda(void)
{
  int dev = 0, rt = 0, drv = 0, sms = 0, ccmaj = 0, ccmin = 0, l2 = 0, spv = 0;
  size_t free_b = 0, total_b = 0;
  char name[256] = "?";
  struct cudaDeviceProp prop;
  cusparseHandle_t h;
  if (TM_CK(cudaGetDevice(&dev)) && TM_CK(cudaGetDeviceProperties(&prop, dev)))
    snprintf(name, sizeof name, "%s", prop.name);
  TM_CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  TM_CK(cudaDeviceGetAttribute(&ccmaj, cudaDevAttrComputeCapabilityMajor, dev));
  TM_CK(cudaDeviceGetAttribute(&ccmin, cudaDevAttrComputeCapabilityMinor, dev));
  TM_CK(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, dev));
  TM_CK(cudaMemGetInfo(&free_b, &total_b));
  TM_CK(cudaRuntimeGetVersion(&rt));
  TM_CK(cudaDriverGetVersion(&drv));
  tm_note("device: CUDA device %d: %s, %d SMs, compute capability %d.%d, %.1f GiB (%.1f GiB free), "
          "L2 %.1f MiB",
          dev, name, sms, ccmaj, ccmin, (double)total_b / 1073741824.0,
          (double)free_b / 1073741824.0, (double)l2 / 1048576.0);
  if (TM_CKS(cusparseCreate(&h))) {
    TM_CKS(cusparseGetVersion(h, &spv));
    cusparseDestroy(h);
  }
  tm_note("CUDA runtime %d.%d, driver %d.%d, cuSPARSE %d.%d.%d", rt / 1000, (rt % 1000) / 10,
          drv / 1000, (drv % 1000) / 10, spv / 1000, (spv % 1000) / 100, spv % 100);
}

double tm_cuda_copy_bw(size_t bytes, int reps)
{
  void *a = NULL, *b = NULL;
  cudaEvent_t e0 = NULL, e1 = NULL;
  double *t = malloc((size_t)(reps > 0 ? reps : 1) * sizeof *t);
  double med = -1.0;
  int ok = t != NULL && reps > 0;
  ok = ok && TM_CK(cudaMalloc(&a, bytes)) && TM_CK(cudaMalloc(&b, bytes));
  ok = ok && TM_CK(cudaMemset(a, 1, bytes)) && TM_CK(cudaMemset(b, 0, bytes));
  ok = ok && TM_CK(cudaEventCreate(&e0)) && TM_CK(cudaEventCreate(&e1));
  for (int r = -1; ok && r < reps; r++) {
    float ms = 0.0f;
    ok = TM_CK(cudaEventRecord(e0, 0)) && TM_CK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice, 0))
         && TM_CK(cudaEventRecord(e1, 0)) && TM_CK(cudaEventSynchronize(e1))
         && TM_CK(cudaEventElapsedTime(&ms, e0, e1));
    if (ok && r >= 0)
      t[r] = 1e-3 * (double)ms;
  }
  if (ok)
    med = tm_median(t, reps);
  if (e0 != NULL)
    cudaEventDestroy(e0);
  if (e1 != NULL)
    cudaEventDestroy(e1);
  if (a != NULL)
    cudaFree(a);
  if (b != NULL)
    cudaFree(b);
  free(t);
  return ok && med > 0 ? 2.0 * (double)bytes / med : -1.0;
}

static void *flush_buf = NULL;
static size_t flush_size = 0;
static int flush_count = 0;

int tm_cuda_flush_init(void)
{
  int dev = 0, l2 = 0;
  if (flush_buf != NULL)
    return 0;
  if (!TM_CK(cudaGetDevice(&dev)) || !TM_CK(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, dev)))
    return -1;
  flush_size = 2 * (size_t)(l2 > 0 ? l2 : 1);
  if (!TM_CK(cudaMalloc(&flush_buf, flush_size))) {
    flush_buf = NULL;
    flush_size = 0;
    return -1;
  }
  return 0;
}

int tm_cuda_flush(void)
{
  if (flush_buf == NULL)
    return 0;
  flush_count++;
  return TM_CK(cudaMemsetAsync(flush_buf, flush_count & 0xff, flush_size, 0)) ? 0 : -1;
}

size_t tm_cuda_flush_bytes(void)
{
  return flush_size;
}

void tm_cuda_flush_free(void)
{
  if (flush_buf != NULL)
    cudaFree(flush_buf);
  flush_buf = NULL;
  flush_size = 0;
}
#endif
