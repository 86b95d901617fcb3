#!/bin/sh
# session 15, issue 3: what k_cr_rb's phases cost a call (ablations, answers
# wrong, timing only; built with -DGS_RB_ABLATE_TOP (no level-Q solve by
# warp 0), -DGS_RB_ABLATE_STORE (no X written: the compiler then drops the
# way back too, and double's registers fall to 98), both) from the final
# source plus those #ifdefs (not committed).  Three rounds, 2048 and 4097,
# d and s.  Also test_batch_cap with GPUSOLVE_CR_KERNEL=rb (k_cr_rb in
# groups under a device-memory cap, a failing system handed back).
S=build-run/s15
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
GPUSOLVE_CR_KERNEL=rb timeout 100 $S/test_batch_cap > $OUT/test_batch_cap.txt 2>&1; echo "test_batch_cap (rb) rc=$? $(tail -1 $OUT/test_batch_cap.txt) ($(el))" >> $SUM
for round in 1 2 3; do
  for v in base a_top a_store a_both; do
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
