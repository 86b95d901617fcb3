#!/bin/sh
# session 4, run 6: Step 9 -- the partition sweeps of pass 1 and 2 unrolled with the right-hand side in registers: A/B, ncu, tests
B=build-device
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
L=/tmp/logs; mkdir -p $L; R=$L/rc.txt; : > $R
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
TA="-n 2^20,2^22,2^24,2^25 --prec d,s --repeat 10 --lapack-repeat 1 --lapack-time 0.05"
for v in before after before2 after2; do
  case $v in before*) bin=$B/ab_timing_gtsv_before ;; *) bin=$B/timing/timing_gtsv ;; esac
  echo "== $v"; timeout 100 $bin $TA > $L/t_$v.txt 2>&1; grep -vE '^#|^%' $L/t_$v.txt | awk '{print $1,$2,$3,$5,$9,$13}'
done
echo "== ncu after, d random 2^24"
timeout 120 $NCU -k regex:k_pass -c 2 --section SpeedOfLight --section Occupancy --section WarpStateStats --section InstructionStats $B/timing/timing_gtsv -n 2^24 --prec d --matrix random --repeat 1 --lapack-repeat 1 --lapack-time 0.01 > $L/ncu_sections.txt 2>&1
grep -E 'k_pass|Duration|DRAM Throughput|Achieved Occupancy|Theoretical Occupancy|Warp Cycles Per Issued|Executed Instructions  |No Eligible|Block Limit Reg|Block Limit Shared' $L/ncu_sections.txt | sed 's/(long.*//' | head -30
st() { n=$1; shift; t0=$(date +%s); timeout "$@" > $L/$n.log 2>&1; rc=$?; echo "$n rc=$rc $(( $(date +%s) - t0 ))s $(grep -E '[0-9]+ passed, [0-9]+ failed|ERROR SUMMARY|RACECHECK SUMMARY' $L/$n.log | tail -1)" >> $R; }
echo "== tests"
( export OMP_NUM_THREADS=4; st gtsv_d 300 $B/testing/testing_gtsv --prec d -q; st gtsv_c 150 $B/testing/testing_gtsv --prec c -q -n 3,512,1000,65537 ) &
( export OMP_NUM_THREADS=4; st gtsv_s 300 $B/testing/testing_gtsv --prec s -q; st gtsv_z 150 $B/testing/testing_gtsv --prec z -q -n 3,512,1000,65537 ) &
( export OMP_NUM_THREADS=4; st chunked 300 $B/testing/test_chunked --backend cuda -q; st batch_spike 200 $B/testing/testing_gtsv_batch --prec s,d,c,z --routine spike_batch -q ) &
( export OMP_NUM_THREADS=2; st memcheck 240 env GPUSOLVE_GPU_PARTITION=16 $CS --tool memcheck --error-exitcode 1 $B/testing/testing_gtsv --backend cuda -q -n 3,512,4099,65537 --types 1:30 --nrhs 1,3 --prec d,z
  st racecheck 200 env GPUSOLVE_GPU_PARTITION=16 $CS --tool racecheck --error-exitcode 1 $B/testing/testing_gtsv --backend cuda -q -n 512,4099 --types 1,4,17,26 --nrhs 1 --prec d,c
  st part16 300 env GPUSOLVE_GPU_PARTITION=16 $B/testing/testing_gtsv --backend cpu,cuda -q -n 512,4099,65537 ) &
wait
cat $R
for f in $L/*.log; do grep -E 'FAILED' $f | head -5; done
mkdir -p $OUT; cp $L/t_*.txt $L/ncu_sections.txt $OUT/ 2>/dev/null
tar czf $OUT/logs.tgz -C /tmp logs
