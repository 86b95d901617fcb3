#!/bin/sh
# session 17, run 7: the final code (p160's: cp.async tiles, two sweeps a
# partition, full partitions in registers, one division a row) beside the
# session's start (5770fae) for the docs' table; ncu per-kernel times.
# (run 6 was the GPU job: testing/run_device.sh ... tests,tools,examples)
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
    timeout 60 $S/$v/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random,diagdom \
      --repeat 10 --lapack-repeat 1 --csv $W/ts_${v}_$round.csv 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
  done
done > $OUT/timing_spike.txt 2>&1
for f in $W/ts_*.csv; do echo "# file $(basename $f)"; cat $f; done > $OUT/timing.csv 2>/dev/null
for v in base new; do for mt in random diagdom; do
  echo "######## per-kernel $v d $mt 2^24 ($(el))"
  timeout 40 ncu --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/$v/timing_gtsv -n 2^24 --prec d --matrix $mt --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$1; sub(/\(.*/,"",name)} /gpu__time_duration.sum/{print name, $(NF-2), $(NF-1), $NF}'
done; done > $OUT/ncu_spike.txt 2>&1
echo "done ($(el))" >> $SUM
grep -E "^==|^ +d |^ +s " $OUT/timing_spike.txt | cut -c1-200 >> $SUM
cat $OUT/ncu_spike.txt >> $SUM
