#!/bin/sh
# session 15, issue 3: is it the spills (84 bytes at 128 registers, from the
# call of rb_top) that make two double blocks a multiprocessor slow, or the
# two blocks themselves?  Timing only, double, three rounds:
#   base      final code (151 registers: one block)
#   v_d128    128 registers (two blocks; 76-byte spills)
#   a_top     no level-Q solve (answers wrong), 129 registers: one block
#   a_top128  no level-Q solve, 128 registers, no spills: two blocks
S=build-run/s15
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2 3; do
  for v in base v_d128 a_top a_top128; do
    B=$S/$v
    [ $v = base ] && B=$S
    echo "== $v round $round ($(el))"
    timeout 60 $B/timing_gtsv_batch --routines cr_batch --prec d \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv 2>/dev/null
echo "done ($(el))" >> $SUM
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1, $2, $4, $5, $6, $12}' >> $SUM
