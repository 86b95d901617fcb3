#!/bin/sh
# session 19, run 1: session 18's review refactors (pq_bstep, tail_up /
# tail_down; never run on a GPU) and this session's fusions (the stability
# guard and the refinement gate done by level 0's down-sweep in registers,
# k_red_down_reg<G, GS_FUSE_GUARD / GS_FUSE_GATE>): test_spike_red (default
# against staged, which still runs k_guard and k_bnd_gate), the gallery
# subset on both backends at n = 65537 (tail only: the separate kernels) and
# 1000003 (the fused ones), the refinement's refused / undo decisions at
# 1000003, memcheck and racecheck at 100003 (level 0 in registers), then
# timings of base (692469a) and new in two rounds and per-kernel ncu.
S=build-run/s19
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
N=$S/new
{
  echo "== test_spike_red ($(el))"
  timeout 60 $N/test_spike_red 2>&1 | tail -33
  echo "== gallery subset cpu,cuda ($(el))"
  OMP_NUM_THREADS=16 timeout 150 $N/testing_gtsv --backend cpu,cuda -q --prec s,d,c,z \
    --types 1,2,17,20,31 -n 65537,1000003 2>&1 | grep -E "passed|FAIL" | tail -12
  for v in default staged; do
    echo "== type 17 and 1 at 1000003, traces ($v) ($(el))"
    if [ $v = staged ]; then export GPUSOLVE_SPIKE_RED=staged; fi
    GPUSOLVE_SPIKE_TRACE=1 OMP_NUM_THREADS=16 timeout 60 $N/testing_gtsv --backend cuda -q \
      --prec d,c --types 1,17 -n 1000003 2>&1 | sed 's/[0-9.]*e[-+][0-9]*/N/g' | sort | uniq -c | head -12
    unset GPUSOLVE_SPIKE_RED
  done
  for s in "GATE=0 refused" "UNDO=0 undo"; do set -- $s
    echo "== GPUSOLVE_SPIKE_$1 at 1000003 ($(el))"
    env GPUSOLVE_SPIKE_$1 GPUSOLVE_SPIKE_TRACE=1 OMP_NUM_THREADS=16 timeout 60 $N/testing_gtsv \
      --backend cuda -q --prec s,d,c,z --types 1,20 -n 1000003 > /tmp/g.txt 2>&1
    echo "rc=$? decisions \"$2\": $(grep -c "refinement (cuda).*$2" /tmp/g.txt); $(grep -E "^[0-9]+ passed" /tmp/g.txt)"
  done
  echo "== memcheck d,c types 1,31 n 100003 ($(el))"
  timeout 120 compute-sanitizer --tool memcheck $N/testing_gtsv --backend cuda -q --prec d,c \
    --types 1,31 -n 100003 2>&1 | grep -E "^[0-9]+ passed|ERROR SUMMARY"
  echo "== racecheck d,s types 1,31 n 100003 ($(el))"
  timeout 120 compute-sanitizer --tool racecheck $N/testing_gtsv --backend cuda -q --prec d,s \
    --types 1,31 -n 100003 2>&1 | grep -E "^[0-9]+ passed|RACECHECK SUMMARY"
} > $OUT/checks.txt 2>&1
echo "checks done ($(el))" >> $SUM
for order in "base new" "new base"; do
  for v in $order; do
    echo "== $v ($(el))"
    timeout 60 $S/$v/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random,diagdom \
      --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
  done
done > $OUT/timing_spike.txt 2>&1
for v in new base; do for c in "d random" "d diagdom"; do set -- $c
  echo "######## per-kernel $v $1 $2 2^24 ($(el))"
  timeout 40 ncu --kernel-name regex:"gs_.*(pass|tail|check|guard|correct|red_down_reg|red_up_reg|gate)" --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/$v/timing_gtsv -n 2^24 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum/{print name, $(NF-2), $(NF-1), $NF}'
done; done > $OUT/ncu_spike.txt 2>&1
echo "all done ($(el))" >> $SUM
cat $OUT/checks.txt >> $SUM
grep -E "^==|^ +d |^ +s " $OUT/timing_spike.txt | cut -c1-150 >> $SUM
cat $OUT/ncu_spike.txt >> $SUM
cat $SUM
