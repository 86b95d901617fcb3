#!/bin/sh
# session 18, run 5: the final code's timing_gtsv (build-device at the
# commit, the p168 job's build) beside the session's start (48690c8), one
# round each, final first; CSV of both.
S=build-run/s18
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
for v in final base; do
  echo "== $v"
  timeout 70 $S/$v/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random,diagdom --repeat 10 \
    --lapack-repeat 1 --csv $OUT/timing_$v.csv 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
done
