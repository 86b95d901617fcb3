#!/bin/sh
# session 13: ablations of k_cr_smem (timing only: the answers are wrong).
# Builds cr_timeline from a copy of gtsv_batch_cuda.inc with session 6's
# phase marks plus, by the bits of $1:
#   1024: phase 3 skipped (the one warp makes none of the top levels)
#   2048: the block-wide levels that make at most 256 equations skipped
#   4096: phase 5 without its second read of the even rows (made-up rows)
#   8192: phase 1 without its loads (rows made up in registers)
#   16384: phase 1 without cyclic reduction's arithmetic (a sum of the rows)
# and changes that keep the answers (timing):
#   32768: phase 5's loop not unrolled (was by 2)
#   65536: phase 1's loop not unrolled (was by 2)
#   131072: the warps idle in phase 3 ask L2 for their phase-5 rows
#           (prefetch.global.L2::evict_last)
#   262144: each thread asks L1 for its first phase-5 row as phase 4 begins
# Each bounds what making that part free could give a call.  Run from the
# repository root after build-device is built.  TAG names the binary
# (build-run/cr_ablate${TAG}_v$1), NVX adds nvcc flags.
set -e
T=/tmp/cr_ab_$1${TAG:-}/gtsv
mkdir -p $T
V=${1:-0}
OUTB=build-run/cr_ablate${TAG:-}_v$V
python3 - src/gtsv/gtsv_batch_cuda.inc $T/gtsv_batch_cuda.inc $V <<'PY'
import sys
s = open(sys.argv[1]).read()
v = int(sys.argv[3])
def rep(a, b):
    global s
    assert s.count(a) == 1, a
    s = s.replace(a, b)
if v & 1024:
    rep("    for (L = Lw; L < nlev; L++) { /* at most 32 equations to make */",
        "    for (L = Lw; L < Lw; L++) { /* ablation: none */")
    rep("    for (int l = nlev - 1; l >= Lw; l--) { /* at most 33 even equations */",
        "    for (int l = Lw - 1; l >= Lw; l--) { /* ablation: none */")
if v & 2048:
    rep("  for (L = 1; L < Lw; L++) {\n",
        "  for (L = 1; L < Lw; L++) {\n    if (cnt[L] / 2 <= 256) continue; /* ablation */\n")
    rep("  for (int l = Lw - 1; l >= 1; l--) {\n",
        "  for (int l = Lw - 1; l >= 1; l--) {\n    if (cnt[l] / 2 <= 256) continue; /* ablation */\n")
if v & 4096:
    rep("      GS_X(cr_eq) e = lev0 == 0 ? GS_X(cr_row_last)(r0, 2 * t) : GS_X(cr_get)(src, k, 2 * t);",
        "      GS_X(cr_eq) e = {xl, GS_FROMR(4), xr, GS_ONE}; /* ablation */")
if v & 8192:
    rep("      bad |= GS_X(cr_level1_put)(GS_X(cr_rows3_get)(r0, t), t, ne1, A, B, C, D);",
        "      { GS_X(cr_rows3) q; const GS_T z = GS_FROMR((GS_R)(t & 7));\n"
        "        q.l = {z, GS_FROMR(4), z, z}; q.c = {z, GS_FROMR(5), z, GS_ONE};\n"
        "        q.r = {GS_ONE, GS_FROMR(6), z, z}; q.hr = 2 * t + 2 < n; /* ablation */\n"
        "        bad |= GS_X(cr_level1_put)(q, t, ne1, A, B, C, D); }")
if v & 16384:
    rep("      bad |= GS_X(cr_level1_put)(GS_X(cr_rows3_get)(r0, t), t, ne1, A, B, C, D);",
        "      { const GS_X(cr_rows3) q = GS_X(cr_rows3_get)(r0, t); GS_X(cr_eq) o; /* ablation */\n"
        "        o.a = GS_ADD(q.l.a, q.c.a); o.b = GS_ADD(q.c.b, q.r.b); o.c = GS_ADD(q.r.c, q.l.c);\n"
        "        o.d = GS_ADD(GS_ADD(q.l.d, q.c.d), q.r.d);\n"
        "        GS_X(cr_sput)(A, B, C, D, gs_cr_pos(0, ne1, t), o); }")
pf = '''#ifndef AB_PF2
#define AB_PF2(p) asm volatile("prefetch.global.L2::evict_last [%0];" ::"l"(p))
#define AB_PF1(p) asm volatile("prefetch.global.L1 [%0];" ::"l"(p))
#endif
'''
s = s.replace('#include "common/prec_begin.h"\n', '#include "common/prec_begin.h"\n' + pf, 1)
if v & 32768:
    rep("#pragma unroll 2\n    for (int t = lt; t < ne0; t += tps) {",
        "#pragma unroll 1\n    for (int t = lt; t < ne0; t += tps) {")
if v & 65536:
    rep("#pragma unroll 2\n    for (int t = lt; t < n1; t += tps)\n",
        "#pragma unroll 1\n    for (int t = lt; t < n1; t += tps)\n")
if v & 131072:
    rep("  __syncthreads();\n  for (int l = Lw - 1; l >= 1; l--) {",
        "  if (lt >= 32 && live && n > 1 && lev0 == 0) /* experiment */\n"
        "    for (int t = lt; t < ne0; t += tps) {\n"
        "      const int i = 2 * t;\n"
        "      if (i > 0) AB_PF2(r0.dl + i - 1);\n"
        "      AB_PF2(r0.d + i);\n"
        "      if (i < n - 1) AB_PF2(r0.du + i);\n"
        "      AB_PF2(r0.f + i);\n"
        "    }\n"
        "  __syncthreads();\n  for (int l = Lw - 1; l >= 1; l--) {")
if v & 262144:
    rep("  __syncthreads();\n  for (int l = Lw - 1; l >= 1; l--) {",
        "  __syncthreads();\n"
        "  if (live && n > 1 && lev0 == 0 && lt < ne0) { /* experiment */\n"
        "    const int i = 2 * lt;\n"
        "    if (i > 0) AB_PF1(r0.dl + i - 1);\n"
        "    AB_PF1(r0.d + i);\n"
        "    if (i < n - 1) AB_PF1(r0.du + i);\n"
        "    AB_PF1(r0.f + i);\n"
        "  }\n"
        "  for (int l = Lw - 1; l >= 1; l--) {")
marks = [("  int L = 0;\n", "  int L = 0;\n  GS_TL(0);\n"),
         ("  if (mine != GS_KEY_NONE)\n", "  GS_TL(1);\n  if (mine != GS_KEY_NONE)\n"),
         ("  if (lt < 32 && nlev >= 1) {", "  GS_TL(2);\n  if (lt < 32 && nlev >= 1) {"),
         ("  for (int l = Lw - 1; l >= 1; l--) {", "  GS_TL(3);\n  for (int l = Lw - 1; l >= 1; l--) {"),
         ("  if (live && n > 1) /* level 0: the even", "  GS_TL(4);\n  if (live && n > 1) /* level 0: the even"),
         ("  if (sysfail == NULL) {\n    const gs_key kk", "  GS_TL(5);\n  if (sysfail == NULL) {\n    const gs_key kk"),
         ("      blockres[blockIdx.x] = m;\n", "      blockres[blockIdx.x] = m;\n      GS_TL(6);\n")]
for a, b in marks:
    rep(a, b)
open(sys.argv[2], "w").write(s)
PY
/usr/local/cuda/bin/nvcc -gencode=arch=compute_90,code=sm_90 -O3 -std=c++17 -DHAVE_CONFIG_H \
  $NVX -I/tmp/cr_ab_$V$TAG -Ibuild-device -Isrc -Iinclude -o $OUTB \
  docs/perf/scripts_2026-11-24/cr_timeline.cu build-device/.libs/libgpusolve.a \
  -llapack -lblas -lgomp -lm 2>&1 | grep -v "tl_ldg\|^ *\^\|^$\|declared but never\|Remark" || true
