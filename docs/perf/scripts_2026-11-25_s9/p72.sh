#!/bin/sh
# session 9: the chunked host path on the final code: n = 3e8 under a 2 GB
# cap, and n = 2^31-1 in double without a cap (68.7 GB of host arrays).
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
T=build-run/bd/testing/test_large
free -g | head -2
GPUSOLVE_SPIKE_TRACE=1 timeout 120 $T -n 300000000 --devmem 2G 2>&1 | grep -v "refinement" | tail -6
GPUSOLVE_SPIKE_TRACE=1 timeout 300 $T 2>&1 | grep -v "refinement" | tail -8
