#!/bin/sh
# session 16, run 1.
# 1. test_spike_red: session 14's reduced-system register kernels against the
#    staged ones (never run on a GPU before this).
# 2. issue 3: why do two double blocks of k_cr_rb a multiprocessor lose to
#    one?  ncu sections of k_cr_rb at d 4097 x 4097 for
#      base      the final code of session 15 (168-register cap: one block)
#      a_top     no level-4 solve (answers wrong): one block
#      a_top128  no level-4 solve, 128 registers: two blocks
#    and their events (two rounds).
# 3. issue 4 baseline on the H100: timing_gtsv d,s random,diagdom 2^24,2^25
#    and ncu's per-kernel times and sections of pass 1 / pass 2 (d random 2^24).
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }

timeout 240 $S/test_spike_red > $OUT/spike_red.txt 2>&1; echo "rc=$?" >> $OUT/spike_red.txt
echo "test_spike_red ($(el)): $(grep -ciE 'pass' $OUT/spike_red.txt) pass-lines; $(tail -2 $OUT/spike_red.txt | tr '\n' ' ')" >> $SUM

for round in 1 2; do
  for v in base a_top a_top128; do
    B=$S/$v; [ $v = base ] && B=$S
    echo "== $v round $round ($(el))"
    timeout 60 $B/timing_gtsv_batch --routines cr_batch --prec d \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
echo "cr timing done ($(el))" >> $SUM

SEC="--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section ComputeWorkloadAnalysis"
for v in base a_top a_top128; do
  B=$S/$v; [ $v = base ] && B=$S
  echo "######## ncu $v ($(el))"
  timeout 90 ncu -k regex:k_cr_rb -s 1 -c 1 $SEC $B/timing_gtsv_batch --routines cr_batch --prec d \
    --sizes 4097x4097 --reps 1 2>&1 | grep -v "^==PROF=="
done > $OUT/ncu_cr.txt 2>&1
echo "ncu cr done ($(el))" >> $SUM

for round in 1 2; do
  echo "== spike round $round ($(el))"
  timeout 90 $S/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random,diagdom \
    --repeat 10 --lapack-repeat 1 --csv $W/ts_$round.csv 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
done > $OUT/timing_spike.txt 2>&1
cat $W/t_*.csv $W/ts_*.csv > $OUT/timing.csv 2>/dev/null
{
  echo "######## per-kernel d random 2^24 ($(el))"
  timeout 90 ncu --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/timing_gtsv -n 2^24 --prec d --matrix random --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$1; sub(/\(.*/,"",name)} /gpu__time_duration.sum/{print name, $2, $NF, $(NF-1)}'
  echo "######## sections pass 1, pass 2 ($(el))"
  timeout 120 ncu -k regex:k_pass -c 2 $SEC $S/timing_gtsv -n 2^24 --prec d --matrix random \
    --repeat 1 --lapack-repeat 1 2>&1 | grep -v "^==PROF=="
} > $OUT/ncu_spike.txt 2>&1
echo "all done ($(el))" >> $SUM
grep -E "^==|^ +d cr" $OUT/timing.txt | cut -c1-140 >> $SUM
grep -E "^==|^ +[sd] |bandwidth" $OUT/timing_spike.txt | cut -c1-160 >> $SUM
grep -E "^######## ncu|Duration|Registers Per|Achieved Occ|L1/TEX Hit|Mem Busy|Max Bandwidth|L1/TEX Cache Throughput|DRAM Throughput|Block Limit Reg|Block Limit Shared|Dynamic Shared|Warp Cycles Per Issued|No Eligible" $OUT/ncu_cr.txt >> $SUM
cat $SUM
