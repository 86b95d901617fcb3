#!/bin/sh
# session 10: cr_batch at issue 3's sizes again (p80 measured 1024 x 1024 at
# 0.0496 ms, 1.98x gtsv2StridedBatch, where sessions 8 and 9 had 0.043-0.044).
S=build-run/s10
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p83; mkdir -p $O
exec > $O/log.txt 2>&1
for r in 1 2 3; do
  timeout 60 $S/timing_gtsv_batch --routines cr_batch --prec d --sizes 1024x1024,4097x4097 --reps 50 \
    | grep -E '^ +d ' | cut -c1-110
done
