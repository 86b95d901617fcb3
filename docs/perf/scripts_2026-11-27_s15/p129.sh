#!/bin/sh
# session 15, issue 3: k_cr_rb capped at 96 registers (two blocks of 9
# warps a multiprocessor in double), its shape checked resident before use;
# a variant with single precision capped at 72 (three blocks; var_s72, built
# with -DGS_RB_MAXNREG_S=72 from the same source).
# 1. test_cr_rb s, d; memcheck at d n <= 8193 (T2 = 16 shapes).
# 2. timing_gtsv_batch --routines cr_batch: smem, rb, rb var_s72 in turn,
#    two rounds, d and s.
# 3. ncu occupancy of k_cr_rb at 4097 x 4097 in double.
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
timeout 200 compute-sanitizer --tool memcheck --error-exitcode 1 $S/test_cr_rb d 8193 > $W/memcheck.txt 2>&1; echo "memcheck rc=$?" >> $W/memcheck.txt
tail -3 $W/memcheck.txt >> $SUM
cp $W/memcheck.txt $OUT/sanitizer.txt
SZ=512x512,1024x1024,2048x2048,4097x4097,8191x2048
for round in 1 2; do
  for v in smem rb rb_s72; do
    B=$S; k=$v
    [ $v = rb_s72 ] && { B=$S/var_s72; k=rb; }
    echo "== timing $v round $round ($(el))"
    GPUSOLVE_CR_KERNEL=$k timeout 60 $B/timing_gtsv_batch --routines cr_batch --prec d,s \
      --sizes $SZ --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv 2>/dev/null
echo "timing done ($(el))" >> $SUM
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1, $2, $3, $5, $6, $7, $13}' >> $SUM
for v in rb; do
  echo "== ncu $v ($(el))"
  GPUSOLVE_CR_KERNEL=$v timeout 90 ncu --kernel-name regex:k_cr_ --launch-skip 2 --launch-count 1 \
    --section SpeedOfLight --section Occupancy --section WarpStateStats --section LaunchStats \
    $S/timing_gtsv_batch --routines cr_batch --prec d --sizes 4097x4097 --reps 3 2>&1 | grep -vE "^#|^ *$" | tail -70
done > $OUT/ncu.txt 2>&1
echo "ncu done ($(el))" >> $SUM
grep -E "== ncu|Duration|Registers Per|Achieved Occupancy|Theoretical Occupancy|Block Limit Reg|Block Limit Shared|DRAM Throughput|Memory Throughput|Warp Cycles Per Issued" $OUT/ncu.txt >> $SUM
