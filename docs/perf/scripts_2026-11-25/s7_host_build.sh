#!/bin/sh
# session 7: the host-form A/B binaries of p46-p48, built here from the
# repository root after build-device is built with the change, and after
# ../scripts_2026-11-24/s6_ab_build.sh has put HEAD's objects (old_spike.o,
# old.o) in /tmp/base.  HEAD's staging (cuda_context.cu) and host copy
# (backend.c) are compiled too, so that the base binaries are HEAD's whole
# host path.  Variants (p47, not kept): nofeed (host_in never queues pass 1),
# noramp (the first session-7 build without its 1 MB ramp of the staging's
# pieces; the ramp itself was taken out after p47).  p48's feed: the final
# spike code with HEAD's backend.o (ordinary memcpy in the host copies); nt:
# the final tree (streaming stores).
set -e
B=build-device; R=build-run
NV="/usr/local/cuda/bin/nvcc -gencode=arch=compute_90,code=sm_90 -O3 -std=c++17 -DHAVE_CONFIG_H"
L="$B/.libs/libgpusolve.a -L/usr/local/cuda/lib64 -lcusparse -lcublas -lcudart -llapack -lblas -lgfortran -lgomp -lstdc++ -lm"
(cd /tmp/base && $NV -I/work/main/$B -Isrc -Iinclude -c -o old_ctx.o src/runtime/cuda_context.cu &&
 gcc -O2 -g -fopenmp -DHAVE_CONFIG_H -I/work/main/$B -Isrc -Iinclude -c -o old_backend.o src/runtime/backend.c)
OLD="/tmp/base/old_spike.o /tmp/base/old.o /tmp/base/old_ctx.o /tmp/base/old_backend.o"
H=docs/perf/scripts_2026-11-25/hosttrace.c
G="$B/timing/timing_gtsv-timing_gtsv.o $B/timing/timing_gtsv-timing_common.o"
gcc -O2 -Iinclude -o $R/ht_base $H $OLD $L
gcc -O2 -Iinclude -o $R/ht_nt $H $L
gcc -O2 -Iinclude -o $R/ht_feed $H /tmp/base/old_backend.o $L
gcc -fopenmp -o $R/tg_base $G $OLD $L
gcc -fopenmp -o $R/tg_new $G $L
for t in testing_gtsv test_chunked derr_gtsv test_threads test_devmem testing_gtsv_batch; do
  cp $B/testing/$t $R/
done
