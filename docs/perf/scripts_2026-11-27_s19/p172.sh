#!/bin/sh
# session 19, run 2: the GPU job on the final code (07c6463) (build-run/bd.tgz, unpacked
# here), then check_gtsv_cuda.sh's GPUSOLVE_SPIKE_WV=recompute step (the
# refinement with W and V remade by k_spikes), which run_device.sh lacks.
tar xzf build-run/bd.tgz -C build-run || exit 1
STEP_TIMEOUT=${STEP_TIMEOUT:-400} sh testing/run_device.sh build-run/bd $OUT/job tests,tools,examples
cd build-run/bd && export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
out=$(GPUSOLVE_SPIKE_WV=recompute GPUSOLVE_SPIKE_TRACE=1 OMP_NUM_THREADS=16 timeout 90 \
      testing/testing_gtsv --backend cpu,cuda -q --types 1,20,31 -n 65537 2>&1); rc=$?
printf '%s\n' "$out" | grep -v '^gpusolve: spike' > $OUT/wv_recompute.txt
echo "GPUSOLVE_SPIKE_WV=recompute rc=$rc: $(printf '%s\n' "$out" | grep -E 'passed, [0-9]+ failed' | tail -1);" \
     "W and V remade in $(printf '%s\n' "$out" | grep -c 'W and V made again') traced calls"
