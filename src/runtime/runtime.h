/* runtime.h -- internal interface of the runtime: backend choice, the CUDA
 * device context and its workspace pool, error reporting. */
#ifndef GS_RUNTIME_H
#define GS_RUNTIME_H

#include <stddef.h>
#include "gpusolve.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The backend a call uses now (GPU_BACKEND_CPU or _CUDA), resolving AUTO on
 * first use; GPU_ERR_NO_BACKEND when the chosen backend is not usable. */
int gs_backend(void);

/* Report illegal argument i (> 0) of routine srname through the xerbla handler. */
void gs_xerbla(const char *srname, gpu_int i);

/* The device-memory cap in bytes, 0 for none (gpu_set_device_memory_limit,
 * else GPUSOLVE_DEVICE_MEMORY read at first use). */
size_t gs_device_memory_limit(void);

/* Number of CPU threads the CPU backend uses (the size of the team its next
 * parallel region gets at most), and the calling thread's number in its
 * team (0 outside a parallel region or without OpenMP). */
int gs_cpu_threads(void);
int gs_cpu_thread_num(void);

/* ---- CUDA context (src/runtime/cuda_context.cu); only with GPUSOLVE_HAVE_CUDA */
int gs_cuda_usable(void);             /* 1 when a device is usable            */
const char *gs_cuda_device_name(void);
int gs_cuda_sm_count(void);           /* multiprocessors of the device in use */
size_t gs_cuda_smem_per_block(void);  /* opt-in shared memory per block       */

/* Workspace pool: device buffers kept between calls (no cudaMalloc per call
 * in steady state).  gs_cuda_acquire returns 0 or GPU_ERR_DEVICE_MEMORY.
 * With a cap (gs_device_memory_limit), the bytes the pool holds, in use or
 * cached, never exceed it: a request that would pass it first frees the
 * cached blocks, then fails; a block released while the pool holds more
 * than the cap is freed at once. */
int gs_cuda_acquire(size_t bytes, void **ptr);
void gs_cuda_release(void *ptr);
/* Bytes one more gs_cuda_acquire may hope to get now: the smaller of the
 * cap less the bytes in use, and the device's free memory plus the pool's
 * cached blocks, less a margin for the runtime and fragmentation. */
size_t gs_cuda_device_budget(void);
/* Free cached blocks while the pool holds more than the cap. */
void gs_cuda_trim_to_limit(void);
/* Pinned host buffers, pooled the same way (GPU_ERR_HOST_MEMORY on failure). */
int gs_cuda_acquire_pinned(size_t bytes, void **ptr);
void gs_cuda_release_pinned(void *ptr);
void gs_cuda_finalize(void);

/* memcpy of count columns of width bytes (pitches dpitch, spitch) by
 * several OpenMP threads (host_copy.c; the CUDA backend's staging), with
 * ordinary stores (GS_COPY_CACHED: into a buffer read next by a DMA) or
 * stores that bypass the caches (GS_COPY_STREAM: into the caller's memory). */
enum { GS_COPY_CACHED = 0, GS_COPY_STREAM = 1 };
void gs_host_copy2d(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                    size_t count, int mode);
/* Bytes of one staging chunk (GPUSOLVE_STAGE_CHUNK, default 16 MB). */
size_t gs_stage_chunk(void);

#ifdef __CUDACC__
/* A few bytes of device memory (a solver's flag or code words) into host
 * memory dst once the stream's work before is done; on success the
 * stream is synchronized.  The copy goes through a pinned buffer of the pool:
 * into pageable memory, such as a caller's stack, the driver stages it,
 * which took 2.7 us more a copy on the H200 (readback.cu, session 28:
 * docs/performance.md; the batch routines' code word has gone this way
 * since dce7737, whose comment put the staging at about 10 us a call). */
cudaError_t gs_cuda_fetch(void *dst, const void *src, size_t bytes, cudaStream_t st);
#endif

#ifdef __CUDACC__
/* Pageable host memory to and from the device at the bus's speed: count
 * columns of width bytes (host column j at h + j hpitch, device column at
 * d + j dpitch) go through two pinned staging buffers in turn, the host's
 * copy of one chunk (gs_host_copy2d) overlapping the DMA of the other; a
 * chunk is a part of one long column or several whole short ones.  Both
 * return when the copy is complete.  0, GPU_ERR_CUDA or (no pinned memory
 * at all) the plain cudaMemcpy2D's status. */
int gs_cuda_h2d(void *d, size_t dpitch, const void *h, size_t hpitch, size_t width, size_t count,
                cudaStream_t st);
int gs_cuda_d2h(void *h, size_t hpitch, const void *d, size_t dpitch, size_t width, size_t count,
                cudaStream_t st);
/* One copy of gs_cuda_h2d_list: count columns of width bytes from h (pitch
 * hpitch) to d (pitch dpitch). */
typedef struct {
  void *d;
  size_t dpitch;
  const void *h;
  size_t hpitch, width, count;
} gs_copy2d;
/* Progress of gs_cuda_h2d_list: after queueing each piece's DMA on st it
 * calls cb(arg, i, col, end, st), every byte of copy i before offset end of
 * its column col (and of the columns and copies before) then queued.  cb
 * may queue work on other streams behind an event recorded on st; an error
 * it returns ends the copy with GPU_ERR_CUDA. */
typedef cudaError_t (*gs_stage_progress)(void *arg, int i, size_t col, size_t end,
                                         cudaStream_t st);
/* gs_cuda_h2d of nc copies in order through one pipeline (it fills and
 * drains once), cb (may be NULL) told of the progress. */
int gs_cuda_h2d_list(const gs_copy2d *cl, int nc, cudaStream_t st, gs_stage_progress cb,
                     void *arg);
#endif

#ifdef __cplusplus
}
#endif
#endif
