#!/bin/sh
# issue 3 step 6: k_cr_warp -- clean timing first, then small-n tests on both backends
B=build-device
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
T=$B/timing/timing_gtsv_batch
$T --routines cr_batch --prec s,d --sizes 2x2^23,4x2^22,8x2^21,16x2^20,32x2^19,33x2^19,64x2^18,64x1024,16x16384,512x512,1024x1024,4097x4097 --reps 10 --csv $OUT/warp.csv 2>&1 | grep -E "^ +[sd] |copy bandwidth|rows failed" > $OUT/timing.txt
cat $OUT/timing.txt
rm -f /tmp/rc.txt
for p in s d c z; do
  ( OMP_NUM_THREADS=4 timeout 200 $B/testing/testing_gtsv_batch --routine cr,cr_batch --prec $p -q -n 1,2,3,4,5,7,8,9,16,17,31,32,33,64 --batch 1,3,7,100,1000,31,64,257,5,100,33,2000,7,9 > /tmp/ts_$p.log 2>&1; echo "small n, cpu+cuda, cr,cr_batch $p rc=$? $(tail -1 /tmp/ts_$p.log)" >> /tmp/rc.txt ) &
done
wait
cat /tmp/rc.txt
grep -h -E "FAIL|failed" /tmp/ts_*.log | grep -v " 0 failed" | head
