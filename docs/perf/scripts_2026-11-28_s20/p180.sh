#!/bin/sh
# session 20, run 3: s20e = s20d's code (branch s20-div1: the correction by
# partition, e2_solve without the division by one) with k_bnd_correct taken
# a warp per 32 partitions and the reduced system's tail a level lower where
# it does not fit the shared memory; main = 395d82d (p178's).  Checks on
# s20e, xhash against main (X bit for bit where l0 is unchanged: n <= 2^22;
# n = 2^23+1 starts the tail a level lower), two timing rounds, ncu.
[ -d build-run/s20b/main ] || tar xzf build-run/s20b.tgz -C build-run
S=build-run/s20b
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=16
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
N=$S/s20e
{
  echo "== s20e test_spike_red ($(el))"
  timeout 90 $N/test_spike_red > /tmp/sr.txt 2>&1; echo "rc=$? bit-for-bit lines $(grep -c 'bit for bit' /tmp/sr.txt)"
  grep -E "FAILED" /tmp/sr.txt | head -5; tail -1 /tmp/sr.txt
  echo "== s20e test_refine_skip ($(el))"
  timeout 120 $N/test_refine_skip > /tmp/rs.txt 2>&1; echo "rc=$?"; grep -E "FAIL" /tmp/rs.txt | head -4; tail -2 /tmp/rs.txt
  echo "== xhash, host form on cuda ($(el))"
  for v in main s20e; do
    GPUSOLVE_BACKEND=cuda timeout 90 $S/$v/xhash 100003 1000003 4194305 8388609 > $OUT/xhash_$v.txt 2>&1
    echo "$v rc=$? cases $(grep -c 'info=0' $OUT/xhash_$v.txt)"
  done
  grep -v "n=8388609" $OUT/xhash_main.txt > /tmp/a.txt; grep -v "n=8388609" $OUT/xhash_s20e.txt > /tmp/b.txt
  cmp -s /tmp/a.txt /tmp/b.txt && echo "n <= 4194305: main = s20e bit for bit ($(wc -l < /tmp/a.txt) cases)" || echo "n <= 4194305: main != s20e"
  echo "n = 8388609: $(grep n=8388609 $OUT/xhash_main.txt | sort > /tmp/a.txt; grep n=8388609 $OUT/xhash_s20e.txt | sort > /tmp/b.txt; comm -12 /tmp/a.txt /tmp/b.txt | wc -l) of $(wc -l < /tmp/a.txt) cases the same bits"
  echo "== s20e gallery subset cpu,cuda nrhs 1,3 ($(el))"
  timeout 200 $N/testing_gtsv --backend cpu,cuda -q --prec s,d,c,z \
    --types 1,2,17,20,31 -n 65537,1000003 --nrhs 1,3 2>&1 | grep -E "passed|FAIL" | tail -9
  echo "== s20e gallery d,z cuda n 8388609 (tail a level lower) ($(el))"
  timeout 100 $N/testing_gtsv --backend cuda -q --prec d,z --types 1,2,31 -n 8388609 2>&1 | grep -E "passed|FAIL" | tail -3
  for s in "GATE=0 refused" "UNDO=0 undo"; do set -- $s
    echo "== s20e GPUSOLVE_SPIKE_$1 at 1000003 ($(el))"
    env GPUSOLVE_SPIKE_$1 GPUSOLVE_SPIKE_TRACE=1 timeout 60 $N/testing_gtsv \
      --backend cuda -q --prec s,d,c,z --types 1,2,20 -n 1000003 --nrhs 1,3 > /tmp/g.txt 2>&1
    echo "rc=$? decisions \"$2\": $(grep -c "refinement (cuda).*$2" /tmp/g.txt); $(grep -E "^[0-9]+ passed" /tmp/g.txt)"
  done
  echo "== s20e memcheck d,z types 1,2,31 n 100003 nrhs 1,3; UNDO=0 d ($(el))"
  timeout 120 compute-sanitizer --tool memcheck $N/testing_gtsv --backend cuda -q --prec d,z \
    --types 1,2,31 -n 100003 --nrhs 1,3 2>&1 | grep -E "^[0-9]+ passed|ERROR SUMMARY"
  GPUSOLVE_SPIKE_UNDO=0 timeout 60 compute-sanitizer --tool memcheck $N/testing_gtsv --backend cuda -q --prec d \
    --types 1,2 -n 100003 --nrhs 1,3 2>&1 | grep -E "^[0-9]+ passed|ERROR SUMMARY"
  echo "== s20e racecheck d,c types 1,2 n 100003 nrhs 1,3 ($(el))"
  timeout 90 compute-sanitizer --tool racecheck $N/testing_gtsv --backend cuda -q --prec d,c \
    --types 1,2 -n 100003 --nrhs 1,3 2>&1 | grep -E "^[0-9]+ passed|RACECHECK SUMMARY"
  echo "== checks done ($(el))"
} > $OUT/checks.txt 2>&1
cat $OUT/checks.txt >> $SUM
for order in "main s20e" "s20e main"; do for v in $order; do
  echo "== $v ($(el))"
  timeout 70 $S/$v/timing_gtsv -n 2^23,2^24,2^25 --prec d,s --matrix random,diagdom \
    --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
done; done > $OUT/timing_spike.txt 2>&1
for c in "d random 2^24" "d diagdom 2^23" "d random 2^25" "s random 2^24"; do for v in main s20e; do set -- $c
  echo "######## $v $1 $2 $3 ($(el))"
  timeout 40 ncu --kernel-name regex:"gs_.*(correct|spikes|red_)" --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/$v/timing_gtsv -n $3 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum/{print name, $(NF-2), $(NF-1), $NF}'
done; done > $OUT/ncu_spike.txt 2>&1
grep -E "^==|^ +d |^ +s " $OUT/timing_spike.txt | cut -c1-110 >> $SUM
cat $OUT/ncu_spike.txt >> $SUM
echo "done ($(el))" >> $SUM
cat $SUM
