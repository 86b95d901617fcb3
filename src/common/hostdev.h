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

/* A loop to be unrolled whole where nvcc knows its trip count when it compiles
 * the device code (a group size passed as a constant, say): then arrays that
 * the loop indexes can live in registers.  No effect in host code, nor where
 * the count is known only at run time. */
#ifdef __CUDA_ARCH__
#define GS_UNROLL _Pragma("unroll")
#else
#define GS_UNROLL
#endif

typedef int64_t gs_idx; /* row and element indices that may pass 2^31 */

#endif
