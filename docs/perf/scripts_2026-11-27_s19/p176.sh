#!/bin/sh
# session 19, run 6: the refinement's corrections skipped where they cannot
# change x (gate_terms' sk; k_bnd_correct leaves those partitions alone,
# k_spikes remakes W and V only for tiles where some correction reads
# them).  new = build-device at that change; base = p171's new (07c6463).
# Checks: test_spike_red (default against staged, GPUSOLVE_SPIKE_SKIP=0 and
# GPUSOLVE_SPIKE_WV=recompute, the last two bit for bit), the gallery subset
# on both backends, the refused / undone steps at n = 1000003, the
# WV=recompute gallery, memcheck and racecheck; then timings in two rounds
# and ncu of the correction.
S=build-run/s19b
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
N=$S/new
{
  echo "== test_spike_red ($(el))"
  timeout 90 $N/test_spike_red > /tmp/sr.txt 2>&1; echo "rc=$?"
  grep -c "bit for bit" /tmp/sr.txt; grep -E "FAILED|rounding" /tmp/sr.txt | head; tail -1 /tmp/sr.txt
  echo "== gallery subset cpu,cuda ($(el))"
  OMP_NUM_THREADS=16 timeout 150 $N/testing_gtsv --backend cpu,cuda -q --prec s,d,c,z \
    --types 1,2,17,20,31 -n 65537,1000003 2>&1 | grep -E "passed|FAIL" | tail -9
  for s in "GATE=0 refused" "UNDO=0 undo"; do set -- $s
    echo "== GPUSOLVE_SPIKE_$1 at 1000003 ($(el))"
    env GPUSOLVE_SPIKE_$1 GPUSOLVE_SPIKE_TRACE=1 OMP_NUM_THREADS=16 timeout 60 $N/testing_gtsv \
      --backend cuda -q --prec s,d,c,z --types 1,2,20 -n 1000003 > /tmp/g.txt 2>&1
    echo "rc=$? decisions \"$2\": $(grep -c "refinement (cuda).*$2" /tmp/g.txt); $(grep -E "^[0-9]+ passed" /tmp/g.txt)"
  done
  echo "== WV=recompute gallery 65537, 1000003 ($(el))"
  GPUSOLVE_SPIKE_WV=recompute GPUSOLVE_SPIKE_TRACE=1 OMP_NUM_THREADS=16 timeout 90 $N/testing_gtsv \
    --backend cpu,cuda -q --types 1,2,20,31 -n 65537,1000003 > /tmp/wv.txt 2>&1
  echo "rc=$? $(grep -E "^[0-9]+ passed" /tmp/wv.txt); W and V made in $(grep -c 'W and V made again' /tmp/wv.txt) steps"
  echo "== memcheck d,c types 1,2,31 n 100003, default and WV=recompute ($(el))"
  timeout 100 compute-sanitizer --tool memcheck $N/testing_gtsv --backend cuda -q --prec d,c \
    --types 1,2,31 -n 100003 2>&1 | grep -E "^[0-9]+ passed|ERROR SUMMARY"
  GPUSOLVE_SPIKE_WV=recompute timeout 100 compute-sanitizer --tool memcheck $N/testing_gtsv \
    --backend cuda -q --prec d,z --types 1,31 -n 100003 --nrhs 1,3 2>&1 | grep -E "^[0-9]+ passed|ERROR SUMMARY"
  echo "== racecheck d types 1,2 n 100003, WV=recompute ($(el))"
  GPUSOLVE_SPIKE_WV=recompute timeout 100 compute-sanitizer --tool racecheck $N/testing_gtsv \
    --backend cuda -q --prec d --types 1,2 -n 100003 2>&1 | grep -E "^[0-9]+ passed|RACECHECK SUMMARY"
} > $OUT/checks.txt 2>&1
echo "checks done ($(el))" >> $SUM
for order in "base new" "new base"; do
  for v in $order; do
    echo "== $v ($(el))"
    timeout 60 $S/$v/timing_gtsv -n 2^23,2^24,2^25 --prec d,s --matrix random,diagdom \
      --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
  done
done > $OUT/timing_spike.txt 2>&1
for v in new base; do for c in "d random 2^24" "d diagdom 2^23"; do set -- $c
  echo "######## per-kernel $v $1 $2 $3 ($(el))"
  timeout 40 ncu --kernel-name regex:"gs_.*(correct|spikes|check|red_down_reg)" --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/$v/timing_gtsv -n $3 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum/{print name, $(NF-3), $(NF-2), $(NF-1), $NF}'
done; done > $OUT/ncu_spike.txt 2>&1
echo "all done ($(el))" >> $SUM
cat $OUT/checks.txt >> $SUM
grep -E "^==|^ +d |^ +s " $OUT/timing_spike.txt | cut -c1-110 >> $SUM
cat $OUT/ncu_spike.txt >> $SUM
cat $SUM
