#!/bin/sh
# session 4, run 5: final code -- the chunked path with its whole-X acceptance and the no-buffer mode (GPUSOLVE_SPIKE_NOBUFFER)
B=build-device
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
L=/tmp/logs; mkdir -p $L; R=$L/rc.txt; : > $R
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
st() { n=$1; shift; t0=$(date +%s); timeout "$@" > $L/$n.log 2>&1; rc=$?; echo "$n rc=$rc $(( $(date +%s) - t0 ))s $(grep -E '[0-9]+ passed, [0-9]+ failed|ERROR SUMMARY|RACECHECK SUMMARY' $L/$n.log | tail -1)" >> $R; }
( export OMP_NUM_THREADS=4; st chunked_cuda 300 $B/testing/test_chunked --backend cuda -q ) &
( export OMP_NUM_THREADS=4; st chunked_cpu 300 $B/testing/test_chunked --backend cpu -q ) &
( export OMP_NUM_THREADS=4; st gtsv_cuda 300 $B/testing/testing_gtsv --backend cuda -q -n 3,512,4099,65537
  st nobuf_gallery 200 env GPUSOLVE_SPIKE_NOBUFFER=1 GPUSOLVE_SPIKE_CHUNK=1000 $B/testing/testing_gtsv --backend cpu,cuda --api host -q -n 4099,65537 --prec d,c ) &
( export OMP_NUM_THREADS=2; st memcheck_nobuf 200 env GPUSOLVE_SPIKE_NOBUFFER=1 GPUSOLVE_SPIKE_CHUNK=300 $CS --tool memcheck --leak-check full --error-exitcode 1 $B/testing/testing_gtsv --backend cuda --api host -q --prec d,z -n 1000,4099 --types 1,4,11,17,26 --nrhs 1,3
  st derr 60 $B/testing/derr_gtsv ) &
wait
cat $R
for f in $L/*.log; do grep -E 'FAILED' $f | head -5; done
mkdir -p $OUT; tar czf $OUT/logs.tgz -C /tmp logs
