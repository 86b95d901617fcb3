#!/bin/sh
# session 16, run 2, issue 3: p141's ncu had the two-block variant of k_cr_rb
# (a_top128: no level-4 solve, 128 registers) move 860 MB through DRAM
# against 662 MB for one block.  Reading: the wave-ahead L2 prefetch, a wave
# being 2 x 132 systems (43 MB) with two blocks, overruns the 50 MB L2.
# Variants (d, cr_batch), timing two rounds and ncu's DRAM bytes:
#   base, a_top, a_top128          as p141
#   a_top128_h   a_top128, prefetch 132 systems ahead (GS_RB_AHEAD(r)=1)
#   a_top128_np  a_top128, no prefetch
#   d128_h       the full kernel at 128 registers (spills), prefetch 132 ahead
#   d128_np      the full kernel at 128 registers, no prefetch
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
VARS="base a_top a_top128 a_top128_h a_top128_np d128_h d128_np"
for round in 1 2; do
  for v in $VARS; do
    B=$S/$v; [ $v = base ] && B=$S
    echo "== $v round $round ($(el))"
    timeout 60 $B/timing_gtsv_batch --routines cr_batch --prec d \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,smsp__warp_issue_stalled_barrier_per_warp_active.pct,smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_short_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_lg_throttle_per_warp_active.pct,smsp__warp_issue_stalled_mio_throttle_per_warp_active.pct,smsp__warp_issue_stalled_math_pipe_throttle_per_warp_active.pct,smsp__warp_issue_stalled_wait_per_warp_active.pct,smsp__warp_issue_stalled_membar_per_warp_active.pct
for v in $VARS; do
  B=$S/$v; [ $v = base ] && B=$S
  echo "######## ncu $v ($(el))"
  timeout 60 ncu -k regex:k_cr_rb -s 1 -c 1 --metrics $M $B/timing_gtsv_batch --routines cr_batch --prec d \
    --sizes 4097x4097 --reps 1 2>&1 | grep -E "^    [a-z]" | sed 's/  */ /g'
done > $OUT/ncu.txt 2>&1
echo "all done ($(el))" >> $SUM
grep -E "^==|^ +d cr" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12}' | paste - - - >> $SUM
cat $OUT/ncu.txt >> $SUM
cat $SUM
