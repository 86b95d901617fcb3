/* testing_gtsv_batch.c -- correctness driver of the cyclic-reduction and
 * batch routines, gpu_?gtsv_cr, gpu_?gtsv_cr_batch and gpu_?gtsv_spike_batch
 * (host and _dev forms), against reference LAPACK's ?gtsv on the same data,
 * system by system, in the manner of testing_gtsv (which checks
 * gpu_?gtsv_spike).  Run `testing_gtsv_batch --help`; testing/README.md
 * explains the checks.
 *
 * Two parts:
 *   solve  every system of a batch is its own gallery matrix (the types
 *          cycle through the selected ones, each system has its own seed and
 *          its own power-of-two scales of A and b), stored with LDS > N and
 *          LDB > N; NaN guards fill the gaps between systems and follow the
 *          arrays, and must come back bit for bit.  One line per routine x
 *          precision x backend x API x size x type.
 *   info   INFO = k*N + i and the untouched right-hand sides of the systems
 *          that fail (an exactly singular matrix, a NaN or an infinity), the
 *          solution of every other system, and the quick returns. */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gpusolve.h"
#include "gallery.h"
#include "test_common.h"

#define TAIL 5                  /* guard entries after each array           */
#define TAG_RHS 0x62726873ULL   /* the right-hand sides' random stream      */
#define NINFO 4                 /* systems of an INFO case                  */
#define K1 1                    /* ... the exactly singular one             */
#define K2 2                    /* ... the one with a NaN or an infinity    */

typedef tc_dcplx dcplx;

/* ------------------------------------------------------------------ options */

static const tc_routine routines[3] = {TC_CR, TC_CR_BATCH, TC_SPIKE_BATCH};
static const char *const routine_words[] = {"cr", "cr_batch", "spike_batch", NULL};
static const char *const part_words[] = {"solve", "info", NULL};

typedef struct {
  tc_options c; /* --prec, --backend, --api, --types, --seed, --thresh, -v, -q */
  int routine[3], part[2];
  long ns[TC_MAXLIST], batches[TC_MAXLIST], nrhss[TC_MAXLIST];
  int nn, nbatch, nnrhs; /* nn = 0: the default sizes */
} options;

/* The default sizes: single systems (gpu_?gtsv_cr), pairs (n, batch) for
 * the batch routines (the large n take the global-memory and SPIKE paths),
 * and the orders of the INFO cases. */
static const long cr_ns[] = {1, 2, 3, 4, 5, 7, 8, 31, 32, 33, 512, 1000, 4097, 65537};
static const long pair_ns[] = {1, 2, 3, 17, 64, 512, 1000, 4097, 10000, 65537};
static const long pair_batches[] = {5, 7, 33, 100, 300, 64, 16, 8, 3, 2};
static const long info_ns[] = {1, 2, 5, 33, 512, 4097, 65537};

static void usage(FILE *f)
{
  fprintf(f,
          "usage: testing_gtsv_batch [options]\n"
          "Checks gpu_?gtsv_cr, gpu_?gtsv_cr_batch and gpu_?gtsv_spike_batch (host and _dev\n"
          "forms) against reference LAPACK ?gtsv, system by system, on the tridiagonal\n"
          "gallery (testing_gtsv --list), then their INFO and quick returns.  One line per\n"
          "case; exit status = failures (at most 76), 77 = skipped (--backend names cuda\n"
          "and there is no device).\n"
          "\n"
          "  --prec LIST       precisions among s,d,c,z (default s,d,c,z)\n"
          "  --backend LIST    cpu,cuda (default: every available one)\n"
          "  --api LIST        host,dev (default host,dev)\n"
          "  --routine LIST    cr,cr_batch,spike_batch (default all three)\n"
          "  --part LIST       solve,info (default both): the gallery; INFO and quick returns\n"
          "  --types LIST      matrix types, e.g. 1:31, 2,6,7,31 (default 1:31); the systems\n"
          "                    of a batch cycle through them, and a batch smaller than the\n"
          "                    list runs as often as it takes for every type to appear\n"
          "  -n LIST           orders n >= 1 (default: cr 1,2,3,4,5,7,8,31,32,33,512,1000,\n"
          "                    4097,65537; batches the pairs 1x5 2x7 3x33 17x100 64x300\n"
          "                    512x64 1000x16 4097x8 10000x3 65537x2; INFO 1,2,5,33,512,\n"
          "                    4097,65537)\n"
          "  --batch LIST      batch sizes: one for every n, or one per n (default with -n:\n"
          "                    max(2, min(100, 65536/n)))\n"
          "  --nrhs LIST       right-hand sides of gpu_?gtsv_cr (default 1,3)\n"
          "  --seed N          seed of the gallery and of B (default 1)\n"
          "  --thresh T        threshold of the backward-error ratio (default 30)\n"
          "  -v                one line per system as well\n"
          "  -q                print only failures (and the summaries)\n"
          "  -h, --help        this text\n"
          "Layout: LDS = n+3, LDB = n+5 (cr: LDB = n+3); NaN in every gap and after\n"
          "each array.  Pass rules: testing/README.md.\n");
}

static int parse_options(int argc, char **argv, options *o)
{
  memset(o, 0, sizeof *o);
  tc_options_default(&o->c, GAL_NTYPES);
  o->routine[0] = o->routine[1] = o->routine[2] = 1;
  o->part[0] = o->part[1] = 1;
  o->nnrhs = 2;
  o->nrhss[0] = 1;
  o->nrhss[1] = 3;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = (i + 1 < argc) ? argv[i + 1] : NULL;
    int takes = tc_options_parse(&o->c, a, v);
    if (takes == 0 && (!strcmp(a, "--routine") || !strcmp(a, "--part"))) {
      int *flags = a[2] == 'r' ? o->routine : o->part;
      memset(flags, 0, sizeof(int) * (a[2] == 'r' ? 3 : 2));
      takes = v && tc_parse_words(v, a[2] == 'r' ? routine_words : part_words, flags) > 0 ? 2 : -1;
    } else if (takes == 0 && !strcmp(a, "-n")) {
      takes = (o->nn = tc_parse_list(v, o->ns, 1, 0x7fffffffL)) > 0 ? 2 : -1;
    } else if (takes == 0 && !strcmp(a, "--batch")) {
      takes = (o->nbatch = tc_parse_list(v, o->batches, 1, 0x7fffffffL)) > 0 ? 2 : -1;
    } else if (takes == 0 && !strcmp(a, "--nrhs")) {
      takes = (o->nnrhs = tc_parse_list(v, o->nrhss, 1, 1000)) > 0 ? 2 : -1;
    } else if (takes == 0 && (!strcmp(a, "-h") || !strcmp(a, "--help"))) {
      usage(stdout);
      exit(0);
    }
    if (takes <= 0) {
      fprintf(stderr, "testing_gtsv_batch: bad option or value: %s%s%s\n", a, v ? " " : "",
              v ? v : "");
      usage(stderr);
      return -1;
    }
    i += takes - 1;
  }
  if (o->nbatch > 1 && o->nbatch != (o->nn ? o->nn : (int)(sizeof pair_ns / sizeof *pair_ns))) {
    fprintf(stderr, "testing_gtsv_batch: --batch takes one value or one per n\n");
    return -1;
  }
  return 0;
}

/* The (n, batch) pairs of the batch routines. */
static int batch_sizes(const options *o, long *ns, long *batches)
{
  const int count = o->nn ? o->nn : (int)(sizeof pair_ns / sizeof *pair_ns);
  for (int k = 0; k < count; k++) {
    ns[k] = o->nn ? o->ns[k] : pair_ns[k];
    if (o->nbatch)
      batches[k] = o->batches[o->nbatch == 1 ? 0 : k];
    else if (o->nn)
      batches[k] = ns[k] >= 32768 ? 2 : ns[k] <= 655 ? 100 : 65536 / ns[k];
    else
      batches[k] = pair_batches[k];
  }
  return count;
}

/* ------------------------------------------------------------------ a case */

/* One system: its matrix's class and LAPACK's answer. */
typedef struct {
  int type;
  int dominant;       /* strictly diagonally dominant by rows or by columns */
  double anorm;       /* ||A_k||_1                                           */
  double cond1;       /* kappa_1 by ?gtcon; NAN until asked for              */
  int lap_info, lap_finite;
  double lap_berr, lap_res;
  double berr_cpu;    /* the CPU backend's berr (host API); NAN: none       */
} sys_t;

/* nsys systems of order n with ncol right-hand sides each: system k's
 * matrix at k*lds in DL, D, DU, column j of its B at (k*ncol + j)*ldb.
 * gpu_?gtsv_cr: one system, ncol = nrhs; batches: ncol = 1. */
typedef struct {
  const tc_prec *P;
  tc_routine r;
  size_t n, nsys, ncol, lds, ldb;
  size_t len[4];     /* entries of DL, D, DU, B, gaps and tail included */
  void *a0[4];       /* the inputs as the routine gets them (pristine)  */
  void *xl;          /* LAPACK's solutions, B's layout                  */
  void *xcpu;        /* the CPU backend's (host API)                    */
  int have_cpu;
  dcplx *w[3];       /* DL, D, DU widened (the exact rounded values)    */
  dcplx *wb, *wx;    /* one system's B and X widened, n*ncol            */
  sys_t *sys;
} bcase;

static size_t off_b(const bcase *C, size_t k, size_t j)
{
  return (k * C->ncol + j) * C->ldb;
}

static void case_free(bcase *C)
{
  for (int q = 0; q < 4; q++)
    free(C->a0[q]);
  for (int q = 0; q < 3; q++)
    free(C->w[q]);
  free(C->xl);
  free(C->xcpu);
  free(C->wb);
  free(C->wx);
  free(C->sys);
  memset(C, 0, sizeof *C);
}

/* Allocate a case; every entry NaN (the gaps and tails stay so). */
static int case_alloc(bcase *C, const tc_prec *P, tc_routine r, size_t n, size_t nsys,
                      size_t ncol)
{
  const size_t es = P->size;
  const int batched = tc_routine_batched(r);
  int ok = 1;
  *C = (bcase){.P = P, .r = r, .n = n, .nsys = nsys, .ncol = ncol,
               .lds = batched ? n + 3 : n, .ldb = batched ? n + 5 : n + 3};
  C->len[0] = C->len[1] = C->len[2] = nsys * C->lds + TAIL;
  C->len[3] = nsys * ncol * C->ldb + TAIL;
  for (int q = 0; q < 4; q++) {
    ok &= (C->a0[q] = malloc(C->len[q] * es)) != NULL;
    for (size_t i = 0; ok && i < C->len[q]; i++)
      tc_set(P, C->a0[q], i, NAN);
  }
  for (int q = 0; q < 3; q++)
    ok &= (C->w[q] = calloc(C->len[q], sizeof(dcplx))) != NULL;
  ok &= (C->xl = malloc(C->len[3] * es)) != NULL;
  ok &= (C->xcpu = malloc(C->len[3] * es)) != NULL;
  ok &= (C->wb = malloc(sizeof(dcplx) * n * ncol)) != NULL;
  ok &= (C->wx = malloc(sizeof(dcplx) * n * ncol)) != NULL;
  ok &= (C->sys = calloc(nsys, sizeof(sys_t))) != NULL;
  if (!ok)
    case_free(C);
  return ok ? 0 : -1;
}

/* Strictly diagonally dominant by rows, or by columns (w: widened). */
static int is_dominant(size_t n, const dcplx *dl, const dcplx *d, const dcplx *du)
{
  int rows = 1, cols = 1;
  for (size_t i = 0; i < n; i++) {
    const double row = (i > 0 ? cabs(dl[i - 1]) : 0) + (i + 1 < n ? cabs(du[i]) : 0);
    const double col = (i > 0 ? cabs(du[i - 1]) : 0) + (i + 1 < n ? cabs(dl[i]) : 0);
    rows &= cabs(d[i]) > row;
    cols &= cabs(d[i]) > col;
  }
  return rows || cols;
}

/* Power-of-two scales of system k (exact): A times 2^ea, b times 2^eb,
 * mixing magnitudes within a batch; none for the types generated near
 * underflow or overflow (LAPACK's GT 5, 6, 11, 12). */
static void system_scales(const tc_prec *P, int type, size_t k, int *ea, int *eb)
{
  const int s = P->eps > 1e-10 ? 10 : 30;
  const int e[3] = {0, s, -s};
  const int g = type - GAL_LAPACK_FIRST + 1;
  *ea = *eb = 0;
  if (g == 5 || g == 6 || g == 11 || g == 12)
    return;
  *ea = e[k % 3];
  *eb = e[(k / 3) % 3];
}

/* gal_generate, remembering the last matrix: gpu_?gtsv_cr's cases ask for
 * the same one once per NRHS, and the DLATMS types take O(n^2) time. */
static int generate(int type, size_t n, char prec, uint64_t seed, dcplx *out)
{
  static struct {
    int type;
    size_t n;
    char prec;
    uint64_t seed;
    dcplx *m;
  } last;
  int g;
  if (last.m && last.type == type && last.n == n && last.prec == prec && last.seed == seed) {
    memcpy(out, last.m, sizeof(dcplx) * 3 * n);
    return 0;
  }
  g = gal_generate(type, (gpu_int)n, prec, seed, out, out + n, out + 2 * n);
  free(last.m);
  last.m = g == 0 ? malloc(sizeof(dcplx) * 3 * n) : NULL;
  if (last.m) {
    memcpy(last.m, out, sizeof(dcplx) * 3 * n);
    last.type = type;
    last.n = n;
    last.prec = prec;
    last.seed = seed;
  }
  return g;
}

/* System k of the given type: the gallery matrix with its own seed, B
 * U(-1,1), both scaled, rounded to the working precision into a0 and
 * widened back into w.  Returns the gallery's error code. */
static int fill_system(bcase *C, size_t k, int type, uint64_t seed, dcplx *tmp)
{
  const tc_prec *P = C->P;
  const size_t n = C->n, m = k * C->lds;
  dcplx *dl = tmp, *d = tmp + n, *du = tmp + 2 * n;
  int ea, eb;
  int g = generate(type, n, P->p, seed + 7919 * k, tmp);
  if (g != 0)
    return g;
  system_scales(P, type, k, &ea, &eb);
  for (size_t i = 0; i < n; i++) {
    tc_set(P, C->a0[1], m + i, ldexp(1.0, ea) * d[i]);
    if (i + 1 < n) {
      tc_set(P, C->a0[0], m + i, ldexp(1.0, ea) * dl[i]);
      tc_set(P, C->a0[2], m + i, ldexp(1.0, ea) * du[i]);
    }
  }
  gal_random(P->cplx, seed, TAG_RHS, (uint64_t)type, (uint64_t)k * 65599 + n, n * C->ncol, tmp);
  for (size_t j = 0; j < C->ncol; j++)
    for (size_t i = 0; i < n; i++)
      tc_set(P, C->a0[3], off_b(C, k, j) + i, ldexp(1.0, eb) * tmp[i + j * n]);
  for (int q = 0; q < 3; q++)
    tc_widen(P, tc_at(P, C->a0[q], m), C->w[q] + m, q == 1 ? n : n - 1);
  C->sys[k].type = type;
  C->sys[k].dominant = is_dominant(n, C->w[0] + m, C->w[1] + m, C->w[2] + m);
  C->sys[k].anorm = tc_norm1_tridiag(n, C->w[0] + m, C->w[1] + m, C->w[2] + m);
  return 0;
}

/* LAPACK's ?gtsv on copies of system k; its solution into xl. */
static void lapack_system(bcase *C, size_t k)
{
  const tc_prec *P = C->P;
  const size_t n = C->n, es = P->size, m = k * C->lds;
  sys_t *s = &C->sys[k];
  char *a = malloc(3 * n * es);
  s->cond1 = NAN;
  s->berr_cpu = NAN;
  s->lap_berr = s->lap_res = INFINITY;
  s->lap_finite = 0;
  if (!a) {
    s->lap_info = -1000;
    return;
  }
  for (int q = 0; q < 3; q++)
    memcpy(a + q * n * es, tc_at(P, C->a0[q], m), (q == 1 ? n : n - 1) * es);
  for (size_t j = 0; j < C->ncol; j++)
    memcpy(tc_at(P, C->xl, off_b(C, k, j)), tc_at(P, C->a0[3], off_b(C, k, j)), n * es);
  s->lap_info = tc_lapack_gtsv(P, (int)n, (int)C->ncol, a, a + n * es, a + 2 * n * es,
                               tc_at(P, C->xl, off_b(C, k, 0)), (int)C->ldb);
  free(a);
  if (s->lap_info != 0)
    return;
  s->lap_finite = tc_all_finite(P, n, (int)C->ncol, C->ldb, tc_at(P, C->xl, off_b(C, k, 0)));
  if (!s->lap_finite)
    return;
  tc_widen_cols(P, tc_at(P, C->a0[3], off_b(C, k, 0)), C->ldb, n, (int)C->ncol, C->wb);
  tc_widen_cols(P, tc_at(P, C->xl, off_b(C, k, 0)), C->ldb, n, (int)C->ncol, C->wx);
  tc_evaluate(n, (int)C->ncol, C->w[0] + m, C->w[1] + m, C->w[2] + m, s->anorm, C->wb, C->wx,
              P->eps, &s->lap_berr, &s->lap_res);
}

/* kappa_1 of system k (?gttrf + ?gtcon, computed once). */
static double system_cond1(bcase *C, size_t k)
{
  sys_t *s = &C->sys[k];
  const size_t m = k * C->lds;
  if (isnan(s->cond1))
    s->cond1 = tc_lapack_cond1(C->P, (int)C->n, tc_at(C->P, C->a0[0], m),
                               tc_at(C->P, C->a0[1], m), tc_at(C->P, C->a0[2], m));
  return s->cond1;
}

/* Berr and relative residual of rows 0..n-1 of the ncol columns (starting
 * at column j0) of system k in X. */
static void system_eval(bcase *C, size_t k, size_t j0, size_t ncol, const void *X, double *berr,
                        double *res)
{
  const tc_prec *P = C->P;
  const size_t m = k * C->lds;
  tc_widen_cols(P, tc_at(P, C->a0[3], off_b(C, k, j0)), C->ldb, C->n, (int)ncol, C->wb);
  tc_widen_cols(P, tc_at(P, (void *)X, off_b(C, k, j0)), C->ldb, C->n, (int)ncol, C->wx);
  tc_evaluate(C->n, (int)ncol, C->w[0] + m, C->w[1] + m, C->w[2] + m, C->sys[k].anorm, C->wb,
              C->wx, P->eps, berr, res);
}

/* ------------------------------------------------------------------ one call */

/* What one call left: INFO, the arrays, and what the checks of the whole
 * call found. */
typedef struct {
  gpu_int info;
  size_t kf;           /* the system INFO names (nsys when none)          */
  void *a[4];          /* DL, D, DU, B after the call                     */
  const char *why;     /* a failure of the whole call, or NULL            */
  char buf[128];
} outcome;

static void outcome_free(outcome *U)
{
  for (int q = 0; q < 4; q++)
    free(U->a[q]);
}

/* Do rows n..ldb-1 of every column, and the tail, hold their guards? */
static int guards_intact(const bcase *C, const void *X)
{
  const size_t es = C->P->size, cols = C->nsys * C->ncol;
  for (size_t c = 0; c < cols; c++)
    if (!tc_same_bytes((const char *)X + (c * C->ldb + C->n) * es,
                       (const char *)C->a0[3] + (c * C->ldb + C->n) * es, (C->ldb - C->n) * es))
      return 0;
  return tc_same_bytes((const char *)X + cols * C->ldb * es,
                       (const char *)C->a0[3] + cols * C->ldb * es, TAIL * es);
}

/* Call the routine under test on copies of the case's inputs (through the
 * device on the CUDA backend's _dev form) and check what must hold whatever
 * the matrix: DL, D, DU and every guard unchanged, INFO >= 0 and naming a
 * system of the batch. */
static int call_case(const bcase *C, int backend, int dev, outcome *U)
{
  const tc_prec *P = C->P;
  const size_t es = P->size;
  size_t bytes[4];
  memset(U, 0, sizeof *U);
  U->kf = C->nsys;
  for (int q = 0; q < 4; q++) {
    bytes[q] = C->len[q] * es;
    if (!(U->a[q] = malloc(bytes[q]))) {
      U->why = "out of host memory";
      return -1;
    }
    memcpy(U->a[q], C->a0[q], bytes[q]);
  }
  U->info = tc_gtsv_via(P, C->r, dev, dev && backend == GPU_BACKEND_CUDA, (gpu_int)C->n,
                        (gpu_int)(tc_routine_batched(C->r) ? C->nsys : C->ncol), U->a, bytes,
                        (gpu_int)C->lds, (gpu_int)C->ldb, &U->why);
  if (U->why)
    return -1;
  if (!tc_same_bytes(U->a[0], C->a0[0], bytes[0]) || !tc_same_bytes(U->a[1], C->a0[1], bytes[1]) ||
      !tc_same_bytes(U->a[2], C->a0[2], bytes[2]))
    U->why = "DL, D or DU modified (or a guard in their gaps)";
  else if (!guards_intact(C, U->a[3]))
    U->why = "B's guard entries (rows n+1..ldb, after the last) modified";
  else if (U->info < 0) {
    snprintf(U->buf, sizeof U->buf, "INFO=%d: %s", (int)U->info, gpu_strerror(U->info));
    U->why = U->buf;
  } else if (U->info > 0) {
    U->kf = C->n ? (size_t)(U->info - 1) / C->n : C->nsys;
    if (U->kf >= C->nsys) {
      snprintf(U->buf, sizeof U->buf, "INFO=%d names no system", (int)U->info);
      U->why = U->buf;
    }
  }
  return U->why ? -1 : 0;
}

/* Is system k's B (rows 0..n-1, columns j0..j0+ncol-1) as on entry? */
static int system_unchanged(const bcase *C, const void *X, size_t k, size_t j0, size_t ncol)
{
  const size_t es = C->P->size;
  for (size_t j = j0; j < j0 + ncol; j++)
    if (!tc_same_bytes((const char *)X + off_b(C, k, j) * es,
                       (const char *)C->a0[3] + off_b(C, k, j) * es, C->n * es))
      return 0;
  return 1;
}

/* ------------------------------------------------------------------ verdicts */

typedef enum { V_PASS, V_SINGULAR, V_NONFINITE, V_UNSTABLE, V_FAIL } verdict_t;
static const char *const verdict_words[] = {"ok", "singular", "nonfinite", "unstable(cr)",
                                            "FAILED"};

typedef struct {
  verdict_t v;
  int res_note;        /* spike_batch: our_res > 10x LAPACK's on types 1-13 */
  double berr, res, ratio, diff;
  char why[96];
} sysres;

/* The verdict on system k that is not solved (INFO names it, or it lies
 * past the system named and its B is unchanged): correct where LAPACK finds
 * A_k singular too (with LAPACK's i where INFO names it and the pivoting is
 * xGTSV's), or where A_k is singular to working precision. */
static void judge_unsolved(bcase *C, size_t k, const outcome *U, int named, sysres *R)
{
  const sys_t *s = &C->sys[k];
  const gpu_int i = U->info - (gpu_int)(k * C->n);
  if (named && !system_unchanged(C, U->a[3], k, 0, C->ncol)) {
    R->v = V_FAIL;
    snprintf(R->why, sizeof R->why, "INFO names system %zu but its B was modified", k);
  } else if (s->lap_info > 0 && named && C->r == TC_SPIKE_BATCH && i != s->lap_info) {
    R->v = V_FAIL;
    snprintf(R->why, sizeof R->why, "system %zu: INFO's i=%d, LAPACK's %d", k, (int)i,
             s->lap_info);
  } else if (s->lap_info > 0 || C->P->eps * system_cond1(C, k) >= 1.0) {
    R->v = V_SINGULAR;
  } else {
    R->v = V_FAIL;
    snprintf(R->why, sizeof R->why, "system %zu not solved (INFO=%d), LAPACK INFO=0", k,
             (int)U->info);
  }
}

/* The verdict on a solved system of gpu_?gtsv_spike_batch (testing_gtsv's
 * rules): berr < thresh wherever LAPACK's X is finite; a non-finite X only
 * where LAPACK's is too or eps kappa_1 >= 1 (reported, not passed). */
static void judge_stable(bcase *C, size_t k, int finite, double thresh, sysres *R)
{
  const sys_t *s = &C->sys[k];
  if (gal_zero_column(s->type) && s->lap_info > 0) { /* (n < 3 cuts the zero column off) */
    R->v = V_FAIL;
    snprintf(R->why, sizeof R->why, "system %zu: zero column, solved without INFO", k);
  } else if (s->lap_info > 0 || !s->lap_finite) {
    R->v = !finite ? V_NONFINITE : R->berr < thresh ? V_PASS : V_FAIL;
    if (R->v == V_FAIL)
      snprintf(R->why, sizeof R->why, "system %zu: berr >= thresh (LAPACK's X not finite)", k);
  } else if (!finite) {
    R->v = C->P->eps * system_cond1(C, k) >= 1.0 ? V_NONFINITE : V_FAIL;
    if (R->v == V_FAIL)
      snprintf(R->why, sizeof R->why, "system %zu: X not finite, LAPACK's is", k);
  } else if (!(R->berr < thresh)) {
    R->v = V_FAIL;
    snprintf(R->why, sizeof R->why, "system %zu: berr >= thresh", k);
  } else {
    R->v = V_PASS;
    R->res_note = s->type <= 13 && !(R->res <= fmax(10.0 * s->lap_res, 10.0 * C->P->eps));
  }
}

/* The verdict on a solved, diagonally dominant system of the
 * cyclic-reduction routines: berr < thresh and the residual within 10x of
 * LAPACK's (other systems are only reported: judge_system). */
static void judge_cr(bcase *C, size_t k, int finite, double thresh, sysres *R)
{
  const sys_t *s = &C->sys[k];
  if (!finite) {
    R->v = V_FAIL;
    snprintf(R->why, sizeof R->why, "system %zu (dominant): X not finite", k);
  } else if (!(R->berr < thresh)) {
    R->v = V_FAIL;
    snprintf(R->why, sizeof R->why, "system %zu (dominant): berr >= thresh", k);
  } else if (!(R->res <= 10.0 * fmax(s->lap_res, C->P->eps))) {
    R->v = V_FAIL;
    snprintf(R->why, sizeof R->why, "system %zu (dominant): our_res > 10x LAPACK's", k);
  } else {
    R->v = V_PASS;
  }
}

/* The verdict on system k after the call U, and its comparison with the
 * CPU backend's result (CUDA backend). */
static void judge_system(bcase *C, size_t k, const outcome *U, int backend, double thresh,
                         sysres *R)
{
  const tc_prec *P = C->P;
  const int named = U->info > 0 && k == U->kf;
  /* Not solved: named by INFO, or past the system named with B unchanged
   * (unless LAPACK's X = B too, as with A = I). */
  const int x_is_b = C->sys[k].lap_info == 0 && system_unchanged(C, C->xl, k, 0, C->ncol);
  const int unsolved = named || (U->info > 0 && k > U->kf && !x_is_b &&
                                 system_unchanged(C, U->a[3], k, 0, C->ncol));
  const int cr = C->r != TC_SPIKE_BATCH;
  const void *xk = tc_at(P, U->a[3], off_b(C, k, 0));
  const int finite = tc_all_finite(P, C->n, (int)C->ncol, C->ldb, xk);
  memset(R, 0, sizeof *R);
  R->berr = R->res = R->ratio = R->diff = NAN;
  if (!unsolved && finite) {
    system_eval(C, k, 0, C->ncol, U->a[3], &R->berr, &R->res);
    R->ratio = R->res / C->sys[k].lap_res;
  }
  if (cr && !C->sys[k].dominant) {
    R->v = V_UNSTABLE; /* INFO > 0, an unsolved or a wrong X: all allowed */
  } else if (cr && unsolved) {
    R->v = V_FAIL;
    snprintf(R->why, sizeof R->why, "system %zu (dominant) not solved, INFO=%d", k,
             (int)U->info);
  } else if (unsolved) {
    judge_unsolved(C, k, U, named, R);
  } else if (cr) {
    judge_cr(C, k, finite, thresh, R);
  } else {
    judge_stable(C, k, finite, thresh, R);
  }
  if (backend == GPU_BACKEND_CUDA && C->have_cpu && !isnan(C->sys[k].berr_cpu) &&
      (R->v == V_PASS)) {
    const double tol = tc_gpu_cpu_tol(P->eps, system_cond1(C, k), R->berr, C->sys[k].berr_cpu);
    R->diff = tc_rel_diff_1(P, C->n, (int)C->ncol, C->ldb, xk,
                            tc_at(P, C->xcpu, off_b(C, k, 0)));
    if (!isnan(tol) && !(R->diff <= tol)) {
      R->v = V_FAIL;
      snprintf(R->why, sizeof R->why, "system %zu: CUDA and CPU differ by %.1e > %.1e", k,
               R->diff, tol);
    }
  }
}

/* ------------------------------------------------------------------ the driver */

typedef struct {
  long passed, failed, skipped, unstable, res_noted;
} counts;

typedef struct {
  const options *o;
  int backends[2], nbackends;
  counts cnt[4][2]; /* [precision][backend] */
} driver;

static const char *backend_word(int b)
{
  return b == GPU_BACKEND_CUDA ? "cuda" : "cpu";
}

static const char precs[] = "sdcz";

static counts *counts_of(driver *D, const tc_prec *P, int backend)
{
  return &D->cnt[strchr(precs, P->p) - precs][backend == GPU_BACKEND_CUDA];
}

static void print_header(void)
{
  printf("%-26s %1s %-4s %-4s %4s %6s %4s %5s %4s %9s %9s %9s %9s %9s  %s\n", "routine", "p",
         "bknd", "api", "type", "n", "nrhs", "batch", "sys", "berr", "our_res", "lapack",
         "ratio", "gpu-cpu", "status");
}

/* The worst of a group of systems (start: -INFINITY, none yet); a NaN is
 * the worst and stays. */
static void worst(double *acc, double v)
{
  if (!isnan(*acc) && (isnan(v) || v > *acc))
    *acc = v;
}

/* tc_fmt_e, or "-" where worst() saw nothing. */
static const char *fmt_worst(char *buf, double v)
{
  if (v == -INFINITY)
    return strcpy(buf, "        -");
  return tc_fmt_e(buf, v);
}

/* The line of one type's systems in one call: its status and its count. */
typedef struct {
  int nsys, n_by[V_FAIL + 1], res_notes;
  double berr, res, lap, ratio, diff;
  char why[96];
} group_t;

static void group_add(group_t *g, const sysres *R, const sys_t *s)
{
  if (g->nsys++ == 0)
    g->berr = g->res = g->lap = g->ratio = g->diff = -INFINITY;
  g->n_by[R->v]++;
  g->res_notes += R->res_note;
  if (R->v == V_FAIL && !g->why[0])
    snprintf(g->why, sizeof g->why, "%s", R->why);
  if (!isnan(R->berr) || R->v == V_FAIL) { /* not where X was not computed */
    worst(&g->berr, R->berr);
    worst(&g->res, R->res);
    worst(&g->ratio, R->ratio);
  }
  if (s->lap_info == 0) /* else LAPACK has no X */
    worst(&g->lap, s->lap_res);
  if (!isnan(R->diff))
    worst(&g->diff, R->diff);
}

/* Status word and counting of a group (testing/README.md): FAILED if any
 * system failed; ok if any passed (the others noted); else unstable(cr),
 * singular or nonfinite. */
static const char *group_status(const group_t *g, counts *c, char *buf, size_t len)
{
  const int *nb = g->n_by;
  if (nb[V_FAIL]) {
    c->failed++;
    return "FAILED";
  }
  if (nb[V_PASS] || nb[V_SINGULAR]) {
    c->passed++;
    c->res_noted += g->res_notes > 0;
    snprintf(buf, len, "%s%s%s", nb[V_PASS] ? "ok" : "singular",
             nb[V_SINGULAR] && nb[V_PASS] ? ", singular" : "",
             g->res_notes ? ", res>10x" : "");
    if (nb[V_UNSTABLE] || nb[V_NONFINITE])
      snprintf(buf + strlen(buf), len - strlen(buf), " (%d unstable(cr), %d nonfinite)",
               nb[V_UNSTABLE], nb[V_NONFINITE]);
    return buf;
  }
  if (nb[V_UNSTABLE]) {
    c->unstable++;
    return "unstable(cr)";
  }
  c->skipped++;
  return "nonfinite";
}

static void print_line(const bcase *C, const char *routine, int backend, int dev, int type,
                       const group_t *g, const char *status)
{
  char e[5][16], nr[8], nb[12];
  if (tc_routine_batched(C->r)) {
    snprintf(nr, sizeof nr, "%s", "-");
    snprintf(nb, sizeof nb, "%zu", C->nsys);
  } else {
    snprintf(nr, sizeof nr, "%zu", C->ncol);
    snprintf(nb, sizeof nb, "%s", "-");
  }
  printf("%-26s %c %-4s %-4s %4d %6zu %4s %5s %4d %s %s %s %s %s  %s%s%s%s\n", routine,
         C->P->p, backend_word(backend), dev ? "dev" : "host", type, C->n, nr, nb, g->nsys,
         fmt_worst(e[0], g->berr), fmt_worst(e[1], g->res), fmt_worst(e[2], g->lap),
         fmt_worst(e[3], g->ratio), fmt_worst(e[4], g->diff), status, g->why[0] ? " (" : "",
         g->why, g->why[0] ? ")" : "");
}

/* One call of the routine on the case, judged system by system and
 * reported type by type. */
static void run_call(driver *D, bcase *C, int backend, int dev)
{
  const options *o = D->o;
  const tc_prec *P = C->P;
  counts *c = counts_of(D, P, backend);
  char routine[40], sbuf[96];
  outcome U;
  sysres *R = calloc(C->nsys, sizeof(sysres));
  tc_routine_name(P, C->r, dev, 0, routine, sizeof routine);
  if (!R || call_case(C, backend, dev, &U) != 0) {
    c->failed++;
    printf("%-26s %c %-4s %-4s n=%zu nsys=%zu: FAILED (%s)\n", routine, P->p,
           backend_word(backend), dev ? "dev" : "host", C->n, C->nsys,
           R ? U.why : "out of host memory");
    if (R)
      outcome_free(&U);
    free(R);
    return;
  }
  for (size_t k = 0; k < C->nsys; k++)
    judge_system(C, k, &U, backend, o->c.thresh, &R[k]);
  for (size_t k = 0; k < C->nsys; k++) { /* one line per type, in order of appearance */
    group_t g;
    const char *status;
    int seen = 0;
    for (size_t q = 0; q < k && !seen; q++)
      seen = C->sys[q].type == C->sys[k].type;
    if (seen)
      continue;
    memset(&g, 0, sizeof g);
    for (size_t q = k; q < C->nsys; q++)
      if (C->sys[q].type == C->sys[k].type)
        group_add(&g, &R[q], &C->sys[q]);
    status = group_status(&g, c, sbuf, sizeof sbuf);
    if (!o->c.quiet || g.n_by[V_FAIL] || g.res_notes) /* as testing_gtsv: flags too */
      print_line(C, routine, backend, dev, C->sys[k].type, &g, status);
  }
  if (o->c.verbose)
    for (size_t k = 0; k < C->nsys; k++) {
      char e[4][16];
      printf("    system %4zu type %2d %s INFO=%d LAPACK INFO=%d berr %s res %s lapack %s "
             "gpu-cpu %s %s%s%s\n", k, C->sys[k].type,
             C->sys[k].dominant ? "dominant" : "        ", (int)U.info, C->sys[k].lap_info,
             tc_fmt_e(e[0], R[k].berr), tc_fmt_e(e[1], R[k].res),
             tc_fmt_e(e[2], C->sys[k].lap_res), tc_fmt_e(e[3], R[k].diff), verdict_words[R[k].v],
             R[k].why[0] ? " " : "", R[k].why);
    }
  if (backend == GPU_BACKEND_CPU && !C->have_cpu) { /* the CUDA backend's reference */
    memcpy(C->xcpu, U.a[3], C->len[3] * P->size);
    for (size_t k = 0; k < C->nsys; k++)
      C->sys[k].berr_cpu = R[k].v == V_PASS ? R[k].berr : NAN;
    C->have_cpu = 1;
  }
  outcome_free(&U);
  free(R);
}

/* Every backend and API on one case. */
static void run_case(driver *D, bcase *C)
{
  for (int kb = 0; kb < D->nbackends; kb++) {
    const int backend = D->backends[kb];
    if (gpu_set_backend(backend) != 0) {
      printf("gpu_set_backend(%s) failed: FAILED\n", backend_word(backend));
      counts_of(D, C->P, backend)->failed++;
      continue;
    }
    for (int dev = 0; dev < 2; dev++)
      if (D->o->c.api[dev])
        run_call(D, C, backend, dev);
  }
}

/* Build the case: system k of type types[(first + k) % ntypes], then LAPACK
 * on each. */
static int build_case(bcase *C, const tc_prec *P, tc_routine r, size_t n, size_t nsys,
                      size_t ncol, const long *types, int ntypes, size_t first, uint64_t seed)
{
  dcplx *tmp;
  if (case_alloc(C, P, r, n, nsys, ncol) != 0)
    return -2;
  tmp = malloc(sizeof(dcplx) * (3 * n > n * ncol ? 3 * n : n * ncol));
  if (!tmp) {
    case_free(C);
    return -2;
  }
  for (size_t k = 0; k < nsys; k++) {
    int g = fill_system(C, k, (int)types[(first + k) % (size_t)ntypes], seed, tmp);
    if (g != 0) {
      free(tmp);
      case_free(C);
      return g;
    }
    lapack_system(C, k);
  }
  free(tmp);
  return 0;
}

static void solve_part(driver *D, const tc_prec *P, tc_routine r)
{
  const options *o = D->o;
  long ns[TC_MAXLIST], batches[TC_MAXLIST];
  const int nb = batch_sizes(o, ns, batches);
  bcase C;
  if (!tc_routine_batched(r)) { /* each type on its own, every nrhs */
    const int nn = o->nn ? o->nn : (int)(sizeof cr_ns / sizeof *cr_ns);
    for (int kn = 0; kn < nn; kn++)
      for (int kt = 0; kt < o->c.ntypes; kt++)
        for (int kr = 0; kr < o->nnrhs; kr++) {
          const size_t n = (size_t)(o->nn ? o->ns[kn] : cr_ns[kn]);
          int g = build_case(&C, P, r, n, 1, (size_t)o->nrhss[kr], &o->c.types[kt], 1, 0,
                             o->c.seed);
          if (g != 0) {
            printf("gpu_%cgtsv_cr type %ld n=%zu: case not built (%d): FAILED\n", P->p,
                   o->c.types[kt], n, g);
            counts_of(D, P, GPU_BACKEND_CPU)->failed++;
            continue;
          }
          run_case(D, &C);
          case_free(&C);
        }
    return;
  }
  /* As many calls of each size as it takes for every type to appear. */
  for (int k = 0; k < nb; k++)
    for (size_t first = 0; first < (size_t)o->c.ntypes; first += (size_t)batches[k]) {
      int g = build_case(&C, P, r, (size_t)ns[k], (size_t)batches[k], 1, o->c.types,
                         o->c.ntypes, first, o->c.seed);
      if (g != 0) {
        printf("gpu_%cgtsv_%s n=%ld batch=%ld: case not built (%d): FAILED\n", P->p,
               tc_routine_stem(r), ns[k], batches[k], g);
        counts_of(D, P, GPU_BACKEND_CPU)->failed++;
        continue;
      }
      run_case(D, &C);
      case_free(&C);
    }
}

/* ------------------------------------------------------------------ INFO */

/* One INFO case: the expected INFO range, and for each system (cr: each
 * column) whether its B must come back unchanged or solved (berr < thresh). */
typedef struct {
  const char *what;
  gpu_int lo, hi;
  int unchanged[NINFO]; /* per system (batches) or column (cr)          */
  int whole;            /* B must come back whole, bit for bit          */
} info_case;

/* Check one call of an INFO case; returns 1 when it passed. */
static int info_check(driver *D, bcase *C, const info_case *E, int backend, int dev)
{
  const tc_prec *P = C->P;
  const int batched = tc_routine_batched(C->r);
  const size_t nunits = batched ? C->nsys : C->ncol;
  char routine[40], why[160] = "";
  outcome U;
  int ok = call_case(C, backend, dev, &U) == 0;
  tc_routine_name(P, C->r, dev, 0, routine, sizeof routine);
  if (!ok)
    snprintf(why, sizeof why, "%s", U.why ? U.why : "?");
  else if (U.info < E->lo || U.info > E->hi)
    snprintf(why, sizeof why, "INFO=%d, expected %d..%d", (int)U.info, (int)E->lo, (int)E->hi);
  else if (E->whole && !tc_same_bytes(U.a[3], C->a0[3], C->len[3] * P->size))
    snprintf(why, sizeof why, "B modified");
  for (size_t u = 0; ok && !why[0] && !E->whole && u < nunits; u++) {
    const size_t k = batched ? u : 0, j = batched ? 0 : u;
    if (E->unchanged[u]) {
      if (!system_unchanged(C, U.a[3], k, j, 1))
        snprintf(why, sizeof why, "%s %zu failed but its B was modified",
                 batched ? "system" : "column", batched ? u : u + 1);
    } else {
      double berr, res;
      system_eval(C, k, j, 1, U.a[3], &berr, &res);
      if (!(berr < D->o->c.thresh))
        snprintf(why, sizeof why, "%s %zu not solved: berr %.2e", batched ? "system" : "column",
                 batched ? u : u + 1, berr);
    }
  }
  ok = ok && !why[0];
  if (!D->o->c.quiet || !ok)
    printf("info %-26s %c %-4s %-4s n=%-6zu %-40s INFO=%-8d %s%s%s%s\n", routine, P->p,
           backend_word(backend), dev ? "dev" : "host", C->n, E->what, (int)U.info,
           ok ? "ok" : "FAILED", why[0] ? " (" : "", why, why[0] ? ")" : "");
  outcome_free(&U);
  return ok;
}

/* Run an INFO case on every backend and API. */
static void info_run(driver *D, bcase *C, const info_case *E)
{
  for (int kb = 0; kb < D->nbackends; kb++) {
    const int backend = D->backends[kb];
    counts *c = counts_of(D, C->P, backend);
    if (gpu_set_backend(backend) != 0) {
      c->failed++;
      continue;
    }
    for (int dev = 0; dev < 2; dev++)
      if (D->o->c.api[dev]) {
        if (info_check(D, C, E, backend, dev))
          c->passed++;
        else
          c->failed++;
      }
  }
}

/* Set entry i of array q of system k in the pristine inputs (and keep the
 * widened copy in step). */
static void poke(bcase *C, int q, size_t k, size_t i, dcplx v)
{
  const size_t at = q == 3 ? off_b(C, k, 0) + i : k * C->lds + i;
  tc_set(C->P, C->a0[q], at, v);
  if (q < 3)
    C->w[q][at] = tc_get(C->P, C->a0[q], at);
}

/* Row r of system k exactly zero (a zero row: A_k singular). */
static void zero_row(bcase *C, size_t k, size_t r)
{
  poke(C, 1, k, r, 0);
  if (r > 0)
    poke(C, 0, k, r - 1, 0);
  if (r + 1 < C->n)
    poke(C, 2, k, r, 0);
}

/* The batch INFO cases of routine r at order n (NINFO diagonally dominant
 * systems; K1 singular, K2 with a non-finite entry in row r2). */
static void info_batch(driver *D, const tc_prec *P, tc_routine r, size_t n)
{
  static const long dominant[1] = {GAL_DOMINANT};
  const size_t r1 = n / 3, r2 = (2 * n) / 3;
  const gpu_int gn = (gpu_int)n;
  for (int variant = 0; variant < 5; variant++) {
    bcase C;
    info_case E;
    char what[96];
    memset(&E, 0, sizeof E);
    if ((variant == 3 && r2 == 0) || (variant == 4 && r2 + 1 >= n))
      continue; /* no DL entry in row r2, or no DU entry */
    if (build_case(&C, P, r, n, NINFO, 1, dominant, 1, 0, D->o->c.seed) != 0) {
      counts_of(D, P, GPU_BACKEND_CPU)->failed++;
      continue;
    }
    E.what = what;
    E.lo = E.hi = (gpu_int)K2 * gn + (gpu_int)r2 + 1; /* the row of the non-finite entry */
    E.unchanged[K2] = 1;
    switch (variant) {
    case 0: /* K1 singular, K2 NaN: INFO names K1 */
      zero_row(&C, K1, r1);
      poke(&C, 1, K2, r2, NAN);
      lapack_system(&C, K1);
      E.unchanged[K1] = 1;
      E.lo = (gpu_int)K1 * gn + 1;
      E.hi = (gpu_int)K1 * gn + gn;
      if (r == TC_SPIKE_BATCH) /* the i of xGTSV */
        E.lo = E.hi = (gpu_int)K1 * gn + C.sys[K1].lap_info;
      snprintf(what, sizeof what, "row %zu of system %d zero, NaN in system %d", r1 + 1, K1, K2);
      break;
    case 1:
      poke(&C, 1, K2, r2, NAN);
      snprintf(what, sizeof what, "NaN in D(%zu) of system %d", r2 + 1, K2);
      break;
    case 2:
      poke(&C, 3, K2, r2, NAN);
      snprintf(what, sizeof what, "NaN in B(%zu) of system %d", r2 + 1, K2);
      break;
    case 3:
      poke(&C, 0, K2, r2 - 1, INFINITY);
      snprintf(what, sizeof what, "Inf in DL(%zu) (row %zu) of system %d", r2, r2 + 1, K2);
      break;
    default:
      poke(&C, 2, K2, r2, -INFINITY);
      snprintf(what, sizeof what, "-Inf in DU(%zu) (row %zu) of system %d", r2 + 1, r2 + 1, K2);
      break;
    }
    info_run(D, &C, &E);
    case_free(&C);
  }
}

/* The INFO cases of gpu_?gtsv_cr at order n, three right-hand sides. */
static void info_single(driver *D, const tc_prec *P, size_t n)
{
  static const long dominant[1] = {GAL_DOMINANT};
  const size_t r1 = n / 3, r2 = (2 * n) / 3;
  for (int variant = 0; variant < 3; variant++) {
    bcase C;
    info_case E;
    char what[96];
    memset(&E, 0, sizeof E);
    if (build_case(&C, P, TC_CR, n, 1, 3, dominant, 1, 0, D->o->c.seed) != 0) {
      counts_of(D, P, GPU_BACKEND_CPU)->failed++;
      continue;
    }
    E.what = what;
    E.lo = E.hi = (gpu_int)r2 + 1;
    if (variant == 0) { /* zero pivot: every column unchanged */
      zero_row(&C, 0, r1);
      E.lo = 1;
      E.hi = (gpu_int)n;
      E.unchanged[0] = E.unchanged[1] = E.unchanged[2] = 1;
      snprintf(what, sizeof what, "row %zu zero (singular)", r1 + 1);
    } else if (variant == 1) { /* NaN in column 2 of B: only that column */
      tc_set(P, C.a0[3], off_b(&C, 0, 1) + r2, NAN);
      E.unchanged[1] = 1;
      snprintf(what, sizeof what, "NaN in B(%zu,2)", r2 + 1);
    } else { /* NaN in A: every column */
      poke(&C, 1, 0, r2, NAN);
      E.unchanged[0] = E.unchanged[1] = E.unchanged[2] = 1;
      snprintf(what, sizeof what, "NaN in D(%zu)", r2 + 1);
    }
    info_run(D, &C, &E);
    case_free(&C);
  }
}

/* Quick returns: N = 0 (arrays of one guard entry), BATCH = 0 or NRHS = 0:
 * INFO = 0 and nothing touched. */
static void quick_returns(driver *D, const tc_prec *P, tc_routine r)
{
  static const long dominant[1] = {GAL_DOMINANT};
  for (int variant = 0; variant < 2; variant++) {
    bcase C;
    info_case E;
    memset(&E, 0, sizeof E);
    const int batched = tc_routine_batched(r);
    if (build_case(&C, P, r, 5, batched ? 2 : 1, batched ? 1 : 2, dominant, 1, 0,
                   D->o->c.seed) != 0) {
      counts_of(D, P, GPU_BACKEND_CPU)->failed++;
      continue;
    }
    E.whole = 1;
    if (variant == 0) { /* N = 0: no system has a row; LDS = LDB = 1 */
      E.what = batched ? "N = 0, BATCH = 2, LDS = LDB = 1" : "N = 0, NRHS = 2, LDB = 1";
      C.n = 0;
      C.lds = C.ldb = 1;
    } else {
      E.what = batched ? "BATCH = 0" : "NRHS = 0";
      if (batched)
        C.nsys = 0;
      else
        C.ncol = 0;
    }
    /* The arrays keep their size and are compared whole. */
    info_run(D, &C, &E);
    case_free(&C);
  }
}

static void info_part(driver *D, const tc_prec *P, tc_routine r)
{
  const options *o = D->o;
  const int nn = o->nn ? o->nn : (int)(sizeof info_ns / sizeof *info_ns);
  for (int kn = 0; kn < nn; kn++) {
    const size_t n = (size_t)(o->nn ? o->ns[kn] : info_ns[kn]);
    if (tc_routine_batched(r))
      info_batch(D, P, r, n);
    else
      info_single(D, P, n);
  }
  quick_returns(D, P, r);
}

/* ------------------------------------------------------------------ main */

int main(int argc, char **argv)
{
  options o;
  driver D;
  long total[4] = {0, 0, 0, 0};

  if (parse_options(argc, argv, &o) != 0)
    return 2;
  memset(&D, 0, sizeof D);
  D.o = &o;
  {
    int skip = tc_options_backends(&o.c, D.backends, &D.nbackends);
    if (skip)
      return skip;
  }
  printf("%% gpusolve %s testing_gtsv_batch: gpu_?gtsv_cr, _cr_batch, _spike_batch against "
         "LAPACK ?gtsv\n", gpu_version());
  for (int k = 0; k < D.nbackends; k++) {
    gpu_set_backend(D.backends[k]);
    printf("%% backend %-4s: %s\n", backend_word(D.backends[k]), gpu_device_name());
  }
  printf("%% seed %llu, thresh %g; per line the worst system of that type in the call: berr = "
         "||b - A x||_1 / (||A||_1 ||x||_1 eps); our_res, lapack = ||A x - b||_2 / ||b||_2; "
         "ratio = our_res / lapack; gpu-cpu = ||x_gpu - x_cpu||_1 / ||x_cpu||_1\n",
         (unsigned long long)o.c.seed, o.c.thresh);
  printf("%% pass (testing/README.md): spike_batch as testing_gtsv (berr < thresh where LAPACK's "
         "X is finite); cr, cr_batch: on diagonally dominant systems berr < thresh and our_res "
         "<= 10 max(lapack, eps), elsewhere reported as unstable(cr); always: DL, D, DU and "
         "the NaN guards unchanged, INFO = k*n+i names a system whose B is unchanged\n");
  for (int pk = 0; pk < 4; pk++) {
    const tc_prec *P = tc_prec_get(precs[pk]);
    if (!o.c.prec[pk])
      continue;
    for (int kr = 0; kr < 3; kr++) {
      if (!o.routine[kr])
        continue;
      if (o.part[0]) {
        if (!o.c.quiet)
          print_header();
        solve_part(&D, P, routines[kr]);
      }
      if (o.part[1])
        info_part(&D, P, routines[kr]);
    }
  }

  printf("\n%% summary (skipped: X not finite where LAPACK's is not either, or A singular to "
         "working precision; unstable(cr): cyclic reduction on a matrix that is not "
         "diagonally dominant, reported only)\n");
  for (int pk = 0; pk < 4; pk++)
    for (int kb = 0; kb < D.nbackends; kb++) {
      const counts *c = &D.cnt[pk][D.backends[kb] == GPU_BACKEND_CUDA];
      if (!o.c.prec[pk])
        continue;
      printf("%%   %c %-4s: %ld passed, %ld failed, %ld skipped, %ld unstable(cr); of the "
             "passed spike_batch lines, %ld with our_res > 10x LAPACK's\n", precs[pk],
             backend_word(D.backends[kb]), c->passed, c->failed, c->skipped, c->unstable,
             c->res_noted);
      total[0] += c->passed;
      total[1] += c->failed;
      total[2] += c->skipped;
      total[3] += c->unstable;
    }
  gpu_finalize();
  printf("%% %ld lines unstable(cr) (neither passed nor failed)\n", total[3]);
  printf("%ld passed, %ld failed, %ld skipped\n", total[0], total[1], total[2]);
  return tc_exit_status(total[1]);
}
