/* gallery.c -- the tridiagonal test-matrix gallery (see gallery.h).
 *
 * Notation of the definitions (1-based, as in STABILITY_MATRICES.md):
 * a_i = A(i,i-1), i = 2..n, is dl[i-2]; b_i = A(i,i), is d[i-1];
 * c_i = A(i,i+1), i = 1..n-1, is du[i-1]. */
#include "config.h"
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "gallery.h"
#include "lapack_protos.h"

typedef double _Complex dcplx;

/* ------------------------------------------------------------------ seeds */

static uint64_t mix64(uint64_t x) /* splitmix64's finaliser */
{
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

/* LAPACK's ISEED: four integers in 0..4095, the last odd. */
static void make_iseed(uint64_t seed, uint64_t tag, uint64_t a, uint64_t b, int iseed[4])
{
  uint64_t h = mix64(mix64(mix64(mix64(seed) ^ tag) ^ a) ^ b);
  iseed[0] = (int)(h & 4095);
  iseed[1] = (int)((h >> 12) & 4095);
  iseed[2] = (int)((h >> 24) & 4095);
  iseed[3] = (int)((h >> 36) & 4095) | 1;
}

#define TAG_MATRIX 0x6d6174726978ULL /* streams of gal_generate */

/* count numbers from xLARNV's distribution idist (1: U(0,1), 2: U(-1,1));
 * complex (both parts) when cplx.  xLARNV's stream does not depend on how
 * it is cut into calls. */
static void draw(int cplx, int idist, int iseed[4], size_t count, dcplx *out)
{
  enum { CHUNK = 4096 };
  double buf[CHUNK];
  size_t done = 0;
  while (done < count) {
    int k = (int)(count - done < CHUNK ? count - done : CHUNK);
    if (cplx) {
      zlarnv_(&idist, iseed, &k, out + done);
    } else {
      dlarnv_(&idist, iseed, &k, buf);
      for (int i = 0; i < k; i++)
        out[done + i] = buf[i];
    }
    done += (size_t)k;
  }
}

void gal_random(int cplx, uint64_t seed, uint64_t tag, uint64_t a, uint64_t b, size_t count,
                dcplx *out)
{
  int iseed[4];
  make_iseed(seed, tag, a, b, iseed);
  draw(cplx, 2, iseed, count, out);
}

/* ------------------------------------------------------------ type table */

static const struct {
  const char *name, *definition;
  double cond, spike, mkl;
} types[GAL_NTYPES] = {
  {"random", "a_i, b_i, c_i all U(-1,1)", 4.41e4, 1.82e-14, 1.88e-14},
  {"toeplitz-1e8", "Toeplitz: b = 1e8, a = alpha, c = beta (one draw each)", 1.00, 1.27e-16,
   1.03e-16},
  {"lesp", "gallery('lesp'): a_i = 1/i, b_i = -(2i+3), c_i = i+1", 3.52e2, 1.55e-16, 1.35e-16},
  {"random-tiny-a", "type 1 (own draw), then a_{n/2} (DL(n/2)) times 1e-50", 2.75e3, 1.37e-14,
   3.10e-15},
  {"random-sparse", "b_i U(-1,1); a_i, c_i each 0 with probability 1/2, else U(-1,1)", 1.24e4,
   1.07e-14, 1.56e-14},
  {"toeplitz-64", "Toeplitz: b = 64, a = alpha, c = beta", 1.03, 1.05e-16, 9.34e-17},
  {"inv-kms", "inv(gallery('kms',n,0.5)): a = c = -2/3, b = 5/3, b_1 = b_n = 4/3", 9.00,
   2.42e-16, 2.52e-16},
  {"randsvd-2", "randsvd (DLATMS mode 2): sigma = (1,..,1,1e-15)", 9.87e14, 2.14e-4, 3.76e-4},
  {"randsvd-3", "randsvd (DLATMS mode 3): sigma geometric 1..1e-15", 9.97e14, 2.32e-5,
   3.15e-5},
  {"randsvd-1", "randsvd (DLATMS mode 1): sigma = (1,1e-15,..,1e-15)", 1.29e15, 4.27e-5,
   3.21e-5},
  {"randsvd-4", "randsvd (DLATMS mode 4): sigma arithmetic 1..1e-15", 1.01e15, 7.52e-4,
   2.99e-4},
  {"random-tiny-all-a", "type 1 (own draw), then every a_i times 1e-50", 2.20e14, 5.58e-5,
   2.24e-5},
  {"dorr", "gallery('dorr',n,1e-4)", 3.21e16, 5.51e-1, 3.34e-1},
  {"toeplitz-1e-8", "Toeplitz: b = 1e-8, a = alpha, c = beta", 1.14e67, 2.86e49, 1.77e48},
  {"clement", "gallery('clement',n,0): a_i = n-i+1, b_i = 0, c_i = i", 6.02e24, 2.09e60,
   1.47e59},
  {"toeplitz-0", "Toeplitz: b = 0, a = alpha, c = beta", 7.1e191, INFINITY, INFINITY},
  {"random-1e-8", "b = 1e-8; a_i, c_i fresh U(-1,1) draws (Klein-Strzodka)", NAN, NAN, NAN},
  {"random-0", "b = 0; a_i, c_i fresh U(-1,1) draws (Klein-Strzodka)", NAN, NAN, NAN},
  {"gt1-diagonal", "LAPACK GT 1: diagonal, DLATMS cond 2", NAN, NAN, NAN},
  {"gt2-cond2", "LAPACK GT 2: DLATMS, cond 2", NAN, NAN, NAN},
  {"gt3-sqrt(.1/eps)", "LAPACK GT 3: DLATMS, cond sqrt(0.1/eps)", NAN, NAN, NAN},
  {"gt4-.1/eps", "LAPACK GT 4: DLATMS, cond 0.1/eps", NAN, NAN, NAN},
  {"gt5-small", "LAPACK GT 5: DLATMS, cond 2, norm near underflow", NAN, NAN, NAN},
  {"gt6-large", "LAPACK GT 6: DLATMS, cond 2, norm near overflow", NAN, NAN, NAN},
  {"gt7-random", "LAPACK GT 7: entries U(-1,1)", NAN, NAN, NAN},
  {"gt8-zero-col-1", "LAPACK GT 8: GT 7 with column 1 zero (singular)", NAN, NAN, NAN},
  {"gt9-zero-col-n", "LAPACK GT 9: GT 7 with column n zero (singular)", NAN, NAN, NAN},
  {"gt10-zero-cols", "LAPACK GT 10: GT 7 with columns (n+1)/2..n zero (singular)", NAN, NAN,
   NAN},
  {"gt11-random-small", "LAPACK GT 11: GT 7 scaled near underflow", NAN, NAN, NAN},
  {"gt12-random-large", "LAPACK GT 12: GT 7 scaled near overflow", NAN, NAN, NAN},
  {"random-dominant", "a_i, c_i U(-1,1); |b_i| = (1.25 + 0.75 U(0,1)) x the larger "
   "off-diagonal sum of row and column i, random sign (phase)", NAN, NAN, NAN},
};

/* xLATB4's 'GT' parameters for LAPACK type k (1..12) in the precision class
 * of prec: eps = xLAMCH('Precision'), small = 0.25 safmin / eps. */
typedef struct {
  int kl;
  double cond, anorm;
} gt_params;

static gt_params latb4_gt(int k, char prec)
{
  const int single = (prec == 's' || prec == 'c');
  const double eps = single ? ldexp(1.0, -23) : ldexp(1.0, -52);
  const double safmin = single ? ldexp(1.0, -126) : ldexp(1.0, -1022);
  const double badc2 = 0.1 / eps, badc1 = sqrt(badc2);
  const double small = 0.25 * (safmin / eps), large = 1.0 / small;
  gt_params p;
  p.kl = (k == 1) ? 0 : 1;
  p.cond = (k == 3) ? badc1 : (k == 4) ? badc2 : 2.0;
  p.anorm = (k == 5 || k == 11) ? small : (k == 6 || k == 12) ? large : 1.0;
  return p;
}

gal_type_info gal_info(int type, char prec)
{
  gal_type_info t = {"?", "?", NAN, NAN, NAN};
  if (type < 1 || type > GAL_NTYPES)
    return t;
  t.name = types[type - 1].name;
  t.definition = types[type - 1].definition;
  t.paper_cond = types[type - 1].cond;
  t.paper_spike = types[type - 1].spike;
  t.paper_mkl = types[type - 1].mkl;
  if (type >= GAL_LAPACK_FIRST && type <= GAL_LAPACK_FIRST + 5)
    t.paper_cond = latb4_gt(type - GAL_LAPACK_FIRST + 1, prec).cond;
  return t;
}

int gal_zero_column(int type)
{
  int k = type - GAL_LAPACK_FIRST + 1;
  return k >= 8 && k <= 10;
}

/* --------------------------------------------------------- tmglib types */

/* The DLATMS parameters of the types built by it; 0 for other types. */
static int latms_params(int type, char prec, int *mode, double *cond, double *dmax, int *kl,
                        int *transpose)
{
  if (type >= 8 && type <= 11) { /* randsvd: Higham's modes are DLATMS's */
    static const int modes[4] = {2, 3, 1, 4};
    *mode = modes[type - 8];
    *cond = 1e15;
    *dmax = 1.0;
    *kl = 1;
    *transpose = 0;
    return 1;
  }
  if (type >= GAL_LAPACK_FIRST && type <= GAL_LAPACK_FIRST + 5) {
    gt_params p = latb4_gt(type - GAL_LAPACK_FIRST + 1, prec);
    *mode = 3;
    *cond = p.cond;
    *dmax = p.anorm;
    *kl = p.kl;
    /* xCHKGT copies the band's first row (the super-diagonal) into DL and
     * its last (the sub-diagonal) into DU: its matrix is the transpose of
     * the one DLATMS made.  We build exactly its matrix. */
    *transpose = 1;
    return 1;
  }
  return 0;
}

/* Call DLATMS or ZLATMS (SYM='N', DIST='S') for an n-by-n matrix of
 * bandwidths kl = ku, in the storage pack ('Z': LDA = 3, the band with row
 * 1+ku+i-j holding A(i,j) (1-based) -- LAPACK's GB storage; 'N': dense,
 * LDA = n).  a has 3n or n*n entries (complex when cplx, else the first half
 * of the bytes as doubles). */
static int call_latms(int cplx, gpu_int n, int mode, double cond, double dmax, int kl,
                      int iseed[4], char pack, void *a)
{
  const int nn = (int)n, lda = (pack == 'Z') ? 3 : nn;
  double *sv = malloc(sizeof(double) * (size_t)n);
  void *work = malloc((cplx ? sizeof(dcplx) : sizeof(double)) * 3 * (size_t)n);
  int info = 0;
  if (!sv || !work) {
    free(sv);
    free(work);
    return -2;
  }
  if (cplx)
    zlatms_(&nn, &nn, "S", iseed, "N", sv, &mode, &cond, &dmax, &kl, &kl, &pack, (dcplx *)a,
            &lda, (dcplx *)work, &info, 1, 1, 1);
  else
    dlatms_(&nn, &nn, "S", iseed, "N", sv, &mode, &cond, &dmax, &kl, &kl, &pack, (double *)a,
            &lda, (double *)work, &info, 1, 1, 1);
  free(sv);
  free(work);
  return info;
}

/* Element k of a (complex or real double array) as a double complex. */
static dcplx elem(int cplx, const void *a, size_t k)
{
  return cplx ? ((const dcplx *)a)[k] : ((const double *)a)[k];
}

/* One DLATMS band matrix of order n into dl, d, du (see call_latms). */
static int gen_latms_block(int type, gpu_int n, char prec, int iseed[4], dcplx *dl, dcplx *d,
                           dcplx *du)
{
  const int cplx = (prec == 'c' || prec == 'z');
  int mode = 0, kl = 0, transpose = 0, info;
  double cond = 0, dmax = 0;
  void *ab;
  latms_params(type, prec, &mode, &cond, &dmax, &kl, &transpose);
  ab = malloc(sizeof(dcplx) * 3 * (size_t)n);
  if (!ab)
    return -2;
  info = call_latms(cplx, n, mode, cond, dmax, kl, iseed, 'Z', ab);
  if (info == 0) {
    /* column j (0-based) of the band: rows 0, 1, 2 = A(j-1,j), A(j,j), A(j+1,j)
     * when kl = ku = 1; row 0 = A(j,j) when kl = ku = 0. */
    for (gpu_int j = 0; j < n; j++)
      d[j] = elem(cplx, ab, (size_t)kl + 3 * (size_t)j);
    for (gpu_int j = 0; j + 1 < n; j++) {
      dcplx sub = kl ? elem(cplx, ab, 2 + 3 * (size_t)j) : 0;       /* A(j+1,j) */
      dcplx super = kl ? elem(cplx, ab, 3 * (size_t)(j + 1)) : 0;   /* A(j,j+1) */
      dl[j] = transpose ? super : sub;
      du[j] = transpose ? sub : super;
    }
  }
  free(ab);
  return info;
}

/* DLATMS's band reduction costs O(n^2) time, hours at n = 2^20.  Up to
 * GAL_LATMS_WHOLE the matrix is one DLATMS matrix; above, it is the direct
 * sum of independent DLATMS matrices of order GAL_LATMS_BLOCK (the last one
 * takes the remainder, up to twice that), each with its own seed and the
 * type's singular-value distribution and condition number, joined by zero
 * couplings: the type's conditioning at any n in O(n) time. */
#define GAL_LATMS_WHOLE 2048
#define GAL_LATMS_BLOCK 128

static int gen_latms(int type, gpu_int n, char prec, uint64_t seed, int iseed[4], dcplx *dl,
                     dcplx *d, dcplx *du)
{
  /* nblk blocks: block k starts at row k GAL_LATMS_BLOCK, the last takes the
   * remainder.  Each block has its own seed and writes only its own rows, so
   * the blocks are made in parallel (ZLATMS takes about 3.5 ms a block: 30 s
   * for n = 2^20 on one core) and the matrix does not depend on the threads.
   * This needs a reentrant tmglib: Debian builds LAPACK with -frecursive, and
   * testing_gtsv --self-test compares the matrix made with one thread and
   * with several. */
  const gpu_int nblk = n / GAL_LATMS_BLOCK;
  int info = 0;
  if (n <= GAL_LATMS_WHOLE)
    return gen_latms_block(type, n, prec, iseed, dl, d, du);
#pragma omp parallel for schedule(dynamic, 8)
  for (gpu_int k = 0; k < nblk; k++) {
    const gpu_int r0 = k * GAL_LATMS_BLOCK, nb = k + 1 < nblk ? GAL_LATMS_BLOCK : n - r0;
    int bseed[4], i;
    make_iseed(seed, TAG_MATRIX, (uint64_t)type, (uint64_t)k + 1, bseed);
    i = gen_latms_block(type, nb, prec, bseed, dl + r0, d + r0, du + r0);
    if (k + 1 < nblk) { /* the couplings to the next block */
      dl[r0 + nb - 1] = 0;
      du[r0 + nb - 1] = 0;
    }
    if (i) {
#pragma omp critical(gal_latms_info)
      if (info == 0)
        info = i;
    }
  }
  return info;
}

int gal_generate_dense_latms(int type, gpu_int n, char prec, uint64_t seed, dcplx *dense)
{
  const int cplx = (prec == 'c' || prec == 'z');
  int mode, kl, transpose, iseed[4], info;
  double cond, dmax;
  void *a;
  if (n < 3 || n > GAL_LATMS_WHOLE ||
      !latms_params(type, prec, &mode, &cond, &dmax, &kl, &transpose))
    return -1;
  make_iseed(seed, TAG_MATRIX, (uint64_t)type, 0, iseed);
  a = malloc(sizeof(dcplx) * (size_t)n * (size_t)n);
  if (!a)
    return -2;
  info = call_latms(cplx, n, mode, cond, dmax, kl, iseed, 'N', a);
  if (info == 0)
    for (gpu_int j = 0; j < n; j++)
      for (gpu_int i = 0; i < n; i++) {
        size_t src = transpose ? (size_t)j + (size_t)i * n : (size_t)i + (size_t)j * n;
        dense[(size_t)i + (size_t)j * n] = elem(cplx, a, src);
      }
  free(a);
  return info;
}

/* ------------------------------------------------------------ generation */

static void fill(dcplx *x, size_t count, dcplx v)
{
  for (size_t i = 0; i < count; i++)
    x[i] = v;
}

/* a_i, b_i, c_i all U(-1,1), drawn in LAPACK xCHKGT's order: DL, D, DU. */
static void gen_random(int cplx, gpu_int n, int iseed[4], dcplx *dl, dcplx *d, dcplx *du)
{
  draw(cplx, 2, iseed, (size_t)n - 1, dl);
  draw(cplx, 2, iseed, (size_t)n, d);
  draw(cplx, 2, iseed, (size_t)n - 1, du);
}

/* Toeplitz: b on the diagonal, one draw alpha for the whole sub-diagonal and
 * one draw beta for the whole super-diagonal. */
static void gen_toeplitz(int cplx, gpu_int n, int iseed[4], double b, dcplx *dl, dcplx *d,
                         dcplx *du)
{
  dcplx ab[2];
  draw(cplx, 2, iseed, 2, ab);
  fill(dl, (size_t)n - 1, ab[0]);
  fill(d, (size_t)n, b);
  fill(du, (size_t)n - 1, ab[1]);
}

/* Strictly diagonally dominant by rows and by columns: a_i, c_i U(-1,1),
 * b_i = u_i (1.25 + 0.75 U(0,1)) m_i with m_i the larger of the off-diagonal
 * sums of row i and of column i, u_i a random sign (real) or phase (complex):
 * the class where elimination without pivoting (cyclic reduction) is stable. */
static int gen_dominant(int cplx, gpu_int n, int iseed[4], dcplx *dl, dcplx *d, dcplx *du)
{
  const size_t nn = (size_t)n;
  dcplx *u = malloc(sizeof(dcplx) * 2 * nn);
  if (!u)
    return -2;
  draw(cplx, 2, iseed, nn - 1, dl);
  draw(cplx, 2, iseed, nn - 1, du);
  draw(cplx, 2, iseed, nn, u);          /* signs or phases */
  draw(0, 1, iseed, nn, u + nn);        /* the margins     */
  for (size_t i = 0; i < nn; i++) {
    const double row = (i > 0 ? cabs(dl[i - 1]) : 0) + (i + 1 < nn ? cabs(du[i]) : 0);
    const double col = (i > 0 ? cabs(du[i - 1]) : 0) + (i + 1 < nn ? cabs(dl[i]) : 0);
    const double m = (row > col ? row : col) + 0x1p-20; /* > 0 however small a, c */
    const double a = cabs(u[i]);
    d[i] = (a > 0 ? u[i] / a : 1.0) * (1.25 + 0.75 * creal(u[nn + i])) * m;
  }
  free(u);
  return 0;
}

static int generate(int type, gpu_int n, char prec, uint64_t seed, dcplx *dl, dcplx *d,
                    dcplx *du);

/* n = 1, 2: the leading n-by-n block of the type's matrix of order 3. */
static int generate_small(int type, gpu_int n, char prec, uint64_t seed, dcplx *dl, dcplx *d,
                          dcplx *du)
{
  dcplx m[8];
  int info = generate(type, 3, prec, seed, m, m + 2, m + 5);
  if (info == 0) {
    for (gpu_int i = 0; i < n; i++)
      d[i] = m[2 + i];
    if (n == 2) {
      dl[0] = m[0];
      du[0] = m[5];
    }
  }
  return info;
}

int gal_generate(int type, gpu_int n, char prec, uint64_t seed, dcplx *dl, dcplx *d,
                 dcplx *du)
{
  if (n < 1 || type < 1 || type > GAL_NTYPES || prec == '\0' || !strchr("sdcz", prec))
    return -1;
  if (n < 3)
    return generate_small(type, n, prec, seed, dl, d, du);
  return generate(type, n, prec, seed, dl, d, du);
}

static int generate(int type, gpu_int n, char prec, uint64_t seed, dcplx *dl, dcplx *d,
                    dcplx *du)
{
  const int cplx = (prec == 'c' || prec == 'z');
  const size_t nn = (size_t)n;
  int iseed[4];
  /* LAPACK's zero-column types reuse GT 7's matrix, as xCHKGT does. */
  {
    int stream = gal_zero_column(type) ? GAL_LAPACK_FIRST + 6 : type;
    make_iseed(seed, TAG_MATRIX, (uint64_t)stream, 0, iseed);
  }

  switch (type) {
  case 1:
  case 4:
  case 12:
    gen_random(cplx, n, iseed, dl, d, du);
    if (type == 4)
      dl[nn / 2 - 1] *= 1e-50; /* the (n/2)-th sub-diagonal entry, DL(n/2) */
    if (type == 12)
      for (size_t i = 0; i + 1 < nn; i++)
        dl[i] *= 1e-50;
    return 0;
  case 2:
    gen_toeplitz(cplx, n, iseed, 1e8, dl, d, du);
    return 0;
  case 6:
    gen_toeplitz(cplx, n, iseed, 64.0, dl, d, du);
    return 0;
  case 14:
    gen_toeplitz(cplx, n, iseed, 1e-8, dl, d, du);
    return 0;
  case 16:
    gen_toeplitz(cplx, n, iseed, 0.0, dl, d, du);
    return 0;
  case 3: /* lesp */
    for (size_t i = 1; i <= nn; i++)
      d[i - 1] = -(2.0 * (double)i + 3.0);
    for (size_t i = 2; i <= nn; i++)
      dl[i - 2] = 1.0 / (double)i;
    for (size_t i = 1; i < nn; i++)
      du[i - 1] = (double)i + 1.0;
    return 0;
  case 5: { /* sparse off-diagonals: a coin U(0,1) < 1/2 zeroes the entry */
    dcplx *coin = malloc(sizeof(dcplx) * 2 * nn);
    if (!coin)
      return -2;
    draw(cplx, 2, iseed, nn, d);
    draw(cplx, 2, iseed, nn - 1, dl);
    draw(cplx, 2, iseed, nn - 1, du);
    draw(0, 1, iseed, 2 * (nn - 1), coin);
    for (size_t i = 0; i + 1 < nn; i++) {
      if (creal(coin[i]) < 0.5)
        dl[i] = 0;
      if (creal(coin[nn - 1 + i]) < 0.5)
        du[i] = 0;
    }
    free(coin);
    return 0;
  }
  case 7: { /* inv(kms(n, rho)), rho = 1/2 */
    const double rho = 0.5, s = 1.0 - rho * rho;
    fill(dl, nn - 1, -rho / s);
    fill(du, nn - 1, -rho / s);
    fill(d, nn, (1.0 + rho * rho) / s);
    d[0] = d[nn - 1] = 1.0 / s;
    return 0;
  }
  case 13: { /* dorr(n, theta), theta = 1e-4 */
    const double theta = 1e-4, np1 = (double)n + 1.0, tau = theta * np1 * np1;
    const size_t m = (nn + 1) / 2;
    for (size_t i = 1; i <= nn; i++) {
      const double s = np1 / 2.0 - (double)i;
      double c, e, dd;
      if (i <= m) {
        c = -tau;
        e = -tau - s;
        dd = 2.0 * tau + s;
      } else {
        e = -tau;
        c = -tau + s;
        dd = 2.0 * tau - s;
      }
      d[i - 1] = dd;
      if (i >= 2)
        dl[i - 2] = c; /* sub-diagonal (c_2..c_n) */
      if (i <= nn - 1)
        du[i - 1] = e; /* super-diagonal (e_1..e_{n-1}) */
    }
    return 0;
  }
  case 15: /* clement(n, 0) */
    fill(d, nn, 0.0);
    for (size_t i = 2; i <= nn; i++)
      dl[i - 2] = (double)(nn - i + 1);
    for (size_t i = 1; i < nn; i++)
      du[i - 1] = (double)i;
    return 0;
  case 17:
  case 18:
    draw(cplx, 2, iseed, nn - 1, dl);
    draw(cplx, 2, iseed, nn - 1, du);
    fill(d, nn, type == 17 ? 1e-8 : 0.0);
    return 0;
  case GAL_DOMINANT:
    return gen_dominant(cplx, n, iseed, dl, d, du);
  default:
    break;
  }

  /* LAPACK's types. */
  {
    const int k = type - GAL_LAPACK_FIRST + 1;
    if (k <= 6)
      return gen_latms(type, n, prec, seed, iseed, dl, d, du);
    gen_random(cplx, n, iseed, dl, d, du); /* GT 7..12 */
    if (k == 11 || k == 12) {
      const double anorm = latb4_gt(k, prec).anorm;
      for (size_t i = 0; i + 1 < nn; i++) {
        dl[i] *= anorm;
        du[i] *= anorm;
      }
      for (size_t i = 0; i < nn; i++)
        d[i] *= anorm;
    } else if (k == 8) { /* column 1 */
      d[0] = 0;
      dl[0] = 0;
    } else if (k == 9) { /* column n */
      du[nn - 2] = 0;
      d[nn - 1] = 0;
    } else if (k == 10) { /* columns (n+1)/2 .. n */
      for (size_t j = (nn + 1) / 2; j <= nn; j++) {
        d[j - 1] = 0;
        if (j >= 2)
          du[j - 2] = 0;
        if (j <= nn - 1)
          dl[j - 1] = 0;
      }
    }
    return 0;
  }
}
