#!/bin/sh
# session 11, last run: single precision's new shape at 512-1000 rows with
# batches that fill the device (old/new interleaved), then the issue-3 table
# of timing_gtsv_batch (default sizes, s and d, every routine) on the final
# code, with its CSV.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p101; mkdir -p $O
exec > $O/log.txt 2>&1
for r in 1 2; do
  for v in old s; do
    echo "== $v"
    timeout 60 $S/timing_$v --routines cr_batch --prec s --reps 20 \
      --sizes 512x4096,700x2048,1000x2048 | grep -E '^ +[sd] ' | cut -c1-110
  done
done
echo "== the table (timing_gtsv_batch --reps 20, final code)"
timeout 400 $S/timing_s --reps 20 --csv $O/timing_gtsv_batch_h100_2026-11-25_s11.csv \
  | grep -E '^ +[sd] |^%.*bandwidth' | cut -c1-140
