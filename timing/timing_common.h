/* timing_common.h -- helpers shared by the timing drivers under timing/:
 * clocks, medians, a seeded generator, the environment header, memory-copy
 * bandwidth (the floor every driver reports) and CUDA/cuSPARSE error checks.
 * All CUDA code is under GPUSOLVE_HAVE_CUDA; without it the drivers time the
 * CPU backend and LAPACK only. */
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

/* ---------------------------------------------------------------- output */

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
