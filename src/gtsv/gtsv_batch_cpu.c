/* gtsv_batch_cpu.c -- the CPU backend of gpu_?gtsv_cr_batch (and so of
 * gpu_?gtsv_cr) and gpu_?gtsv_spike_batch for s, d, c, z, generated from
 * gtsv_batch_cpu.inc over the shared cores cr_core.inc and gtsv_core.inc. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "runtime/runtime.h"
#include "gtsv/gtsv_internal.h"

/* Systems of a batch go to OpenMP threads one by one; a batch with fewer
 * systems than threads is solved system after system with the threads
 * inside each (the levels of cyclic reduction, SPIKE's partitions). */
static int gs_cpu_inner(gs_idx batch) { return batch < gs_cpu_threads(); }
/* The shortest level of cyclic reduction whose equations go over the
 * threads (with inner). */
#define GS_CR_CPU_PAR_MIN 4096

#define GS_PREC GS_PREC_S
#include "gtsv/gtsv_core.inc"
#include "gtsv/cr_core.inc"
#include "gtsv/gtsv_batch_cpu.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_D
#include "gtsv/gtsv_core.inc"
#include "gtsv/cr_core.inc"
#include "gtsv/gtsv_batch_cpu.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_C
#include "gtsv/gtsv_core.inc"
#include "gtsv/cr_core.inc"
#include "gtsv/gtsv_batch_cpu.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_Z
#include "gtsv/gtsv_core.inc"
#include "gtsv/cr_core.inc"
#include "gtsv/gtsv_batch_cpu.inc"
#undef GS_PREC
