/* hostdev.h -- one source for host and device: GS_HOSTDEV marks the inline
 * functions of a numerical core that both the C compiler (CPU backend) and
 * nvcc (CUDA backend) compile. */
#ifndef GS_HOSTDEV_H
#define GS_HOSTDEV_H

#include <stdint.h>

#ifdef __CUDACC__
#define GS_HOSTDEV __host__ __device__ __forceinline__
#define GS_RESTRICT __restrict__
#else
#define GS_HOSTDEV inline
#define GS_RESTRICT restrict
#endif

/* Precision codes for GS_PREC (see prec_begin.h). */
#define GS_PREC_S 1
#define GS_PREC_D 2
#define GS_PREC_C 3
#define GS_PREC_Z 4

typedef int64_t gs_idx; /* row and element indices that may pass 2^31 */

#endif
