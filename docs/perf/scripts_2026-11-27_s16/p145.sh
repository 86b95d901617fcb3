#!/bin/sh
# session 16, run 5, issue 3: k_cr_rb's level-0 slots padded by 64 bytes a
# row (S0 = 32 nrw + 8 doubles / 16 floats, st half a pad on) instead of one
# element, so that each cp.async instruction's four rows of slots fall in
# four quarters of the banks (modelled: 4 -> 2 wavefronts an instruction in
# double, 3 -> 1 in single).  base (HEAD) against pad: timing three rounds,
# ncu's shared wavefronts; pad's tests: test_cr_rb s,d (bit for bit against
# k_cr_smem), testing_gtsv_batch cr_batch forced to k_cr_rb s,d, test_batch_cap
# forced, memcheck and racecheck of test_cr_rb up to 4113.
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2 3; do
  for v in base pad; do
    B=$S/$v; [ $v = base ] && B=$S
    echo "== $v round $round ($(el))"
    timeout 60 $B/timing_gtsv_batch --routines cr_batch --prec s,d \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12}' >> $SUM
M=gpu__time_duration.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,smsp__inst_executed_op_ldgsts.sum,smsp__warp_issue_stalled_short_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_mio_throttle_per_warp_active.pct
for v in base pad; do
  B=$S/$v; [ $v = base ] && B=$S
  for p in d s; do
    echo "######## ncu $v $p ($(el))"
    timeout 60 ncu -k regex:k_cr_rb -s 1 -c 1 --metrics $M $B/timing_gtsv_batch --routines cr_batch --prec $p \
      --sizes 4097x4097 --reps 1 2>&1 | grep -E "^    [a-z]" | sed 's/  */ /g'
  done
done > $OUT/ncu.txt 2>&1
cat $OUT/ncu.txt >> $SUM
N=$S/pad
stdbuf -oL timeout 100 $N/test_cr_rb sd > $W/test_cr_rb.txt 2>&1; echo "test_cr_rb pad rc=$? $(tail -1 $W/test_cr_rb.txt) ($(el))" >> $SUM
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
