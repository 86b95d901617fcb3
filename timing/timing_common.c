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
#include "gpusolve.h"
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

/* ---------------------------------------------------------------- options */

const char *const tm_kind_name[TM_NKINDS] = {"random", "diagdom"};
const char *const tm_prec_name[TM_NPREC] = {"s", "d", "c", "z"};

void tm_opts_default(tm_opts *c, int nprec)
{
  memset(c, 0, sizeof *c);
  c->nprec = nprec;
  c->prec[0] = c->prec[1] = 1;
  c->kind[TM_RANDOM] = c->kind[TM_DIAGDOM] = 1;
  c->reps = 10;
  c->flush = 1;
  c->thresh = 30.0;
  c->seed = 1;
  c->bw_bytes = (size_t)1024 << 20;
  c->backend = "auto";
}

void tm_usage_common(FILE *f, int nprec)
{
  if (nprec > 2)
    fputs("  --prec LIST        s, d, c, z or several, comma separated (default s,d)\n", f);
  else
    fputs("  --prec LIST        s, d or s,d (default s,d)\n", f);
  fputs("  --matrix LIST      random (entries U(-1,1)), diagdom (|d| >= |dl|+|du|+1, random\n"
        "                     signs) or both (default random,diagdom)\n"
        "  --repeat K         timed runs per measurement, after one warm-up; the median is\n"
        "                     reported (default 10; --reps is the same)\n"
        "  --seed S           random seed (default 1)\n"
        "  --backend B        auto, cpu or cuda: our library's backend (default auto)\n"
        "  --bw-mib M         size of the copy that measures the bandwidth floor (default 1024)\n"
        "  --no-flush         do not overwrite the GPU L2 before each timed device run\n"
        "  --thresh T         pass threshold for the residual ratio (default 30, as LAPACK)\n"
        "  --csv FILE         also write the numbers to FILE (header row; '#' lines first)\n",
        f);
}

int tm_set_name(int *set, const char *const *names, int k, const char *s)
{
  for (int i = 0; i < k; i++)
    if (strcmp(s, names[i]) == 0) {
      set[i] = 1;
      return 0;
    }
  return -1;
}

static int item_prec(void *c, const char *s)
{
  return tm_set_name(((tm_opts *)c)->prec, tm_prec_name, TM_NPREC, s);
}

static int item_kind(void *c, const char *s)
{
  return tm_set_name(((tm_opts *)c)->kind, tm_kind_name, TM_NKINDS, s);
}

/* One option of tm_opts: 1 taken, 0 not one of them, -1 bad value. */
static int common_option(tm_opts *c, const char *name, const char *val, int *prec_set,
                         int *kind_set)
{
  long v;
  if (strcmp(name, "--prec") == 0) {
    if (!*prec_set)
      memset(c->prec, 0, sizeof c->prec);
    *prec_set = 1;
    return tm_for_each_item(val, item_prec, c) == 0 ? 1 : -1;
  }
  if (strcmp(name, "--matrix") == 0) {
    if (!*kind_set)
      memset(c->kind, 0, sizeof c->kind);
    *kind_set = 1;
    return tm_for_each_item(val, item_kind, c) == 0 ? 1 : -1;
  }
  if (strcmp(name, "--repeat") == 0 || strcmp(name, "--reps") == 0) {
    if (tm_parse_int(val, 1, 1 << 20, &v) != 0)
      return -1;
    c->reps = (int)v;
  } else if (strcmp(name, "--seed") == 0) {
    char *end;
    c->seed = strtoull(val, &end, 10);
    if (end == val || *end != '\0')
      return -1;
  } else if (strcmp(name, "--backend") == 0) {
    if (strcmp(val, "auto") != 0 && strcmp(val, "cpu") != 0 && strcmp(val, "cuda") != 0)
      return -1;
    c->backend = val;
  } else if (strcmp(name, "--bw-mib") == 0) {
    if (tm_parse_int(val, 1, 1 << 20, &v) != 0)
      return -1;
    c->bw_bytes = (size_t)v << 20;
  } else if (strcmp(name, "--thresh") == 0) {
    if (tm_parse_double(val, &c->thresh) != 0)
      return -1;
  } else if (strcmp(name, "--csv") == 0) {
    c->csv = val;
  } else {
    return 0;
  }
  return 1;
}

int tm_parse_options(int argc, char **argv, const char *prog, void (*usage)(FILE *), tm_opts *c,
                     int (*f)(void *ctx, const char *name, const char *val), void *ctx)
{
  int prec_set = 0, kind_set = 0, chosen = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *val = NULL;
    char name[64];
    const char *eq = strchr(a, '=');
    int rc;
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      usage(stdout);
      exit(0);
    }
    if (strcmp(a, "--no-flush") == 0) {
      c->flush = 0;
      continue;
    }
    /* --opt=value or --opt value */
    if (strncmp(a, "--", 2) == 0 && eq != NULL && (size_t)(eq - a) < sizeof name) {
      memcpy(name, a, (size_t)(eq - a));
      name[eq - a] = '\0';
      val = eq + 1;
    } else {
      snprintf(name, sizeof name, "%s", a);
      if (i + 1 >= argc) {
        fprintf(stderr, "%s: %s needs a value (or is unknown)\n", prog, a);
        return -1;
      }
      val = argv[++i];
    }
    rc = common_option(c, name, val, &prec_set, &kind_set);
    if (rc == 0)
      rc = f(ctx, name, val);
    if (rc == 0) {
      fprintf(stderr, "%s: unknown option %s\n", prog, name);
      usage(stderr);
      return -1;
    }
    if (rc < 0) {
      fprintf(stderr, "%s: bad value '%s' for %s\n", prog, val, name);
      return -1;
    }
  }
  /* Any of the names is taken above, so that a driver of fewer precisions
   * can say which it lacks rather than "bad value". */
  for (int p = 0; p < TM_NPREC; p++) {
    if (c->prec[p] && p >= c->nprec) {
      char have[32] = ""; /* "s, d": the names are one letter each */
      for (int q = 0; q < c->nprec && q < TM_NPREC; q++) {
        strcat(have, q ? ", " : "");
        strcat(have, tm_prec_name[q]);
      }
      fprintf(stderr, "%s: precision %s not supported (%s)\n", prog, tm_prec_name[p], have);
      return -1;
    }
    chosen += c->prec[p];
  }
  if (chosen == 0) {
    fprintf(stderr, "%s: no precision chosen\n", prog);
    return -1;
  }
  return 0;
}

const char *tm_list(char *buf, size_t len, const int *set, const char *const *names, int k)
{
  size_t used = 0;
  buf[0] = '\0';
  for (int i = 0; i < k && used < len; i++)
    if (set[i])
      used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? "," : "", names[i]);
  return buf;
}

long tm_parse_size(const char *s, long max)
{
  char *end;
  long v;
  if (s[0] == '2' && s[1] == '^') {
    long k = strtol(s + 2, &end, 10);
    if (end == s + 2 || *end != '\0' || k < 0 || k > 30 || (1L << k) > max)
      return 0;
    return 1L << k;
  }
  v = strtol(s, &end, 10);
  if (end == s || *end != '\0' || v < 1 || v > max)
    return 0;
  return v;
}

int tm_parse_int(const char *s, long lo, long hi, long *v)
{
  char *end;
  *v = strtol(s, &end, 10);
  return end != s && *end == '\0' && *v >= lo && *v <= hi ? 0 : -1;
}

int tm_parse_double(const char *s, double *v)
{
  char *end;
  *v = strtod(s, &end);
  return end != s && *end == '\0' && *v >= 0 ? 0 : -1;
}

int tm_for_each_item(const char *list, int (*f)(void *ctx, const char *item), void *ctx)
{
  char buf[1024], *save = NULL, *tok;
  if (strlen(list) >= sizeof buf)
    return -1;
  strcpy(buf, list);
  for (tok = strtok_r(buf, ",", &save); tok != NULL; tok = strtok_r(NULL, ",", &save))
    if (f(ctx, tok) != 0)
      return -1;
  return 0;
}

/* ---------------------------------------------------------------- output */

void tm_cell(char *buf, size_t len, const char *fmt, double v, int nan_is_notrun)
{
  if ((nan_is_notrun && isnan(v)) || (!nan_is_notrun && v == TM_NOTRUN))
    snprintf(buf, len, "-");
  else
    snprintf(buf, len, fmt, v);
}

void tm_csv_cell(FILE *f, double v, int nan_is_notrun)
{
  if ((nan_is_notrun && isnan(v)) || (!nan_is_notrun && v == TM_NOTRUN))
    fputs(",", f);
  else
    fprintf(f, ",%.6e", v);
}

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

void tm_note_command(int argc, char **argv)
{
  char buf[2048];
  size_t len = 0;
  buf[0] = '\0';
  for (int i = 0; i < argc && len < sizeof buf - 1; i++)
    len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", i ? " " : "", argv[i]);
  tm_note("command: %s", buf);
}

/* ---------------------------------------------------------------- run set-up */

int tm_env_init(tm_env *e, const char *prog, const tm_opts *c)
{
  const size_t bw_bytes = c->bw_bytes;
  const int reps = c->reps;
  memset(e, 0, sizeof *e);
  e->bw_bytes = bw_bytes;
  e->bw_reps = reps;
  if (strcmp(c->backend, "auto") != 0) {
    int want = strcmp(c->backend, "cuda") == 0 ? GPU_BACKEND_CUDA : GPU_BACKEND_CPU;
    int rc = gpu_set_backend(want);
    if (rc != 0) {
      fprintf(stderr, "%s: backend %s not usable here (%s)\n", prog, c->backend,
              gpu_strerror(rc));
      return 2;
    }
  }
  e->ours_cuda = gpu_get_backend() == GPU_BACKEND_CUDA;
#ifdef GPUSOLVE_HAVE_CUDA
  e->cuda = tm_cuda_device_usable();
  if (e->cuda && !TM_CKS(cusparseCreate(&e->sp))) {
    e->cuda = 0;
    return 1;
  }
  if (e->cuda) {
    e->gpu_bw = tm_cuda_copy_bw(bw_bytes, reps);
    if (e->gpu_bw <= 0) {
      fprintf(stderr, "%s: could not measure the device copy bandwidth\n", prog);
      return 1;
    }
    if (c->flush && tm_cuda_flush_init() != 0)
      return 1;
    e->flush = c->flush;
  }
#endif
  if (e->ours_cuda && !e->cuda) {
    fprintf(stderr, "%s: the library chose CUDA but no device is usable here\n", prog);
    return 1;
  }
  if (!e->ours_cuda) {
    e->host_bw = tm_host_copy_bw(bw_bytes, reps);
    if (e->host_bw <= 0)
      fprintf(stderr, "%s: could not measure the host copy bandwidth\n", prog);
  }
  if (tm_csv_open(c->csv) != 0) {
    tm_env_fini(e);
    return 2;
  }
  return 0;
}

void tm_env_fini(tm_env *e)
{
#ifdef GPUSOLVE_HAVE_CUDA
  tm_cuda_flush_free();
  if (e->cuda)
    cusparseDestroy(e->sp);
#endif
  e->cuda = 0;
  tm_csv_close();
  gpu_finalize();
}

void tm_note_env(const tm_env *e, const char *title)
{
  tm_note("%s", title);
  tm_note("gpusolve %s; CUDA backend built: %s; backend: %s; device: %s", gpu_version(),
#ifdef GPUSOLVE_HAVE_CUDA
          "yes",
#else
          "no",
#endif
          gpu_backend_name(gpu_get_backend()), gpu_device_name());
#ifdef GPUSOLVE_HAVE_CUDA
  if (e->cuda)
    tm_note_cuda();
  else
    tm_note("no usable CUDA device: cuSPARSE columns not run");
#else
  (void)e;
#endif
  tm_note_host();
}

const char *tm_flush_state(const tm_env *e)
{
#ifdef GPUSOLVE_HAVE_CUDA
  return e->cuda && e->flush && tm_cuda_flush_bytes() > 0 ? "on" : "off";
#else
  (void)e;
  return "n/a";
#endif
}

void tm_note_bandwidth(const tm_env *e)
{
#ifdef GPUSOLVE_HAVE_CUDA
  if (e->cuda && e->flush && tm_cuda_flush_bytes() > 0)
    tm_note("L2 flush: cudaMemsetAsync of %.1f MiB, then cudaDeviceSynchronize, before each timed "
            "device run (untimed)",
            (double)tm_cuda_flush_bytes() / 1048576.0);
#endif
  if (e->gpu_bw > 0)
    tm_note("copy bandwidth (device): cudaMemcpy device-to-device of %zu MiB, median of %d: "
            "%.1f GB/s (bytes read + written)",
            e->bw_bytes >> 20, e->bw_reps, 1e-9 * e->gpu_bw);
  if (e->host_bw > 0)
    tm_note("copy bandwidth (host): memcpy of %zu MiB split over the OpenMP threads, median of %d: "
            "%.1f GB/s (bytes read + written)",
            e->bw_bytes >> 20, e->bw_reps, 1e-9 * e->host_bw);
}

/* ---------------------------------------------------------------- timed runs */

int tm_mark(tm_clock *c, int k)
{
  if (k < 0 || k > TM_MAXPHASE)
    return -1;
#ifdef GPUSOLVE_HAVE_CUDA
  if (c->device)
    return TM_CK(cudaEventRecord(c->ev[k], 0)) ? 0 : -1;
#endif
  c->wt[k] = tm_wtime();
  return 0;
}

int tm_time_op(const tm_op *op, int reps, double max_time, double *med)
{
  const int np = op->nphase, rmin = reps < 3 ? reps : 3;
  double *t = malloc((size_t)(np + 1) * (size_t)(reps > 0 ? reps : 1) * sizeof *t);
  double start = tm_wtime();
  int done = 0, ok = t != NULL && np >= 1 && np <= TM_MAXPHASE && reps >= 1;
  tm_clock c;
  memset(&c, 0, sizeof c);
  c.device = op->device;
#ifndef GPUSOLVE_HAVE_CUDA
  ok = ok && !op->device;
#else
  for (int k = 0; ok && c.device && k <= np; k++)
    ok = TM_CK(cudaEventCreate(&c.ev[k]));
#endif
  for (int r = -1; ok && r < reps && (done < rmin || tm_wtime() - start < max_time); r++) {
    ok = op->reset == NULL || op->reset(op->ctx) == 0;
#ifdef GPUSOLVE_HAVE_CUDA
    if (ok && c.device)
      ok = tm_cuda_flush() == 0 && TM_CK(cudaDeviceSynchronize());
#endif
    ok = ok && tm_mark(&c, 0) == 0 && op->run(op->ctx, &c) == 0 && tm_mark(&c, np) == 0;
#ifdef GPUSOLVE_HAVE_CUDA
    if (ok && c.device)
      ok = TM_CK(cudaEventSynchronize(c.ev[np])) && TM_CK(cudaGetLastError());
#endif
    if (!ok || r < 0)
      continue;
    for (int k = 0; k <= np; k++) {
      int a = k == 0 ? 0 : k - 1, b = k == 0 ? np : k;
      double s = c.wt[b] - c.wt[a];
#ifdef GPUSOLVE_HAVE_CUDA
      float ms = 0.0f;
      if (c.device) {
        ok = ok && TM_CK(cudaEventElapsedTime(&ms, c.ev[a], c.ev[b]));
        s = 1e-3 * (double)ms;
      }
#endif
      t[(size_t)k * (size_t)reps + (size_t)done] = s;
    }
    done++;
  }
  if (ok)
    for (int k = 0; k <= np; k++)
      med[k] = tm_median(t + (size_t)k * (size_t)reps, done);
#ifdef GPUSOLVE_HAVE_CUDA
  for (int k = 0; k <= np; k++)
    if (c.ev[k] != NULL)
      cudaEventDestroy(c.ev[k]);
#endif
  free(t);
  return ok ? done : -1;
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
