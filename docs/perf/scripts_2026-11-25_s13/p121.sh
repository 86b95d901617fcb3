#!/bin/sh
# session 13: make check's GPU script for gpu_?gtsv_spike
# (testing/check_gtsv_cuda.sh: the whole gallery on both backends, the
# refinement's claim, the new GPUSOLVE_SPIKE_WV=recompute check, the
# refinement's guards) on the change, with the binaries built here; then
# test_chunked (the host form's queued pass 1) on CUDA.
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p121; mkdir -p $O
exec > $O/log.txt 2>&1
cd build-run/s13
t0=$(date +%s)
timeout 420 sh testing/check_gtsv_cuda.sh > $O/check_gtsv_cuda.txt 2>&1
echo "check_gtsv_cuda.sh rc=$? $(( $(date +%s) - t0 ))s"
grep -E "^%   |passed|ok:|FAILED" $O/check_gtsv_cuda.txt | tail -24
t0=$(date +%s)
timeout 150 testing/test_chunked --backend cuda > $O/test_chunked.txt 2>&1
echo "test_chunked --backend cuda rc=$? $(( $(date +%s) - t0 ))s"; tail -2 $O/test_chunked.txt
