#!/bin/sh
# session 21, run 3 (p185): the tail's level descriptors in registers.
# build-run/s21.tgz: base = c3abf0f (xhash: session 20's s20e, the same
# kernels at these sizes), new = base + tail_up/tail_down reading each level's
# descriptor once into registers.  ncu of the reduced solve's kernels, two
# timing rounds each way, then the checks: test_spike_red (the shared tail
# against the global one, bit for bit), test_refine_skip, xhash base vs new,
# a gallery subset, memcheck and racecheck of the tail.
tar xzf build-run/s21.tgz -C build-run || exit 1
S=build-run/s21
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
for c in "d random 2^24" "d diagdom 2^24" "d random 2^25" "s random 2^24"; do for v in base new; do set -- $c
  echo "######## $v $1 $2 $3 ($(el))"
  timeout 40 ncu --kernel-name regex:"gs_.*(red_|bnd_check)" --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/$v/timing_gtsv -n $3 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum/{print name, $(NF-2), $(NF-1), $NF}'
done; done > $OUT/ncu.txt 2>&1
grep -E "####|tail" $OUT/ncu.txt >> $SUM
for order in "base new" "new base"; do for v in $order; do
  echo "== $v ($(el))"
  timeout 60 $S/$v/timing_gtsv -n 2^23,2^24,2^25 --prec d,s --matrix random,diagdom \
    --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
done; done > $OUT/timing.txt 2>&1
grep -E "^==|^ +d |^ +s " $OUT/timing.txt | cut -c1-100 >> $SUM
{
  echo "== test_spike_red new ($(el))"; timeout 60 $S/new/test_spike_red 2>&1 | tail -2
  echo "== test_refine_skip new ($(el))"; timeout 60 $S/new/test_refine_skip 2>&1 | tail -1
  for v in base new; do
    GPUSOLVE_BACKEND=cuda timeout 90 $S/$v/xhash 100003 1000003 4194305 > $OUT/xhash_$v.txt 2>&1
    echo "xhash $v rc=$? cases $(grep -c 'info=0' $OUT/xhash_$v.txt)"
  done
  sort $OUT/xhash_base.txt > /tmp/a.txt; sort $OUT/xhash_new.txt > /tmp/b.txt
  echo "xhash: $(comm -12 /tmp/a.txt /tmp/b.txt | wc -l) of $(wc -l < /tmp/a.txt) cases the same bits ($(el))"
  OMP_NUM_THREADS=16 timeout 150 $S/new/testing_gtsv --backend cpu,cuda -q --types 1,2,17,20,31 \
    -n 65537,1000003 --nrhs 1,3 --prec s,d,c,z 2>&1 | grep -E "passed, [0-9]+ failed" | tail -1
  echo "== sanitizers ($(el))"
  timeout 120 compute-sanitizer --tool memcheck $S/new/testing_gtsv --backend cuda -q --prec d,z \
    --types 1,2,31 -n 100003 --nrhs 1,3 2>&1 | grep -E "^[0-9]+ passed|ERROR SUMMARY"
  timeout 120 compute-sanitizer --tool racecheck $S/new/testing_gtsv --backend cuda -q --prec d,c \
    --types 1,2 -n 100003 --nrhs 1 2>&1 | grep -E "^[0-9]+ passed|RACECHECK SUMMARY"
  echo "== checks done ($(el))"
} > $OUT/checks.txt 2>&1
cat $OUT/checks.txt >> $SUM
cat $SUM
