#!/bin/sh
# session 19, run 3: the timing sweep of the final code (timing_gtsv's
# defaults: n = 2^16 .. 2^25, s and d, random and diagonally dominant) for
# the charts, then test_large at n = 2^31-1 in double without a cap
# (68.7 GB of host arrays; last run in session 9) and n = 3e8 under a 2 GB
# cap.  build-run/bd.tgz as p172's.
tar xzf build-run/bd.tgz -C build-run || exit 1
B=build-run/bd
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
free -g | head -2 >> $SUM
timeout 220 $B/timing/timing_gtsv --lapack-repeat 3 --csv $OUT/timing_gtsv.csv > $OUT/timing_gtsv.txt 2>&1
echo "timing_gtsv rc=$? ($(el))" >> $SUM
GPUSOLVE_SPIKE_TRACE=1 timeout 60 $B/testing/test_large -n 300000000 --devmem 2G 2>&1 |
  grep -v "refinement" | tail -6 >> $SUM
echo "test_large 3e8 capped done ($(el))" >> $SUM
GPUSOLVE_SPIKE_TRACE=1 timeout 280 $B/testing/test_large 2>&1 | grep -v "refinement" | tail -8 >> $SUM
echo "test_large 2^31-1 rc=$? ($(el))" >> $SUM
grep -E "^%|^ *[sd] " $OUT/timing_gtsv.txt | cut -c1-170 >> $SUM
cat $SUM
