#!/bin/sh
# session 17, run 5 (issue 4 item 1): the passes streamed -- persistent
# blocks (3 a multiprocessor) that take every grid-th tile of full
# partitions with the next tile's cp.async copies in flight into a second
# buffer (k_pass1_stream, k_pass2_stream; one column, partitions of 16 or
# 8 rows); p160's cp.async tiles and register sweeps otherwise.
#  1. timing_gtsv d,s random,diagdom 2^24,2^25: base (5770fae) and new, two rounds
#  2. ncu per-kernel times, d random and diagdom 2^24 (new)
#  3. testing_gtsv cpu,cuda d; cuda s (65537, 2^20), c and z (512, 65537)
#  4. test_chunked cuda; memcheck (d 65537 and 2^20, types 1 31) and
#     racecheck (d 65537, type 1) of testing_gtsv --backend cuda
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
cat $W/ts_*.csv > $OUT/timing.csv 2>/dev/null
echo "timing done ($(el))" >> $SUM
for mt in random diagdom; do
  echo "######## per-kernel new d $mt 2^24 ($(el))"
  timeout 40 ncu --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/new/timing_gtsv -n 2^24 --prec d --matrix $mt --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$1; sub(/\(.*/,"",name)} /gpu__time_duration.sum/{print name, $NF, $(NF-1)}'
done > $OUT/ncu_spike.txt 2>&1
echo "ncu done ($(el))" >> $SUM
T=$S/new/testing_gtsv
t() { n=$1; shift; timeout 90 "$@" > $OUT/$n.txt 2>&1; echo "$n rc=$? ($(el)): $(grep -E '^%   . (cpu|cuda)' $OUT/$n.txt | cut -c1-60 | tr '\n' ' ') $(tail -1 $OUT/$n.txt | cut -c1-120)" >> $SUM; }
t tg_d $T --backend cpu,cuda --prec d -q
t tg_s $T --backend cuda --prec s -n 65537,1048576 -q
t tg_cz $T --backend cuda --prec c,z -n 512,65537 -q
t chunked $S/new/test_chunked --backend cuda
t memcheck compute-sanitizer --tool memcheck $T --backend cuda --api dev --prec d -n 65537,1048576 --types 1,31 --nrhs 1 -q
t racecheck compute-sanitizer --tool racecheck $T --backend cuda --api dev --prec d -n 65537 --types 1 --nrhs 1 -q
grep -E "ERROR SUMMARY|RACECHECK SUMMARY" $OUT/memcheck.txt $OUT/racecheck.txt >> $SUM
grep -E "^==|^ +d |^ +s " $OUT/timing_spike.txt | cut -c1-110 >> $SUM
grep -E "^####|k_pass|k_spikes|k_bnd_c" $OUT/ncu_spike.txt >> $SUM
