#!/bin/sh
# session 22, run 4 (p189; H200): the refinement's correction (k_bnd_correct)
# loading GS_CORR_ROWS rounds of rows before it stores any.  build-run/s22.tgz:
# base = f0e17e8, new = GS_CORR_ROWS 4 (2 for z) at __launch_bounds__(256, 4),
# new8 = 8 rows (4 for z) at (256, 3).  ncu of k_bnd_correct each way, timing
# rounds base new new8 new base, the checks (xhash of the three: the same bits;
# test_refine_skip, test_spike_red on new), new's timing sweep with --csv.
tar xzf build-run/s22.tgz -C build-run || exit 1
S=build-run/s22
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
NCUAWK='/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum|dram__bytes/{print name, $1, $(NF-3), $(NF-2), $(NF-1), $NF}'
for c in "d random 2^24" "d random 2^25" "s random 2^24"; do for v in base new new8; do set -- $c
  echo "######## $v $1 $2 $3 ($(el))"
  timeout 40 ncu --kernel-name regex:"gs_.*bnd_correct" --print-summary per-kernel \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum \
    $S/$v/timing_gtsv -n $3 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 | grep -vE "^==PROF==" | awk "$NCUAWK"
done; done > $OUT/ncu.txt 2>&1
cat $OUT/ncu.txt >> $SUM
for v in base new new8 new base; do
  echo "== $v ($(el))"
  timeout 60 $S/$v/timing_gtsv -n 2^23,2^24,2^25 --prec d,s --matrix random,diagdom \
    --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
done > $OUT/timing.txt 2>&1
grep -E "^==|^ +d |^ +s |bandwidth" $OUT/timing.txt | cut -c1-120 >> $SUM
{
  echo "== test_refine_skip new ($(el))"; timeout 60 $S/new/test_refine_skip 2>&1 | tail -1
  echo "== test_spike_red new ($(el))"; timeout 60 $S/new/test_spike_red 2>&1 | tail -1
  for v in base new new8; do
    GPUSOLVE_BACKEND=cuda timeout 90 $S/$v/xhash 100003 1000003 4194305 16777216 > $OUT/xhash_$v.txt 2>&1
    echo "xhash $v rc=$? cases $(grep -c 'info=0' $OUT/xhash_$v.txt)"
  done
  sort $OUT/xhash_base.txt > /tmp/a.txt
  for v in new new8; do sort $OUT/xhash_$v.txt > /tmp/b.txt
    echo "xhash $v: $(comm -12 /tmp/a.txt /tmp/b.txt | wc -l) of $(wc -l < /tmp/a.txt) cases the same bits as base ($(el))"
  done
} > $OUT/checks.txt 2>&1
cat $OUT/checks.txt >> $SUM
timeout 140 $S/new/timing_gtsv --lapack-repeat 3 --csv $OUT/timing_gtsv_new.csv > $OUT/timing_gtsv_new.txt 2>&1
echo "timing_gtsv sweep (new) rc=$? ($(el))" >> $SUM
grep -E "^ *[sd] .* (16777216|33554432) " $OUT/timing_gtsv_new.txt | cut -c1-170 >> $SUM
rm -f $OUT/xhash_*.txt
cat $SUM
