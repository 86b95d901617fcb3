#!/bin/sh
# session 6: build cr_timeline (run here, from the repository root, after
# build-device is built): marks inserted into a copy of gtsv_batch_cuda.inc.
set -e
T=/tmp/cr_tl/gtsv
mkdir -p $T
V=${1:-0}
OUTB=build-run/cr_timeline${TL_PREFIX:-}${1:+_v$1}
python3 - src/gtsv/gtsv_batch_cuda.inc $T/gtsv_batch_cuda.inc $V <<'PY'
import sys
s = open(sys.argv[1]).read()
v = int(sys.argv[3])
# variants of the level-0 loads of commit adf9cbe (experiments on that
# code, never committed as such; they do not apply to later code), bits:
# 1: read through the read-only path (__ldg), so that the compiler may issue
#    the unrolled iterations' loads before the earlier ones' shared stores;
# 2: the level 0 -> 1 loop unrolled by 4 (was 2);
# 4: each thread asks L2 for the rows of its later level-1 equations
#    (prefetch.global.L2) before it starts its first.
if v & 1:
    a = "static __device__ __forceinline__ GS_X(cr_eq) GS_X(cr_row)(const GS_X(cr_sys0) &r, int t)\n{\n  GS_X(cr_eq) e; /* cr_eq0's layout */\n  e.a = t > 0 ? r.dl[t - 1] : GS_ZERO;\n  e.b = r.d[t];\n  e.c = t < r.n - 1 ? r.du[t] : GS_ZERO;\n  e.d = r.f[t];"
    b = "static __device__ __forceinline__ GS_X(cr_eq) GS_X(cr_row)(const GS_X(cr_sys0) &r, int t)\n{\n  GS_X(cr_eq) e; /* cr_eq0's layout */\n  e.a = t > 0 ? tl_ldg(r.dl + t - 1) : GS_ZERO;\n  e.b = tl_ldg(r.d + t);\n  e.c = t < r.n - 1 ? tl_ldg(r.du + t) : GS_ZERO;\n  e.d = tl_ldg(r.f + t);"
    assert s.count(a) == 1
    s = s.replace(a, b)
if v & 2:
    a = "#pragma unroll 2\n    for (int t = lt; t < n1; t += tps) {"
    assert s.count(a) == 1
    s = s.replace(a, "#pragma unroll 4\n    for (int t = lt; t < n1; t += tps) {")
if v & 4:
    a = "  r0.n = n;\n"
    assert s.count(a) == 1
    s = s.replace(a, a + "  if (live && n > 1 && lev0 == 0)\n    for (int t = lt + tps; t < n1; t += tps) {\n      tl_pf_l2(r0.dl + 2 * t);\n      tl_pf_l2(r0.d + 2 * t + 1);\n      tl_pf_l2(r0.du + 2 * t);\n      tl_pf_l2(r0.f + 2 * t + 1);\n    }\n")
marks = [("  int L = 0;\n", "  int L = 0;\n  GS_TL(0);\n"),
         ("  if (mine != GS_KEY_NONE)\n", "  GS_TL(1);\n  if (mine != GS_KEY_NONE)\n"),
         ("  if (lt < 32 && nlev >= 1) {", "  GS_TL(2);\n  if (lt < 32 && nlev >= 1) {"),
         ("  for (int l = Lw - 1; l >= 1; l--) {", "  GS_TL(3);\n  for (int l = Lw - 1; l >= 1; l--) {"),
         ("  if (live && n > 1) /* level 0: the even", "  GS_TL(4);\n  if (live && n > 1) /* level 0: the even"),
         ("  if (sysfail == NULL) {\n    const gs_key kk", "  GS_TL(5);\n  if (sysfail == NULL) {\n    const gs_key kk"),
         ("      blockres[blockIdx.x] = m;\n", "      blockres[blockIdx.x] = m;\n      GS_TL(6);\n")]
# 8 (session 6's pair loads): their loop not unrolled
if v & 8:
    a = "#pragma unroll 2\n    for (int t0 = lt - lane;"
    assert s.count(a) == 1
    s = s.replace(a, "#pragma unroll 1\n    for (int t0 = lt - lane;")
# 16 (session 6's pair loads): scalar loads only
if v & 16:
    a = "const bool vec = gs_pair_aligned(r0.dl)"
    assert s.count(a) == 1
    s = s.replace(a, "const bool vec = false && gs_pair_aligned(r0.dl)")
# diagnostics, wrong answers (timing only): 32: level 0 -> 1 without the
# arithmetic (a sum instead of cr_reduce_key); 64: without the loads (rows
# made up in registers)
if v & 32:
    a = "      const gs_key kk = GS_X(cr_reduce_key)(le, ce, re, hr, j, 0, &o);\n      mine = kk < mine ? kk : mine;\n      GS_X(cr_sput)(A, B, C, D, gs_cr_pos(0, ne1, t), o);"
    assert s.count(a) == 1
    s = s.replace(a, "      o.a = GS_ADD(le.a, ce.a); o.b = GS_ADD(ce.b, re.b); o.c = GS_ADD(re.c, le.c); o.d = GS_ADD(GS_ADD(le.d, ce.d), re.d);\n      GS_X(cr_sput)(A, B, C, D, gs_cr_pos(0, ne1, t), o);")
if v & 64:
    a = "      const GS_X(cr_eq) le = GS_X(cr_row)(r0, j - 1), ce = GS_X(cr_row)(r0, j);\n      const GS_X(cr_eq) re = hr ? GS_X(cr_row)(r0, j + 1) : le;"
    assert s.count(a) == 1
    s = s.replace(a, "      const GS_T q = GS_FROMR((GS_R)(j & 7));\n      const GS_X(cr_eq) le = {q, GS_FROMR(4), q, q}, ce = {q, GS_FROMR(5), q, GS_ONE};\n      const GS_X(cr_eq) re = {GS_ONE, GS_FROMR(6), q, q};")
# 128: clock64 of lane 0 after each step of the one-warp top levels
if v & 128:
    a = "        GS_X(cr_smem_down)(A, B, C, D, cnt[L], base[L], base[L + 1], lt, 32, lev0 + L, key);\n      __syncwarp();\n"
    assert s.count(a) == 1
    s = s.replace(a, a + "      GS_TLW(L - Lw);\n")
    a = "      D[base[nlev]] = GS_X(cr_back)(&e, GS_ZERO, GS_ZERO);\n    }\n    __syncwarp();\n"
    if s.count(a) == 0: # after session 6's top levels in registers
        a = "      if (kt != GS_KEY_NONE)\n        atomicMin(key, kt);\n    }\n    __syncwarp();\n"
    assert s.count(a) == 1
    s = s.replace(a, a + "    GS_TLW(15);\n")
    a = "        GS_X(cr_smem_up)(A, B, C, D, cnt[l], cnt[l + 1], base[l], base[l + 1], lt, 32);\n      __syncwarp();\n"
    assert s.count(a) == 1
    s = s.replace(a, a + "      GS_TLW(16 + nlev - 1 - l);\n")
    a = "  if (lt < 32 && nlev >= 1) { /* tps is a multiple of 32: a whole warp */\n"
    assert s.count(a) == 1
    s = s.replace(a, a + "    GS_TLW(31);\n")
# 256 (session 11): tl_stagger() before the kernel's first mark
if v & 256:
    a = "  int L = 0;\n"
    assert s.count(a) == 1
    s = s.replace(a, a + "  tl_stagger();\n")
for a, b in marks:
    assert s.count(a) == 1, a
    s = s.replace(a, b)
# 512 (session 11): TL_PREFETCH_NEXT after level 0 -> 1
if v & 512:
    a = "  GS_TL(1);\n"
    assert s.count(a) == 1
    s = s.replace(a, a + "  TL_PREFETCH_NEXT(src, k, n, batch, lt, tps);\n")
open(sys.argv[2], "w").write(s)
PY
/usr/local/cuda/bin/nvcc -gencode=arch=compute_90,code=sm_90 -O3 -std=c++17 -DHAVE_CONFIG_H \
  -I/tmp/cr_tl -Ibuild-device -Isrc -Iinclude -o $OUTB \
  docs/perf/scripts_2026-11-24/cr_timeline.cu build-device/.libs/libgpusolve.a \
  -llapack -lblas -lgomp -lm
