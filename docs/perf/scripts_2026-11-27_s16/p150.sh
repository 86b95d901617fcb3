#!/bin/sh
# session 16, run 10, issue 3: the final code (p148's candidate with the
# prefetch 5/4 of a system a multiprocessor ahead, p149): timing of
# cr_batch, three rounds at timing_gtsv_batch's default sizes plus 2048 and
# 3000 (cuSPARSE gtsv2StridedBatch in the same runs); HEAD of the session
# (pad, 72a00d7) beside it; tests of the final binaries: test_cr_rb, the
# cr_batch gallery forced to k_cr_rb, the default gallery on both backends
# (s, d), test_batch_cap forced.
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2 3; do
  for v in pad final; do
    echo "== $v round $round ($(el))"
    timeout 90 $S/$v/timing_gtsv_batch --routines cr_batch --prec s,d \
      --sizes 512x512,1024x1024,2048x2048,3000x3000,4097x4097,64x262144,2^20x16 --reps 20 \
      --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t*.csv > $OUT/timing.csv
grep -E "^==|^ +[sd] cr|copy bandwidth" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12,$13}' >> $SUM
N=$S/final
stdbuf -oL timeout 100 $N/test_cr_rb sd > $W/test_cr_rb.txt 2>&1; echo "test_cr_rb rc=$? $(tail -1 $W/test_cr_rb.txt) ($(el))" >> $SUM
GPUSOLVE_CR_KERNEL=rb timeout 100 $N/test_batch_cap > $W/test_batch_cap.txt 2>&1; echo "test_batch_cap (rb) rc=$? $(tail -1 $W/test_batch_cap.txt) ($(el))" >> $SUM
for p in s d; do
  (OMP_NUM_THREADS=4 timeout 240 $N/testing_gtsv_batch --backend cpu,cuda --prec $p -q > $W/tgb_$p.txt 2>&1; echo "rc=$?" >> $W/tgb_$p.txt) &
  (GPUSOLVE_CR_KERNEL=rb OMP_NUM_THREADS=3 timeout 240 $N/testing_gtsv_batch --backend cpu,cuda --routine cr_batch --prec $p -q > $W/tgbrb_$p.txt 2>&1; echo "rc=$?" >> $W/tgbrb_$p.txt) &
done
wait
for f in tgb_s tgb_d tgbrb_s tgbrb_d; do echo "$f: $(grep -E 'passed' $W/$f.txt | tail -1) $(tail -1 $W/$f.txt)"; done >> $SUM
for f in test_cr_rb test_batch_cap tgb_s tgb_d tgbrb_s tgbrb_d; do echo "######## $f"; tail -20 $W/$f.txt; done > $OUT/log.txt
echo "all done ($(el))" >> $SUM
cat $SUM
