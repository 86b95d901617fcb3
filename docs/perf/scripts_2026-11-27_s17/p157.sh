#!/bin/sh
# session 17, run 1 (issue 4 item 1): pass 1 as one forward sweep a
# partition (pq_tips: the tips of W, V and Y, nothing stored; W and V whole
# left to k_spikes, which runs only for a refinement step) and one division
# a row in the partitions' elimination (pq_step).
#  1. testing_gtsv --backend cuda, d s, default sizes, -q (c z: the full job later)
#  2. test_chunked --backend cuda
#  3. timing_gtsv d,s random,diagdom 2^24,2^25: base (5770fae) and new, two rounds
#  4. ncu per-kernel times, d random and diagdom 2^24 (new)
S=build-run/s17
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2; do
  for v in base new; do
    echo "== $v round $round ($(el))"
    timeout 90 $S/$v/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random,diagdom \
      --repeat 10 --lapack-repeat 1 --csv $W/ts_${v}_$round.csv 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
  done
done > $OUT/timing_spike.txt 2>&1
cat $W/ts_*.csv > $OUT/timing.csv 2>/dev/null
echo "timing done ($(el))" >> $SUM
for mt in random diagdom; do
  echo "######## per-kernel d $mt 2^24 ($(el))"
  timeout 90 ncu --print-summary per-kernel --metrics gpu__time_duration.sum,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active \
    $S/new/timing_gtsv -n 2^24 --prec d --matrix $mt --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$1; sub(/\(.*/,"",name)} /gpu__time_duration.sum|inst_executed|warps_active/{print name, $1, $2, $NF, $(NF-1)}'
done > $OUT/ncu_spike.txt 2>&1
echo "ncu done ($(el))" >> $SUM
for p in d s; do
  timeout 120 $S/new/testing_gtsv --backend cuda --prec $p -q > $OUT/testing_gtsv_$p.txt 2>&1
  echo "testing_gtsv cuda $p rc=$? ($(el)): $(tail -1 $OUT/testing_gtsv_$p.txt)" >> $SUM
done
timeout 120 $S/new/test_chunked --backend cuda > $OUT/test_chunked.txt 2>&1
echo "test_chunked cuda rc=$? ($(el)): $(tail -1 $OUT/test_chunked.txt)" >> $SUM
grep -E "^==|^ +d |^ +s |bandwidth" $OUT/timing_spike.txt | cut -c1-160 >> $SUM
grep -E "k_pass|k_spikes|k_bnd|k_red|k_guard" $OUT/ncu_spike.txt | head -60 >> $SUM
