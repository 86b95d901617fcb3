/* gtsv_spike.c -- public entry points of gpu_?gtsv_spike[_dev] for s, d, c, z,
 * generated from gtsv_spike_entry.inc. */
#include "config.h"
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

/* Steps of SPIKE's boundary refinement (gtsv_core.inc): GS_REFINE_STEPS, or
 * GPUSOLVE_SPIKE_REFINE=k (0 .. 10; 0 turns it off, for measurements),
 * read once. */
int gs_spike_refine_steps(void)
{
  static int steps = -1;
  if (steps < 0) {
    const char *e = getenv("GPUSOLVE_SPIKE_REFINE");
    long v = e && *e ? strtol(e, NULL, 10) : GS_REFINE_STEPS_DEFAULT;
    steps = (int)(v < 0 ? 0 : v > 10 ? 10 : v);
  }
  return steps;
}

/* A non-negative number from the environment variable `name`, else def. */
static double env_nonneg(const char *name, double def)
{
  const char *e = getenv(name);
  char *end;
  double v;
  if (!e || !*e)
    return def;
  v = strtod(e, &end);
  return end != e && v >= 0 ? v : def;
}

/* The boundary refinement's guards (gtsv_core.inc), read once: a step is
 * refused when its correction's terms exceed GPUSOLVE_SPIKE_GATE (16) times
 * max|x|, undone when the worst boundary row grows past GPUSOLVE_SPIKE_UNDO
 * (1) times what it was.  0 makes every step refused or undone: tests use
 * that to run both guards' code on every backend. */
double gs_spike_refine_gate(void)
{
  static double v = -1;
  if (v < 0)
    v = env_nonneg("GPUSOLVE_SPIKE_GATE", GS_REFINE_GROWTH);
  return v;
}

double gs_spike_refine_undo(void)
{
  static double v = -1;
  if (v < 0)
    v = env_nonneg("GPUSOLVE_SPIKE_UNDO", 1.0);
  return v;
}

/* GPUSOLVE_SPIKE_TRACE=1: one line on stderr per decision of the boundary
 * refinement and of the chunked host path (tests check that its guards
 * act, and which path ran; tuning), read once. */
int gs_spike_trace_on(void)
{
  static int on = -1;
  if (on < 0) {
    const char *e = getenv("GPUSOLVE_SPIKE_TRACE");
    on = e && *e && *e != '0';
  }
  return on;
}

/* The largest ratio an in-core solve of this thread ended with since the
 * last gs_refine_watch_reset: the chunked path's hint that a chunk's own
 * boundary rows stayed bad (the refinement did not reach them). */
static _Thread_local double gs_watch = 0, gs_watch_go = 0;

void gs_refine_watch_reset(void) { gs_watch = 0; }

double gs_refine_watch(void) { return gs_watch; }

void gs_refine_trace(const char *backend, int step, int event, double worst)
{
  /* A solve's last decision is STOP, UNDO or REFUSED; the X it hands back
     is the one `worst` describes, except after an undo: then the one
     before, checked at the last GO. */
  if (event == GS_REFINE_GO) {
    gs_watch_go = worst;
  } else {
    const double w = event == GS_REFINE_UNDO ? gs_watch_go : worst;
    gs_watch = w > gs_watch || w != w ? w : gs_watch;
  }
  static const char *what[] = {"stop", "next step", "undo the step, stop",
                               "next step refused, stop"};
  if (gs_spike_trace_on() && event >= 0 && event <= GS_REFINE_REFUSED)
    fprintf(stderr, "gpusolve: spike refinement (%s): after %d steps, worst boundary row %.3g "
                    "eps |A||x|: %s\n",
            backend, step, worst, what[event]);
}

int gs_spike_wv(void)
{
  const char *e = getenv("GPUSOLVE_SPIKE_WV");
  if (e && strcmp(e, "store") == 0)
    return GS_SPIKE_WV_STORE;
  if (e && strcmp(e, "recompute") == 0)
    return GS_SPIKE_WV_RECOMPUTE;
  return GS_SPIKE_WV_AUTO;
}

int gs_spike_window(void)
{
  const char *e = getenv("GPUSOLVE_SPIKE_WINDOW");
  if (e && strcmp(e, "0") == 0)
    return GS_SPIKE_WINDOW_OFF;
  if (e && strcmp(e, "1") == 0)
    return GS_SPIKE_WINDOW_ALWAYS;
  return GS_SPIKE_WINDOW_AUTO;
}

int gs_spike_red_staged(void)
{
  const char *e = getenv("GPUSOLVE_SPIKE_RED");
  return e && strcmp(e, "staged") == 0;
}

int gs_spike_skip(void)
{
  const char *e = getenv("GPUSOLVE_SPIKE_SKIP");
  return !(e && strcmp(e, "0") == 0);
}

int gs_spike_chunk_nobuffer(void)
{
  const char *e = getenv("GPUSOLVE_SPIKE_NOBUFFER");
  return e && *e && strcmp(e, "0") != 0;
}

gs_idx gs_spike_chunk_rows(void)
{
  const char *e = getenv("GPUSOLVE_SPIKE_CHUNK");
  long long v = e && *e ? strtoll(e, NULL, 10) : 0;
  return v > 0 ? (gs_idx)v : 0;
}

void gs_reduced_groups(int *g0, int *g)
{
  static int v0 = 0, v = 0;
  if (v0 == 0) {
    const char *e = getenv("GPUSOLVE_SPIKE_GROUPS");
    long a = GS_REDUCED_GROUP0, b = GS_REDUCED_GROUP;
    if (e && *e) {
      char *end;
      a = strtol(e, &end, 10);
      b = *end == ',' ? strtol(end + 1, NULL, 10) : a;
    }
    /* at least 4 above level 0: GS_MAX_LEVELS levels reach one block */
    v = (int)(b < 4 ? 4 : b > 64 ? 64 : b);
    v0 = (int)(a < 2 ? 2 : a > 64 ? 64 : a);
  }
  *g0 = v0;
  *g = v;
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
