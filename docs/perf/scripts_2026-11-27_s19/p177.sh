#!/bin/sh
# branch s19-correct (written in session 19, not run: the device time was
# spent): k_bnd_correct with its column in blockIdx.y, the partition by a
# shift where m is a power of two, and the skip byte read first.  new =
# this branch's build-device programs (testing_gtsv, test_spike_red,
# test_refine_skip, timing_gtsv, stripped, in build-run/s19c/new); base =
# main at f6a9649 (build-run/s19c/base: timing_gtsv).  Checks, two timing
# rounds, ncu of the correction.
S=build-run/s19c
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
N=$S/new
{
  echo "== test_spike_red ($(el))"; timeout 90 $N/test_spike_red | tail -1
  echo "== test_refine_skip ($(el))"; OMP_NUM_THREADS=16 timeout 90 $N/test_refine_skip | tail -6
  echo "== gallery subset cpu,cuda ($(el))"
  OMP_NUM_THREADS=16 timeout 150 $N/testing_gtsv --backend cpu,cuda -q --prec s,d,c,z \
    --types 1,2,17,20,31 -n 65537,1000003 --nrhs 1,3 2>&1 | tail -1
  for s in "GATE=0 refused" "UNDO=0 undo"; do set -- $s
    env GPUSOLVE_SPIKE_$1 GPUSOLVE_SPIKE_TRACE=1 OMP_NUM_THREADS=16 timeout 60 $N/testing_gtsv \
      --backend cuda -q --prec s,d,c,z --types 1,2,20 -n 1000003 > /tmp/g.txt 2>&1
    echo "$1: rc=$? decisions \"$2\": $(grep -c "refinement (cuda).*$2" /tmp/g.txt); $(grep -E "^[0-9]+ passed" /tmp/g.txt)"
  done
  echo "== memcheck d,z types 1,2,31 n 100003 nrhs 1,3 ($(el))"
  timeout 120 compute-sanitizer --tool memcheck $N/testing_gtsv --backend cuda -q --prec d,z \
    --types 1,2,31 -n 100003 --nrhs 1,3 2>&1 | grep -E "^[0-9]+ passed|ERROR SUMMARY"
} > $OUT/checks.txt 2>&1
for order in "base new" "new base"; do for v in $order; do
  echo "== $v ($(el))"
  timeout 60 $S/$v/timing_gtsv -n 2^23,2^24,2^25 --prec d,s --matrix random,diagdom \
    --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
done; done > $OUT/timing_spike.txt 2>&1
for v in new base; do for c in "d random 2^24" "d diagdom 2^23"; do set -- $c
  echo "######## $v $1 $2 $3"
  timeout 40 ncu --kernel-name regex:"gs_.*(correct|spikes)" --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/$v/timing_gtsv -n $3 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum/{print name, $(NF-2), $(NF-1), $NF}'
done; done > $OUT/ncu_spike.txt 2>&1
cat $OUT/checks.txt >> $SUM
grep -E "^==|^ +d |^ +s " $OUT/timing_spike.txt | cut -c1-110 >> $SUM
cat $OUT/ncu_spike.txt >> $SUM
cat $SUM
