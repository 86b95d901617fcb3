#!/bin/sh
# issue 3 step 5b: + int rows, finite check in the back loop
B=build-device
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
T=$B/timing/timing_gtsv_batch
$T --routines cr_batch,cr --prec s,d --sizes 512x512,1024x1024,4097x4097,2048x2048,64x262144,2^20x16 --reps 20 2>&1 | grep -E "^ +[sd] cr|copy bandwidth|rows failed" > $OUT/timing.txt
cat $OUT/timing.txt
for p in s d c z; do
  ( timeout 280 $B/testing/testing_gtsv_batch --backend cuda --routine cr,cr_batch --prec $p -q > /tmp/tb_$p.log 2>&1; echo "testing_gtsv_batch cuda cr,cr_batch $p rc=$? $(tail -2 /tmp/tb_$p.log | tr '\n' ' ')" >> /tmp/rc.txt ) &
done
( timeout 280 $CS --tool memcheck --error-exitcode 1 $B/testing/testing_gtsv_batch --backend cuda --routine cr,cr_batch -q -n 1,2,33,512,4097,65537 --batch 3 > /tmp/mc.log 2>&1; echo "memcheck rc=$? $(grep 'ERROR SUMMARY' /tmp/mc.log)" >> /tmp/rc.txt ) &
wait
( timeout 200 $CS --tool racecheck --error-exitcode 1 $B/testing/testing_gtsv_batch --backend cuda --routine cr,cr_batch --prec d,z -q -n 1,33,512,4097 --batch 3 > /tmp/rc2.log 2>&1; echo "racecheck rc=$? $(grep 'RACECHECK SUMMARY' /tmp/rc2.log)" >> /tmp/rc.txt )
for s in 1024x1024 4097x4097; do
  ncu -k regex:k_cr_smem -c 1 --metrics gpu__time_duration.sum,smsp__inst_executed.sum,launch__registers_per_thread,dram__bytes_read.sum $T --routines cr_batch --prec d --sizes $s --reps 1 2>&1 | grep -E "duration|inst_exec|registers|dram" | sed "s/^/$s /"
done
cat /tmp/rc.txt; cp /tmp/rc.txt $OUT/
grep -h -iE "fail" /tmp/tb_*.log | head -20
