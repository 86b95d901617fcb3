#!/bin/sh
# issue 4 item 3 (chunked host path, device-memory cap) first GPU run; cr key reorder check; 2^31-1
B=build-device
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/rc.txt; rm -f $R
st() { n=$1; shift; t0=$(date +%s); timeout "$@" > /tmp/$n.log 2>&1; rc=$?; echo "$n rc=$rc $(( $(date +%s) - t0 ))s $(grep -E '[0-9]+ passed|ERROR SUMMARY|ok |FAILED' /tmp/$n.log | tail -1)" >> $R; }
( export OMP_NUM_THREADS=4
  st chunked_cuda 240 $B/testing/test_chunked --backend cuda -q
  st chunked_gallery 200 env GPUSOLVE_SPIKE_CHUNK=1000 $B/testing/testing_gtsv --backend cpu,cuda --api host -q -n 4099,65537 ) &
( export OMP_NUM_THREADS=4
  st cr_cuda_d 150 $B/testing/testing_gtsv_batch --backend cuda --routine cr,cr_batch --prec d,z -q
  st memcheck_chunked 200 env GPUSOLVE_SPIKE_CHUNK=300 $CS --tool memcheck --leak-check full --error-exitcode 1 $B/testing/testing_gtsv --backend cuda --api host -q --prec d,z -n 1000,4099 --types 1,4,11,17,26 --nrhs 1,3
  st memcheck_cr 120 $CS --tool memcheck --error-exitcode 1 $B/testing/testing_gtsv_batch --backend cuda --routine cr,cr_batch -q -n 1,2,17,33,512 --batch 3,5,7,3,3 ) &
wait
cat $R
cd $B
( GPUSOLVE_SPIKE_TRACE=1 GPUSOLVE_DEVICE_MEMORY=256K timeout 60 testing/testing_gtsv --backend cuda --api host --prec d --types 4 -n 65537 --nrhs 1 2>&1 | grep -E "chunks|passed" | head -5 )
OMP_NUM_THREADS=16 GPUSOLVE_SPIKE_TRACE=1 timeout 60 testing/test_large -n 300000000 --devmem 2G 2>&1 | grep -v "spike refinement" | tail -8
free -g | head -2
OMP_NUM_THREADS=16 GPUSOLVE_SPIKE_TRACE=1 timeout 280 testing/test_large 2>&1 | grep -v "spike refinement" | tail -12
echo "test_large rc=$?"
cat /tmp/chunked_cuda.log | grep -iE "fail" | head -10
