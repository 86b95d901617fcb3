#!/bin/sh
# session 12, the final code timed: the one-wave sizes against HEAD (one
# round), then the issue-3 table (timing_gtsv_batch's default sizes, every
# routine, s and d, --reps 20) with its CSV.
S=build-run/s12
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p114; mkdir -p $O
exec > $O/log.txt 2>&1
for v in head new; do
  echo "== $v"
  timeout 60 $S/tgbt_$v --routines cr_batch --prec s,d --reps 20 \
    --sizes 512x64,512x512,1024x256,2048x128,4097x64,1024x1024,4097x4097 \
    | grep -E '^ +[sd] ' | cut -c1-72
done
echo "== the table (timing_gtsv_batch --reps 20, final code)"
timeout 400 $S/tgbt_new --reps 20 --csv $O/timing_gtsv_batch_h100_2026-11-25_s12.csv \
  | grep -E '^ +[sd] |^%.*bandwidth' | cut -c1-140
