#!/bin/sh
# session 20, run 5: the GPU job on the session's final code (749cdf7;
# build-run/bd.tgz = build-device's test, timing and example programs,
# test_refine_skip now among them), then the GPUSOLVE_SPIKE_WV=recompute
# gallery step that run_device.sh lacks (as p172).
tar xzf build-run/bd.tgz -C build-run || exit 1
STEP_TIMEOUT=${STEP_TIMEOUT:-400} sh testing/run_device.sh build-run/bd $OUT/job tests,tools,examples
cd build-run/bd && export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
out=$(GPUSOLVE_SPIKE_WV=recompute GPUSOLVE_SPIKE_TRACE=1 OMP_NUM_THREADS=16 timeout 60 \
      testing/testing_gtsv --backend cpu,cuda -q --types 1,20,31 -n 65537 --nrhs 1,3 2>&1); rc=$?
echo "GPUSOLVE_SPIKE_WV=recompute rc=$rc: $(printf '%s\n' "$out" | grep -E 'passed, [0-9]+ failed' | tail -1);" \
     "W and V remade in $(printf '%s\n' "$out" | grep -c 'W and V made again') traced calls"
