/* prec_begin.h -- open one precision of a multi-precision template.
 *
 * A template file (*.inc) is written once in terms of the macros below and
 * included once per precision:
 *     #define GS_PREC GS_PREC_D
 *     #include "gtsv/gtsv_core.inc"
 *     #undef GS_PREC
 * The template starts with #include "common/prec_begin.h" and ends with
 * #include "common/prec_end.h".  No precision is ever copied by hand.
 *
 *   GS_T       the scalar type;  GS_R its real type
 *   GS_X(f)    the name f for this precision: gs_d_f
 *   GS_PCHAR   "s", "d", "c" or "z";  GS_PUPPER "S", ...
 *   GS_ADD GS_SUB GS_MUL GS_DIV GS_NEG  arithmetic on GS_T
 *   GS_ABS1(a) |re a| + |im a| (|a| for real);  GS_RABS(r) |r| for GS_R
 *   GS_ZERO GS_ONE GS_FROMR(r)  constants and conversion from GS_R
 *   GS_ISZERO(a)  a == 0 exactly;  GS_ISFINITE(a)  no NaN or infinity
 *   GS_EPS     eps of GS_R as LAPACK's xLAMCH('E') (2^-24, 2^-53)
 *   GS_PUB(f)  the public name: gpu_d##f;  GS_PUBT the public element type
 */
#ifndef GS_PREC
#error "define GS_PREC before including prec_begin.h"
#endif
#include "common/complex_ops.h"

#define GS_RISFINITE(r) ((r) - (r) == 0)

#if GS_PREC == GS_PREC_S || GS_PREC == GS_PREC_D
#if GS_PREC == GS_PREC_S
#define GS_T float
#define GS_R float
#define GS_X(f) gs_s_##f
#define GS_PCHAR "s"
#define GS_PUPPER "S"
#define GS_PUB(f) gpu_s##f
#define GS_PUBT float
#define GS_RABS(r) fabsf(r)
#define GS_EPS 5.9604644775390625e-08f /* 2^-24, LAPACK SLAMCH('E') */
#else
#define GS_T double
#define GS_R double
#define GS_X(f) gs_d_##f
#define GS_PCHAR "d"
#define GS_PUPPER "D"
#define GS_PUB(f) gpu_d##f
#define GS_PUBT double
#define GS_RABS(r) fabs(r)
#define GS_EPS 1.1102230246251565e-16 /* 2^-53, LAPACK DLAMCH('E') */
#endif
#define GS_IS_COMPLEX 0
#define GS_ADD(a, b) ((a) + (b))
#define GS_SUB(a, b) ((a) - (b))
#define GS_MUL(a, b) ((a) * (b))
#define GS_DIV(a, b) ((a) / (b))
#define GS_NEG(a) (-(a))
#define GS_ABS1(a) GS_RABS(a)
#define GS_ZERO ((GS_T)0)
#define GS_ONE ((GS_T)1)
#define GS_FROMR(r) ((GS_T)(r))
#define GS_ISZERO(a) ((a) == 0)
#define GS_ISFINITE(a) GS_RISFINITE(a)

#elif GS_PREC == GS_PREC_C || GS_PREC == GS_PREC_Z
#if GS_PREC == GS_PREC_C
#define GS_T gs_cfloat
#define GS_R float
#define GS_X(f) gs_c_##f
#define GS_PCHAR "c"
#define GS_PUPPER "C"
#define GS_PUB(f) gpu_c##f
#define GS_PUBT gpu_complex_float
#define GS_RABS(r) fabsf(r)
#define GS_EPS 5.9604644775390625e-08f
#define GS_CSFX(f) f##_c
#else
#define GS_T gs_cdouble
#define GS_R double
#define GS_X(f) gs_z_##f
#define GS_PCHAR "z"
#define GS_PUPPER "Z"
#define GS_PUB(f) gpu_z##f
#define GS_PUBT gpu_complex_double
#define GS_RABS(r) fabs(r)
#define GS_EPS 1.1102230246251565e-16
#define GS_CSFX(f) f##_z
#endif
#define GS_IS_COMPLEX 1
#define GS_ADD(a, b) GS_CSFX(gs_cadd)(a, b)
#define GS_SUB(a, b) GS_CSFX(gs_csub)(a, b)
#define GS_MUL(a, b) GS_CSFX(gs_cmul)(a, b)
#define GS_DIV(a, b) GS_CSFX(gs_cdiv)(a, b)
#define GS_NEG(a) GS_CSFX(gs_cneg)(a)
#define GS_ABS1(a) GS_CSFX(gs_cabs1)(a)
#define GS_ZERO GS_CSFX(gs_cmake)(0, 0)
#define GS_ONE GS_CSFX(gs_cmake)(1, 0)
#define GS_FROMR(r) GS_CSFX(gs_cmake)((r), 0)
#define GS_ISZERO(a) ((a).re == 0 && (a).im == 0)
#define GS_ISFINITE(a) (GS_RISFINITE((a).re) && GS_RISFINITE((a).im))
#else
#error "GS_PREC must be GS_PREC_S, _D, _C or _Z"
#endif
