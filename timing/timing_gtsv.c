/* timing_gtsv.c -- time gpu_?gtsv_spike beside its peers on the same data:
 * our device API (CUDA events) and host API (wall clock, transfers included),
 * cuSPARSE <t>gtsv2 and <t>gtsv2_nopivot, and LAPACK ?gtsv on one core, with
 * the memory-bandwidth floor measured in the same run and every solution
 * checked by its residual and against LAPACK's.
 *
 *   timing_gtsv [-n LIST | --nmin N --nmax N] [--prec s,d,c,z] [--matrix random,diagdom]
 *               [--nrhs K] [--repeat K] [--lapack-repeat K] [--lapack-time S]
 *               [--seed S] [--backend auto|cpu|cuda] [--bw-mib M] [--no-flush]
 *               [--thresh T] [--csv FILE]
 *
 * Without a GPU (or a CUDA build) it times the CPU backend and LAPACK; the
 * CUDA columns print '-'.  Exit status 0 when every row of ours passed. */
#define _POSIX_C_SOURCE 200809L
#include "config.h"
#include <complex.h>
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
void cgtsv_(const int *n, const int *nrhs, float _Complex *dl, float _Complex *d,
            float _Complex *du, float _Complex *b, const int *ldb, int *info);
void zgtsv_(const int *n, const int *nrhs, double _Complex *dl, double _Complex *d,
            double _Complex *du, double _Complex *b, const int *ldb, int *info);

#ifndef TIMING_LAPACK_LIBS
#define TIMING_LAPACK_LIBS "?"
#endif


#define MAXN (1 << 30)
#define NOTRUN TM_NOTRUN /* a check that did not run (a NaN result prints "nan") */

typedef struct {
  tm_opts c; /* the options of every driver: prec, kind, reps, seed, ... */
  int *ns, nn;
  int nrhs, lapack_repeat, have_list;
  long nmin, nmax;
  double lapack_time;
  tm_env env; /* set at run time: backends, bandwidths, cuSPARSE handle */
} opts_t;

typedef struct {
  char prec;  /* s, d, c or z */
  size_t tsz; /* sizeof(T): 4, 8, 8, 16 */
  int kind, n, nrhs;
  double t_dev, t_host, t_pin, t_csp, t_np, t_lapack; /* seconds; NaN: not run */
  int lapack_reps, lapack_info, ours_info, ours_ok;
  double res_ours, res_csp, res_np, res_lapack, dx_ours, dx_csp; /* NOTRUN: not run */
} row_t;

/* ---------------------------------------------------------------- one precision each */

#define TT float
#define TP s
#define TPC S
#define TCU float
#define TEPS (0.5 * (double)FLT_EPSILON)
#include "timing_gtsv.inc"

#define TT double
#define TP d
#define TPC D
#define TCU double
#define TEPS (0.5 * DBL_EPSILON)
#include "timing_gtsv.inc"

#define TT float _Complex
#define TP c
#define TPC C
#define TCU cuComplex
#define TEPS (0.5 * (double)FLT_EPSILON)
#define TCOMPLEX
#include "timing_gtsv.inc"

#define TT double _Complex
#define TP z
#define TPC Z
#define TCU cuDoubleComplex
#define TEPS (0.5 * DBL_EPSILON)
#define TCOMPLEX
#include "timing_gtsv.inc"

/* The rows of each precision, in tm_prec_name's order. */
static int (*const run_row[TM_NPREC])(const opts_t *, int, int, row_t *) = {run_row_s, run_row_d,
                                                                          run_row_c, run_row_z};
static const size_t prec_size[TM_NPREC] = {sizeof(float), sizeof(double), sizeof(float _Complex),
                                           sizeof(double _Complex)};

/* ---------------------------------------------------------------- options */

static void usage(FILE *f)
{
  fputs("usage: timing_gtsv [options]\n"
        "  -n LIST            sizes, comma separated; each an integer or 2^k\n"
        "  --nmin N --nmax N  sizes from N doubling up to at most --nmax (default 2^16 .. 2^25)\n"
        "  --nrhs K           right-hand sides (default 1)\n"
        "  --lapack-repeat K  at most K LAPACK runs (default: --repeat); at least min(3, K),\n"
        "  --lapack-time S    and no more once S seconds are spent (default 1)\n",
        f);
  tm_usage_common(f, TM_NPREC);
  fputs("A row's matrix depends on the seed, the matrix kind and n only (s is d rounded, c is\n"
        "z rounded, but for a dominant diagonal, made from the rounded off-diagonals).\n"
        "Complex entries: real and imaginary parts each U(-1,1)/2; diagdom in\n"
        "|re|+|im| (|d| >= |dl|+|du|+1 in that magnitude, random signs of the parts).\n",
        f);
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

static int item_size(void *o, const char *s)
{
  long n = tm_parse_size(s, MAXN);
  return n > 0 ? add_size(o, n) : -1;
}

/* The options of timing_gtsv alone: 1 taken, 0 unknown, -1 bad value. */
static int option(void *ctx, const char *name, const char *val)
{
  opts_t *o = ctx;
  long v;
  if (strcmp(name, "-n") == 0) {
    o->have_list = 1;
    return tm_for_each_item(val, item_size, o) == 0 ? 1 : -1;
  }
  if (strcmp(name, "--nmin") == 0)
    return (o->nmin = tm_parse_size(val, MAXN)) != 0 ? 1 : -1;
  if (strcmp(name, "--nmax") == 0)
    return (o->nmax = tm_parse_size(val, MAXN)) != 0 ? 1 : -1;
  if (strcmp(name, "--nrhs") == 0) {
    if (tm_parse_int(val, 1, 1 << 20, &v) != 0)
      return -1;
    o->nrhs = (int)v;
    return 1;
  }
  if (strcmp(name, "--lapack-repeat") == 0) {
    if (tm_parse_int(val, 1, 1 << 20, &v) != 0)
      return -1;
    o->lapack_repeat = (int)v;
    return 1;
  }
  if (strcmp(name, "--lapack-time") == 0)
    return tm_parse_double(val, &o->lapack_time) == 0 ? 1 : -1;
  return 0;
}

static int parse_options(int argc, char **argv, opts_t *o)
{
  o->nmin = 1L << 16;
  o->nmax = 1L << 25;
  if (tm_parse_options(argc, argv, "timing_gtsv", usage, &o->c, option, o) != 0)
    return -1;
  if (!o->have_list) {
    if (o->nmin > o->nmax) {
      fprintf(stderr, "timing_gtsv: --nmin > --nmax\n");
      return -1;
    }
    for (long n = o->nmin; n <= o->nmax; n *= 2)
      if (add_size(o, n) != 0)
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

#define ROW_FMT \
  "%4s %7s %9s %4s %10s %10s %10s %8s %10s %10s %10s %10s %7s %7s %7s %10s %10s %10s %10s %10s %10s %s\n"

static void print_row(const opts_t *o, const row_t *r)
{
  double bytes = (double)(3 + 2 * r->nrhs) * (double)r->n * (double)r->tsz;
  double bw = o->env.ours_cuda ? o->env.gpu_bw : o->env.host_bw;
  double floor_s = bw > 0 ? bytes / bw : NAN;
  double csp_floor_s = o->env.cuda && o->env.gpu_bw > 0 ? bytes / o->env.gpu_bw : NAN;
  double v[17];
  char c[20][32];
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
  v[15] = 1e3 * r->t_pin;
  v[16] = r->t_host / r->t_pin;
  for (int k = 0; k <= 5; k++)
    tm_cell(c[k], sizeof c[k], "%.4f", v[k], 1);
  for (int k = 6; k <= 8; k++)
    tm_cell(c[k], sizeof c[k], "%.2f", v[k], 1);
  for (int k = 9; k <= 14; k++)
    tm_cell(c[k], sizeof c[k], "%.2e", v[k], 0);
  snprintf(c[15], sizeof c[15], "%c", r->prec);
  snprintf(c[16], sizeof c[16], "%d", r->n);
  snprintf(c[17], sizeof c[17], "%d", r->nrhs);
  tm_cell(c[18], sizeof c[18], "%.4f", v[15], 1);
  tm_cell(c[19], sizeof c[19], "%.2f", v[16], 1);
  printf(ROW_FMT, c[15], tm_kind_name[r->kind], c[16], c[17], c[0], c[1], c[18], c[19], c[2], c[3],
         c[4], c[5], c[6], c[7], c[8], c[9], c[10], c[11], c[12], c[13], c[14], check);
  fflush(stdout);
  if (f != NULL) {
    fprintf(f, "%c,%s,%d,%d,%s", r->prec, tm_kind_name[r->kind], r->n, r->nrhs,
            gpu_backend_name(o->env.ours_cuda ? GPU_BACKEND_CUDA : GPU_BACKEND_CPU));
    for (int k = 0; k <= 4; k++)
      tm_csv_cell(f, v[k], 1);
    fprintf(f, ",%d", r->lapack_reps);
    tm_csv_cell(f, v[15], 1);
    tm_csv_cell(f, v[16], 1);
    for (int k = 5; k <= 8; k++)
      tm_csv_cell(f, v[k], 1);
    for (int k = 9; k <= 14; k++)
      tm_csv_cell(f, v[k], 0);
    fprintf(f, ",%s\n", check);
    fflush(f);
  }
}

static void print_header(int argc, char **argv, const opts_t *o)
{
  char buf[2048], pl[16], kl[32];
  size_t len = 0;
  FILE *f = tm_csv();
  tm_note_env(&o->env, "timing_gtsv: gpu_?gtsv_spike against cuSPARSE <t>gtsv2, "
                       "<t>gtsv2_nopivot and LAPACK ?gtsv");
  tm_note("LAPACK: %s", TIMING_LAPACK_LIBS);
  tm_note_command(argc, argv);
  buf[0] = '\0';
  for (int i = 0; i < o->nn && len < sizeof buf - 1; i++)
    len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%d", i ? "," : "", o->ns[i]);
  tm_note("sizes: %s", buf);
  tm_note("options: prec %s, matrix %s, nrhs %d, repeat %d (median after 1 warm-up), "
          "LAPACK runs min(3,K)..K=%d within %g s (no warm-up), seed %llu, thresh %g, L2 flush %s",
          tm_list(pl, sizeof pl, o->c.prec, tm_prec_name, TM_NPREC),
          tm_list(kl, sizeof kl, o->c.kind, tm_kind_name, TM_NKINDS), o->nrhs, o->c.reps,
          o->lapack_repeat > 0 ? o->lapack_repeat : o->c.reps, o->lapack_time,
          (unsigned long long)o->c.seed, o->c.thresh, tm_flush_state(&o->env));
  tm_note_bandwidth(&o->env);
  tm_note("times in ms: ours_dev = gpu_?gtsv_spike_dev (%s), ours_host = gpu_?gtsv_spike on host "
          "arrays (wall clock, transfers included), pinned = DL, D, DU, B to the device and X back "
          "with pinned host memory (wall clock; host/pin = ours_host / pinned), cusparse = "
          "<t>gtsv2, csp_nopiv = <t>gtsv2_nopivot (events), lapack = ?gtsv_ (wall clock, one core)",
          o->env.ours_cuda ? "device arrays, CUDA events" : "CPU backend: host arrays, wall clock");
  tm_note("floor = (3 + 2 nrhs) n sizeof(T) bytes (sizeof(T) = 4, 8, 8, 16 for s, d, c, z) / %s "
          "copy bandwidth; ours/fl = ours_dev / floor; "
          "csp/fl = cusparse / device floor; vs_csp = cusparse / ours_dev",
          o->env.ours_cuda ? "device" : "host");
  tm_note("res = max_j ||b_j - A x_j||_inf / (||A||_inf ||x_j||_inf eps), eps = 2^-24 (s, c), "
          "2^-53 (d, z), |.| of a complex entry its modulus; "
          "res_ours covers both APIs; dx = ||x - x_lapack||_inf / ||x_lapack||_inf (ours: device API); "
          "check: ours INFO = 0 and res_ours <= %g",
          o->c.thresh);
  printf(ROW_FMT, "prec", "matrix", "n", "nrhs", "ours_dev", "ours_host", "pinned", "host/pin",
         "cusparse", "csp_nopiv",
         "lapack", "floor", "ours/fl", "csp/fl", "vs_csp", "res_ours", "res_csp", "res_nopiv",
         "res_lapack", "dx_ours", "dx_csp", "check");
  if (f != NULL)
    fputs("prec,matrix,n,nrhs,backend,ours_dev_ms,ours_host_ms,cusparse_ms,cusparse_nopivot_ms,"
          "lapack_ms,lapack_reps,pinned_copy_ms,host_x_pinned,floor_ms,ours_x_floor,cusparse_x_floor,speedup_vs_cusparse,"
          "res_ours,res_cusparse,res_nopivot,res_lapack,dx_ours,dx_cusparse,check\n",
          f);
}

/* ---------------------------------------------------------------- main */

int main(int argc, char **argv)
{
  opts_t o;
  int failures = 0, harness_error = 0, rc;
  memset(&o, 0, sizeof o);
  tm_opts_default(&o.c, TM_NPREC);
  o.nrhs = 1;
  o.lapack_time = 1.0;
  if (parse_options(argc, argv, &o) != 0)
    return 2;
  if ((rc = tm_env_init(&o.env, "timing_gtsv", &o.c)) != 0)
    return rc;
  print_header(argc, argv, &o);

  for (int p = 0; p < TM_NPREC && !harness_error; p++) {
    if (!o.c.prec[p])
      continue;
    for (int k = 0; k < TM_NKINDS && !harness_error; k++) {
      if (!o.c.kind[k])
        continue;
      for (int i = 0; i < o.nn && !harness_error; i++) {
        row_t r;
        r.prec = tm_prec_name[p][0];
        r.tsz = prec_size[p];
        r.kind = k;
        r.n = o.ns[i];
        r.nrhs = o.nrhs;
        r.t_dev = r.t_host = r.t_pin = r.t_csp = r.t_np = r.t_lapack = NAN;
        r.lapack_reps = 0;
        r.lapack_info = r.ours_info = r.ours_ok = 0;
        r.res_ours = r.res_csp = r.res_np = r.res_lapack = r.dx_ours = r.dx_csp = NOTRUN;
        rc = run_row[p](&o, k, r.n, &r);
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

  tm_env_fini(&o.env);
  free(o.ns);
  return failures || harness_error ? 1 : 0;
}
