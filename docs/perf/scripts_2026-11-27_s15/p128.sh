#!/bin/sh
# session 15, issue 3: k_cr_rb with lazy neighbour fetches and __maxnreg__
# (112 registers, two blocks of 288 threads a multiprocessor in double),
# complex left to k_cr_smem.  build-run/s15 as in p126.
# 1. test_cr_rb s, d (INFO and X bit for bit against k_cr_smem);
#    compute-sanitizer memcheck (d, n <= 4200) and racecheck (s, n <= 1100).
# 2. timing_gtsv_batch --routines cr_batch, smem and rb alternately, two
#    rounds, d and s.
# 3. ncu: k_cr_rb and k_cr_smem at 4097 x 4097 in double (occupancy, warp
#    states, throughput).
S=build-run/s15
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
stdbuf -oL timeout 100 $S/test_cr_rb sd > $OUT/test_cr_rb.txt 2>&1; echo "test_cr_rb rc=$? ($(el))" >> $SUM
tail -1 $OUT/test_cr_rb.txt >> $SUM
grep -B1 "FAILED" $OUT/test_cr_rb.txt | head -20 >> $SUM
(timeout 150 compute-sanitizer --tool memcheck --error-exitcode 1 $S/test_cr_rb d 4200 > $W/memcheck.txt 2>&1; echo "memcheck rc=$?" >> $W/memcheck.txt) &
(timeout 150 compute-sanitizer --tool racecheck --error-exitcode 1 $S/test_cr_rb s 1100 > $W/racecheck.txt 2>&1; echo "racecheck rc=$?" >> $W/racecheck.txt) &
wait
for f in memcheck racecheck; do tail -4 $W/$f.txt; done >> $SUM
cat $W/memcheck.txt $W/racecheck.txt > $OUT/sanitizer.txt
echo "sanitizers done ($(el))" >> $SUM
SZ=512x512,1024x1024,2048x2048,4097x4097,8191x2048
for round in 1 2; do
  for v in smem rb; do
    echo "== timing $v round $round ($(el))"
    GPUSOLVE_CR_KERNEL=$v timeout 60 $S/timing_gtsv_batch --routines cr_batch --prec d,s \
      --sizes $SZ --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv 2>/dev/null
echo "timing done ($(el))" >> $SUM
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1, $2, $5, $6, $7, $13}' >> $SUM
for v in rb smem; do
  echo "== ncu $v ($(el))"
  GPUSOLVE_CR_KERNEL=$v timeout 90 ncu --kernel-name regex:k_cr_ --launch-skip 2 --launch-count 1 \
    --section SpeedOfLight --section Occupancy --section WarpStateStats --section LaunchStats \
    --section MemoryWorkloadAnalysis \
    $S/timing_gtsv_batch --routines cr_batch --prec d --sizes 4097x4097 --reps 3 2>&1 | grep -vE "^#|^ *$" | tail -80
done > $OUT/ncu.txt 2>&1
echo "ncu done ($(el))" >> $SUM
grep -E "== ncu|Duration|Registers Per|Achieved Occupancy|Theoretical Occupancy|Block Limit|DRAM Throughput|Memory Throughput|Warp Cycles Per Issued|Dynamic Shared" $OUT/ncu.txt >> $SUM
