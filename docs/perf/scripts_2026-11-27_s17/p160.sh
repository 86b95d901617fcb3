#!/bin/sh
# session 17, run 4 (issue 4 item 1): the passes' tile loads as cp.async
# copies (tile_copy; the finite and dominance checks per partition from the
# tile afterwards): p159's ncu said the passes are not bound by their
# instructions (fewer instructions, same time).  Each row's load went to a
# register and its store to shared memory waited for it, so a thread's
# rows were one memory round trip after another.
#  new    cp.async tiles + p159's unrolled register sweeps (GS_SPIKE_REG=1)
#  noreg  cp.async tiles + p158's sweeps in the tile (GS_SPIKE_REG=0)
#  1. timing_gtsv d,s random,diagdom 2^24,2^25: base, new, noreg; two rounds
#  2. ncu per-kernel times, d random and diagdom 2^24 (new, noreg)
#  3. testing_gtsv --backend cpu,cuda d s, test_chunked cuda (new)
S=build-run/s17
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2; do
  for v in base new noreg; do
    echo "== $v round $round ($(el))"
    timeout 90 $S/$v/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random,diagdom \
      --repeat 10 --lapack-repeat 1 --csv $W/ts_${v}_$round.csv 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
  done
done > $OUT/timing_spike.txt 2>&1
cat $W/ts_*.csv > $OUT/timing.csv 2>/dev/null
echo "timing done ($(el))" >> $SUM
for v in new noreg; do for mt in random diagdom; do
  echo "######## per-kernel $v d $mt 2^24 ($(el))"
  timeout 90 ncu --print-summary per-kernel --metrics gpu__time_duration.sum,smsp__inst_executed.sum \
    $S/$v/timing_gtsv -n 2^24 --prec d --matrix $mt --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$1; sub(/\(.*/,"",name)} /gpu__time_duration.sum|inst_executed/{print name, $1, $NF, $(NF-1)}'
done; done > $OUT/ncu_spike.txt 2>&1
echo "ncu done ($(el))" >> $SUM
for p in d; do
  timeout 100 $S/new/testing_gtsv --backend cpu,cuda --prec $p -q > $OUT/testing_gtsv_$p.txt 2>&1
  echo "testing_gtsv cpu,cuda $p rc=$? ($(el)): $(grep -E '^%   . (cpu|cuda)' $OUT/testing_gtsv_$p.txt | tr '\n' ' ') $(tail -1 $OUT/testing_gtsv_$p.txt)" >> $SUM
done
timeout 100 $S/new/test_chunked --backend cuda > $OUT/test_chunked.txt 2>&1
echo "test_chunked cuda rc=$? ($(el)): $(tail -1 $OUT/test_chunked.txt)" >> $SUM
grep -E "^==|^ +d |^ +s |bandwidth" $OUT/timing_spike.txt | cut -c1-160 >> $SUM
grep -E "^####|k_pass|k_spikes|k_bnd_c" $OUT/ncu_spike.txt | grep -v inst_exec | head -60 >> $SUM
