/* gtsv_batch.c -- public entry points of gpu_?gtsv_cr[_dev],
 * gpu_?gtsv_cr_batch[_dev] and gpu_?gtsv_spike_batch[_dev] for s, d, c, z,
 * generated from gtsv_batch_entry.inc: argument checks in argument order,
 * backend dispatch, INFO. */
#include "config.h"
#include <stddef.h>
#include "runtime/runtime.h"
#include "gtsv/gtsv_internal.h"

/* The batch routines' checks (N, BATCH, DL, D, DU, LDS, B, LDB, INFO).
 * Returns 0 or -i for the first illegal argument i. */
static gpu_int gs_batch_check(gpu_int n, gpu_int batch, const void *dl, const void *d,
                              const void *du, gpu_int lds, const void *b, gpu_int ldb,
                              const gpu_int *info)
{
  const int work = n > 0 && batch > 0;
  if (n < 0)
    return -1;
  if (batch < 0)
    return -2;
  if (work && n > 1 && dl == NULL)
    return -3;
  if (work && d == NULL)
    return -4;
  if (work && n > 1 && du == NULL)
    return -5;
  if (lds < (n > 1 ? n : 1))
    return -6;
  if (work && b == NULL)
    return -7;
  if (ldb < (n > 1 ? n : 1))
    return -8;
  if (info == NULL)
    return -9;
  return 0;
}

/* A backend's 64-bit result as INFO: failure codes beyond gpu_int saturate. */
static gpu_int gs_batch_info(gs_idx code)
{
  return code > (gs_idx)INT32_MAX ? (gpu_int)INT32_MAX : (gpu_int)code;
}

#define GS_PREC GS_PREC_S
#include "gtsv/gtsv_batch_entry.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_D
#include "gtsv/gtsv_batch_entry.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_C
#include "gtsv/gtsv_batch_entry.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_Z
#include "gtsv/gtsv_batch_entry.inc"
#undef GS_PREC
