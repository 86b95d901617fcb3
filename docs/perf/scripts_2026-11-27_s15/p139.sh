#!/bin/sh
# session 15: test_cr_rb with its gpu_?gtsv_cr cases (300 right-hand sides
# sharing one matrix: LDS = 0 inside k_cr_rb); memcheck of them in double.
S=build-run/s15
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
stdbuf -oL timeout 100 $S/test_cr_rb sd > $OUT/test_cr_rb.txt 2>&1; echo "test_cr_rb rc=$? $(tail -1 $OUT/test_cr_rb.txt)" >> $SUM
grep "gtsv_cr" $OUT/test_cr_rb.txt >> $SUM
grep -B1 FAILED $OUT/test_cr_rb.txt | head -10 >> $SUM
timeout 120 compute-sanitizer --tool memcheck --error-exitcode 1 $S/test_cr_rb d 4200 > $OUT/memcheck.txt 2>&1; echo "memcheck rc=$? $(grep -E 'passed|ERROR SUMMARY' $OUT/memcheck.txt | tr '\n' ' ')" >> $SUM
