#!/bin/sh
# session 22, run 3 (p188; H200): p187 again, its files having been lost --
# the tail's level descriptors in registers with 512 threads a block (new)
# against f0e17e8 (base).  build-run/s22.tgz rebuilt as for p187.  ncu of the
# reduced solve's kernels each way, ncu of every kernel of new at d 2^24 (where
# the time goes on this machine), timing rounds base new new base, quick checks
# (test_spike_red, test_refine_skip, xhash base vs new), then both builds'
# timing sweeps with --csv (the charts take the kept one's).
tar xzf build-run/s22.tgz -C build-run || exit 1
S=build-run/s22
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
NCUAWK='/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum|dram__bytes/{print name, $1, $(NF-3), $(NF-2), $(NF-1), $NF}'
for c in "d random 2^24" "d diagdom 2^24" "d random 2^25" "s random 2^24"; do for v in base new; do set -- $c
  echo "######## $v $1 $2 $3 ($(el))"
  timeout 40 ncu --kernel-name regex:"gs_.*(red_|bnd_)" --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/$v/timing_gtsv -n $3 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 | grep -vE "^==PROF==" | awk "$NCUAWK"
done; done > $OUT/ncu.txt 2>&1
cat $OUT/ncu.txt >> $SUM
for m in random diagdom; do
  echo "######## new every kernel d 2^24 $m ($(el))"
  timeout 60 ncu --kernel-name regex:"gs_[sd]_k_" --print-summary per-kernel \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum \
    $S/new/timing_gtsv -n 2^24 --prec d --matrix $m --repeat 1 --lapack-repeat 1 2>&1 | grep -vE "^==PROF==" | awk "$NCUAWK"
done > $OUT/ncu_all.txt 2>&1
cat $OUT/ncu_all.txt >> $SUM
for v in base new new base; do
  echo "== $v ($(el))"
  timeout 60 $S/$v/timing_gtsv -n 2^23,2^24,2^25 --prec d,s --matrix random,diagdom \
    --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
done > $OUT/timing.txt 2>&1
grep -E "^==|^ +d |^ +s |bandwidth" $OUT/timing.txt | cut -c1-120 >> $SUM
{
  echo "== test_spike_red new ($(el))"; timeout 60 $S/new/test_spike_red 2>&1 | tail -2
  echo "== test_refine_skip new ($(el))"; timeout 60 $S/new/test_refine_skip 2>&1 | tail -1
  for v in base new; do
    GPUSOLVE_BACKEND=cuda timeout 90 $S/$v/xhash 100003 1000003 4194305 16777216 > $OUT/xhash_$v.txt 2>&1
    echo "xhash $v rc=$? cases $(grep -c 'info=0' $OUT/xhash_$v.txt)"
  done
  sort $OUT/xhash_base.txt > /tmp/a.txt; sort $OUT/xhash_new.txt > /tmp/b.txt
  echo "xhash: $(comm -12 /tmp/a.txt /tmp/b.txt | wc -l) of $(wc -l < /tmp/a.txt) cases the same bits ($(el))"
} > $OUT/checks.txt 2>&1
cat $OUT/checks.txt >> $SUM
for v in new base; do
  timeout 140 $S/$v/timing_gtsv --lapack-repeat 3 --csv $OUT/timing_gtsv_$v.csv > $OUT/timing_gtsv_$v.txt 2>&1
  echo "timing_gtsv sweep ($v) rc=$? ($(el))" >> $SUM
  grep -E "^ *[sd] .* (16777216|33554432) " $OUT/timing_gtsv_$v.txt | cut -c1-170 >> $SUM
done
cat $SUM
