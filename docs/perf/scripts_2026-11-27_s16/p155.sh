#!/bin/sh
# session 16, run 15, issue 3: the carveout of k_cr_rb's blocks of T2 <= 4
# (2048 x 2048 was 3-5% slower than 72a00d7 in double and single, p150):
#   ca  final (double 72%, single the driver's choice)
#   cb  single 72% too
#   cc  both 80%
#   cd  both 64%
# timing three rounds.
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2 3; do
  for v in ca cb cc cd; do
    echo "== $v round $round ($(el))"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec s \
      --sizes 1100x8000,2048x2048 --reps 20 --csv $W/ts_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec d \
      --sizes 2048x2048,2060x2060 --reps 20 --csv $W/td_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t*.csv > $OUT/timing.csv
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12}' >> $SUM
echo "all done ($(el))" >> $SUM
cat $SUM
