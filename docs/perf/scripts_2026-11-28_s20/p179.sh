#!/bin/sh
# session 20, run 2 (timings): main (395d82d) and s20d (+ the correction by
# partition, + e2_solve without the division by one) of p178, two rounds in
# turn, then ncu of the correction, k_spikes and the reduced system's
# kernels (each change has its own kernels: ncu tells them apart).
[ -d build-run/s20/main ] || tar xzf build-run/s20.tgz -C build-run
S=build-run/s20
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for order in "main s20d" "s20d main"; do for v in $order; do
  echo "== $v ($(el))"
  timeout 70 $S/$v/timing_gtsv -n 2^23,2^24,2^25 --prec d,s --matrix random,diagdom \
    --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
done; done > $OUT/timing_spike.txt 2>&1
for c in "d random 2^24" "d diagdom 2^23" "d diagdom 2^24" "s diagdom 2^24"; do for v in main s20d; do set -- $c
  echo "######## $v $1 $2 $3 ($(el))"
  timeout 40 ncu --kernel-name regex:"gs_.*(correct|spikes|red_)" --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/$v/timing_gtsv -n $3 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum/{print name, $(NF-2), $(NF-1), $NF}'
done; done > $OUT/ncu_spike.txt 2>&1
grep -E "^==|^ +d |^ +s " $OUT/timing_spike.txt | cut -c1-110 >> $SUM
cat $OUT/ncu_spike.txt >> $SUM
echo "done ($(el))" >> $SUM
cat $SUM
