#!/bin/sh
# session 16, run 14: the session's final code (p153's fix2) through
# testing_gtsv_batch's default gallery on both backends, all four
# precisions (what p151's job ran on 1ea5a44 for the batch routines).
S=build-run/s16/fix2
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
for p in s d c z; do
  (OMP_NUM_THREADS=4 timeout 300 $S/testing_gtsv_batch --backend cpu,cuda --prec $p -q > $W/tgb_$p.txt 2>&1; echo "rc=$?" >> $W/tgb_$p.txt) &
done
wait
for p in s d c z; do echo "testing_gtsv_batch $p (cpu+cuda): $(grep -E 'passed' $W/tgb_$p.txt | tail -1) $(tail -1 $W/tgb_$p.txt)"; done >> $SUM
for p in s d c z; do echo "######## $p"; tail -15 $W/tgb_$p.txt; done > $OUT/log.txt
echo "all done ($(( $(date +%s) - T0 ))s)" >> $SUM
cat $SUM
