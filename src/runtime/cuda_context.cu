/* cuda_context.cu -- the CUDA device context: device probe and properties,
 * and the workspace pools (device memory and pinned host memory) that keep
 * buffers between calls, so that steady-state calls do no cudaMalloc.
 * Thread safe: several host threads may call the library at once; each takes
 * its own buffers from the pool and works on its per-thread default stream.
 * The device pool honours the cap of gpu_set_device_memory_limit (bytes held,
 * in use or cached); routines that can work in pieces size them with
 * gs_cuda_device_budget. */
#include "config.h"
#include <cuda_runtime.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/runtime.h"

namespace {

struct Block {
  void *ptr;
  size_t size;
  int in_use;
  Block *next;
};

struct Pool {
  Block *head;
  int pinned;
  size_t held, used; /* bytes of all blocks, and of those in use */
};

pthread_mutex_t ctx_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_once_t probe_once = PTHREAD_ONCE_INIT;
int usable = 0;
int sm_count = 0;
size_t smem_optin = 0;
char device_name[256] = "no CUDA device";
Pool dev_pool = {NULL, 0, 0, 0};
Pool host_pool = {NULL, 1, 0, 0};

/* The cap on what pool p may hold; only device memory is capped. */
size_t pool_limit(const Pool *p) { return p->pinned ? 0 : gs_device_memory_limit(); }

void probe(void)
{
  int count = 0, dev = 0;
  cudaDeviceProp prop;
  if (cudaGetDeviceCount(&count) != cudaSuccess || count < 1) {
    cudaGetLastError(); /* clear the sticky "no device" error */
    return;
  }
  if (cudaGetDevice(&dev) != cudaSuccess || cudaGetDeviceProperties(&prop, dev) != cudaSuccess) {
    cudaGetLastError();
    return;
  }
  sm_count = prop.multiProcessorCount;
  smem_optin = prop.sharedMemPerBlockOptin;
  strncpy(device_name, prop.name, sizeof device_name - 1);
  device_name[sizeof device_name - 1] = '\0';
  usable = 1;
}

int raw_alloc(Pool *p, size_t bytes, void **ptr)
{
  cudaError_t e = p->pinned ? cudaMallocHost(ptr, bytes) : cudaMalloc(ptr, bytes);
  if (e != cudaSuccess) {
    cudaGetLastError();
    *ptr = NULL;
    return -1;
  }
  return 0;
}

void raw_free(Pool *p, void *ptr)
{
  if (p->pinned)
    cudaFreeHost(ptr);
  else
    cudaFree(ptr);
}

/* Free cached blocks not in use, largest first, until the pool holds at
 * most `keep` bytes (0: all of them; called with ctx_lock held). */
void trim_to(Pool *p, size_t keep)
{
  while (p->held > keep) {
    Block **bp, **big = NULL;
    for (bp = &p->head; *bp; bp = &(*bp)->next)
      if (!(*bp)->in_use && (!big || (*bp)->size > (*big)->size))
        big = bp;
    if (!big)
      return;
    Block *b = *big;
    raw_free(p, b->ptr);
    p->held -= b->size;
    *big = b->next;
    free(b);
  }
}

void trim(Pool *p) { trim_to(p, 0); }

int acquire(Pool *p, size_t bytes, void **ptr, int err)
{
  Block *best = NULL, *b;
  if (bytes == 0)
    bytes = 1;
  bytes = (bytes + 255) & ~(size_t)255;
  pthread_mutex_lock(&ctx_lock);
  for (b = p->head; b; b = b->next) /* best fit among free blocks */
    if (!b->in_use && b->size >= bytes && (!best || b->size < best->size))
      best = b;
  if (best) {
    best->in_use = 1;
    p->used += best->size;
    *ptr = best->ptr;
    pthread_mutex_unlock(&ctx_lock);
    return 0;
  }
  const size_t cap = pool_limit(p);
  if (cap && p->held + bytes > cap) { /* room under the cap: give back cached blocks first */
    trim(p);
    if (p->held + bytes > cap) {
      pthread_mutex_unlock(&ctx_lock);
      *ptr = NULL;
      return err;
    }
  }
  b = (Block *)malloc(sizeof *b);
  if (!b) {
    pthread_mutex_unlock(&ctx_lock);
    return GPU_ERR_HOST_MEMORY;
  }
  if (raw_alloc(p, bytes, &b->ptr) != 0) {
    trim(p); /* cached blocks too small for this request: give them back and retry */
    if (raw_alloc(p, bytes, &b->ptr) != 0) {
      free(b);
      pthread_mutex_unlock(&ctx_lock);
      *ptr = NULL;
      return err;
    }
  }
  b->size = bytes;
  b->in_use = 1;
  b->next = p->head;
  p->head = b;
  p->held += bytes;
  p->used += bytes;
  *ptr = b->ptr;
  pthread_mutex_unlock(&ctx_lock);
  return 0;
}

void release(Pool *p, void *ptr)
{
  if (!ptr)
    return;
  pthread_mutex_lock(&ctx_lock);
  for (Block *b = p->head; b; b = b->next)
    if (b->ptr == ptr) {
      b->in_use = 0;
      p->used -= b->size;
      break;
    }
  const size_t cap = pool_limit(p);
  if (cap && p->held > cap) /* the cap was lowered while blocks were in use */
    trim_to(p, cap);
  pthread_mutex_unlock(&ctx_lock);
}

} // namespace

/* ------------------------------------------------------------ staging */

/* Chunk of the staging (two buffers of it, gs_stage_chunk(): 16 MB unless
 * GPUSOLVE_STAGE_CHUNK says otherwise): large enough that a chunk's DMA
 * (about 0.3 ms at 50 GB/s) dwarfs the per-chunk calls, small enough to
 * start overlapping at once.  Below GS_STAGE_MIN bytes in all, a plain
 * cudaMemcpy2D from pageable memory costs less than the staging's calls. */
#define GS_STAGE_MIN ((size_t)1 << 20)

namespace {
/* The pieces of a column list, in order: a piece is ncol whole columns
 * (when a column is shorter than the chunk; at most chunk bytes in all) or
 * len bytes from offset off of one column. */
struct Pieces {
  size_t width, count, chunk, col, off;
  int next(size_t *c, size_t *o, size_t *len, size_t *ncol)
  {
    if (col >= count)
      return 0;
    *c = col;
    *o = off;
    if (width <= chunk) {
      const size_t per = chunk / width, left = count - col;
      *ncol = per < left ? per : left;
      *len = width;
      col += *ncol;
      return 1;
    }
    *ncol = 1;
    *len = width - off < chunk ? width - off : chunk;
    off += *len;
    if (off >= width) {
      off = 0;
      col++;
    }
    return 1;
  }
};

/* Piece (c, o, len, ncol) between the device and staging buffer buf, where
 * its columns lie len bytes apart. */
cudaError_t piece_dma(int h2d, char *dev, size_t dpitch, char *buf, size_t c, size_t o,
                      size_t len, size_t ncol, cudaStream_t st)
{
  char *dp = dev + c * dpitch + o;
  return h2d ? cudaMemcpy2DAsync(dp, dpitch, buf, len, len, ncol, cudaMemcpyHostToDevice, st)
             : cudaMemcpy2DAsync(buf, len, dp, dpitch, len, ncol, cudaMemcpyDeviceToHost, st);
}

/* The end of a staged copy: no DMA may still use the buffers when they go
 * back to the pool. */
int stage_end(cudaStream_t st, cudaEvent_t ev[2], void *buf, int info)
{
  if (cudaStreamSynchronize(st) != cudaSuccess)
    info = GPU_ERR_CUDA;
  if (info)
    cudaGetLastError();
  for (int i = 0; i < 2; i++)
    if (ev[i])
      cudaEventDestroy(ev[i]);
  release(&host_pool, buf);
  return info;
}

/* The end of a copy that went without the staging (small, or no pinned
 * memory): wait for it.  0 or GPU_ERR_CUDA. */
int plain_end(cudaError_t e, cudaStream_t st)
{
  if (e == cudaSuccess)
    e = cudaStreamSynchronize(st);
  if (e != cudaSuccess) {
    cudaGetLastError();
    return GPU_ERR_CUDA;
  }
  return 0;
}

/* The staging's two buffers of chunk bytes in buf, and an event for each.
 * 0 or GPU_ERR_CUDA (then stage_end destroys the events made). */
int stage_begin(void *buf, size_t chunk, char *b[2], cudaEvent_t ev[2])
{
  b[0] = (char *)buf;
  b[1] = b[0] + chunk;
  if (cudaEventCreateWithFlags(&ev[0], cudaEventDisableTiming) != cudaSuccess ||
      cudaEventCreateWithFlags(&ev[1], cudaEventDisableTiming) != cudaSuccess)
    return GPU_ERR_CUDA;
  return 0;
}

/* The way in: the copies of list cl[0..nc-1] in order, through one
 * pipeline -- the host's copy of piece k into one pinned buffer while piece
 * k-1's DMA runs from the other, the pieces of all the copies in one
 * sequence, so that the pipeline fills and drains once, not once an array
 * (session 8: DL, D, DU and B of a host form went through four).  Every
 * copy is cut with the same chunk (a column begun under one chunk and
 * finished under another overran the caller's array in session 5's
 * version).  The host copies use ordinary stores (GS_COPY_CACHED): the DMA
 * reads the chunk next, from the CPU's cache where it still is. */
int stage_in(const gs_copy2d *cl, int nc, cudaStream_t st, gs_stage_progress cb, void *arg)
{
  void *buf = NULL;
  char *b[2];
  cudaEvent_t ev[2] = {NULL, NULL};
  const size_t sc = gs_stage_chunk();
  size_t total = 0, big = 0, chunk;
  int info = 0, k = 0;
  for (int i = 0; i < nc; i++) {
    const size_t t = cl[i].width * cl[i].count;
    total += t;
    big = t > big ? t : big;
  }
  if (total == 0)
    return 0;
  chunk = big < sc ? big : sc;
  if (total < GS_STAGE_MIN || acquire(&host_pool, 2 * chunk, &buf, GPU_ERR_HOST_MEMORY) != 0) {
    cudaError_t e = cudaSuccess;
    for (int i = 0; i < nc && e == cudaSuccess; i++) {
      const gs_copy2d *c = &cl[i];
      if (c->width == 0 || c->count == 0)
        continue;
      /* one column: its pitch is never used; cudaMemcpy2D wants it >= width */
      const size_t dp = c->count == 1 ? c->width : c->dpitch;
      const size_t hp = c->count == 1 ? c->width : c->hpitch;
      e = cudaMemcpy2DAsync(c->d, dp, c->h, hp, c->width, c->count, cudaMemcpyHostToDevice, st);
      if (e == cudaSuccess && cb)
        e = cb(arg, i, c->count - 1, c->width, st);
    }
    return plain_end(e, st);
  }
  info = stage_begin(buf, chunk, b, ev);
  for (int i = 0; i < nc && !info; i++) {
    const gs_copy2d *c = &cl[i];
    const size_t dp = c->count == 1 ? c->width : c->dpitch;
    const size_t hp = c->count == 1 ? c->width : c->hpitch;
    const char *hs = (const char *)c->h;
    Pieces P = {c->width, c->count, chunk, 0, 0};
    size_t col, o, len, ncol;
    for (; c->width > 0 && P.next(&col, &o, &len, &ncol); k++) {
      char *bk = b[k & 1];
      if (k >= 2 && cudaEventSynchronize(ev[k & 1]) != cudaSuccess) { /* piece k-2 has left bk */
        info = GPU_ERR_CUDA;
        break;
      }
      gs_host_copy2d(bk, len, hs + col * hp + o, hp, len, ncol, GS_COPY_CACHED);
      if (piece_dma(1, (char *)c->d, dp, bk, col, o, len, ncol, st) != cudaSuccess ||
          cudaEventRecord(ev[k & 1], st) != cudaSuccess ||
          (cb && cb(arg, i, col + ncol - 1, o + len, st) != cudaSuccess)) {
        info = GPU_ERR_CUDA;
        break;
      }
    }
  }
  return stage_end(st, ev, buf, info);
}

/* The way out: the DMA of piece k+1 into one buffer while the host copies
 * piece k out of the other, with streaming stores (GS_COPY_STREAM: the
 * caller's memory is not read next by this core). */
int stage_out(void *host, size_t hpitch, const void *dev, size_t dpitch, size_t width,
              size_t count, cudaStream_t st)
{
  const size_t total = width * count;
  void *buf = NULL;
  char *b[2], *dv = (char *)dev, *hs = (char *)host;
  cudaEvent_t ev[2] = {NULL, NULL};
  const size_t sc = gs_stage_chunk();
  size_t chunk = total < sc ? total : sc;
  int info = 0;
  if (total == 0)
    return 0;
  if (count == 1) /* one column: its pitch is never used; cudaMemcpy2D wants it >= width */
    dpitch = hpitch = width;
  if (total < GS_STAGE_MIN || acquire(&host_pool, 2 * chunk, &buf, GPU_ERR_HOST_MEMORY) != 0) {
    return plain_end(cudaMemcpy2DAsync(host, hpitch, dev, dpitch, width, count,
                                       cudaMemcpyDeviceToHost, st), st);
  }
  if (stage_begin(buf, chunk, b, ev) != 0)
    return stage_end(st, ev, buf, GPU_ERR_CUDA);
  Pieces P = {width, count, chunk, 0, 0}, Q = P;
  size_t c, o, len, nc, qc, qo, qlen, qnc;
  if (P.next(&c, &o, &len, &nc) && (piece_dma(0, dv, dpitch, b[0], c, o, len, nc, st) != cudaSuccess ||
                                    cudaEventRecord(ev[0], st) != cudaSuccess))
    info = GPU_ERR_CUDA;
  for (int k = 0; !info && Q.next(&qc, &qo, &qlen, &qnc); k++) {
    if (P.next(&c, &o, &len, &nc) &&
        (piece_dma(0, dv, dpitch, b[(k + 1) & 1], c, o, len, nc, st) != cudaSuccess ||
         cudaEventRecord(ev[(k + 1) & 1], st) != cudaSuccess)) {
      info = GPU_ERR_CUDA;
      break;
    }
    if (cudaEventSynchronize(ev[k & 1]) != cudaSuccess) {
      info = GPU_ERR_CUDA;
      break;
    }
    gs_host_copy2d(hs + qc * hpitch + qo, hpitch, b[k & 1], qlen, qlen, qnc, GS_COPY_STREAM);
  }
  return stage_end(st, ev, buf, info);
}
} // namespace

extern "C" {

int gs_cuda_usable(void)
{
  pthread_once(&probe_once, probe);
  return usable;
}

const char *gs_cuda_device_name(void)
{
  pthread_once(&probe_once, probe);
  return device_name;
}

int gs_cuda_sm_count(void)
{
  pthread_once(&probe_once, probe);
  return sm_count;
}

size_t gs_cuda_smem_per_block(void)
{
  pthread_once(&probe_once, probe);
  return smem_optin;
}

int gs_cuda_acquire(size_t bytes, void **ptr) { return acquire(&dev_pool, bytes, ptr, GPU_ERR_DEVICE_MEMORY); }
void gs_cuda_release(void *ptr) { release(&dev_pool, ptr); }
int gs_cuda_acquire_pinned(size_t bytes, void **ptr) { return acquire(&host_pool, bytes, ptr, GPU_ERR_HOST_MEMORY); }
void gs_cuda_release_pinned(void *ptr) { release(&host_pool, ptr); }

cudaError_t gs_cuda_fetch(void *dst, const void *src, size_t bytes, cudaStream_t st)
{
  void *pin = NULL;
  cudaError_t e;
  if (gs_cuda_acquire_pinned(bytes, &pin) != 0) { /* no pinned memory: the plain copy */
    e = cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToHost, st);
    return e == cudaSuccess ? cudaStreamSynchronize(st) : e;
  }
  e = cudaMemcpyAsync(pin, src, bytes, cudaMemcpyDeviceToHost, st);
  if (e == cudaSuccess)
    e = cudaStreamSynchronize(st);
  if (e == cudaSuccess)
    memcpy(dst, pin, bytes);
  else
    cudaStreamSynchronize(st); /* no copy may still write the buffer we give back */
  gs_cuda_release_pinned(pin);
  return e;
}


size_t gs_cuda_device_budget(void)
{
  size_t fr = 0, total = 0, cap, used, cached, dev, margin;
  pthread_mutex_lock(&ctx_lock);
  cap = pool_limit(&dev_pool);
  used = dev_pool.used;
  cached = dev_pool.held - dev_pool.used;
  pthread_mutex_unlock(&ctx_lock);
  if (cudaMemGetInfo(&fr, &total) != cudaSuccess) {
    cudaGetLastError();
    fr = 0;
  }
  /* What cudaMalloc can give beside the runtime's own needs (kernels' local
   * memory, the launch queue) and the 2 MB granularity of its pages. */
  dev = fr + cached;
  margin = dev / 64 + ((size_t)32 << 20);
  dev = dev > margin ? dev - margin : 0;
  if (cap) {
    const size_t left = cap > used ? cap - used : 0;
    return left < dev ? left : dev;
  }
  return dev;
}

void gs_cuda_trim_to_limit(void)
{
  pthread_mutex_lock(&ctx_lock);
  const size_t cap = pool_limit(&dev_pool);
  if (cap && dev_pool.held > cap)
    trim_to(&dev_pool, cap);
  pthread_mutex_unlock(&ctx_lock);
}

int gs_cuda_h2d(void *d, size_t dpitch, const void *h, size_t hpitch, size_t width, size_t count,
                cudaStream_t st)
{
  const gs_copy2d c = {d, dpitch, h, hpitch, width, count};
  return stage_in(&c, 1, st, NULL, NULL);
}

int gs_cuda_h2d_list(const gs_copy2d *cl, int nc, cudaStream_t st, gs_stage_progress cb,
                     void *arg)
{
  return stage_in(cl, nc, st, cb, arg);
}

int gs_cuda_d2h(void *h, size_t hpitch, const void *d, size_t dpitch, size_t width, size_t count,
                cudaStream_t st)
{
  return stage_out(h, hpitch, d, dpitch, width, count, st);
}

void gs_cuda_finalize(void)
{
  pthread_mutex_lock(&ctx_lock);
  trim(&dev_pool);
  trim(&host_pool);
  pthread_mutex_unlock(&ctx_lock);
}

} // extern "C"
