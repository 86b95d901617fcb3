#!/bin/sh
# session 16, run 6, issue 3: warp 0 keeps its own rows' equations (the 7
# the way back takes from registers) in shared memory while it solves level
# 4 (rb_keep), so that nothing is live across that call: ptxas now gives
# k_cr_rb<8> 118 registers in double (151 before), 71 in single (80 with
# 36-byte spills), 0 spills -- and two double blocks fit a multiprocessor;
# the L2 prefetch runs one system a multiprocessor ahead (132), not a wave.
#   pad      HEAD (72a00d7)
#   keep     the change (two blocks a multiprocessor in double)
#   keep1    the change held to one block (shared memory asked >= 120000 B)
#   keep_np  the change without the L2 prefetch
# timing three rounds; ncu of keep; keep's tests.
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2 3; do
  for v in pad keep keep1 keep_np; do
    echo "== $v round $round ($(el))"
    timeout 60 $S/$v/timing_gtsv_batch --routines cr_batch --prec s,d \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12}' >> $SUM
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem,sm__warps_active.avg.pct_of_peak_sustained_active,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,smsp__warp_issue_stalled_barrier_per_warp_active.pct,smsp__warp_issue_stalled_mio_throttle_per_warp_active.pct,smsp__warp_issue_stalled_short_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_wait_per_warp_active.pct
for v in keep keep1; do
  echo "######## ncu $v d ($(el))"
  timeout 60 ncu -k regex:k_cr_rb -s 1 -c 1 --metrics $M $S/$v/timing_gtsv_batch --routines cr_batch --prec d \
    --sizes 4097x4097 --reps 1 2>&1 | grep -E "^    [a-z]" | sed 's/  */ /g'
done > $OUT/ncu.txt 2>&1
cat $OUT/ncu.txt >> $SUM
N=$S/keep
stdbuf -oL timeout 100 $N/test_cr_rb sd > $W/test_cr_rb.txt 2>&1; echo "test_cr_rb keep rc=$? $(tail -1 $W/test_cr_rb.txt) ($(el))" >> $SUM
GPUSOLVE_CR_KERNEL=rb timeout 100 $N/test_batch_cap > $W/test_batch_cap.txt 2>&1; echo "test_batch_cap (rb) rc=$? $(tail -1 $W/test_batch_cap.txt) ($(el))" >> $SUM
for p in s d; do
  (GPUSOLVE_CR_KERNEL=rb OMP_NUM_THREADS=4 timeout 200 $N/testing_gtsv_batch --backend cpu,cuda --routine cr_batch --prec $p -q > $W/tgbrb_$p.txt 2>&1; echo "rc=$?" >> $W/tgbrb_$p.txt) &
done
wait
for p in s d; do echo "tgb rb $p: $(grep -E 'passed' $W/tgbrb_$p.txt | tail -1) $(tail -1 $W/tgbrb_$p.txt) ($(el))" >> $SUM; done
timeout 120 compute-sanitizer --tool memcheck --error-exitcode 1 $N/test_cr_rb sd 4113 > $W/memcheck.txt 2>&1; echo "memcheck rc=$? $(grep -E 'ERROR SUMMARY' $W/memcheck.txt) $(grep passed $W/memcheck.txt | tail -1) ($(el))" >> $SUM
timeout 200 compute-sanitizer --tool racecheck --error-exitcode 1 $N/test_cr_rb sd 4113 > $W/racecheck.txt 2>&1; echo "racecheck rc=$? $(grep -E 'RACECHECK SUMMARY' $W/racecheck.txt) $(grep passed $W/racecheck.txt | tail -1) ($(el))" >> $SUM
for f in test_cr_rb test_batch_cap tgbrb_s tgbrb_d memcheck racecheck; do echo "######## $f"; tail -30 $W/$f.txt; done > $OUT/log.txt
echo "all done ($(el))" >> $SUM
cat $SUM
