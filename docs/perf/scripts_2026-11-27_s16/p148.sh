#!/bin/sh
# session 16, run 8, issue 3: the final candidate (carve: p146's change with
# k_cr_rb<4> in double held to three blocks by a 72% shared-memory carveout,
# L1 keeping ~90 KB) against pad (HEAD 72a00d7) and keep (p146, no
# carveout), timing two rounds; then carve's tests (both backends, all four
# precisions, the default gallery; test_cr_rb; the cr_batch gallery forced
# to k_cr_rb; test_batch_cap; memcheck and racecheck) and the issue-3 table
# (timing_gtsv_batch's default sizes, cuSPARSE in the same run).
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2; do
  for v in pad keep carve; do
    echo "== $v round $round ($(el))"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec d \
      --sizes 2048x2048,2050x2050,2064x2064,4097x4097 --reps 20 --csv $W/td_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec s \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/ts_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12}' >> $SUM
echo "== issue-3 table, carve ($(el))" >> $SUM
timeout 200 $S/carve/timing_gtsv_batch --csv $W/table.csv > $OUT/table.txt 2>&1
grep -E "^ +[sd] |copy bandwidth" $OUT/table.txt | cut -c1-175 >> $SUM
cat $W/t*.csv $W/table.csv > $OUT/timing.csv
N=$S/carve
stdbuf -oL timeout 100 $N/test_cr_rb sd > $W/test_cr_rb.txt 2>&1; echo "test_cr_rb rc=$? $(tail -1 $W/test_cr_rb.txt) ($(el))" >> $SUM
GPUSOLVE_CR_KERNEL=rb timeout 100 $N/test_batch_cap > $W/test_batch_cap.txt 2>&1; echo "test_batch_cap (rb) rc=$? $(tail -1 $W/test_batch_cap.txt) ($(el))" >> $SUM
for p in s d c z; do
  (OMP_NUM_THREADS=3 timeout 240 $N/testing_gtsv_batch --backend cpu,cuda --prec $p -q > $W/tgb_$p.txt 2>&1; echo "rc=$?" >> $W/tgb_$p.txt) &
done
for p in s d; do
  (GPUSOLVE_CR_KERNEL=rb OMP_NUM_THREADS=2 timeout 240 $N/testing_gtsv_batch --backend cpu,cuda --routine cr_batch --prec $p -q > $W/tgbrb_$p.txt 2>&1; echo "rc=$?" >> $W/tgbrb_$p.txt) &
done
(timeout 200 compute-sanitizer --tool memcheck --error-exitcode 1 $N/test_cr_rb sd 4113 > $W/memcheck.txt 2>&1; echo "memcheck rc=$?" >> $W/memcheck.txt
 timeout 240 compute-sanitizer --tool racecheck --error-exitcode 1 $N/test_cr_rb sd 4113 > $W/racecheck.txt 2>&1; echo "racecheck rc=$?" >> $W/racecheck.txt) &
wait
for f in tgb_s tgb_d tgb_c tgb_z tgbrb_s tgbrb_d; do echo "$f: $(grep -E 'passed' $W/$f.txt | tail -1) $(tail -1 $W/$f.txt)"; done >> $SUM
for f in memcheck racecheck; do echo "$f: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $W/$f.txt) $(grep passed $W/$f.txt | tail -1) $(tail -1 $W/$f.txt)"; done >> $SUM
for f in test_cr_rb test_batch_cap tgb_s tgb_d tgb_c tgb_z tgbrb_s tgbrb_d memcheck racecheck; do echo "######## $f"; tail -30 $W/$f.txt; done > $OUT/log.txt
echo "all done ($(el))" >> $SUM
cat $SUM
