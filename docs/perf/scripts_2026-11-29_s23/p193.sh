#!/bin/sh
# session 23, run 3 (p193; H200): pass 2 warp by warp with alpha and beta
# loaded while the tile arrives (new) against p192's new (mid: the tiles'
# copies without a division) and bd1265b (base), build-run/s23.tgz.
# ncu durations of the passes mid vs new, xhash base vs new, quick checks,
# timing rounds base new new base, new's timing sweep with --csv.
tar xzf build-run/s23.tgz -C build-run || exit 1
S=build-run/s23
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
NCUAWK='/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name); g=$0; sub(/.*\) \(/,"(",g); sub(/\)x.*/,")",g)} /gpu__time_duration.sum|smsp__inst_executed.sum/{print name, g, $1, $(NF-3), $(NF-2), $(NF-1), $NF}'
for c in "d random 2^24" "d diagdom 2^24" "s random 2^24"; do for v in mid new; do set -- $c
  echo "######## $v $1 $2 $3 ($(el))"
  timeout 40 ncu --clock-control none -k regex:"gs_[sd]_k_pass" --print-summary per-kernel \
    --metrics gpu__time_duration.sum,smsp__inst_executed.sum \
    $S/$v/timing_gtsv -n $3 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 | grep -vE "^==PROF==" | awk "$NCUAWK"
done; done > $OUT/ncu.txt 2>&1
grep -v "(2048\|(4096" $OUT/ncu.txt >> $SUM
{
  for v in base new; do
    GPUSOLVE_BACKEND=cuda timeout 60 $S/$v/xhash 100003 1000003 4194305 16777216 > /tmp/xhash_$v.txt 2>&1
    echo "xhash $v rc=$? cases $(grep -c 'info=0' /tmp/xhash_$v.txt) ($(el))"
  done
  sort /tmp/xhash_base.txt > /tmp/a.txt; sort /tmp/xhash_new.txt > /tmp/b.txt
  echo "xhash: $(comm -12 /tmp/a.txt /tmp/b.txt | wc -l) of $(wc -l < /tmp/a.txt) cases the same bits"
  echo "== test_spike_red $(timeout 40 $S/new/test_spike_red 2>&1 | tail -1)"
  echo "== test_refine_skip $(timeout 40 $S/new/test_refine_skip 2>&1 | tail -1)"
  echo "== test_misaligned $(timeout 40 $S/new/test_misaligned 2>&1 | tail -1)"
  echo "== testing_gtsv d,z cuda nrhs 1,3,9 ($(el)) $(timeout 60 $S/new/testing_gtsv --backend cuda --prec d,z -n 4099,65537 --nrhs 1,3,9 -q 2>&1 | tail -1)"
} > $OUT/checks.txt 2>&1
cat $OUT/checks.txt >> $SUM
for v in base new new base; do
  echo "== $v ($(el))"
  timeout 70 $S/$v/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random,diagdom \
    --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
done > $OUT/timing.txt 2>&1
grep -E "^==|^ +d |^ +s |bandwidth" $OUT/timing.txt | cut -c1-120 >> $SUM
echo "sweep ($(el))" >> $SUM
timeout 170 $S/new/timing_gtsv --lapack-repeat 3 --csv $OUT/timing_gtsv_new.csv > $OUT/timing_gtsv_new.txt 2>&1
echo "timing_gtsv sweep (new) rc=$? ($(el))" >> $SUM
grep -E "^ *[sd] .* (16777216|33554432) " $OUT/timing_gtsv_new.txt | cut -c1-170 >> $SUM
cat $SUM
