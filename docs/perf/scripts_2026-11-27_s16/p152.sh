#!/bin/sh
# session 16, run 12, issue 3 (review): 1ea5a44 put warp 0's kept equations
# after the top arrays in st and refused (rb_shape_of) the shapes where st
# has no room for them -- below about 1500 rows in double and 1000 in
# single, where single precision's rule takes k_cr_rb from 512 -- so that
# those fell back to k_cr_smem, also when forced: test_cr_rb then compared
# k_cr_smem with itself.  fix: the kept equations go after the edge where st
# has no room (more shared memory there), and test_cr_rb checks from the
# library's new trace (GPUSOLVE_CR_TRACE) that the forced kernels ran.
#   pad    72a00d7 (before rb_keep)
#   final  1ea5a44
#   fix    this change
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
N=$S/fix
stdbuf -oL timeout 100 $N/test_cr_rb sd > $W/test_cr_rb.txt 2>&1; echo "test_cr_rb fix rc=$? $(tail -1 $W/test_cr_rb.txt) ($(el))" >> $SUM
echo "  lines: $(grep -c 'k_cr_rb ran' $W/test_cr_rb.txt) k_cr_rb ran, $(grep -c 'k_cr_warp ran' $W/test_cr_rb.txt) k_cr_warp ran, $(grep -c 'NOT AS ASKED' $W/test_cr_rb.txt) not as asked" >> $SUM
for round in 1 2; do
  for v in pad final fix; do
    echo "== $v round $round ($(el))"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec s \
      --sizes 600x8000,1000x8000,2048x2048,4097x4097 --reps 20 --csv $W/ts_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec d \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/td_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t*.csv > $OUT/timing.csv
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12}' >> $SUM
GPUSOLVE_CR_KERNEL=rb OMP_NUM_THREADS=8 timeout 200 $N/testing_gtsv_batch --backend cpu,cuda --routine cr_batch,cr --prec s,d -q > $W/tgbrb.txt 2>&1; echo "tgb rb cr_batch,cr s,d rc=$? $(grep -E 'passed' $W/tgbrb.txt | tail -1) ($(el))" >> $SUM
timeout 150 compute-sanitizer --tool memcheck --error-exitcode 1 $N/test_cr_rb sd 4113 > $W/memcheck.txt 2>&1; echo "memcheck rc=$? $(grep -E 'ERROR SUMMARY' $W/memcheck.txt) $(grep passed $W/memcheck.txt | tail -1) ($(el))" >> $SUM
timeout 200 compute-sanitizer --tool racecheck --error-exitcode 1 $N/test_cr_rb sd 2049 > $W/racecheck.txt 2>&1; echo "racecheck rc=$? $(grep -E 'RACECHECK SUMMARY' $W/racecheck.txt) $(grep passed $W/racecheck.txt | tail -1) ($(el))" >> $SUM
for f in test_cr_rb tgbrb memcheck racecheck; do echo "######## $f"; tail -40 $W/$f.txt; done > $OUT/log.txt
grep -E "NOT AS ASKED|FAILED" $W/test_cr_rb.txt | head -5 >> $SUM
echo "all done ($(el))" >> $SUM
cat $SUM
