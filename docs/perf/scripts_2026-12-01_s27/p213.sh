#!/bin/sh
# Session 27, run 5: k_win_finish (the check between windows and the copy
# of the edge rows in one kernel, the copy before the verdict; s31)
# against s30 (p212's build: k_win_check, then k_win_commit after the
# verdict).  Checks on s31; ncu of the one pass's kernels (d, s) for
# both; timings interleaved, two rounds, 2^22 to 2^25.  Carry
# build-run/{s30,s31}.tgz.
for k in s30 s31; do tar xzf build-run/$k.tgz -C build-run || exit 1; done
S=build-run/s31; O=build-run/s30
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 120 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY|RACECHECK SUMMARY' $R/$name.txt | tail -n 1) ($(el))"; }
t test_spike_window $S/testing/test_spike_window &
for p in s d; do
  (GPUSOLVE_SPIKE_WINDOW=1 OMP_NUM_THREADS=4 t gallery1_$p $S/testing/testing_gtsv --backend cpu,cuda \
     --api dev --nrhs 1 -q -n 4099,65537,1048576 --prec $p) &
done
(GPUSOLVE_SPIKE_WINDOW=1 OMP_NUM_THREADS=4 t gallery1_cz $S/testing/testing_gtsv --backend cpu,cuda \
     --api dev --nrhs 1 -q -n 4099,65537 --prec c,z) &
(t memcheck_auto env GPUSOLVE_SPIKE_WINDOW=auto $CS --tool memcheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s -n 4194304 --types 1,31 --nrhs 1
 t memcheck_window env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool memcheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev,host -q --prec d,s,z -n 4099,65537 --types 1,16,31 --nrhs 1
 t racecheck env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool racecheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s,c -n 1039,4099 --types 1,31 --nrhs 1
 t racecheck16 env GPUSOLVE_SPIKE_WINDOW=1 GPUSOLVE_GPU_PARTITION=16 $CS --tool racecheck \
   --error-exitcode 1 $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s -n 4099 --types 1,31 --nrhs 1) &
# the auto mode at sizes where the one pass runs: both APIs, the gallery's types
(OMP_NUM_THREADS=4 t gallery_auto $S/testing/testing_gtsv --backend cuda -q -n 4194304 \
     --nrhs 1 --prec s,d --types 1,2,16,20,31) &
wait
grep -h -E 'FAIL|kept [0-9]' $R/test_spike_window.txt | tail -n 8
grep -h -E 'FAIL' $R/gallery*.txt | head -n 8
echo "== ncu ($(el))"
nc() { # label binary prec
  timeout 60 ncu --clock-control none --csv --page details --print-units base --section SpeedOfLight \
    --section Occupancy --section LaunchStats -k regex:"gs_${3}_k_win" -c 6 $2/timing/timing_gtsv -n 2^24 --prec $3 \
    --matrix diagdom --repeat 1 --lapack-repeat 1 > $R/ncu_$1.csv 2>&1
  echo "ncu $1 rc=$? $(grep -E '"Duration"' $R/ncu_$1.csv | awk -F'","' '{print $5, $NF}' | sed 's/"//g; s/(long.*) / /' | tr '\n' ' ')"
}
for p in d s; do nc new_$p $S $p; nc old_$p $O $p; done
echo "== timings ($(el))"
for run in "1 $S" "1 $O" "2 $S" "2 $O"; do set -- $run
  timeout 90 $2/timing/timing_gtsv -n 2^22,2^23,2^24,2^25 --prec d,s --matrix diagdom,random --lapack-repeat 1 --csv $R/timing_$1_$(basename $2).csv \
    > $R/timing_$1_$(basename $2).txt 2>&1
  echo "timing round $1 $(basename $2) rc=$? ($(el))"
  grep -E "bandwidth|rows failed|^ *[sd] .* (4194304|8388608|16777216|33554432) " $R/timing_$1_$(basename $2).txt | cut -c1-100
done
(cd $R && tar czf $OUT/p213_logs.tgz *.txt *.csv)
echo "done ($(el))"
