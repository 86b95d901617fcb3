#!/bin/sh
# session 16, run 16: the final code (carveout 72% double / 80% single for
# T2 = 4 only) against p155's ca (72% double, T2 <= 4): timing two rounds
# over the orders the carveout and the rule touch; test_cr_rb.
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
stdbuf -oL timeout 100 $S/fin/test_cr_rb sd > $W/test_cr_rb.txt 2>&1; echo "test_cr_rb fin rc=$? $(tail -1 $W/test_cr_rb.txt); $(grep -c 'k_cr_rb ran' $W/test_cr_rb.txt) ran k_cr_rb, $(grep -c 'NOT AS ASKED' $W/test_cr_rb.txt) not as asked ($(el))" >> $SUM
for round in 1 2; do
  for v in ca fin; do
    echo "== $v round $round ($(el))"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec s \
      --sizes 600x8000,1100x8000,2048x2048,4097x4097 --reps 20 --csv $W/ts_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec d \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/td_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t*.csv > $OUT/timing.csv
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12}' >> $SUM
echo "all done ($(el))" >> $SUM
cat $SUM
