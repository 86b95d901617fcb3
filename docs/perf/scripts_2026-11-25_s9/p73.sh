#!/bin/sh
# session 9: the partition length with partial pivoting (the cap of 16 was
# measured with diagonal pivoting): GPUSOLVE_GPU_PARTITION=m, d and s at 2^24.
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
T=build-run/bd/timing/timing_gtsv
for m in 16 8 12 14 16; do
  echo "-- m $m"
  GPUSOLVE_GPU_PARTITION=$m timeout 100 $T -n 16777216 --prec d,s --matrix random,diagdom \
    --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] +(random|diagdom)" | cut -c1-40
done
