/* complex_ops.h -- complex arithmetic for the numerical cores, identical on
 * the host and the device.  The structs have the memory layout of C99
 * float/double _Complex, Fortran COMPLEX and cuComplex, so public arrays are
 * reinterpreted, never copied. */
#ifndef GS_COMPLEX_OPS_H
#define GS_COMPLEX_OPS_H

#include <math.h>
#include "common/hostdev.h"

typedef struct { float re, im; } gs_cfloat;
typedef struct { double re, im; } gs_cdouble;

/* One body for both precisions: GS_CX_DEFINE(type, real, suffix, fabs). */
#define GS_CX_DEFINE(CT, RT, SFX, FABS)                                          \
  static GS_HOSTDEV CT gs_cmake_##SFX(RT re, RT im) { CT z; z.re = re; z.im = im; return z; } \
  static GS_HOSTDEV CT gs_cadd_##SFX(CT a, CT b) { return gs_cmake_##SFX(a.re + b.re, a.im + b.im); } \
  static GS_HOSTDEV CT gs_csub_##SFX(CT a, CT b) { return gs_cmake_##SFX(a.re - b.re, a.im - b.im); } \
  static GS_HOSTDEV CT gs_cneg_##SFX(CT a) { return gs_cmake_##SFX(-a.re, -a.im); }    \
  static GS_HOSTDEV CT gs_cmul_##SFX(CT a, CT b)                                       \
  { return gs_cmake_##SFX(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re); }     \
  /* Smith's division: no overflow from squaring |b|. */                              \
  static GS_HOSTDEV CT gs_cdiv_##SFX(CT a, CT b)                                       \
  {                                                                                    \
    RT r, den;                                                                         \
    if (FABS(b.re) >= FABS(b.im)) {                                                    \
      r = b.im / b.re; den = b.re + b.im * r;                                          \
      return gs_cmake_##SFX((a.re + a.im * r) / den, (a.im - a.re * r) / den);         \
    }                                                                                  \
    r = b.re / b.im; den = b.im + b.re * r;                                            \
    return gs_cmake_##SFX((a.re * r + a.im) / den, (a.im * r - a.re) / den);           \
  }                                                                                    \
  static GS_HOSTDEV RT gs_cabs1_##SFX(CT a) { return FABS(a.re) + FABS(a.im); }

GS_CX_DEFINE(gs_cfloat, float, c, fabsf)
GS_CX_DEFINE(gs_cdouble, double, z, fabs)

#endif
