#!/bin/sh
# session 23, run 4 (p194; H200): the GPU job on the session's final code
# (bd1265b + the tiles' copies and stores without a division, measured in
# p192 as "new", p193 as "mid"), then the
# GPUSOLVE_SPIKE_WV=recompute gallery step that run_device.sh lacks.
# build-run/bd23.tgz = build-device (that code) stripped.
tar xzf build-run/bd23.tgz -C build-run || exit 1
# the build machine's LAPACK, BLAS and Fortran runtime, used only where the device lacks them
export LD_LIBRARY_PATH=${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$PWD/build-run/bd23/lib
STEP_TIMEOUT=${STEP_TIMEOUT:-400} sh testing/run_device.sh build-run/bd23 $OUT/job tests,tools,examples
cd build-run/bd23 && export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
out=$(GPUSOLVE_SPIKE_WV=recompute GPUSOLVE_SPIKE_TRACE=1 OMP_NUM_THREADS=16 timeout 60 \
      testing/testing_gtsv --backend cpu,cuda -q --types 1,20,31 -n 65537 --nrhs 1,3 2>&1); rc=$?
echo "GPUSOLVE_SPIKE_WV=recompute rc=$rc: $(printf '%s\n' "$out" | grep -E 'passed, [0-9]+ failed' | tail -1);" \
     "W and V remade in $(printf '%s\n' "$out" | grep -c 'W and V made again') traced calls"
