#!/bin/sh
# session 16, run 9, issue 3: the L2 prefetch's distance with two double
# blocks a multiprocessor: 3/4, 1 (a4 = p148's final candidate), 5/4, 6/4
# systems a multiprocessor ahead (GS_RB_AHEAD quarters).  Timing, three rounds.
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2 3; do
  for v in a3 a4 a5 a6; do
    echo "== $v round $round ($(el))"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec d \
      --sizes 2048x2048,3000x3000,4097x4097 --reps 20 --csv $W/td_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t*.csv > $OUT/timing.csv
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12}' >> $SUM
echo "all done ($(el))" >> $SUM
cat $SUM
