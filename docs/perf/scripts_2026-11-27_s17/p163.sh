#!/bin/sh
# session 17, run 8: the tile copies fall back to copies through registers
# for arrays not aligned to their element (cp.async needs it; gs_cfloat and
# gs_cdouble are aligned to a component only).
#  1. misaligned.c: c and z solves on arrays a component off, X against the
#     aligned arrays' bit for bit; under memcheck too
#  2. testing_gtsv --backend cuda: c z (512, 65537, 100003), d s (65537, 2^20)
#  3. timing_gtsv d random,diagdom 2^24: p162's final build and this one
S=build-run/s17
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
timeout 60 $S/new/misaligned >> $SUM 2>&1
timeout 90 compute-sanitizer --tool memcheck $S/new/misaligned 2>&1 | grep -E "passed|ERROR SUMMARY" >> $SUM
T=$S/new/testing_gtsv
timeout 90 $T --backend cuda --prec c,z -n 512,65537,100003 -q 2>&1 | tail -1 | sed 's/^/c,z: /' >> $SUM
timeout 90 $T --backend cuda --prec d,s -n 65537,1048576 -q 2>&1 | tail -1 | sed 's/^/d,s: /' >> $SUM
for v in base/timing_gtsv_p162 new/timing_gtsv; do
  echo "== $v" >> $SUM
  timeout 60 $S/$v -n 2^24 --prec d --matrix random,diagdom --repeat 10 --lapack-repeat 1 2>&1 |
    grep -E "^ +d " | cut -c1-80 >> $SUM
done
