/* timing_common.h -- helpers shared by the timing drivers under timing/:
 * clocks, medians, a seeded generator, the options every driver takes, table
 * and CSV cells, the environment header, the run set-up (backend, device,
 * cuSPARSE handle, L2 flush), timed runs of an operation (CUDA events or wall
 * clock, warm-up, median), memory-copy bandwidth (the floor every driver
 * reports) and CUDA/cuSPARSE error checks.  All CUDA code is under
 * GPUSOLVE_HAVE_CUDA; without it the drivers time the CPU backend (and
 * LAPACK) only. */
#ifndef TIMING_COMMON_H
#define TIMING_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef GPUSOLVE_HAVE_CUDA
#include <cuda_runtime_api.h>
/* cusparse.h (CUDA 13) declares functions on its own deprecated types, which
 * warns in C at the header's lines; deprecations at our call sites still warn. */
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#endif
#include <cusparse.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif

/* Token pasting after expansion (names per precision in the templates). */
#define TM_CAT_(a, b) a##b
#define TM_CAT(a, b) TM_CAT_(a, b)

/* ---------------------------------------------------------------- clocks */

/* Wall-clock seconds from a monotonic clock. */
double tm_wtime(void);

/* Median of v[0..k-1] (sorts v in place); NaN when k <= 0. */
double tm_median(double *v, int k);

/* ---------------------------------------------------------------- random */

/* xoshiro256** seeded through splitmix64: the same stream on every platform. */
typedef struct {
  uint64_t s[4];
} tm_rng;

void tm_rng_seed(tm_rng *r, uint64_t seed);
/* Uniform in [-1, 1). */
double tm_rng_sym(tm_rng *r);
/* Uniform in [0, 1). */
double tm_rng_unit(tm_rng *r);
/* A 64-bit hash of two words (to derive a row's seed from the global one). */
uint64_t tm_mix(uint64_t a, uint64_t b);

/* ---------------------------------------------------------------- options */

/* Matrix kinds: random (entries uniform in [-1, 1)), diagdom (diagonally
 * dominant by rows: |d| >= |dl| + |du| + 1, random signs); for complex
 * entries see gen_tridiag in timing_tridiag.inc. */
enum { TM_RANDOM = 0, TM_DIAGDOM = 1, TM_NKINDS = 2 };
extern const char *const tm_kind_name[TM_NKINDS];

/* Precisions, in this order: a driver times the first nprec of them (tm_opts). */
enum { TM_NPREC = 4 };
extern const char *const tm_prec_name[TM_NPREC]; /* "s", "d", "c", "z" */

/* The options every driver takes. */
typedef struct {
  int nprec;           /* precisions the driver times: tm_prec_name[0 .. nprec-1] */
  int prec[TM_NPREC];  /* s, d, c, z chosen */
  int kind[TM_NKINDS]; /* matrix kinds chosen */
  int reps;            /* timed runs per measurement, after one warm-up */
  int flush;           /* L2 flush before each timed device run */
  double thresh;       /* pass threshold of the residual ratio */
  uint64_t seed;
  size_t bw_bytes;     /* size of the copy that measures the bandwidth */
  const char *csv, *backend;
} tm_opts;

/* For a driver that times the first nprec (2: s, d; TM_NPREC: all) of
 * tm_prec_name: s and d, both kinds, 10 runs, flush on, thresh 30, seed 1,
 * 1 GiB, no CSV file, backend auto. */
void tm_opts_default(tm_opts *c, int nprec);

/* The usage lines of the options in tm_opts, for a driver of nprec precisions. */
void tm_usage_common(FILE *f, int nprec);

/* Parse argv, each option as "--opt value" or "--opt=value": -h and --help
 * print usage(stdout) and exit(0); the options of tm_opts go into c; any
 * other is handed to f(ctx, name, value), which returns 1 (taken), 0 (not
 * an option of the driver) or -1 (bad value).  Returns 0, or -1 after a
 * message on stderr as prog's: also when no precision is chosen or one
 * beyond the first c->nprec. */
int tm_parse_options(int argc, char **argv, const char *prog, void (*usage)(FILE *), tm_opts *c,
                     int (*f)(void *ctx, const char *name, const char *val), void *ctx);

/* set[i] = 1 for the i (< k) with names[i] equal to s: 0, or -1 for none. */
int tm_set_name(int *set, const char *const *names, int k, const char *s);

/* The names of the set flags among k, comma separated, into buf: "s,d". */
const char *tm_list(char *buf, size_t len, const int *set, const char *const *names, int k);

/* An integer, or 2^k, in 1..max; 0 when malformed or out of range. */
long tm_parse_size(const char *s, long max);
/* An integer in lo..hi into *v: 0, or -1 when malformed or out of range. */
int tm_parse_int(const char *s, long lo, long hi, long *v);
/* A number >= 0 into *v: 0, or -1. */
int tm_parse_double(const char *s, double *v);
/* f(ctx, item) on each item of a comma-separated list; -1 on the first
 * failure (or a list over 1023 characters), else 0. */
int tm_for_each_item(const char *list, int (*f)(void *ctx, const char *item), void *ctx);

/* ---------------------------------------------------------------- output */

/* A check that did not run (a NaN result is a failure and prints "nan"). */
#define TM_NOTRUN (-1.0)

/* A table cell: fmt of v, or "-" where v did not run: v NaN when
 * nan_is_notrun (times), v == TM_NOTRUN otherwise (residuals). */
void tm_cell(char *buf, size_t len, const char *fmt, double v, int nan_is_notrun);
/* The same in CSV: ",v" (%.6e) or an empty field. */
void tm_csv_cell(FILE *f, double v, int nan_is_notrun);

/* Open the CSV file (NULL: none).  Returns 0, or -1 with a message. */
int tm_csv_open(const char *path);
FILE *tm_csv(void);
void tm_csv_close(void);

/* One environment line: "% text" on stdout and "# text" in the CSV file. */
void tm_note(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Host CPU model (from /proc/cpuinfo where there is one) and thread count. */
void tm_note_host(void);

/* The command line as a header line. */
void tm_note_command(int argc, char **argv);

/* ---------------------------------------------------------------- run set-up */

/* What a driver finds at start: the backends, the bandwidths of the floor,
 * the L2 flush and the cuSPARSE handle. */
typedef struct {
  int cuda;        /* a CUDA device is usable: the cuSPARSE columns run */
  int ours_cuda;   /* our library's backend is CUDA (device arrays, events) */
  int flush;       /* the L2 flush before each timed device run is on */
  int bw_reps;     /* copies behind each bandwidth median */
  size_t bw_bytes; /* size of the copy that measures the bandwidth */
  double gpu_bw;   /* bytes/s, device-to-device copy (read + written); 0: not measured */
  double host_bw;  /* bytes/s, host copy (read + written); 0: not measured */
#ifdef GPUSOLVE_HAVE_CUDA
  cusparseHandle_t sp;
#endif
} tm_env;

/* Select our backend (c->backend), find the device (creating its context),
 * create the cuSPARSE handle, measure the copy bandwidth (device where a
 * device is usable; host where ours runs on the CPU; median of c->reps
 * copies of c->bw_bytes), set up the L2 flush (c->flush) and open the CSV
 * file (c->csv).  Returns 0, 2 when the backend asked for is not usable here
 * or the CSV file cannot be written, or 1 on another failure; reported on
 * stderr as prog's. */
int tm_env_init(tm_env *e, const char *prog, const tm_opts *c);
/* Release what tm_env_init made, close the CSV file, gpu_finalize(). */
void tm_env_fini(tm_env *e);

/* Header lines: the title, library version, backend and device, the CUDA
 * device (or that none is usable), the host. */
void tm_note_env(const tm_env *e, const char *title);
/* "on", "off" or "n/a" (no CUDA build): the L2 flush. */
const char *tm_flush_state(const tm_env *e);
/* Header lines: the L2 flush and the copy bandwidths measured. */
void tm_note_bandwidth(const tm_env *e);

/* ---------------------------------------------------------------- timed runs */

#define TM_MAXPHASE 4

/* The clock of one run: CUDA events on the legacy default stream (device)
 * or the wall clock (host), one mark per phase boundary. */
typedef struct {
  int device;
  double wt[TM_MAXPHASE + 1];
#ifdef GPUSOLVE_HAVE_CUDA
  cudaEvent_t ev[TM_MAXPHASE + 1];
#endif
} tm_clock;

/* Inside a run: phase k (1..nphase-1) starts now.  0, or -1 (reported). */
int tm_mark(tm_clock *c, int k);

/* An operation to time. */
typedef struct {
  int (*reset)(void *ctx);            /* before each run, untimed (NULL: none): 0 or -1 */
  int (*run)(void *ctx, tm_clock *c); /* one run, marking its phases: 0, or nonzero to stop */
  void *ctx;
  int nphase; /* 1..TM_MAXPHASE */
  int device; /* 1: device work (events, L2 flush); 0: host (wall clock) */
} tm_op;

/* One warm-up run, then reps timed runs, fewer (at least min(3, reps)) once
 * max_time seconds of wall clock (warm-up included) are spent.  Before each
 * run: reset, then for device work the L2 flush (where on) and a device
 * drain, so that the run's host-side work before its first launch is timed
 * too.  med[0] = median of whole runs, med[k] = of phase k (k = 1..nphase),
 * in seconds.  Returns the number of timed runs, or -1 when reset or run
 * returned nonzero or a CUDA call failed (reported), med untouched. */
int tm_time_op(const tm_op *op, int reps, double max_time, double *med);

/* ---------------------------------------------------------------- bandwidth */

/* Host memory-copy bandwidth in bytes per second, counting bytes read plus
 * bytes written: the median over reps copies of a bytes-long buffer, the copy
 * split over the OpenMP threads (as the CPU backend runs).  Returns a value
 * <= 0 when the buffers cannot be had. */
double tm_host_copy_bw(size_t bytes, int reps);

#ifdef GPUSOLVE_HAVE_CUDA
/* ---------------------------------------------------------------- CUDA */

/* Print what failed (file:line, call, error text) and return 0 on failure,
 * 1 on success.  Use through TM_CK / TM_CKS. */
int tm_cuda_ok(cudaError_t e, const char *call, const char *file, int line);
int tm_cusparse_ok(cusparseStatus_t s, const char *call, const char *file, int line);
#define TM_CK(call) tm_cuda_ok((call), #call, __FILE__, __LINE__)
#define TM_CKS(call) tm_cusparse_ok((call), #call, __FILE__, __LINE__)

/* 1 when a CUDA device can be used by this process (device 0 selected). */
int tm_cuda_device_usable(void);

/* Environment lines for device 0: name, SMs, compute capability, memory,
 * L2, CUDA runtime and driver versions, cuSPARSE version. */
void tm_note_cuda(void);

/* Device-to-device cudaMemcpy bandwidth in bytes per second, read plus
 * written, median over reps copies of a bytes-long buffer timed with events.
 * Returns a value <= 0 on failure (reported). */
double tm_cuda_copy_bw(size_t bytes, int reps);

/* L2 flush between timed runs: tm_cuda_flush_init allocates a scratch buffer
 * of twice the L2 size; tm_cuda_flush overwrites it on the legacy default
 * stream (asynchronously), so the next timed call reads its inputs from
 * device memory, as the floor assumes.  Both return 0 or -1 (reported). */
int tm_cuda_flush_init(void);
int tm_cuda_flush(void);
size_t tm_cuda_flush_bytes(void);
void tm_cuda_flush_free(void);
#endif

#endif /* TIMING_COMMON_H */
