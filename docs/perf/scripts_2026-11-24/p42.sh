#!/bin/sh
# session 6, review: the pivots' failure keys by one helper (cr_pivot_key);
# X and INFO bit for bit those of 5d94146, cr tests, memcheck.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=4
$R/cmpx_old > /tmp/co.txt 2>&1 &
$R/cmpx_new > /tmp/cn.txt 2>&1
wait
echo "cmpx: $(wc -l < /tmp/cn.txt) cases, X or INFO differing: $(diff /tmp/co.txt /tmp/cn.txt | grep -c '^>')"
T=$R/testing_gtsv_batch
timeout 200 $T --backend cpu,cuda --routine cr,cr_batch -q 2>&1 | tail -1
timeout 200 $T --backend cpu,cuda --routine cr,cr_batch --part info -n 1,2,5,33,512,4097,70000 -q 2>&1 | tail -1
timeout 150 compute-sanitizer --tool memcheck $T --backend cuda --routine cr,cr_batch -n 5,33,1000,4097 --batch 3 --types 2,7,13 -q 2>&1 | grep -E 'passed|ERROR SUMMARY' | tail -2
