/* gtsv_spike.c -- public entry points of gpu_?gtsv_spike[_dev] for s, d, c, z,
 * generated from gtsv_spike_entry.inc. */
#include "config.h"
#include <stddef.h>
#include "runtime/runtime.h"
#include "gtsv/gtsv_internal.h"

/* xGTSV's argument checks, in argument order, before any allocation or device
 * call.  Returns 0 or -i for the first illegal argument i (INFO itself is
 * argument 8).  DL and DU have n-1 entries, so may be NULL when n <= 1; B may
 * be NULL when there is nothing to solve. */
gpu_int gs_gtsv_check(gpu_int n, gpu_int nrhs, const void *dl, const void *d, const void *du,
                      const void *b, gpu_int ldb, const gpu_int *info)
{
  if (n < 0)
    return -1;
  if (nrhs < 0)
    return -2;
  if (n > 1 && dl == NULL)
    return -3;
  if (n > 0 && d == NULL)
    return -4;
  if (n > 1 && du == NULL)
    return -5;
  if (n > 0 && nrhs > 0 && b == NULL)
    return -6;
  if (ldb < (n > 1 ? n : 1))
    return -7;
  if (info == NULL)
    return -8;
  return 0;
}

#define GS_PREC GS_PREC_S
#include "gtsv/gtsv_spike_entry.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_D
#include "gtsv/gtsv_spike_entry.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_C
#include "gtsv/gtsv_spike_entry.inc"
#undef GS_PREC
#define GS_PREC GS_PREC_Z
#include "gtsv/gtsv_spike_entry.inc"
#undef GS_PREC
