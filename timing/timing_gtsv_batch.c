/* timing_gtsv_batch.c -- time the batched tridiagonal solvers beside the
 * cuSPARSE routine a user would otherwise pick, on the same data:
 *   gpu_?gtsv_cr_batch_dev     beside cusparse<t>gtsv2StridedBatch (no pivoting;
 *                              diagonally dominant systems),
 *   gpu_?gtsv_spike_batch_dev  beside cusparse<t>gtsvInterleavedBatch, algorithm 1
 *                              (LU with partial pivoting) and 2 (QR), with the
 *                              conversions between the strided and the interleaved
 *                              layout timed (random and dominant systems),
 *   gpu_?gtsv_cr_dev           beside cusparse<t>gtsv2_nopivot (one system),
 * with the memory-bandwidth floor measured in the same run and every solution
 * checked by its residual.
 *
 *   timing_gtsv_batch [--sizes NxB,...] [--cr-n LIST] [--routines LIST]
 *                     [--prec s,d] [--matrix random,diagdom] [--reps K]
 *                     [--max-time S] [--qr auto|on|off] [--qr-limit MS]
 *                     [--seed S] [--backend auto|cpu|cuda] [--bw-mib M]
 *                     [--no-flush] [--thresh T] [--csv FILE]
 *
 * Without a GPU (or a CUDA build) it times the CPU backend; the cuSPARSE
 * columns print '-'.  Real precisions only: --prec c or z is refused (exit
 * status 2).  Exit status 0 when every row of ours passed. */
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
#ifdef GPUSOLVE_HAVE_CUDA
#include <cublas_v2.h>
#endif

enum { ROUT_CR_BATCH = 0, ROUT_SPIKE_BATCH = 1, ROUT_CR = 2, NROUTS = 3 };
static const char *const rout_name[NROUTS] = {"cr_batch", "spike_batch", "cr"};
/* The peers of each routine, as the CSV names them. */
static const char *const peer_name[NROUTS] = {"gtsv2StridedBatch", "gtsvInterleavedBatch_LU+conv",
                                              "gtsv2_nopivot"};
static const char *const peer2_name[NROUTS] = {"", "gtsvInterleavedBatch_QR+conv", ""};

enum { QR_OFF = 0, QR_ON = 1, QR_AUTO = 2 };
static const char *const qr_mode[3] = {"off", "on", "auto"};

#define MAXN (1 << 30)
#define NOTRUN TM_NOTRUN

typedef struct {
  tm_opts c;        /* the options of every driver (kind: the spike_batch rows') */
  int *sn, *sb, ns; /* batched sizes: n x batch */
  int *crn, ncrn;   /* orders of the single-system rows */
  int rout[NROUTS], sizes_set, crn_set, rout_set;
  int qr;
  double max_time, qr_limit; /* seconds */
  tm_env env;                /* set at run time */
#ifdef GPUSOLVE_HAVE_CUDA
  cublasHandle_t blas;
#endif
} opts_t;

typedef struct {
  char prec;
  int rout, kind, n, batch;
  double t_ours, t_peer, t_peer_solve, t_peer2, t_peer2_solve; /* seconds; NaN: not run */
  double res_ours, res_peer, res_peer2;                        /* NOTRUN: not run */
  int runs; /* the fewest timed runs behind a median of the row */
  int ours_info;
} row_t;

#ifdef GPUSOLVE_HAVE_CUDA
static int blas_ok(cublasStatus_t s, const char *call, const char *file, int line)
{
  if (s == CUBLAS_STATUS_SUCCESS)
    return 1;
  fprintf(stderr, "timing: %s:%d: %s: %s (%s)\n", file, line, call, cublasGetStatusString(s),
          cublasGetStatusName(s));
  return 0;
}
#define TM_CKB(call) blas_ok((call), #call, __FILE__, __LINE__)
#endif

/* ---------------------------------------------------------------- one precision each */

#define TT float
#define TP s
#define TPC S
#define TEPS (0.5 * (double)FLT_EPSILON)
#include "timing_gtsv_batch.inc"

#define TT double
#define TP d
#define TPC D
#define TEPS (0.5 * DBL_EPSILON)
#include "timing_gtsv_batch.inc"

/* ---------------------------------------------------------------- options */

static void usage(FILE *f)
{
  fputs("usage: timing_gtsv_batch [options]\n"
        "  --sizes LIST       batched sizes NxB (order N, B systems), comma separated; N and B\n"
        "                     each an integer or 2^k (default\n"
        "                     512x512,1024x1024,4097x4097,64x262144,2^20x16)\n"
        "  --cr-n LIST        orders of the single-system gpu_?gtsv_cr rows (default 2^20,2^24)\n"
        "  --routines LIST    cr_batch, spike_batch, cr, or several (default all three)\n"
        "  --max-time S       fewer runs (at least min(3, K)) once S seconds are spent on one\n"
        "                     measurement, warm-up included (default 2)\n"
        "  --qr MODE          gtsvInterleavedBatch's QR (algorithm 2) beside its LU (1): on,\n"
        "                     off, or auto: where LU with the conversions took under\n"
        "  --qr-limit MS      milliseconds (default 100; auto is the default)\n",
        f);
  tm_usage_common(f, 2);
  fputs("--matrix applies to the spike_batch rows; the cr rows always take diagdom (no\n"
        "pivoting, as their peers).  System k of a row depends on the seed, the matrix\n"
        "kind, N and k only (s is d rounded).\n",
        f);
}

static int add_int(int **v, int *k, int x)
{
  int *p = realloc(*v, (size_t)(*k + 1) * sizeof *p);
  if (p == NULL)
    return -1;
  *v = p;
  p[(*k)++] = x;
  return 0;
}

/* NxB: N and B each an integer or 2^k; n * batch within the int range. */
static int item_batch_size(void *ctx, const char *s)
{
  opts_t *o = ctx;
  char buf[64], *x;
  long n, b;
  int k;
  if (strlen(s) >= sizeof buf)
    return -1;
  strcpy(buf, s);
  if ((x = strchr(buf, 'x')) == NULL)
    return -1;
  *x = '\0';
  n = tm_parse_size(buf, MAXN);
  b = tm_parse_size(x + 1, MAXN);
  if (n == 0 || b == 0 || (double)n * (double)b > (double)INT32_MAX)
    return -1;
  k = o->ns;
  if (add_int(&o->sn, &k, (int)n) != 0)
    return -1;
  k = o->ns;
  if (add_int(&o->sb, &k, (int)b) != 0)
    return -1;
  o->ns = k;
  return 0;
}

static int item_cr_n(void *ctx, const char *s)
{
  opts_t *o = ctx;
  long n = tm_parse_size(s, MAXN);
  return n > 0 ? add_int(&o->crn, &o->ncrn, (int)n) : -1;
}

static int item_rout(void *ctx, const char *s)
{
  return tm_set_name(((opts_t *)ctx)->rout, rout_name, NROUTS, s);
}

/* The options of timing_gtsv_batch alone: 1 taken, 0 unknown, -1 bad value. */
static int option(void *ctx, const char *name, const char *val)
{
  opts_t *o = ctx;
  if (strcmp(name, "--sizes") == 0) {
    if (!o->sizes_set)
      o->ns = 0;
    o->sizes_set = 1;
    return tm_for_each_item(val, item_batch_size, o) == 0 ? 1 : -1;
  }
  if (strcmp(name, "--cr-n") == 0) {
    if (!o->crn_set)
      o->ncrn = 0;
    o->crn_set = 1;
    return tm_for_each_item(val, item_cr_n, o) == 0 ? 1 : -1;
  }
  if (strcmp(name, "--routines") == 0) {
    if (!o->rout_set)
      memset(o->rout, 0, sizeof o->rout);
    o->rout_set = 1;
    return tm_for_each_item(val, item_rout, o) == 0 ? 1 : -1;
  }
  if (strcmp(name, "--max-time") == 0)
    return tm_parse_double(val, &o->max_time) == 0 ? 1 : -1;
  if (strcmp(name, "--qr-limit") == 0) {
    if (tm_parse_double(val, &o->qr_limit) != 0)
      return -1;
    o->qr_limit *= 1e-3;
    return 1;
  }
  if (strcmp(name, "--qr") == 0) {
    for (int i = 0; i < 3; i++)
      if (strcmp(val, qr_mode[i]) == 0) {
        o->qr = i;
        return 1;
      }
    return -1;
  }
  return 0;
}

static int parse_options(int argc, char **argv, opts_t *o)
{
  if (tm_parse_options(argc, argv, "timing_gtsv_batch", usage, &o->c, option, o) != 0)
    return -1;
  if (!o->sizes_set && tm_for_each_item("512x512,1024x1024,4097x4097,64x262144,2^20x16",
                                     item_batch_size, o) != 0)
    return -1;
  if (!o->crn_set && tm_for_each_item("2^20,2^24", item_cr_n, o) != 0)
    return -1;
  return 0;
}

/* ---------------------------------------------------------------- output */

/* The numeric columns of a row: table heading (NULL: CSV only), CSV name,
 * format; times print '-' when NaN, residuals when NOTRUN. */
enum { C_OURS, C_PEER, C_PEER_SLV, C_PEER2, C_PEER2_SLV, C_FLOOR, C_OURS_FL, C_VS_PEER,
       C_VS_PEER2, C_PEER_FL, C_RES_OURS, C_RES_PEER, C_RES_PEER2, NCOLS };
static const struct {
  const char *head, *csv, *fmt;
} col[NCOLS] = {
    {"ours", "ours_ms", "%9.4f"},
    {"peer", "peer_ms", "%9.4f"},
    {"peer_slv", "peer_solve_ms", "%9.4f"},
    {"peer2", "peer2_ms", "%9.4f"},
    {"peer2_slv", "peer2_solve_ms", "%9.4f"},
    {"floor", "floor_ms", "%9.4f"},
    {"ours/fl", "ours_x_floor", "%7.2f"},
    {"vs_peer", "speedup_vs_peer", "%8.2f"},
    {"vs_peer2", "speedup_vs_peer2", "%8.2f"},
    {NULL, "peer_x_floor", ""},
    {"res_ours", "res_ours", "%9.2e"},
    {"res_peer", "res_peer", "%9.2e"},
    {"res_peer2", "res_peer2", "%9.2e"},
};
#define KEY_FMT "%4s %-11s %7s %8s %7s"

/* The peers' check: "-" when none ran, else ok or FAILED. */
static const char *peer_check(const row_t *r, double thresh)
{
  int ran = 0, ok = 1;
  const double res[2] = {r->res_peer, r->res_peer2};
  for (int k = 0; k < 2; k++)
    if (res[k] != NOTRUN) {
      ran = 1;
      ok = ok && res[k] <= thresh; /* NaN fails */
    }
  return !ran ? "-" : ok ? "ok" : "FAILED";
}

static int ours_ok(const row_t *r, double thresh)
{
  return r->ours_info == 0 && r->res_ours != NOTRUN && r->res_ours <= thresh;
}

static void print_row(const opts_t *o, const row_t *r)
{
  size_t tsz = r->prec == 's' ? sizeof(float) : sizeof(double);
  double bytes = 5.0 * (double)r->n * (double)r->batch * (double)tsz;
  double bw = o->env.ours_cuda ? o->env.gpu_bw : o->env.host_bw;
  double floor_s = bw > 0 ? bytes / bw : NAN;
  double peer_floor_s = o->env.cuda && o->env.gpu_bw > 0 ? bytes / o->env.gpu_bw : NAN;
  double v[NCOLS];
  char cell[32], n[16], b[16], p[2] = {r->prec, '\0'};
  FILE *f = tm_csv();
  const char *check = ours_ok(r, o->c.thresh) ? "ok" : "FAILED";
  const char *pcheck = peer_check(r, o->c.thresh);
  v[C_OURS] = 1e3 * r->t_ours;
  v[C_PEER] = 1e3 * r->t_peer;
  v[C_PEER_SLV] = 1e3 * r->t_peer_solve;
  v[C_PEER2] = 1e3 * r->t_peer2;
  v[C_PEER2_SLV] = 1e3 * r->t_peer2_solve;
  v[C_FLOOR] = 1e3 * floor_s;
  v[C_OURS_FL] = r->t_ours / floor_s;
  v[C_VS_PEER] = r->t_peer / r->t_ours;
  v[C_VS_PEER2] = r->t_peer2 / r->t_ours;
  v[C_PEER_FL] = r->t_peer / peer_floor_s;
  v[C_RES_OURS] = r->res_ours;
  v[C_RES_PEER] = r->res_peer;
  v[C_RES_PEER2] = r->res_peer2;
  snprintf(n, sizeof n, "%d", r->n);
  snprintf(b, sizeof b, "%d", r->batch);
  printf(KEY_FMT, p, rout_name[r->rout], tm_kind_name[r->kind], n, b);
  for (int k = 0; k < NCOLS; k++) {
    int width = col[k].head != NULL ? atoi(col[k].fmt + 1) : 0;
    if (width == 0)
      continue;
    tm_cell(cell, sizeof cell, col[k].fmt, v[k], k < C_RES_OURS);
    printf(" %*s", width, cell);
  }
  printf(" %6s %6s\n", check, pcheck);
  fflush(stdout);
  if (f != NULL) {
    fprintf(f, "%c,%s,%s,%d,%d,%s,%s,%s", r->prec, rout_name[r->rout], tm_kind_name[r->kind],
            r->n, r->batch, gpu_backend_name(o->env.ours_cuda ? GPU_BACKEND_CUDA : GPU_BACKEND_CPU),
            peer_name[r->rout], peer2_name[r->rout]);
    for (int k = 0; k < NCOLS; k++)
      tm_csv_cell(f, v[k], k < C_RES_OURS);
    fprintf(f, ",%d,%s,%s\n", r->runs, check, pcheck);
    fflush(f);
  }
}

static void print_header(int argc, char **argv, const opts_t *o)
{
  char buf[2048], rl[32], pl[8], kl[32];
  size_t len = 0;
  FILE *f = tm_csv();
  tm_note_env(&o->env, "timing_gtsv_batch: gpu_?gtsv_cr_batch_dev, gpu_?gtsv_spike_batch_dev and "
                       "gpu_?gtsv_cr_dev against cuSPARSE <t>gtsv2StridedBatch, "
                       "<t>gtsvInterleavedBatch and <t>gtsv2_nopivot");
  tm_note_command(argc, argv);
  buf[0] = '\0';
  for (int i = 0; i < o->ns && len < sizeof buf - 1; i++)
    len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%dx%d", i ? "," : "", o->sn[i], o->sb[i]);
  tm_note("sizes (n x batch; lds = ldb = n): %s", o->rout[ROUT_CR_BATCH] || o->rout[ROUT_SPIKE_BATCH] ? buf : "none");
  len = 0;
  buf[0] = '\0';
  for (int i = 0; i < o->ncrn && len < sizeof buf - 1; i++)
    len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%d", i ? "," : "", o->crn[i]);
  tm_note("orders of the single-system cr rows: %s", o->rout[ROUT_CR] ? buf : "none");
  tm_note("options: routines %s, prec %s, spike_batch matrices %s, reps %d (median after 1 "
          "warm-up; at least min(3,K) once %g s are spent), QR %s (limit %g ms), seed %llu, "
          "thresh %g, L2 flush %s",
          tm_list(rl, sizeof rl, o->rout, rout_name, NROUTS),
          tm_list(pl, sizeof pl, o->c.prec, tm_prec_name, 2),
          tm_list(kl, sizeof kl, o->c.kind, tm_kind_name, TM_NKINDS), o->c.reps, o->max_time,
          qr_mode[o->qr], 1e3 * o->qr_limit,
          (unsigned long long)o->c.seed, o->c.thresh, tm_flush_state(&o->env));
  tm_note_bandwidth(&o->env);
  tm_note("times in ms, median: ours = gpu_?gtsv_<routine>_dev (%s); peer, peer2 = cuSPARSE "
          "(device arrays, CUDA events): cr_batch: peer = <t>gtsv2StridedBatch; spike_batch: "
          "peer = <t>gtsvInterleavedBatch algo 1 (LU, partial pivoting), peer2 = algo 2 (QR), "
          "each including the cublas<t>geam transposes of dl, d, du, b to the interleaved layout "
          "and of x back; peer_slv, peer2_slv = the solve's part of those same runs; cr: peer = "
          "<t>gtsv2_nopivot",
          o->env.ours_cuda ? "device arrays, CUDA events" : "CPU backend: host arrays, wall clock");
  tm_note("the peers take the same matrices in cuSPARSE's format (dl(i) = A(i,i-1), dl(0) = 0, "
          "du(n-1) = 0), made before timing, their buffers sized (bufferSizeExt) and allocated "
          "before timing; B restored from a pristine copy before each run (untimed)");
  tm_note("floor = 5 n batch sizeof(T) bytes (dl, d, du, b read, x written) / %s copy bandwidth; "
          "ours/fl = ours / floor; vs_peer = peer / ours, vs_peer2 = peer2 / ours (> 1: ours faster)",
          o->env.ours_cuda ? "device" : "host");
  tm_note("res = max over systems k of ||b_k - A_k x_k||_inf / (||A_k||_inf ||x_k||_inf eps), "
          "eps = 2^-24 (s), 2^-53 (d), every system checked; check: ours INFO = 0 and res_ours "
          "<= %g; chk_p: res of every peer run <= %g",
          o->c.thresh, o->c.thresh);
  printf(KEY_FMT, "prec", "routine", "matrix", "n", "batch");
  for (int k = 0; k < NCOLS; k++)
    if (col[k].head != NULL)
      printf(" %*s", atoi(col[k].fmt + 1), col[k].head);
  printf(" %6s %6s\n", "check", "chk_p");
  if (f != NULL) {
    fputs("prec,routine,matrix,n,batch,backend,peer,peer2", f);
    for (int k = 0; k < NCOLS; k++)
      fprintf(f, ",%s", col[k].csv);
    fputs(",min_runs,check,check_peer\n", f);
  }
}

/* ---------------------------------------------------------------- main */

/* One row of routine rout on a fresh data set; 0, or -1 on a harness failure. */
static int do_row(const opts_t *o, int p, int rout, int kind, void *data, int *failures,
                  int *peer_failures)
{
  row_t r;
  int rc;
  memset(&r, 0, sizeof r);
  r.prec = p == 0 ? 's' : 'd';
  r.rout = rout;
  r.kind = kind;
  r.n = p == 0 ? ((data_s *)data)->n : ((data_d *)data)->n;
  r.batch = p == 0 ? ((data_s *)data)->batch : ((data_d *)data)->batch;
  r.t_ours = r.t_peer = r.t_peer_solve = r.t_peer2 = r.t_peer2_solve = NAN;
  r.res_ours = r.res_peer = r.res_peer2 = NOTRUN;
  rc = p == 0 ? run_row_s(o, rout, data, &r) : run_row_d(o, rout, data, &r);
  if (rc != 0)
    return -1;
  print_row(o, &r);
  *failures += !ours_ok(&r, o->c.thresh);
  *peer_failures += strcmp(peer_check(&r, o->c.thresh), "FAILED") == 0;
  return 0;
}

/* The rows of one data set (precision p, kind, n x batch): cr_batch on
 * dominant systems, spike_batch on the kinds asked for, or the single cr. */
static int do_set(const opts_t *o, int p, int kind, int n, int batch, int single, int *failures,
                  int *peer_failures)
{
  data_s ds;
  data_d dd;
  void *data = p == 0 ? (void *)&ds : (void *)&dd;
  int rc = 0;
  if ((p == 0 ? data_make_s(o, kind, n, batch, &ds) : data_make_d(o, kind, n, batch, &dd)) != 0)
    return -1;
  if (single)
    rc = do_row(o, p, ROUT_CR, kind, data, failures, peer_failures);
  if (!single && rc == 0 && kind == TM_DIAGDOM && o->rout[ROUT_CR_BATCH])
    rc = do_row(o, p, ROUT_CR_BATCH, kind, data, failures, peer_failures);
  if (!single && rc == 0 && o->c.kind[kind] && o->rout[ROUT_SPIKE_BATCH])
    rc = do_row(o, p, ROUT_SPIKE_BATCH, kind, data, failures, peer_failures);
  if (p == 0)
    data_free_s(&ds);
  else
    data_free_d(&dd);
  return rc;
}

int main(int argc, char **argv)
{
  opts_t o;
  int failures = 0, peer_failures = 0, harness_error = 0, rc;
  memset(&o, 0, sizeof o);
  tm_opts_default(&o.c, 2); /* s and d: --prec c or z is refused */
  o.rout[ROUT_CR_BATCH] = o.rout[ROUT_SPIKE_BATCH] = o.rout[ROUT_CR] = 1;
  o.max_time = 2.0;
  o.qr = QR_AUTO;
  o.qr_limit = 0.1;
  if (parse_options(argc, argv, &o) != 0)
    return 2;
  if ((rc = tm_env_init(&o.env, "timing_gtsv_batch", &o.c)) != 0)
    return rc;
#ifdef GPUSOLVE_HAVE_CUDA
  if (o.env.cuda && !TM_CKB(cublasCreate(&o.blas))) {
    tm_env_fini(&o.env);
    return 1;
  }
#endif
  print_header(argc, argv, &o);

  for (int p = 0; p < 2 && !harness_error; p++) {
    if (!o.c.prec[p])
      continue;
    for (int i = 0; i < o.ns && !harness_error; i++)
      for (int k = TM_NKINDS - 1; k >= 0 && !harness_error; k--) {
        int want = (o.c.kind[k] && o.rout[ROUT_SPIKE_BATCH])
                   || (k == TM_DIAGDOM && o.rout[ROUT_CR_BATCH]);
        if (want && do_set(&o, p, k, o.sn[i], o.sb[i], 0, &failures, &peer_failures) != 0)
          harness_error = 1;
      }
    for (int i = 0; i < o.ncrn && o.rout[ROUT_CR] && !harness_error; i++)
      if (do_set(&o, p, TM_DIAGDOM, o.crn[i], 1, 1, &failures, &peer_failures) != 0)
        harness_error = 1;
  }
  tm_note("%d row%s of ours failed the check, %d of the peers'%s", failures,
          failures == 1 ? "" : "s", peer_failures,
          harness_error ? "; the harness stopped on an error (see stderr)" : "");

#ifdef GPUSOLVE_HAVE_CUDA
  if (o.env.cuda)
    cublasDestroy(o.blas);
#endif
  tm_env_fini(&o.env);
  free(o.sn);
  free(o.sb);
  free(o.crn);
  return failures || harness_error ? 1 : 0;
}
