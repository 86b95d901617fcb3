#!/bin/sh
# session 15, issue 3: in double each k_cr_rb block asks L2, once its own
# level 0 is read, for the lines of the system a wave on (ahead = blocks
# resident at once); the first wave prefetches its own.  build-run/s15.
# 1. test_cr_rb s, d; memcheck test_cr_rb d (n <= 4200).
# 2. timing_gtsv_batch --routines cr_batch at 2048 x 2048 and 4097 x 4097, d
#    and s: smem and the rule in turn, three rounds.
S=build-run/s15
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
stdbuf -oL timeout 100 $S/test_cr_rb sd > $W/test_cr_rb.txt 2>&1; echo "test_cr_rb rc=$? $(tail -1 $W/test_cr_rb.txt) ($(el))" >> $SUM
timeout 150 compute-sanitizer --tool memcheck --error-exitcode 1 $S/test_cr_rb d 4200 > $W/memcheck.txt 2>&1; echo "memcheck rc=$? $(grep -E 'passed|ERROR SUMMARY' $W/memcheck.txt | tr '\n' ' ') ($(el))" >> $SUM
for round in 1 2 3; do
  for v in smem auto; do
    echo "== timing $v round $round ($(el))"
    GPUSOLVE_CR_KERNEL=$v timeout 60 $S/timing_gtsv_batch --routines cr_batch --prec d,s \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv 2>/dev/null
echo "timing done ($(el))" >> $SUM
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1, $2, $4, $5, $6, $7, $12, $13}' >> $SUM
