#!/bin/sh
# session 18, run 2: the reduced system's tail in shared memory
# (k_red_tail_smem) and pass 2 with the boundary check of its tiles'
# inner partitions (k_bnd_check_edges for the rest), beside the session's
# start (48690c8) in the same run: timings, per-kernel ncu, the gallery on
# both backends (d, s), test_spike_red (the staged kernels and the global
# tail against the new path), test_misaligned, memcheck/racecheck.
S=build-run/s18
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
    timeout 60 $S/$v/timing/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random,diagdom \
      --repeat 10 --lapack-repeat 1 --csv $W/ts_${v}_$round.csv 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
  done
done > $OUT/timing_spike.txt 2>&1
for f in $W/ts_*.csv; do echo "# file $(basename $f)"; cat $f; done > $OUT/timing.csv 2>/dev/null
for v in base new; do for c in "d random" "d diagdom" "s random"; do set -- $c
  echo "######## per-kernel $v $1 $2 2^24 ($(el))"
  timeout 40 ncu --kernel-name regex:gs_ --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/$v/timing/timing_gtsv -n 2^24 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum/{print name, $(NF-2), $(NF-1), $NF}'
done; done > $OUT/ncu_spike.txt 2>&1
echo "timing+ncu done ($(el))" >> $SUM
N=$S/new/testing
(OMP_NUM_THREADS=7 timeout 240 $N/testing_gtsv --backend cpu,cuda -q --prec d > $OUT/gallery_d.txt 2>&1; echo "gallery d rc=$?" > $W/gd) &
(OMP_NUM_THREADS=7 timeout 240 $N/testing_gtsv --backend cpu,cuda -q --prec s > $OUT/gallery_s.txt 2>&1; echo "gallery s rc=$?" > $W/gs) &
timeout 200 $N/test_spike_red > $OUT/spike_red.txt 2>&1; echo "test_spike_red rc=$?" >> $SUM
timeout 60 $N/test_misaligned > $OUT/misaligned.txt 2>&1; echo "test_misaligned rc=$?" >> $SUM
timeout 150 compute-sanitizer --tool memcheck $N/testing_gtsv --backend cuda -q --prec d,z --types 1,20,31 -n 100003,1000003 > $OUT/memcheck.txt 2>&1; echo "memcheck rc=$?" >> $SUM
timeout 150 compute-sanitizer --tool racecheck $N/testing_gtsv --backend cuda -q --prec d,c --types 1,31 -n 100003 > $OUT/racecheck.txt 2>&1; echo "racecheck rc=$?" >> $SUM
wait
cat $W/gd $W/gs >> $SUM
for f in gallery_d gallery_s spike_red misaligned memcheck racecheck; do
  echo "$f: $(grep -E "passed, [0-9]+ failed|ERROR SUMMARY|RACECHECK SUMMARY" $OUT/$f.txt | tail -2 | tr '\n' ' ')" >> $SUM
done
echo "all done ($(el))" >> $SUM
grep -E "^==|^ +d |^ +s " $OUT/timing_spike.txt | cut -c1-150 >> $SUM
cat $OUT/ncu_spike.txt >> $SUM
cat $SUM
