#!/bin/sh
# session 4, run 4: cr_batch L2 prefetch experiment (GPUSOLVE_CR_PREFETCH), final-code tests
B=build-device
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
L=/tmp/logs; mkdir -p $L; R=$L/rc.txt; : > $R
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
for pf in 0 132 264 528 0; do
  echo "== GPUSOLVE_CR_PREFETCH=$pf"
  GPUSOLVE_CR_PREFETCH=$pf timeout 100 $B/timing/timing_gtsv_batch --routines cr_batch --sizes 1024x1024,2048x2048,4097x4097 --prec d --repeat 20 > $L/cr_pf$pf.txt 2>&1
  grep -vE '^#|^%' $L/cr_pf$pf.txt | head -8
done
st() { n=$1; shift; t0=$(date +%s); timeout "$@" > $L/$n.log 2>&1; rc=$?; echo "$n rc=$rc $(( $(date +%s) - t0 ))s $(grep -E '[0-9]+ passed, [0-9]+ failed|ERROR SUMMARY|RACECHECK SUMMARY' $L/$n.log | tail -1)" >> $R; }
echo "== tests"
( export OMP_NUM_THREADS=4; st chunked 300 $B/testing/test_chunked -q ) &
( export OMP_NUM_THREADS=4; st gtsv_ds 300 $B/testing/testing_gtsv --backend cuda --prec d,s -q -n 3,512,4099,65537 ) &
( export OMP_NUM_THREADS=4; st cr_pf 200 env GPUSOLVE_CR_PREFETCH=264 $B/testing/testing_gtsv_batch --backend cuda --routine cr,cr_batch --prec d,z -q ) &
( export OMP_NUM_THREADS=2; st memcheck_chunked 200 env GPUSOLVE_SPIKE_CHUNK=300 $CS --tool memcheck --error-exitcode 1 $B/testing/testing_gtsv --backend cuda --api host -q --prec s,d -n 1000,4099 --types 1,4,11,17,26 --nrhs 1,3
  st memcheck_cr_pf 200 env GPUSOLVE_CR_PREFETCH=3 $CS --tool memcheck --error-exitcode 1 $B/testing/testing_gtsv_batch --backend cuda --routine cr_batch -q -n 33,512,4097 --batch 7,5,9 ) &
wait
cat $R
for f in $L/*.log; do grep -E 'FAILED' $f | head -5; done
mkdir -p $OUT; cp $L/cr_pf*.txt $OUT/ 2>/dev/null
tar czf $OUT/logs.tgz -C /tmp logs
