/* gtsv_spike_cpu.c -- the CPU backend of gpu_?gtsv_spike for s, d, c, z,
 * generated from gtsv_spike_cpu.inc; and the driver of the chunked host path
 * of both backends (gtsv_spike_chunked.inc), which runs on the host and
 * reuses the CPU backend's scan and sequential solver. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/runtime.h"
#include "gtsv/gtsv_internal.h"

void gs_cpu_partitioning(gs_idx n, size_t elem_bytes, gs_idx *m, gs_idx *np)
{
  const char *env = getenv("GPUSOLVE_CPU_PARTITION");
  gs_idx mm = 0;
  if (env && *env)
    mm = atol(env);
  if (mm <= 0) /* the GPU's partition length: the same numerics on both
                  backends; the reduced system's levels run in parallel */
    mm = GS_PART_ROWS_MAX(elem_bytes);
  if (mm > GS_CPU_PARTITION_MAX) /* each thread keeps 10 m elements of scratch */
    mm = GS_CPU_PARTITION_MAX;
  mm &= ~(gs_idx)1; /* even: see gs_part_rows */
  if (mm < 2)
    mm = 2;
  *m = mm;
  *np = n / mm > 1 ? n / mm : 1;
}

#define GS_PREC GS_PREC_S
#include "gtsv/gtsv_core.inc"
#include "gtsv/gtsv_spike_cpu.inc"
#include "gtsv/gtsv_spike_chunked.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_D
#include "gtsv/gtsv_core.inc"
#include "gtsv/gtsv_spike_cpu.inc"
#include "gtsv/gtsv_spike_chunked.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_C
#include "gtsv/gtsv_core.inc"
#include "gtsv/gtsv_spike_cpu.inc"
#include "gtsv/gtsv_spike_chunked.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_Z
#include "gtsv/gtsv_core.inc"
#include "gtsv/gtsv_spike_cpu.inc"
#include "gtsv/gtsv_spike_chunked.inc"
#undef GS_PREC
