#!/bin/sh
# session 21, run 2 (p184), on c3abf0f (build-run/bd.tgz as p183):
# 1. where k_red_tail_smem's time goes (d random 2^24: 52 us for 6 levels up
#    and 6 down from 2048 blocks, about 4 us a level; warp stall reasons and
#    the hottest SASS lines), and k_pass2 / k_bnd_check's durations beside it;
# 2. the timing sweep for the charts (timing_gtsv's defaults, --csv);
# 3. test_large at n = 2^31-1 in double without a cap (last run session 19).
tar xzf build-run/bd.tgz -C build-run || exit 1
B=build-run/bd
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
timeout 60 ncu --kernel-name regex:"k_red_tail_smem" --launch-count 1 \
  --section WarpStateStats --section SchedulerStats --section SourceCounters --section LaunchStats \
  $B/timing/timing_gtsv -n 2^24 --prec d --matrix random --repeat 1 --lapack-repeat 1 \
  > $OUT/ncu_tail.txt 2>&1
echo "ncu tail rc=$? ($(el))" >> $SUM
grep -E "Stall|Warp Cycles|Issued|Eligible|Active Warps|Duration|One or More|No Eligible|Block Size|Registers" $OUT/ncu_tail.txt | head -40 >> $SUM
timeout 40 ncu --kernel-name regex:"gs_d_k_(pass2|bnd_check|red_tail_smem|pass1)" --print-summary per-kernel \
  --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum \
  $B/timing/timing_gtsv -n 2^24 --prec d --matrix random,diagdom --repeat 1 --lapack-repeat 1 2>&1 |
  grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum|dram__bytes/{print name, $1, $(NF-2), $(NF-1), $NF}' >> $SUM
echo "ncu durations ($(el))" >> $SUM
timeout 220 $B/timing/timing_gtsv --lapack-repeat 3 --csv $OUT/timing_gtsv.csv > $OUT/timing_gtsv.txt 2>&1
echo "timing_gtsv rc=$? ($(el))" >> $SUM
GPUSOLVE_SPIKE_TRACE=1 timeout 200 $B/testing/test_large 2>&1 | grep -v "refinement" | tail -8 >> $SUM
echo "test_large 2^31-1 rc=$? ($(el))" >> $SUM
grep -E "^%|^ *[sd] " $OUT/timing_gtsv.txt | cut -c1-170 >> $SUM
cat $SUM
