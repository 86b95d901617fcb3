#!/bin/sh
# session 4, run 7: the committed chunked path on the H100 (after the ||A||_1 helper)
B=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name --format=csv,noheader
( OMP_NUM_THREADS=8 timeout 300 $B/testing/test_chunked -q 2>&1 | tail -2 ) &
( OMP_NUM_THREADS=8 GPUSOLVE_SPIKE_CHUNK=1000 timeout 300 $B/testing/testing_gtsv --backend cpu,cuda --api host -q -n 4099,65537 2>&1 | tail -1 ) &
wait
