#!/bin/sh
# session 5: batch host forms under a device-memory cap (groups), after the
# spike_batch workspace fix; tests under GPUSOLVE_DEVICE_MEMORY, memcheck
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p22; mkdir -p $O
export OMP_NUM_THREADS=4
( $R/test_batch_cap > $O/test_batch_cap.txt 2>&1; echo "rc $?" >> $O/test_batch_cap.txt ) &
( GPUSOLVE_DEVICE_MEMORY=4M timeout 500 $R/testing_gtsv_batch --backend cpu,cuda --api host --routine cr_batch,spike_batch -n 1000,4097 --batch 300,100 -q > $O/t_cap.txt 2>&1; echo "rc $?" >> $O/t_cap.txt ) &
( GPUSOLVE_DEVICE_MEMORY=4M timeout 500 $R/testing_gtsv_batch --backend cpu,cuda --api host --routine cr -n 1000,4097 --nrhs 300,100 -q > $O/t_cap_cr.txt 2>&1; echo "rc $?" >> $O/t_cap_cr.txt ) &
( timeout 500 compute-sanitizer --tool memcheck $R/test_batch_cap > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt ) &
wait
cd $OUT && tar czf p22.tgz p22 && rm -rf p22
echo "== summary"
for f in test_batch_cap t_cap t_cap_cr memcheck; do echo "-- $f"; tar xzf p22.tgz -O p22/$f.txt | grep -E "FAIL|passed|ERROR SUMMARY|^rc" | tail -8 | cut -c1-200; done
