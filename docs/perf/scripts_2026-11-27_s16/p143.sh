#!/bin/sh
# session 16, run 3, issue 3: k_cr_rb taking two systems a block in double
# (rb_sys; the second's chunks 0 and 1 copied into a second set of shared
# memory while the first's level-4 solve, way back and store run), 224
# registers (one block a multiprocessor, 0 spills).
#   base    HEAD (session 15's final code)
#   new     the change
#   p2_168  the change at 168 registers (44-byte spills)
#   s1_224  one system a block (GS_RB_SETS 1) at 224 registers: the
#           restructured code without the pairing
# timing two rounds, ncu of new; then tests of new: test_cr_rb s,d (bit for
# bit against k_cr_smem), test_cr_rb d of p2_168, test_batch_cap forced to
# rb, memcheck and racecheck of test_cr_rb d up to 4113.
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2; do
  for v in base new p2_168 s1_224; do
    B=$S/$v; [ $v = base ] && B=$S
    P=d; case $v in base|new) P=s,d;; esac
    echo "== $v round $round ($(el))"
    timeout 60 $B/timing_gtsv_batch --routines cr_batch --prec $P \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,smsp__warp_issue_stalled_barrier_per_warp_active.pct,smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_short_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_mio_throttle_per_warp_active.pct,smsp__warp_issue_stalled_wait_per_warp_active.pct,launch__registers_per_thread,launch__grid_size
for v in base new; do
  B=$S/$v; [ $v = base ] && B=$S
  echo "######## ncu $v ($(el))"
  timeout 60 ncu -k regex:k_cr_rb -s 1 -c 1 --metrics $M $B/timing_gtsv_batch --routines cr_batch --prec d \
    --sizes 4097x4097 --reps 1 2>&1 | grep -E "^    [a-z]" | sed 's/  */ /g'
done > $OUT/ncu.txt 2>&1
echo "timing done ($(el))" >> $SUM
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12}' >> $SUM
cat $OUT/ncu.txt >> $SUM

N=$S/new
stdbuf -oL timeout 100 $N/test_cr_rb sd > $W/test_cr_rb.txt 2>&1; echo "test_cr_rb new rc=$? $(tail -1 $W/test_cr_rb.txt) ($(el))" >> $SUM
stdbuf -oL timeout 60 $S/p2_168/test_cr_rb d > $W/test_cr_rb168.txt 2>&1; echo "test_cr_rb p2_168 d rc=$? $(tail -1 $W/test_cr_rb168.txt) ($(el))" >> $SUM
GPUSOLVE_CR_KERNEL=rb timeout 100 $N/test_batch_cap > $W/test_batch_cap.txt 2>&1; echo "test_batch_cap (rb) rc=$? $(tail -1 $W/test_batch_cap.txt) ($(el))" >> $SUM
timeout 150 compute-sanitizer --tool memcheck --error-exitcode 1 $N/test_cr_rb d 4113 > $W/memcheck.txt 2>&1; echo "memcheck rc=$? $(grep -E 'ERROR SUMMARY' $W/memcheck.txt) $(grep passed $W/memcheck.txt | tail -1) ($(el))" >> $SUM
timeout 150 compute-sanitizer --tool racecheck --error-exitcode 1 $N/test_cr_rb d 4113 > $W/racecheck.txt 2>&1; echo "racecheck rc=$? $(grep -E 'RACECHECK SUMMARY' $W/racecheck.txt) $(grep passed $W/racecheck.txt | tail -1) ($(el))" >> $SUM
for f in test_cr_rb test_cr_rb168 test_batch_cap memcheck racecheck; do echo "######## $f"; tail -30 $W/$f.txt; done > $OUT/log.txt
echo "all done ($(el))" >> $SUM
cat $SUM
