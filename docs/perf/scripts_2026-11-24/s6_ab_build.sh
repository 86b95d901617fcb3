#!/bin/sh
# session 6: the A/B binaries of a change to gtsv_batch_cuda.cu, run here from
# the repository root after build-device is built with the change.  The old
# object is compiled from `git archive HEAD` and linked ahead of
# libgpusolve.a, whose own copy is then not pulled in.
set -e
B=build-device; R=build-run
NV="/usr/local/cuda/bin/nvcc -gencode=arch=compute_90,code=sm_90 -O3 -std=c++17 -DHAVE_CONFIG_H"
rm -rf /tmp/base && mkdir -p /tmp/base && git archive HEAD | tar x -C /tmp/base
(cd /tmp/base && $NV -I/work/main/$B -Isrc -Iinclude -c -o old.o src/gtsv/gtsv_batch_cuda.cu &&
 $NV -I/work/main/$B -Isrc -Iinclude -c -o old_spike.o src/gtsv/gtsv_spike_cuda.cu)
L="$B/.libs/libgpusolve.a -L/usr/local/cuda/lib64 -lcusparse -lcublas -lcudart -llapack -lblas -lgfortran -lgomp -lstdc++ -lm"
T="$B/timing/timing_gtsv_batch-timing_gtsv_batch.o $B/timing/timing_gtsv_batch-timing_common.o"
gcc -fopenmp -o $R/tgb_base $T /tmp/base/old.o $L
gcc -fopenmp -o $R/tgb_new $T $L
gcc -O2 -Iinclude -o $R/cmpx_old docs/perf/scripts_2026-11-24/cmpx.c /tmp/base/old.o $L
gcc -O2 -Iinclude -o $R/cmpx_new docs/perf/scripts_2026-11-24/cmpx.c $L
# gpu_?gtsv_spike as well (when the change touches gtsv_core.inc)
G="$B/timing/timing_gtsv-timing_gtsv.o $B/timing/timing_gtsv-timing_common.o"
gcc -fopenmp -o $R/tg_base $G /tmp/base/old_spike.o /tmp/base/old.o $L
gcc -fopenmp -o $R/tg_new $G $L
gcc -O2 -Iinclude -o $R/cmpx_spike_old docs/perf/scripts_2026-11-24/cmpx_spike.c /tmp/base/old_spike.o /tmp/base/old.o $L
gcc -O2 -Iinclude -o $R/cmpx_spike_new docs/perf/scripts_2026-11-24/cmpx_spike.c $L
cp $B/testing/testing_gtsv_batch $R/
