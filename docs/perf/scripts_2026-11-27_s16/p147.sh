#!/bin/sh
# session 16, run 7, issue 3: p146's change (keep: two double blocks a
# multiprocessor) won at 4097 x 4097 but lost at 2048 x 2048 (4 blocks of 4
# warps now, 3 before; prefetch 132 systems ahead, a wave before).  Which:
#   pad      HEAD (72a00d7)
#   keep     p146's change (prefetch one system a multiprocessor ahead)
#   a_wave   keep, prefetch a wave ahead (SMs x blocks resident)
#   b3       keep, at most 3 blocks (shared memory asked >= 70000 B)
#   b3_wave  both
# timing two rounds over the orders that take k_cr_rb, d and s.
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2; do
  for v in pad keep a_wave b3 b3_wave; do
    echo "== $v round $round ($(el))"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec d \
      --sizes 2048x2048,2600x2600,3000x3000,3500x3500,4097x4097 --reps 20 --csv $W/td_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec s \
      --sizes 512x512,1024x1024,2048x2048,4097x4097 --reps 20 --csv $W/ts_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t*.csv > $OUT/timing.csv
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12}' >> $SUM
echo "all done ($(el))" >> $SUM
cat $SUM
