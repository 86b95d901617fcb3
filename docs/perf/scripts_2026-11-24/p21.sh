#!/bin/sh
# session 5: batch host forms under a device-memory cap (groups), tests, memcheck
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p21; mkdir -p $O
export OMP_NUM_THREADS=4
( $R/test_batch_cap > $O/test_batch_cap.txt 2>&1; echo "rc $?" >> $O/test_batch_cap.txt ) &
( timeout 500 $R/testing_gtsv_batch --backend cpu,cuda --api host -q > $O/t_host.txt 2>&1; echo "rc $?" >> $O/t_host.txt ) &
( timeout 500 $R/testing_gtsv_batch --backend cuda --api dev -q > $O/t_dev.txt 2>&1; echo "rc $?" >> $O/t_dev.txt ) &
( GPUSOLVE_DEVICE_MEMORY=2M timeout 500 $R/testing_gtsv_batch --backend cuda --api host -n 1000,4097,65537 --batch 40,20,2 -q > $O/t_cap.txt 2>&1; echo "rc $?" >> $O/t_cap.txt ) &
( timeout 500 compute-sanitizer --tool memcheck $R/test_batch_cap > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt ) &
wait
cd $OUT && tar czf p21.tgz p21 && rm -rf p21
echo "== summary"
for f in test_batch_cap t_host t_dev t_cap memcheck; do echo "-- $f"; tar xzf p21.tgz -O p21/$f.txt | grep -E "FAIL|passed|ERROR SUMMARY|^rc" | tail -8; done
