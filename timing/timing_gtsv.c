/* timing_gtsv.c -- time gpu_?gtsv_spike beside its peers on the same data:
 * our device API (CUDA events) and host API (wall clock, transfers included),
 * cuSPARSE <t>gtsv2 and <t>gtsv2_nopivot, and LAPACK ?gtsv on one core, with
 * the memory-bandwidth floor measured in the same run and every solution
 * checked by its residual and against LAPACK's.
 *
 *   timing_gtsv [-n LIST | --nmin N --nmax N] [--prec s,d] [--matrix random,diagdom]
 *               [--nrhs K] [--repeat K] [--lapack-repeat K] [--lapack-time S]
 *               [--seed S] [--backend auto|cpu|cuda] [--bw-mib M] [--no-flush]
 *               [--thresh T] [--csv FILE]
 *
 * Without a GPU (or a CUDA build) it times the CPU backend and LAPACK; the
 * CUDA columns print '-'.  Exit status 0 when every row of ours passed. */
#define _POSIX_C_SOURCE 200809L
#include "config.h"
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"
#include "timing_common.h"

/* LAPACK (Fortran, LP64 integers). */
void sgtsv_(const int *n, const int *nrhs, float *dl, float *d, float *du, float *b, const int *ldb,
            int *info);
void dgtsv_(const int *n, const int *nrhs, double *dl, double *d, double *du, double *b,
            const int *ldb, int *info);

#ifndef TIMING_LAPACK_LIBS
#define TIMING_LAPACK_LIBS "?"
#endif

enum { KIND_RANDOM = 0, KIND_DIAGDOM = 1, NKINDS = 2 };
static const char *const kind_name[NKINDS] = {"random", "diagdom"};

#define MAXN (1 << 30)
#define NOTRUN (-1.0) /* a check that did not run (a NaN result prints "nan") */

typedef struct {
  int *ns, nn;
  int prec[2];         /* prec[0]: s, prec[1]: d */
  int kind[NKINDS];
  int nrhs, repeat, lapack_repeat, flush;
  double lapack_time, thresh;
  uint64_t seed;
  size_t bw_bytes;
  const char *csv, *backend;
  /* set at run time */
  int cuda;       /* a CUDA device is usable: cuSPARSE columns run */
  int ours_cuda;  /* our backend is CUDA */
  double gpu_bw;  /* bytes/s, device-to-device copy (read + written) */
  double host_bw; /* bytes/s, host copy (read + written) */
#ifdef GPUSOLVE_HAVE_CUDA
  cusparseHandle_t sp;
#endif
} opts_t;

typedef struct {
  char prec;
  int kind, n, nrhs;
  double t_dev, t_host, t_csp, t_np, t_lapack; /* seconds; NaN: not run */
  int lapack_reps, lapack_info, ours_info, ours_ok;
  double res_ours, res_csp, res_np, res_lapack, dx_ours, dx_csp; /* NOTRUN: not run */
} row_t;

/* ---------------------------------------------------------------- one precision each */

#define TT float
#define TF(f) f##_s
#define TEPS (0.5 * (double)FLT_EPSILON)
#define OURS_DEV gpu_sgtsv_spike_dev
#define OURS_HOST gpu_sgtsv_spike
#define LAPACK_GTSV sgtsv_
#define CSP_BUFSIZE cusparseSgtsv2_bufferSizeExt
#define CSP_GTSV2 cusparseSgtsv2
#define CSP_NP_BUFSIZE cusparseSgtsv2_nopivot_bufferSizeExt
#define CSP_NP_GTSV2 cusparseSgtsv2_nopivot
#include "timing_gtsv.inc"
#undef TT
#undef TF
#undef TEPS
#undef OURS_DEV
#undef OURS_HOST
#undef LAPACK_GTSV
#undef CSP_BUFSIZE
#undef CSP_GTSV2
#undef CSP_NP_BUFSIZE
#undef CSP_NP_GTSV2

#define TT double
#define TF(f) f##_d
#define TEPS (0.5 * DBL_EPSILON)
#define OURS_DEV gpu_dgtsv_spike_dev
#define OURS_HOST gpu_dgtsv_spike
#define LAPACK_GTSV dgtsv_
#define CSP_BUFSIZE cusparseDgtsv2_bufferSizeExt
#define CSP_GTSV2 cusparseDgtsv2
#define CSP_NP_BUFSIZE cusparseDgtsv2_nopivot_bufferSizeExt
#define CSP_NP_GTSV2 cusparseDgtsv2_nopivot
#include "timing_gtsv.inc"
#undef TT
#undef TF
#undef TEPS
#undef OURS_DEV
#undef OURS_HOST
#undef LAPACK_GTSV
#undef CSP_BUFSIZE
#undef CSP_GTSV2
#undef CSP_NP_BUFSIZE
#undef CSP_NP_GTSV2

/* ---------------------------------------------------------------- options */

static void usage(FILE *f)
{
  fputs("usage: timing_gtsv [options]\n"
        "  -n LIST            sizes, comma separated; each an integer or 2^k\n"
        "  --nmin N --nmax N  sizes from N doubling up to at most --nmax (default 2^16 .. 2^25)\n"
        "  --prec LIST        s, d or s,d (default s,d)\n"
        "  --matrix LIST      random (entries U(-1,1)), diagdom (|d| >= |dl|+|du|+1, random\n"
        "                     signs) or both (default random,diagdom)\n"
        "  --nrhs K           right-hand sides (default 1)\n"
        "  --repeat K         timed runs per measurement, after one warm-up; the median is\n"
        "                     reported (default 10)\n"
        "  --lapack-repeat K  at most K LAPACK runs (default: --repeat); at least min(3, K),\n"
        "  --lapack-time S    and no more once S seconds are spent (default 1)\n"
        "  --seed S           random seed (default 1); a row's matrix depends on S, the\n"
        "                     matrix kind and n only (s is d rounded)\n"
        "  --backend B        auto, cpu or cuda: our library's backend (default auto)\n"
        "  --bw-mib M         size of the copy that measures the bandwidth floor (default 1024)\n"
        "  --no-flush         do not overwrite the GPU L2 before each timed device run\n"
        "  --thresh T         pass threshold for the residual ratio (default 30, as LAPACK)\n"
        "  --csv FILE         also write the numbers to FILE (header row; '#' lines first)\n",
        f);
}

/* An integer, or 2^k; 0 on a malformed value. */
static long parse_size(const char *s)
{
  char *end;
  long v;
  if (s[0] == '2' && s[1] == '^') {
    long k = strtol(s + 2, &end, 10);
    if (end == s + 2 || *end != '\0' || k < 0 || k > 30)
      return 0;
    return 1L << k;
  }
  v = strtol(s, &end, 10);
  if (end == s || *end != '\0' || v < 1 || v > MAXN)
    return 0;
  return v;
}

static int add_size(opts_t *o, long n)
{
  int *p = realloc(o->ns, (size_t)(o->nn + 1) * sizeof *p);
  if (p == NULL)
    return -1;
  o->ns = p;
  o->ns[o->nn++] = (int)n;
  return 0;
}

/* Comma-separated LIST: call f(o, item) on each; -1 on the first failure. */
static int for_each_item(opts_t *o, const char *list, int (*f)(opts_t *, const char *))
{
  char buf[1024], *save = NULL, *tok;
  if (strlen(list) >= sizeof buf)
    return -1;
  strcpy(buf, list);
  for (tok = strtok_r(buf, ",", &save); tok != NULL; tok = strtok_r(NULL, ",", &save))
    if (f(o, tok) != 0)
      return -1;
  return 0;
}

static int item_size(opts_t *o, const char *s)
{
  long n = parse_size(s);
  return n > 0 ? add_size(o, n) : -1;
}

static int item_prec(opts_t *o, const char *s)
{
  if (strcmp(s, "s") == 0)
    o->prec[0] = 1;
  else if (strcmp(s, "d") == 0)
    o->prec[1] = 1;
  else
    return -1;
  return 0;
}

static int item_kind(opts_t *o, const char *s)
{
  for (int k = 0; k < NKINDS; k++)
    if (strcmp(s, kind_name[k]) == 0) {
      o->kind[k] = 1;
      return 0;
    }
  return -1;
}

static int parse_int(const char *s, long lo, long hi, long *v)
{
  char *end;
  *v = strtol(s, &end, 10);
  return end != s && *end == '\0' && *v >= lo && *v <= hi ? 0 : -1;
}

static int parse_double(const char *s, double *v)
{
  char *end;
  *v = strtod(s, &end);
  return end != s && *end == '\0' && *v >= 0 ? 0 : -1;
}

static int parse_options(int argc, char **argv, opts_t *o)
{
  long nmin = 1L << 16, nmax = 1L << 25, v;
  int have_list = 0, prec_set = 0, kind_set = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *val = NULL;
    char name[64];
    const char *eq = strchr(a, '=');
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      usage(stdout);
      exit(0);
    }
    if (strcmp(a, "--no-flush") == 0) {
      o->flush = 0;
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
        fprintf(stderr, "timing_gtsv: %s needs a value (or is unknown)\n", a);
        return -1;
      }
      val = argv[++i];
    }
    if (strcmp(name, "-n") == 0) {
      if (for_each_item(o, val, item_size) != 0)
        goto bad;
      have_list = 1;
    } else if (strcmp(name, "--nmin") == 0) {
      if ((nmin = parse_size(val)) == 0)
        goto bad;
    } else if (strcmp(name, "--nmax") == 0) {
      if ((nmax = parse_size(val)) == 0)
        goto bad;
    } else if (strcmp(name, "--prec") == 0) {
      if (!prec_set)
        o->prec[0] = o->prec[1] = 0;
      prec_set = 1;
      if (for_each_item(o, val, item_prec) != 0)
        goto bad;
    } else if (strcmp(name, "--matrix") == 0) {
      if (!kind_set)
        memset(o->kind, 0, sizeof o->kind);
      kind_set = 1;
      if (for_each_item(o, val, item_kind) != 0)
        goto bad;
    } else if (strcmp(name, "--nrhs") == 0) {
      if (parse_int(val, 1, 1 << 20, &v) != 0)
        goto bad;
      o->nrhs = (int)v;
    } else if (strcmp(name, "--repeat") == 0) {
      if (parse_int(val, 1, 1 << 20, &v) != 0)
        goto bad;
      o->repeat = (int)v;
    } else if (strcmp(name, "--lapack-repeat") == 0) {
      if (parse_int(val, 1, 1 << 20, &v) != 0)
        goto bad;
      o->lapack_repeat = (int)v;
    } else if (strcmp(name, "--lapack-time") == 0) {
      if (parse_double(val, &o->lapack_time) != 0)
        goto bad;
    } else if (strcmp(name, "--seed") == 0) {
      char *end;
      o->seed = strtoull(val, &end, 10);
      if (end == val || *end != '\0')
        goto bad;
    } else if (strcmp(name, "--backend") == 0) {
      if (strcmp(val, "auto") != 0 && strcmp(val, "cpu") != 0 && strcmp(val, "cuda") != 0)
        goto bad;
      o->backend = val;
    } else if (strcmp(name, "--bw-mib") == 0) {
      if (parse_int(val, 1, 1 << 20, &v) != 0)
        goto bad;
      o->bw_bytes = (size_t)v << 20;
    } else if (strcmp(name, "--thresh") == 0) {
      if (parse_double(val, &o->thresh) != 0)
        goto bad;
    } else if (strcmp(name, "--csv") == 0) {
      o->csv = val;
    } else {
      fprintf(stderr, "timing_gtsv: unknown option %s\n", name);
      usage(stderr);
      return -1;
    }
    continue;
  bad:
    fprintf(stderr, "timing_gtsv: bad value '%s' for %s\n", val, name);
    return -1;
  }
  if (!have_list) {
    if (nmin > nmax) {
      fprintf(stderr, "timing_gtsv: --nmin > --nmax\n");
      return -1;
    }
    for (long n = nmin; n <= nmax; n *= 2)
      if (add_size(o, n) != 0)
        return -1;
  }
  if (!o->prec[0] && !o->prec[1]) {
    fprintf(stderr, "timing_gtsv: no precision chosen\n");
    return -1;
  }
  for (int i = 0; i < o->nn; i++)
    if ((double)o->ns[i] * (double)o->nrhs > (double)INT32_MAX) {
      fprintf(stderr, "timing_gtsv: n * nrhs too large\n");
      return -1;
    }
  return 0;
}

/* ---------------------------------------------------------------- output */

static void cell(char *buf, size_t len, const char *fmt, double v, int notrun_is_nan)
{
  if ((notrun_is_nan && isnan(v)) || (!notrun_is_nan && v == NOTRUN))
    snprintf(buf, len, "-");
  else
    snprintf(buf, len, fmt, v);
}

static void csv_cell(FILE *f, double v, int notrun_is_nan)
{
  if ((notrun_is_nan && isnan(v)) || (!notrun_is_nan && v == NOTRUN))
    fputs(",", f);
  else
    fprintf(f, ",%.6e", v);
}

#define ROW_FMT \
  "%4s %7s %9s %4s %10s %10s %10s %10s %10s %10s %7s %7s %7s %10s %10s %10s %10s %10s %10s %s\n"

static void print_row(const opts_t *o, const row_t *r)
{
  size_t tsz = r->prec == 's' ? sizeof(float) : sizeof(double);
  double bytes = (double)(3 + 2 * r->nrhs) * (double)r->n * (double)tsz;
  double bw = o->ours_cuda ? o->gpu_bw : o->host_bw;
  double floor_s = bw > 0 ? bytes / bw : NAN;
  double csp_floor_s = o->cuda && o->gpu_bw > 0 ? bytes / o->gpu_bw : NAN;
  double v[15];
  char c[18][32];
  FILE *f = tm_csv();
  const char *check = r->ours_ok ? "ok" : "FAILED";
  v[0] = 1e3 * r->t_dev;
  v[1] = 1e3 * r->t_host;
  v[2] = 1e3 * r->t_csp;
  v[3] = 1e3 * r->t_np;
  v[4] = 1e3 * r->t_lapack;
  v[5] = 1e3 * floor_s;
  v[6] = r->t_dev / floor_s;
  v[7] = r->t_csp / csp_floor_s;
  v[8] = r->t_csp / r->t_dev;
  v[9] = r->res_ours;
  v[10] = r->res_csp;
  v[11] = r->res_np;
  v[12] = r->res_lapack;
  v[13] = r->dx_ours;
  v[14] = r->dx_csp;
  for (int k = 0; k <= 5; k++)
    cell(c[k], sizeof c[k], "%.4f", v[k], 1);
  for (int k = 6; k <= 8; k++)
    cell(c[k], sizeof c[k], "%.2f", v[k], 1);
  for (int k = 9; k <= 14; k++)
    cell(c[k], sizeof c[k], "%.2e", v[k], 0);
  snprintf(c[15], sizeof c[15], "%c", r->prec);
  snprintf(c[16], sizeof c[16], "%d", r->n);
  snprintf(c[17], sizeof c[17], "%d", r->nrhs);
  printf(ROW_FMT, c[15], kind_name[r->kind], c[16], c[17], c[0], c[1], c[2], c[3], c[4], c[5],
         c[6], c[7], c[8], c[9], c[10], c[11], c[12], c[13], c[14], check);
  fflush(stdout);
  if (f != NULL) {
    fprintf(f, "%c,%s,%d,%d,%s", r->prec, kind_name[r->kind], r->n, r->nrhs,
            gpu_backend_name(o->ours_cuda ? GPU_BACKEND_CUDA : GPU_BACKEND_CPU));
    for (int k = 0; k <= 4; k++)
      csv_cell(f, v[k], 1);
    fprintf(f, ",%d", r->lapack_reps);
    for (int k = 5; k <= 8; k++)
      csv_cell(f, v[k], 1);
    for (int k = 9; k <= 14; k++)
      csv_cell(f, v[k], 0);
    fprintf(f, ",%s\n", check);
    fflush(f);
  }
}

static void print_header(int argc, char **argv, const opts_t *o)
{
  char buf[2048];
  size_t len = 0;
  FILE *f = tm_csv();
  tm_note("timing_gtsv: gpu_?gtsv_spike against cuSPARSE <t>gtsv2, <t>gtsv2_nopivot and LAPACK ?gtsv");
  tm_note("gpusolve %s; CUDA backend built: %s; backend: %s; device: %s", gpu_version(),
#ifdef GPUSOLVE_HAVE_CUDA
          "yes",
#else
          "no",
#endif
          gpu_backend_name(gpu_get_backend()), gpu_device_name());
#ifdef GPUSOLVE_HAVE_CUDA
  if (o->cuda)
    tm_note_cuda();
  else
    tm_note("no usable CUDA device: cuSPARSE columns not run");
#endif
  tm_note_host();
  tm_note("LAPACK: %s", TIMING_LAPACK_LIBS);
  for (int i = 0; i < argc && len < sizeof buf - 1; i++)
    len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", i ? " " : "", argv[i]);
  tm_note("command: %s", buf);
  len = 0;
  buf[0] = '\0';
  for (int i = 0; i < o->nn && len < sizeof buf - 1; i++)
    len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%d", i ? "," : "", o->ns[i]);
  tm_note("sizes: %s", buf);
  tm_note("options: prec %s%s%s, matrix %s%s%s, nrhs %d, repeat %d (median after 1 warm-up), "
          "LAPACK runs min(3,K)..K=%d within %g s (no warm-up), seed %llu, thresh %g, L2 flush %s",
          o->prec[0] ? "s" : "", o->prec[0] && o->prec[1] ? "," : "", o->prec[1] ? "d" : "",
          o->kind[0] ? kind_name[0] : "", o->kind[0] && o->kind[1] ? "," : "",
          o->kind[1] ? kind_name[1] : "", o->nrhs, o->repeat,
          o->lapack_repeat > 0 ? o->lapack_repeat : o->repeat, o->lapack_time,
          (unsigned long long)o->seed, o->thresh,
#ifdef GPUSOLVE_HAVE_CUDA
          o->cuda && o->flush && tm_cuda_flush_bytes() > 0 ? "on" : "off"
#else
          "n/a"
#endif
  );
#ifdef GPUSOLVE_HAVE_CUDA
  if (o->cuda && o->flush && tm_cuda_flush_bytes() > 0)
    tm_note("L2 flush: cudaMemsetAsync of %.1f MiB, then cudaDeviceSynchronize, before each timed "
            "device run (untimed)",
            (double)tm_cuda_flush_bytes() / 1048576.0);
#endif
  if (o->gpu_bw > 0)
    tm_note("copy bandwidth (device): cudaMemcpy device-to-device of %zu MiB, median of %d: "
            "%.1f GB/s (bytes read + written)",
            o->bw_bytes >> 20, o->repeat, 1e-9 * o->gpu_bw);
  if (o->host_bw > 0)
    tm_note("copy bandwidth (host): memcpy of %zu MiB split over the OpenMP threads, median of %d: "
            "%.1f GB/s (bytes read + written)",
            o->bw_bytes >> 20, o->repeat, 1e-9 * o->host_bw);
  tm_note("times in ms: ours_dev = gpu_?gtsv_spike_dev (%s), ours_host = gpu_?gtsv_spike on host "
          "arrays (wall clock, transfers included), cusparse = <t>gtsv2, csp_nopiv = "
          "<t>gtsv2_nopivot (events), lapack = ?gtsv_ (wall clock, one core)",
          o->ours_cuda ? "device arrays, CUDA events" : "CPU backend: host arrays, wall clock");
  tm_note("floor = (3 + 2 nrhs) n sizeof(T) bytes / %s copy bandwidth; ours/fl = ours_dev / floor; "
          "csp/fl = cusparse / device floor; vs_csp = cusparse / ours_dev",
          o->ours_cuda ? "device" : "host");
  tm_note("res = max_j ||b_j - A x_j||_inf / (||A||_inf ||x_j||_inf eps), eps = 2^-24 (s), 2^-53 (d); "
          "res_ours covers both APIs; dx = ||x - x_lapack||_inf / ||x_lapack||_inf (ours: device API); "
          "check: ours INFO = 0 and res_ours <= %g",
          o->thresh);
  printf(ROW_FMT, "prec", "matrix", "n", "nrhs", "ours_dev", "ours_host", "cusparse", "csp_nopiv",
         "lapack", "floor", "ours/fl", "csp/fl", "vs_csp", "res_ours", "res_csp", "res_nopiv",
         "res_lapack", "dx_ours", "dx_csp", "check");
  if (f != NULL)
    fputs("prec,matrix,n,nrhs,backend,ours_dev_ms,ours_host_ms,cusparse_ms,cusparse_nopivot_ms,"
          "lapack_ms,lapack_reps,floor_ms,ours_x_floor,cusparse_x_floor,speedup_vs_cusparse,"
          "res_ours,res_cusparse,res_nopivot,res_lapack,dx_ours,dx_cusparse,check\n",
          f);
}

/* ---------------------------------------------------------------- main */

int main(int argc, char **argv)
{
  opts_t o;
  int failures = 0, harness_error = 0;
  memset(&o, 0, sizeof o);
  o.prec[0] = o.prec[1] = 1;
  o.kind[KIND_RANDOM] = o.kind[KIND_DIAGDOM] = 1;
  o.nrhs = 1;
  o.repeat = 10;
  o.lapack_time = 1.0;
  o.thresh = 30.0;
  o.seed = 1;
  o.flush = 1;
  o.bw_bytes = (size_t)1024 << 20;
  o.backend = "auto";
  if (parse_options(argc, argv, &o) != 0)
    return 2;

  if (strcmp(o.backend, "auto") != 0) {
    int want = strcmp(o.backend, "cuda") == 0 ? GPU_BACKEND_CUDA : GPU_BACKEND_CPU;
    int rc = gpu_set_backend(want);
    if (rc != 0) {
      fprintf(stderr, "timing_gtsv: backend %s not usable here (%s)\n", o.backend, gpu_strerror(rc));
      return 2;
    }
  }
  o.ours_cuda = gpu_get_backend() == GPU_BACKEND_CUDA;
#ifdef GPUSOLVE_HAVE_CUDA
  o.cuda = tm_cuda_device_usable();
  if (o.cuda && !TM_CKS(cusparseCreate(&o.sp)))
    return 1;
  if (o.cuda) {
    o.gpu_bw = tm_cuda_copy_bw(o.bw_bytes, o.repeat);
    if (o.gpu_bw <= 0) {
      fprintf(stderr, "timing_gtsv: could not measure the device copy bandwidth\n");
      return 1;
    }
    if (o.flush && tm_cuda_flush_init() != 0)
      return 1;
  }
#endif
  if (o.ours_cuda && !o.cuda) {
    fprintf(stderr, "timing_gtsv: the library chose CUDA but no device is usable here\n");
    return 1;
  }
  if (!o.ours_cuda) {
    o.host_bw = tm_host_copy_bw(o.bw_bytes, o.repeat);
    if (o.host_bw <= 0)
      fprintf(stderr, "timing_gtsv: could not measure the host copy bandwidth\n");
  }
  if (tm_csv_open(o.csv) != 0)
    return 2;
  print_header(argc, argv, &o);

  for (int p = 0; p < 2 && !harness_error; p++) {
    if (!o.prec[p])
      continue;
    for (int k = 0; k < NKINDS && !harness_error; k++) {
      if (!o.kind[k])
        continue;
      for (int i = 0; i < o.nn && !harness_error; i++) {
        row_t r;
        int rc;
        r.prec = p == 0 ? 's' : 'd';
        r.kind = k;
        r.n = o.ns[i];
        r.nrhs = o.nrhs;
        r.t_dev = r.t_host = r.t_csp = r.t_np = r.t_lapack = NAN;
        r.lapack_reps = 0;
        r.lapack_info = r.ours_info = r.ours_ok = 0;
        r.res_ours = r.res_csp = r.res_np = r.res_lapack = r.dx_ours = r.dx_csp = NOTRUN;
        rc = p == 0 ? run_row_s(&o, k, r.n, &r) : run_row_d(&o, k, r.n, &r);
        if (rc != 0) {
          harness_error = 1;
          break;
        }
        print_row(&o, &r);
        failures += !r.ours_ok;
      }
    }
  }
  tm_note("%d row%s failed the check%s", failures, failures == 1 ? "" : "s",
          harness_error ? "; the harness stopped on an error (see stderr)" : "");

#ifdef GPUSOLVE_HAVE_CUDA
  tm_cuda_flush_free();
  if (o.cuda)
    cusparseDestroy(o.sp);
#endif
  tm_csv_close();
  gpu_finalize();
  free(o.ns);
  return failures || harness_error ? 1 : 0;
}
