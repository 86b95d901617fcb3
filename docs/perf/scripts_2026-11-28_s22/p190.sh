#!/bin/sh
# session 22, run 5 (p190; H200): the GPU job on the session's final code
# (f0e17e8 + k_bnd_correct loading GS_CORR_ROWS rounds of rows before it
# stores any, measured in p189), then the
# GPUSOLVE_SPIKE_WV=recompute gallery step that run_device.sh lacks.
# build-run/bd.tgz = build-device (that code) stripped.
tar xzf build-run/bd.tgz -C build-run || exit 1
# the build machine's LAPACK, BLAS and Fortran runtime, used only where the device lacks them
export LD_LIBRARY_PATH=${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$PWD/build-run/bd/lib
STEP_TIMEOUT=${STEP_TIMEOUT:-400} sh testing/run_device.sh build-run/bd $OUT/job tests,tools,examples
cd build-run/bd && export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
out=$(GPUSOLVE_SPIKE_WV=recompute GPUSOLVE_SPIKE_TRACE=1 OMP_NUM_THREADS=16 timeout 60 \
      testing/testing_gtsv --backend cpu,cuda -q --types 1,20,31 -n 65537 --nrhs 1,3 2>&1); rc=$?
echo "GPUSOLVE_SPIKE_WV=recompute rc=$rc: $(printf '%s\n' "$out" | grep -E 'passed, [0-9]+ failed' | tail -1);" \
     "W and V remade in $(printf '%s\n' "$out" | grep -c 'W and V made again') traced calls"
