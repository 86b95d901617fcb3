/* testing_gtsv.c -- correctness driver of gpu_?gtsv_spike[_dev] against
 * reference LAPACK's ?gtsv on the tridiagonal gallery (testing/gallery.h),
 * in the manner of LAPACK's TESTING/LIN (xCHKGT, xGTT02) and MAGMA's testers.
 * Run `testing_gtsv --help`; testing/README.md explains the checks. */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_max_threads(void) { return 1; }
static void omp_set_num_threads(int n) { (void)n; }
#endif
#include "gpusolve.h"
#include "gallery.h"
#include "test_common.h"

#define TAG_RHS 0x726873ULL /* the right-hand sides' random stream */

typedef tc_dcplx dcplx;

/* ------------------------------------------------------------------ options */

typedef struct {
  tc_options c; /* --prec, --backend, --api, --types, --seed, --thresh, -v, -q */
  long ns[TC_MAXLIST], nrhss[TC_MAXLIST];
  int nn, nnrhs;
  int cond, self_test, list, strict_res;
} options;

static void usage(FILE *f)
{
  fprintf(f,
          "usage: testing_gtsv [options]\n"
          "Checks gpu_?gtsv_spike and gpu_?gtsv_spike_dev against reference LAPACK ?gtsv on\n"
          "the tridiagonal gallery (types 1-18: the SPIKE stability matrices; 19-30:\n"
          "LAPACK's 12 GT test types; 31: random diagonally dominant).  One line per case;\n"
          "exit status = failures (at most 76), 77 = skipped (--backend names cuda and\n"
          "there is no device).\n"
          "\n"
          "  --prec LIST       precisions among s,d,c,z (default s,d,c,z)\n"
          "  --backend LIST    cpu,cuda (default: every available one)\n"
          "  --api LIST        host,dev (default host,dev): host arrays (gpu_?gtsv_spike)\n"
          "                    or device arrays (gpu_?gtsv_spike_dev; host arrays on cpu)\n"
          "  --types LIST      matrix types, e.g. 1:31, 1,5,16, 19:30:2 (default 1:31)\n"
          "  -n LIST           orders n >= 3 (default 3,512,1000,65537,1048576)\n"
          "  --nrhs LIST       numbers of right-hand sides (default 1,3)\n"
          "  --seed N          seed of the gallery and of B (default 1)\n"
          "  --thresh T        threshold of the backward-error ratio (default 30)\n"
          "  --cond            print each type's condition numbers (LAPACK: kappa_1 from\n"
          "                    ?gttrf+?gtcon, in s and c also d/zgtcon, the larger;\n"
          "                    kappa_2 from singular values for n <= 2000)\n"
          "                    beside the paper's\n"
          "  -v                more detail per case (ldb, INFO, LAPACK's berr, kappa_1)\n"
          "  -q                print only failures (and the summaries)\n"
          "  --strict-res      a relative residual over max(10 lapack, 10 eps) fails the\n"
          "                    case, on every type run (default: types 1-13 flagged\n"
          "                    res>10x and counted, not failed)\n"
          "  --list            list the matrix types and exit\n"
          "  --self-test       check the gallery itself (band vs dense DLATMS, seeds,\n"
          "                    known entries and condition numbers) and exit\n"
          "  -h, --help        this text\n"
          "Environment: GPUSOLVE_BACKEND is overridden per case; GPUSOLVE_CPU_PARTITION=m\n"
          "sets the CPU backend's partition length.\n");
}

static int parse_options(int argc, char **argv, options *o)
{
  static const long default_ns[] = {3, 512, 1000, 65537, 1048576};
  memset(o, 0, sizeof *o);
  tc_options_default(&o->c, GAL_NTYPES);
  o->nn = 5;
  memcpy(o->ns, default_ns, sizeof default_ns);
  o->nnrhs = 2;
  o->nrhss[0] = 1;
  o->nrhss[1] = 3;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    const char *v = (i + 1 < argc) ? argv[i + 1] : NULL;
    int takes = tc_options_parse(&o->c, a, v);
    if (takes == 0 && (!strcmp(a, "-n") || !strcmp(a, "--nrhs"))) {
      const int is_n = a[1] == 'n';
      int *count = is_n ? &o->nn : &o->nnrhs;
      *count = tc_parse_list(v, is_n ? o->ns : o->nrhss, is_n ? 3 : 1, is_n ? 0x7fffffffL : 1000);
      takes = *count > 0 ? 2 : -1;
    } else if (takes == 0) {
      takes = 1;
      if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
        usage(stdout);
        exit(0);
      } else if (!strcmp(a, "--cond")) {
        o->cond = 1;
      } else if (!strcmp(a, "--list")) {
        o->list = 1;
      } else if (!strcmp(a, "--strict-res")) {
        o->strict_res = 1;
      } else if (!strcmp(a, "--self-test")) {
        o->self_test = 1;
      } else {
        takes = -1;
      }
    }
    if (takes < 0) {
      fprintf(stderr, "testing_gtsv: bad option or value: %s%s%s\n", a, v ? " " : "",
              v ? v : "");
      usage(stderr);
      return -1;
    }
    i += takes - 1;
  }
  return 0;
}

/* ------------------------------------------------------------ evaluation */

/* ------------------------------------------------------------ bookkeeping */

typedef struct {
  long passed, failed, skipped;
  long res_noted; /* passed with our_res > 10x LAPACK's on a type 1-13 */
} counts;

/* Table IV collection: precision d, n = 512, types 1..GAL_NPAPER. */
typedef struct {
  int seen;
  double cond1, cond2;
  double lapack;     /* LAPACK's relative residual, max over nrhs */
  double ours[2];    /* ours per backend, max over api and nrhs; NAN = not run */
} table4_row;

static void maxin(double *acc, double v)
{
  if (isnan(*acc) || v > *acc || isnan(v))
    *acc = v;
}

/* ------------------------------------------------------------ one system */

/* Working-precision copies of A, kept pristine, and their widened values. */
typedef struct {
  const tc_prec *P;
  size_t n;
  void *dl, *d, *du;      /* the matrix in the working precision */
  dcplx *wdl, *wd, *wdu;  /* the same values in double complex   */
  double anorm;           /* ||A||_1                              */
  double cond1, cond2;    /* NAN when not computed                */
} system_t;

/* Our solve on one backend and API: returns INFO; X (ldb*nrhs) in/out, and
 * *a_same = DL, D, DU came back bit for bit. */
static gpu_int run_ours(const system_t *S, int backend, int dev, int nrhs, void *X, size_t ldb,
                        int *a_same, const char **why)
{
  const tc_prec *P = S->P;
  const size_t n = S->n, es = P->size;
  const size_t bytes[4] = {(n - 1) * es, n * es, (n - 1) * es, ldb * (size_t)nrhs * es};
  void *a[4] = {malloc(bytes[0] ? bytes[0] : 1), malloc(bytes[1]), malloc(bytes[2] ? bytes[2] : 1),
                X};
  gpu_int info = GPU_ERR_INTERNAL;
  *a_same = 0;
  if (!a[0] || !a[1] || !a[2]) {
    *why = "out of host memory";
  } else {
    memcpy(a[0], S->dl, bytes[0]);
    memcpy(a[1], S->d, bytes[1]);
    memcpy(a[2], S->du, bytes[2]);
    info = tc_gtsv_via(P, TC_SPIKE, dev, dev && backend == GPU_BACKEND_CUDA, (gpu_int)n, nrhs, a,
                       bytes, 0, (gpu_int)ldb, why);
    *a_same = tc_same_bytes(a[0], S->dl, bytes[0]) && tc_same_bytes(a[1], S->d, bytes[1]) &&
              tc_same_bytes(a[2], S->du, bytes[2]);
  }
  for (int k = 0; k < 3; k++)
    free(a[k]);
  return info;
}

/* ------------------------------------------------------------ the driver */

typedef struct {
  const options *o;
  int backends[2], nbackends;
  counts cnt[4][2]; /* [precision][backend] */
  table4_row t4[GAL_NPAPER + 1];
  int t4_any;
} driver;

static const char *backend_word(int b)
{
  return b == GPU_BACKEND_CUDA ? "cuda" : "cpu";
}

static int prec_index(char p)
{
  return (int)(strchr("sdcz", p) - "sdcz");
}

static void print_header(void)
{
  printf("%-20s %1s %-4s %-4s %4s %8s %4s %9s %9s %9s %9s %9s  %s\n", "routine", "p", "bknd",
         "api", "type", "n", "nrhs", "berr", "our_res", "lapack", "ratio", "gpu-cpu", "status");
}

/* Run every nrhs, backend and API on the system S of the given type. */
static void run_system(driver *D, system_t *S, int type)
{
  const options *o = D->o;
  const tc_prec *P = S->P;
  const size_t n = S->n, es = P->size;
  const int pi = prec_index(P->p);
  const int both = D->nbackends == 2;
  const int t4 = (P->p == 'd' && n == 512 && type <= GAL_NPAPER);

  (void)both;
  if (isnan(S->cond1)) /* O(n): ?gttrf + ?gtcon */
    S->cond1 = tc_lapack_cond1(P, (int)n, S->dl, S->d, S->du);
  if (t4) {
    table4_row *r = &D->t4[type];
    if (!r->seen) {
      r->seen = 1;
      r->lapack = NAN;
      r->ours[0] = r->ours[1] = NAN;
    }
    r->cond1 = S->cond1;
    r->cond2 = S->cond2;
    D->t4_any = 1;
  }

  for (int kr = 0; kr < o->nnrhs; kr++) {
    const int nrhs = (int)o->nrhss[kr];
    /* B's leading dimension: n, or n + 3 (padding rows that must stay
     * untouched) for every other type when nrhs > 1. */
    const size_t ldb = n + ((nrhs > 1 && type % 2 == 0) ? 3 : 0);
    const size_t nb = ldb * (size_t)nrhs;
    void *B0 = malloc(nb * es), *XL = malloc(nb * es), *X = malloc(nb * es);
    void *Xcpu = malloc(nb * es);
    double berr_cpu = NAN;
    void *Ldl = malloc(es * n), *Ld = malloc(es * n), *Ldu = malloc(es * n);
    dcplx *wB = malloc(sizeof(dcplx) * n * (size_t)nrhs);
    dcplx *wX = malloc(sizeof(dcplx) * n * (size_t)nrhs);
    int lap_info, lap_finite = 0, have_cpu = 0;
    double lap_berr = NAN, lap_res = NAN;

    if (!B0 || !XL || !X || !Xcpu || !Ldl || !Ld || !Ldu || !wB || !wX) {
      printf("%s n=%zu nrhs=%d: out of host memory: FAILED\n", P->routine, n, nrhs);
      D->cnt[pi][0].failed++;
      goto next;
    }

    /* B: U(-1,1) (complex for c, z) in rows 0..n-1, a sentinel in the pad. */
    gal_random(P->cplx, o->c.seed, TAG_RHS, (uint64_t)type, (uint64_t)n * 1024 + (uint64_t)nrhs,
               n * (size_t)nrhs, wB);
    for (int j = 0; j < nrhs; j++) {
      for (size_t i = 0; i < n; i++)
        tc_set(P, B0, i + (size_t)j * ldb, wB[i + (size_t)j * n]);
      for (size_t i = n; i < ldb; i++)
        tc_set(P, B0, i + (size_t)j * ldb, 1234.5 - 6.5 * I * P->cplx);
    }
    tc_widen_cols(P, B0, ldb, n, nrhs, wB); /* the exact working-precision B */

    /* LAPACK on copies (?gtsv overwrites the matrix). */
    memcpy(Ldl, S->dl, es * (n - 1));
    memcpy(Ld, S->d, es * n);
    memcpy(Ldu, S->du, es * (n - 1));
    memcpy(XL, B0, nb * es);
    lap_info = tc_lapack_gtsv(P, (int)n, nrhs, Ldl, Ld, Ldu, XL, (int)ldb);
    if (lap_info == 0) {
      lap_finite = tc_all_finite(P, n, nrhs, ldb, XL);
      tc_widen_cols(P, XL, ldb, n, nrhs, wX);
      if (lap_finite)
        tc_evaluate(n, nrhs, S->wdl, S->wd, S->wdu, S->anorm, wB, wX, P->eps, &lap_berr, &lap_res);
      else
        lap_berr = lap_res = INFINITY;
    }
    if (t4 && lap_info == 0)
      maxin(&D->t4[type].lapack, lap_res);

    for (int kb = 0; kb < D->nbackends; kb++) {
      const int backend = D->backends[kb];
      counts *c = &D->cnt[pi][backend == GPU_BACKEND_CUDA];
      if (gpu_set_backend(backend) != 0) {
        printf("%s: gpu_set_backend(%s) failed: FAILED\n", P->routine, backend_word(backend));
        c->failed++;
        continue;
      }
      for (int dev = 0; dev < 2; dev++) {
        char routine[40], e1[16], e2[16], e3[16], e4[16], e5[16], why_buf[96];
        const char *why = NULL, *status;
        int a_same, pad_same = 1, finite = 0, failed = 0, skipped = 0, res_note = 0;
        double berr = NAN, res = NAN, ratio = NAN, diff = NAN, difftol = NAN;
        gpu_int info;
        if (!o->c.api[dev])
          continue;
        snprintf(routine, sizeof routine, "%s%s", P->routine, dev ? "_dev" : "");
        memcpy(X, B0, nb * es);
        info = run_ours(S, backend, dev, nrhs, X, ldb, &a_same, &why);
        for (int j = 0; j < nrhs && pad_same; j++)
          pad_same = tc_same_bytes(tc_at(P, X, n + (size_t)j * ldb),
                                   tc_at(P, B0, n + (size_t)j * ldb), (ldb - n) * es);
        if (info == 0) {
          finite = tc_all_finite(P, n, nrhs, ldb, X);
          if (finite) {
            tc_widen_cols(P, X, ldb, n, nrhs, wX);
            tc_evaluate(n, nrhs, S->wdl, S->wd, S->wdu, S->anorm, wB, wX, P->eps, &berr, &res);
            ratio = res / lap_res;
          } else {
            berr = res = INFINITY;
          }
        }

        /* The verdict (testing/README.md, "Pass rule"). */
        if (why) {
          failed = 1;
        } else if (!a_same) {
          failed = 1, why = "DL, D or DU modified";
        } else if (!pad_same) {
          failed = 1, why = "B's rows n+1..ldb modified";
        } else if (info < 0) {
          failed = 1;
          snprintf(why_buf, sizeof why_buf, "INFO=%d: %s", (int)info, gpu_strerror(info));
          why = why_buf;
        } else if (gal_zero_column(type) && lap_info == 0) {
          failed = 1, why = "gallery: zero column but LAPACK INFO=0";
        } else if (lap_info < 0) {
          failed = 1, why = "LAPACK INFO<0";
        } else if (lap_info > 0 && gal_zero_column(type)) { /* singular by construction */
          if (info == 0) {
            failed = 1;
            snprintf(why_buf, sizeof why_buf, "LAPACK INFO=%d (singular), ours INFO=0",
                     lap_info);
            why = why_buf;
          } else if (!tc_same_bytes(X, B0, nb * es)) {
            failed = 1, why = "INFO>0 but B modified";
          } else if (info != lap_info) { /* the sequential fallback is xGTSV's GEPP */
            failed = 1;
            snprintf(why_buf, sizeof why_buf, "ours INFO=%d, LAPACK INFO=%d", (int)info,
                     lap_info);
            why = why_buf;
          }
        } else if (info > 0) { /* ours met an exact zero pivot */
          if (!tc_same_bytes(X, B0, nb * es))
            failed = 1, why = "INFO>0 but B modified";
          else if (lap_info == 0 && !(P->eps * S->cond1 >= 1.0)) {
            failed = 1;
            snprintf(why_buf, sizeof why_buf, "ours INFO=%d, LAPACK INFO=0", (int)info);
            why = why_buf;
          }
          /* else singular to working precision (LAPACK says so, or eps
           * kappa_1 >= 1): reporting it is a correct answer. */
        } else if (lap_info > 0 || !lap_finite) {
          /* LAPACK met a zero pivot on a matrix singular to working precision,
           * or its X overflowed: no stability claim from LAPACK's side.  Ours
           * must be backward stable where finite, else it is reported as
           * non-finite, never as a pass. */
          if (!finite)
            skipped = 1;
          else if (!(berr < o->c.thresh))
            failed = 1, why = "finite X with berr >= thresh (LAPACK's X not finite)";
        } else { /* the stability claim: LAPACK's X is finite */
          if (!finite && P->eps * S->cond1 >= 1.0) {
            skipped = 1; /* singular to working precision: any X is noise; an
                            overflow is reported, never passed */
          } else if (!finite) {
            failed = 1, why = "X not finite, LAPACK's is";
          } else if (!(berr < o->c.thresh)) {
            failed = 1, why = "berr >= thresh";
          } else if (o->strict_res && !(res <= fmax(10.0 * lap_res, 10.0 * P->eps))) {
            failed = 1, why = "our_res > 10x LAPACK's (--strict-res)";
          } else if (type <= 13 && !(res <= fmax(10.0 * lap_res, 10.0 * P->eps))) {
            res_note = 1; /* reported and counted, not a failure (README.md) */
          }
        }

        /* CUDA against CPU on the same data. */
        if (backend == GPU_BACKEND_CUDA && have_cpu && info == 0 && finite) {
          diff = tc_rel_diff_1(P, n, nrhs, ldb, X, Xcpu);
          difftol = tc_gpu_cpu_tol(P->eps, S->cond1, berr, berr_cpu);
          if (!isnan(difftol) && !(diff <= difftol) && !failed)
            failed = 1, why = "CUDA and CPU results differ";
        }
        if (backend == GPU_BACKEND_CPU && !dev && info == 0 && finite) {
          memcpy(Xcpu, X, nb * es);
          berr_cpu = berr;
          have_cpu = 1;
        }

        status = failed     ? "FAILED"
                 : skipped  ? "nonfinite"
                 : info > 0 ? "singular"
                 : res_note ? "ok, res>10x"
                 : lap_info > 0 || !lap_finite ? "ok (LAPACK: no X)"
                 : "ok";
        if (failed)
          c->failed++;
        else if (skipped)
          c->skipped++;
        else
          c->passed++;
        c->res_noted += res_note;
        if (t4 && info == 0)
          maxin(&D->t4[type].ours[backend == GPU_BACKEND_CUDA], res);

        if (!o->c.quiet || failed || res_note) {
          char dbuf[16];
          if (isnan(diff))
            snprintf(dbuf, sizeof dbuf, "%9s", "-");
          else if (isnan(difftol))
            snprintf(dbuf, sizeof dbuf, "%4.0e n/a", diff);
          else
            tc_fmt_e(dbuf, diff);
          printf("%-20s %c %-4s %-4s %4d %8zu %4d %s %s %s %s %s  %s%s%s%s\n", routine, P->p,
                 backend_word(backend), dev ? "dev" : "host", type, n, nrhs, tc_fmt_e(e1, berr),
                 tc_fmt_e(e2, res), tc_fmt_e(e3, lap_res), tc_fmt_e(e4, ratio), dbuf, status,
                 why ? " (" : "", why ? why : "", why ? ")" : "");
          if (o->c.verbose)
            printf("    ldb=%zu INFO=%d LAPACK INFO=%d LAPACK berr=%s kappa_1=%s tol=%s\n", ldb,
                   (int)info, lap_info, tc_fmt_e(e1, lap_berr), tc_fmt_e(e2, S->cond1),
                   tc_fmt_e(e5, difftol));
        }
      }
    }
  next:
    free(B0);
    free(XL);
    free(X);
    free(Xcpu);
    free(Ldl);
    free(Ld);
    free(Ldu);
    free(wB);
    free(wX);
  }
}

static void print_cond_table(char p, size_t n, const int *types, int ntypes,
                             const double *c1, const double *c2)
{
  char e1[16], e2[16], e3[16];
  printf("%% condition numbers, precision %c, n = %zu: kappa_1 by LAPACK %cgttrf+%cgtcon%s, "
         "kappa_2 = sigma_max/sigma_min by %sgbbrd+dbdsqr%s\n",
         p, n, p, p,
         p == 's'   ? " (or dgtcon's, the larger)"
         : p == 'c' ? " (or zgtcon's, the larger)"
                    : "",
         (p == 'c' || p == 'z') ? "z" : "d", n > 2000 ? " (n > 2000: not computed)" : "");
  printf("%% %4s %-18s %9s %9s %9s\n", "type", "name", "kappa_1", "kappa_2", "paper");
  for (int k = 0; k < ntypes; k++) {
    gal_type_info t = gal_info(types[k], p);
    printf("%% %4d %-18s %s %s %s\n", types[k], t.name, tc_fmt_e(e1, c1[k]), tc_fmt_e(e2, c2[k]),
           tc_fmt_e(e3, t.paper_cond));
  }
}

static void print_table4(const driver *D)
{
  char e[8][16];
  printf("\n%% Table IV style: relative residual ||A X - B||_2 / ||B||_2, precision d, n = 512 "
         "(max over columns, nrhs and APIs)\n");
  printf("%% %4s %-18s %9s %9s %9s %9s %9s %9s %9s\n", "type", "name", "kappa_1", "kappa_2",
         "ours:cpu", "ours:cuda", "LAPACK", "paper:SP", "paper:MKL");
  for (int t = 1; t <= GAL_NPAPER; t++) {
    const table4_row *r = &D->t4[t];
    gal_type_info ti = gal_info(t, 'd');
    if (!r->seen)
      continue;
    printf("%% %4d %-18s %s %s %s %s %s %s %s\n", t, ti.name, tc_fmt_e(e[0], r->cond1),
           tc_fmt_e(e[1], r->cond2), tc_fmt_e(e[2], r->ours[0]), tc_fmt_e(e[3], r->ours[1]),
           tc_fmt_e(e[4], r->lapack), tc_fmt_e(e[5], ti.paper_spike), tc_fmt_e(e[6], ti.paper_mkl));
  }
  printf("%% (paper: SPIKE-diag_pivot and MKL columns of Table IV, Chang et al. SC12; nan: not "
         "run or none)\n");
}

/* ------------------------------------------------------------ self-test */

static int st_fails, st_passes;

static void st_check(int ok, const char *what, int type, long n, char p)
{
  if (ok) {
    st_passes++;
  } else {
    st_fails++;
    printf("FAILED self-test: %s (type %d, n %ld, precision %c)\n", what, type, n, p);
  }
}

static int self_test(uint64_t seed)
{
  static const long small_ns[] = {3, 4, 5, 8, 17, 40};
  const char precs[] = "sdcz";
  printf("%% gallery self-test, seed %llu\n", (unsigned long long)seed);

  /* 1. DLATMS band storage 'Z' (O(n)) reads out the matrix of PACK='N'. */
  for (int pk = 0; pk < 4; pk++)
    for (int t = 1; t <= GAL_NTYPES; t++) {
      if (!((t >= 8 && t <= 11) || (t >= GAL_LAPACK_FIRST && t <= GAL_LAPACK_FIRST + 5)))
        continue;
      for (size_t kn = 0; kn < sizeof small_ns / sizeof small_ns[0]; kn++) {
        const long n = small_ns[kn];
        dcplx *dl = malloc(sizeof(dcplx) * n), *d = malloc(sizeof(dcplx) * n);
        dcplx *du = malloc(sizeof(dcplx) * n), *a = malloc(sizeof(dcplx) * n * n);
        int ok = dl && d && du && a && gal_generate(t, (gpu_int)n, precs[pk], seed, dl, d, du) == 0 &&
                 gal_generate_dense_latms(t, (gpu_int)n, precs[pk], seed, a) == 0;
        double worst = 0, scale = 0;
        for (long j = 0; ok && j < n; j++)
          for (long i = 0; i < n; i++) {
            dcplx want = (i == j) ? d[j] : (i == j + 1) ? dl[j] : (j == i + 1) ? du[i] : 0;
            double df = cabs(a[i + j * n] - want);
            worst = df > worst ? df : worst;
            scale = cabs(a[i + j * n]) > scale ? cabs(a[i + j * n]) : scale;
          }
        st_check(ok && worst <= 4e-16 * scale, "DLATMS PACK='Z' band != PACK='N' dense", t, n,
                 precs[pk]);
        free(dl);
        free(d);
        free(du);
        free(a);
      }
    }

  /* 2. Reproducible: same seed, same bits; another seed, another matrix
   *    (where the type draws random numbers); odd n. */
  for (int pk = 0; pk < 4; pk++)
    for (int t = 1; t <= GAL_NTYPES; t++) {
      const long n = 1001;
      const int random = !(t == 3 || t == 7 || t == 13 || t == 15 || t == GAL_LAPACK_FIRST);
      dcplx *x[6];
      int ok = 1;
      for (int k = 0; k < 6; k++)
        ok &= (x[k] = malloc(sizeof(dcplx) * n)) != NULL;
      ok = ok && gal_generate(t, n, precs[pk], seed, x[0], x[1], x[2]) == 0 &&
           gal_generate(t, n, precs[pk], seed, x[3], x[4], x[5]) == 0;
      st_check(ok && !memcmp(x[0], x[3], sizeof(dcplx) * (n - 1)) &&
                   !memcmp(x[1], x[4], sizeof(dcplx) * n) &&
                   !memcmp(x[2], x[5], sizeof(dcplx) * (n - 1)),
               "same seed gives a different matrix", t, n, precs[pk]);
      for (long i = 0; ok && i < n; i++) {
        ok &= isfinite(creal(x[1][i])) && isfinite(cimag(x[1][i]));
        if (i + 1 < n)
          ok &= isfinite(creal(x[0][i])) && isfinite(creal(x[2][i])) &&
                isfinite(cimag(x[0][i])) && isfinite(cimag(x[2][i]));
      }
      st_check(ok, "non-finite entry", t, n, precs[pk]);
      if (random) {
        ok = ok && gal_generate(t, n, precs[pk], seed + 1, x[3], x[4], x[5]) == 0;
        st_check(ok && (memcmp(x[0], x[3], sizeof(dcplx) * (n - 1)) ||
                        memcmp(x[1], x[4], sizeof(dcplx) * n) ||
                        memcmp(x[2], x[5], sizeof(dcplx) * (n - 1))),
                 "another seed gives the same matrix", t, n, precs[pk]);
      }
      if (ok && (precs[pk] == 'c' || precs[pk] == 'z') && random && t != GAL_LAPACK_FIRST) {
        double im = 0;
        for (long i = 0; i + 1 < n; i++)
          im += fabs(cimag(x[0][i])) + fabs(cimag(x[2][i]));
        st_check(im > 0, "complex precision without complex draws", t, n, precs[pk]);
      }
      for (int k = 0; k < 6; k++)
        free(x[k]);
    }

  /* 3. Known entries. */
  {
    const long n = 512, nmax = 1001;
    dcplx *dl = malloc(sizeof(dcplx) * nmax), *d = malloc(sizeof(dcplx) * nmax);
    dcplx *du = malloc(sizeof(dcplx) * nmax);
    int ok = dl && d && du;
    if (ok && gal_generate(13, n, 'd', seed, dl, d, du) == 0) { /* dorr */
      st_check(fabs(creal(d[0]) - 308.1338) < 1e-4 && fabs(creal(d[n - 1]) - 308.1338) < 1e-4,
               "dorr d_1 = d_n = 308.1338", 13, n, 'd');
      st_check(fabs(creal(dl[0]) + 26.3169) < 1e-4, "dorr c_2 = -tau = -26.3169", 13, n, 'd');
      st_check(fabs(creal(du[n - 2]) + 26.3169) < 1e-4, "dorr e_{n-1} = -tau", 13, n, 'd');
    } else {
      st_check(0, "dorr generation", 13, n, 'd');
    }
    if (ok && gal_generate(3, n, 'd', seed, dl, d, du) == 0)
      st_check(creal(d[0]) == -5 && creal(d[n - 1]) == -(2.0 * n + 3) && creal(dl[0]) == 0.5 &&
                   creal(dl[n - 2]) == 1.0 / n && creal(du[0]) == 2 && creal(du[n - 2]) == n,
               "lesp entries", 3, n, 'd');
    if (ok && gal_generate(15, n, 'd', seed, dl, d, du) == 0)
      st_check(creal(d[7]) == 0 && creal(dl[0]) == n - 1 && creal(dl[n - 2]) == 1 &&
                   creal(du[0]) == 1 && creal(du[n - 2]) == n - 1,
               "clement entries", 15, n, 'd');
    if (ok && gal_generate(7, n, 'd', seed, dl, d, du) == 0)
      st_check(fabs(creal(dl[3]) + 2.0 / 3) < 1e-15 && fabs(creal(d[0]) - 4.0 / 3) < 1e-15 &&
                   fabs(creal(d[5]) - 5.0 / 3) < 1e-15,
               "inv(kms) entries", 7, n, 'd');
    if (ok && gal_generate(4, n, 'd', seed, dl, d, du) == 0)
      st_check(cabs(dl[n / 2 - 1]) < 1e-49 && cabs(dl[n / 2 - 1]) > 0 && cabs(dl[0]) > 1e-40,
               "type 4: DL(n/2) scaled by 1e-50", 4, n, 'd');
    for (int t = 2; ok && t <= 16; t++) {
      int ok2 = 1;
      double b = t == 2 ? 1e8 : t == 6 ? 64 : t == 14 ? 1e-8 : 0;
      if (t != 2 && t != 6 && t != 14 && t != 16)
        continue;
      ok2 = gal_generate(t, n, 'z', seed, dl, d, du) == 0;
      for (long i = 0; ok2 && i + 1 < n; i++)
        ok2 = dl[i] == dl[0] && du[i] == du[0] && d[i] == b && dl[0] != du[0];
      st_check(ok2, "Toeplitz: one draw per diagonal", t, n, 'z');
    }
    if (ok && gal_generate(5, 1001, 'd', seed, dl, d, du) == 0) {
      long zeros = 0;
      for (long i = 0; i < 1000; i++)
        zeros += (dl[i] == 0) + (du[i] == 0);
      st_check(zeros > 800 && zeros < 1200, "type 5: half the off-diagonal entries zero", 5,
               1001, 'd');
    }
    for (int t = GAL_LAPACK_FIRST + 7; ok && t <= GAL_LAPACK_FIRST + 9; t++) {
      const long nn = 1001;
      long first = -1;
      gal_generate(t, nn, 'd', seed, dl, d, du);
      for (long j = 0; j < nn && first < 0; j++) /* the first zero column */
        if (d[j] == 0 && (j == 0 || du[j - 1] == 0) && (j == nn - 1 || dl[j] == 0))
          first = j + 1;
      st_check(first == (t == GAL_LAPACK_FIRST + 7 ? 1 : t == GAL_LAPACK_FIRST + 8 ? nn : (nn + 1) / 2),
               "zero column where xCHKGT puts it", t, nn, 'd');
    }
    free(dl);
    free(d);
    free(du);
  }

  /* 4. Condition numbers: band SVD = dense SVD; the randsvd and xLATB4
   *    targets; the paper's deterministic ones at n = 512. */
  for (int pk = 0; pk < 4; pk++)
    for (int t = 1; t <= GAL_NTYPES; t++) {
      const long n = 60;
      const int cplx = precs[pk] == 'c' || precs[pk] == 'z';
      dcplx *dl = malloc(sizeof(dcplx) * n), *d = malloc(sizeof(dcplx) * n);
      dcplx *du = malloc(sizeof(dcplx) * n);
      double cb, cd;
      int ok = dl && d && du && gal_generate(t, n, precs[pk], seed, dl, d, du) == 0;
      if (ok) {
        cb = tc_lapack_cond2(cplx, n, dl, d, du, 0);
        cd = tc_lapack_cond2(cplx, n, dl, d, du, 1);
        if (cd < 1e8)
          st_check(fabs(cb - cd) <= 1e-6 * cd, "kappa_2: band SVD != dense SVD", t, n,
                   precs[pk]);
        if (t >= 8 && t <= 11)
          st_check(cd > 5e14 && cd < 2e15, "randsvd: kappa_2 not 1e15", t, n, precs[pk]);
        if (t >= GAL_LAPACK_FIRST && t <= GAL_LAPACK_FIRST + 5) {
          double want = gal_info(t, precs[pk]).paper_cond;
          st_check(fabs(cd - want) <= (want > 1e10 ? 0.2 : 1e-6) * want,
                   "xLATB4 type: kappa_2 not the one asked of DLATMS", t, n, precs[pk]);
        }
      } else {
        st_check(0, "generation", t, n, precs[pk]);
      }
      free(dl);
      free(d);
      free(du);
    }
  { /* 4. The blocked DLATMS types (n > 2048) are made in parallel: the
     * matrix must not depend on the number of threads (a reentrant tmglib). */
    const long n = 4099;
    const int nth = omp_get_max_threads() > 1 ? omp_get_max_threads() : 2;
    dcplx *m1 = malloc(sizeof(dcplx) * 3 * n), *m2 = malloc(sizeof(dcplx) * 3 * n);
    for (int pk = 0; pk < 4; pk += 3) /* s: DLATMS, z: ZLATMS */
      for (int t = 8; t <= GAL_LAPACK_FIRST + 5; t++) {
        int ok;
        if (t == 12)
          t = GAL_LAPACK_FIRST;
        if (!m1 || !m2) {
          st_check(0, "out of memory", t, n, precs[pk]);
          break;
        }
        memset(m1, 0, sizeof(dcplx) * 3 * n); /* DL(n) and DU(n) are not written */
        memset(m2, 0, sizeof(dcplx) * 3 * n);
        omp_set_num_threads(1);
        ok = gal_generate(t, (gpu_int)n, precs[pk], seed, m1, m1 + n, m1 + 2 * n) == 0;
        omp_set_num_threads(nth);
        ok = ok && gal_generate(t, (gpu_int)n, precs[pk], seed, m2, m2 + n, m2 + 2 * n) == 0;
        st_check(ok && tc_same_bytes(m1, m2, sizeof(dcplx) * 3 * n),
                 "blocked DLATMS matrix depends on the number of threads", t, n, precs[pk]);
      }
    omp_set_num_threads(nth);
    free(m1);
    free(m2);
  }
  {
    static const struct {
      int type;
      double lo, hi;
    } known[] = {{2, 1.0, 1.0001}, {3, 3.50e2, 3.54e2}, {6, 1.0, 1.07}, {7, 8.99, 9.01}};
    const long n = 512;
    dcplx *dl = malloc(sizeof(dcplx) * n), *d = malloc(sizeof(dcplx) * n);
    dcplx *du = malloc(sizeof(dcplx) * n);
    for (size_t k = 0; k < sizeof known / sizeof known[0]; k++) {
      double c = NAN;
      if (dl && d && du && gal_generate(known[k].type, n, 'd', seed, dl, d, du) == 0)
        c = tc_lapack_cond2(0, n, dl, d, du, 0);
      printf("%% type %2d n %ld: kappa_2 = %.4g (paper %.3g)\n", known[k].type, n, c,
             gal_info(known[k].type, 'd').paper_cond);
      st_check(c >= known[k].lo && c <= known[k].hi, "kappa_2 differs from the paper's",
               known[k].type, n, 'd');
    }
    free(dl);
    free(d);
    free(du);
  }
  printf("gallery self-test: %d passed, %d failed\n", st_passes, st_fails);
  return st_fails;
}

/* ------------------------------------------------------------ main */

int main(int argc, char **argv)
{
  options o;
  driver D;
  long total_pass = 0, total_fail = 0, total_skip = 0;

  if (parse_options(argc, argv, &o) != 0)
    return 2;
  if (o.list) {
    for (int t = 1; t <= GAL_NTYPES; t++) {
      gal_type_info ti = gal_info(t, 'd');
      printf("%2d  %-18s %s\n", t, ti.name, ti.definition);
    }
    return 0;
  }
  if (o.self_test) {
    int f = self_test(o.c.seed);
    printf("%d passed, %d failed\n", st_passes, f);
    return tc_exit_status(f);
  }

  memset(&D, 0, sizeof D);
  D.o = &o;
  {
    int skip = tc_options_backends(&o.c, D.backends, &D.nbackends);
    if (skip)
      return skip;
  }

  printf("%% gpusolve %s testing_gtsv: gpu_?gtsv_spike against LAPACK ?gtsv\n", gpu_version());
  for (int k = 0; k < D.nbackends; k++) {
    gpu_set_backend(D.backends[k]);
    printf("%% backend %-4s: %s\n", backend_word(D.backends[k]), gpu_device_name());
  }
  printf("%% seed %llu, thresh %g; berr = max_j ||b_j - A x_j||_1 / (||A||_1 ||x_j||_1 eps); "
         "our_res, lapack = max_j ||A x_j - b_j||_2 / ||b_j||_2; ratio = our_res / lapack\n",
         (unsigned long long)o.c.seed, o.c.thresh);
  printf("%% pass (testing/README.md): finite X with berr < thresh (types 1-13 with our_res > "
         "max(10 lapack, 10 eps) are flagged res>10x and counted); INFO > 0 (B unchanged) only where the "
         "matrix is singular by construction or to working precision (LAPACK INFO > 0 or eps "
         "kappa_1 >= 1); a non-finite X only where LAPACK's is too or eps kappa_1 >= 1 (reported, "
         "not passed); gpu-cpu = max_j ||x_gpu - x_cpu||_1 / ||x_cpu||_1 <= 3 eps kappa_1 "
         "(berr_gpu + berr_cpu) + 4 eps when eps kappa_1 < 0.01\n");
  print_header();

  for (int pk = 0; pk < 4; pk++) {
    const tc_prec *P = tc_prec_get("sdcz"[pk]);
    if (!o.c.prec[pk])
      continue;
    for (int kn = 0; kn < o.nn; kn++) {
      const size_t n = (size_t)o.ns[kn], es = P->size;
      double *c1 = malloc(sizeof(double) * o.c.ntypes), *c2 = malloc(sizeof(double) * o.c.ntypes);
      int *tl = malloc(sizeof(int) * o.c.ntypes);
      system_t S;
      memset(&S, 0, sizeof S);
      S.P = P;
      S.n = n;
      S.dl = malloc(es * n);
      S.d = malloc(es * n);
      S.du = malloc(es * n);
      S.wdl = malloc(sizeof(dcplx) * n);
      S.wd = malloc(sizeof(dcplx) * n);
      S.wdu = malloc(sizeof(dcplx) * n);
      if (!c1 || !c2 || !tl || !S.dl || !S.d || !S.du || !S.wdl || !S.wd || !S.wdu) {
        printf("%s n=%zu: out of host memory: FAILED\n", P->routine, n);
        D.cnt[pk][0].failed++;
      } else {
        for (int kt = 0; kt < o.c.ntypes; kt++) {
          const int type = (int)o.c.types[kt];
          int g = gal_generate(type, (gpu_int)n, P->p, o.c.seed, S.wdl, S.wd, S.wdu);
          tl[kt] = type;
          c1[kt] = c2[kt] = NAN;
          if (g != 0) {
            printf("%s type %d n=%zu: gallery error %d: FAILED\n", P->routine, type, n, g);
            D.cnt[pk][0].failed++;
            continue;
          }
          /* Round to the working precision; evaluate with exactly those values. */
          tc_round(P, S.wdl, S.dl, n - 1);
          tc_round(P, S.wd, S.d, n);
          tc_round(P, S.wdu, S.du, n - 1);
          tc_widen(P, S.dl, S.wdl, n - 1);
          tc_widen(P, S.d, S.wd, n);
          tc_widen(P, S.du, S.wdu, n - 1);
          S.anorm = tc_norm1_tridiag(n, S.wdl, S.wd, S.wdu);
          S.cond1 = S.cond2 = NAN;
          if (o.cond) {
            S.cond1 = tc_lapack_cond1(P, (int)n, S.dl, S.d, S.du);
            if (n <= 2000)
              S.cond2 = tc_lapack_cond2(P->cplx, (int)n, S.wdl, S.wd, S.wdu, 0);
          }
          run_system(&D, &S, type);
          c1[kt] = S.cond1;
          c2[kt] = S.cond2;
        }
        if (o.cond)
          print_cond_table(P->p, n, tl, o.c.ntypes, c1, c2);
      }
      free(c1);
      free(c2);
      free(tl);
      free(S.dl);
      free(S.d);
      free(S.du);
      free(S.wdl);
      free(S.wd);
      free(S.wdu);
    }
  }

  if (D.t4_any)
    print_table4(&D);

  printf("\n%% summary (skipped: LAPACK's X not finite and ours not finite or INFO > 0)\n");
  for (int pk = 0; pk < 4; pk++)
    for (int kb = 0; kb < D.nbackends; kb++) {
      const counts *c = &D.cnt[pk][D.backends[kb] == GPU_BACKEND_CUDA];
      if (!o.c.prec[pk])
        continue;
      printf("%%   %c %-4s: %ld passed, %ld failed, %ld skipped; of the passed on types 1-13, "
             "%ld with our_res > 10x LAPACK's\n",
             "sdcz"[pk], backend_word(D.backends[kb]), c->passed, c->failed, c->skipped,
             c->res_noted);
    }
  for (int pk = 0; pk < 4; pk++)
    for (int kb = 0; kb < 2; kb++) {
      total_pass += D.cnt[pk][kb].passed;
      total_fail += D.cnt[pk][kb].failed;
      total_skip += D.cnt[pk][kb].skipped;
    }
  gpu_finalize();
  printf("%ld passed, %ld failed, %ld skipped\n", total_pass, total_fail, total_skip);
  return tc_exit_status(total_fail);
}
