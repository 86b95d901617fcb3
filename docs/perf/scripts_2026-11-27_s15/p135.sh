#!/bin/sh
# session 15, issue 3: with each block prefetching the system a wave on, do
#   v_d128  double at 128 registers (two blocks a multiprocessor; L1 ~32 KB,
#           the thrash of p130/p132 -- do rows already in L2 avoid it?)
#   v_spf   single precision with the same prefetch (-D'GS_RB_PREFETCH(SZ)=1')
# beat the final code (base: double one block with the prefetch, single
# three blocks without)?  The rule (auto) for all; three rounds, 2048 x 2048
# and 4097 x 4097, d and s.
S=build-run/s15
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2 3; do
  for v in base v_d128 v_spf; do
    B=$S/$v
    [ $v = base ] && B=$S
    echo "== $v round $round ($(el))"
    timeout 60 $B/timing_gtsv_batch --routines cr_batch --prec d,s \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv 2>/dev/null
echo "done ($(el))" >> $SUM
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1, $2, $4, $5, $6, $12}' >> $SUM
