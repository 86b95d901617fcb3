#!/bin/sh
# session 4, run 3: final code (Step 7 kept, Step 8 reverted, chunked acceptance check): A/B timings, ncu sections, tests
B=build-device
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
L=/tmp/logs; mkdir -p $L; R=$L/rc.txt; : > $R
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
TA="-n 2^20,2^22,2^24,2^25 --prec d,s --repeat 10 --lapack-repeat 1 --lapack-time 0.05"
echo "== before"; timeout 100 $B/ab_timing_gtsv_before $TA > $L/t_before.txt 2>&1; grep -vE '^#|^%' $L/t_before.txt | awk '{print $1,$2,$3,$5,$9,$13}'
echo "== after"; timeout 100 $B/timing/timing_gtsv $TA --csv $L/t_after.csv > $L/t_after.txt 2>&1; grep -vE '^#|^%' $L/t_after.txt | awk '{print $1,$2,$3,$5,$9,$13}'
echo "== after again"; timeout 100 $B/timing/timing_gtsv $TA > $L/t_after2.txt 2>&1; grep -vE '^#|^%' $L/t_after2.txt | awk '{print $1,$2,$3,$5,$9,$13}'
echo "== ncu sections, pass 1 and 2, d random 2^24"
timeout 120 $NCU -k regex:k_pass -c 2 --section SpeedOfLight --section Occupancy --section WarpStateStats --section InstructionStats --section SchedulerStats --section MemoryWorkloadAnalysis $B/timing/timing_gtsv -n 2^24 --prec d --matrix random --repeat 1 --lapack-repeat 1 --lapack-time 0.01 > $L/ncu_sections.txt 2>&1
grep -E 'k_pass|Duration|Memory Throughput|DRAM Throughput|Achieved Occupancy|Theoretical Occupancy|Executed Ipc A|Issue Slots Busy|Warp Cycles Per Issued|Executed Instructions  |No Eligible|Block Limit' $L/ncu_sections.txt | head -40
st() { n=$1; shift; t0=$(date +%s); timeout "$@" > $L/$n.log 2>&1; rc=$?; echo "$n rc=$rc $(( $(date +%s) - t0 ))s $(grep -E '[0-9]+ passed, [0-9]+ failed|ERROR SUMMARY|RACECHECK SUMMARY|passed|FAILED' $L/$n.log | tail -1)" >> $R; }
echo "== tests"
( export OMP_NUM_THREADS=4; st gtsv_d 300 $B/testing/testing_gtsv --prec d -q; st gtsv_c 150 $B/testing/testing_gtsv --prec c -q -n 3,512,1000,65537 ) &
( export OMP_NUM_THREADS=4; st gtsv_s 300 $B/testing/testing_gtsv --prec s -q; st gtsv_z 150 $B/testing/testing_gtsv --prec z -q -n 3,512,1000,65537 ) &
( export OMP_NUM_THREADS=4; st chunked 300 $B/testing/test_chunked -q; st batch_spike 200 $B/testing/testing_gtsv_batch --prec s,d,c,z --routine spike_batch -q ) &
( export OMP_NUM_THREADS=2; st memcheck 240 $CS --tool memcheck --error-exitcode 1 $B/testing/testing_gtsv --backend cuda -q -n 3,512,4099 --types 1:30 --nrhs 1,3 --prec d,z
  st racecheck 200 $CS --tool racecheck --error-exitcode 1 $B/testing/testing_gtsv --backend cuda -q -n 512,4099 --types 1,4,17,26 --nrhs 1 --prec d,c
  st memcheck_chunked 200 env GPUSOLVE_SPIKE_CHUNK=300 $CS --tool memcheck --error-exitcode 1 $B/testing/testing_gtsv --backend cuda --api host -q --prec s,d -n 1000,4099 --types 1,4,11,17,26 --nrhs 1,3
  st derr 60 $B/testing/derr_gtsv ) &
wait
cat $R
for f in $L/*.log; do grep -E 'FAILED' $f | head -5; done
mkdir -p $OUT; cp $L/t_before.txt $L/t_after.txt $L/t_after2.txt $L/t_after.csv $L/ncu_sections.txt $OUT/ 2>/dev/null
tar czf $OUT/logs.tgz -C /tmp logs
