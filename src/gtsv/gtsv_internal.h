/* gtsv_internal.h -- what the gtsv family's entry points, backends and tests
 * share inside the library. */
#ifndef GS_GTSV_INTERNAL_H
#define GS_GTSV_INTERNAL_H

#include "gpusolve.h"
#include "common/hostdev.h"
#include "common/complex_ops.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Partitions of the reduced system's recursion: blocks merged per group. */
#define GS_REDUCED_GROUP 32

/* CPU partitioning: m rows per partition (even), np partitions; np == 1
 * means the sequential solver.  GPUSOLVE_CPU_PARTITION=m overrides m (tests
 * use it to run many partitions and several reduced levels on few cores). */
void gs_cpu_partitioning(gs_idx n, int threads, gs_idx *m, gs_idx *np);

#define GS_PREC GS_PREC_S
#include "gtsv/gtsv_internal.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_D
#include "gtsv/gtsv_internal.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_C
#include "gtsv/gtsv_internal.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_Z
#include "gtsv/gtsv_internal.inc"
#undef GS_PREC

#ifdef __cplusplus
}
#endif
#endif
