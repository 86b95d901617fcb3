#!/bin/sh
# Session 27, run 6: windows of 192 partitions (s32: GS_WIN_THREADS 192,
# d 2 blocks, s 3 a multiprocessor) against 128 (s31 = 3033d3f); c and z
# against session 26's 64 (s26b) as well, since their five-array tiles
# fit fewer blocks as the windows grow.  Timings first (dominant only:
# random matrices are turned away in the first windows), then the checks
# of s32, then ncu of k_win.  Carry build-run/{s26b,s31,s32}.tgz.
for k in s26b s31 s32; do tar xzf build-run/$k.tgz -C build-run || exit 1; done
S=build-run/s32; O=build-run/s31; B=build-run/s26b
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
for run in "1 $S" "1 $O" "2 $S" "2 $O"; do set -- $run
  timeout 60 $2/timing/timing_gtsv -n 2^23,2^24,2^25 --prec d,s --matrix diagdom --lapack-repeat 1 \
    --csv $R/timing_$1_$(basename $2).csv > $R/timing_$1_$(basename $2).txt 2>&1
  echo "timing round $1 $(basename $2) rc=$? ($(el))"
  grep -E "^ *[sd] .* (8388608|16777216|33554432) " $R/timing_$1_$(basename $2).txt | cut -c1-64
done
for b in $S $O $B; do
  timeout 40 $b/timing/timing_gtsv -n 2^24 --prec c,z --matrix diagdom --lapack-repeat 1 \
    --csv $R/timing_cz_$(basename $b).csv > $R/timing_cz_$(basename $b).txt 2>&1
  echo "timing c,z $(basename $b) rc=$? ($(el))"
  grep -E "^ *[cz] .* 16777216 " $R/timing_cz_$(basename $b).txt | cut -c1-64
done
t() { name=$1; shift; timeout 100 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY|RACECHECK SUMMARY' $R/$name.txt | tail -n 1) ($(el))"; }
t test_spike_window $S/testing/test_spike_window &
(GPUSOLVE_SPIKE_WINDOW=1 OMP_NUM_THREADS=4 t gallery1_sd $S/testing/testing_gtsv --backend cpu,cuda \
     --api dev --nrhs 1 -q -n 4099,65537,1048576 --prec s,d) &
(GPUSOLVE_SPIKE_WINDOW=1 OMP_NUM_THREADS=4 t gallery1_cz $S/testing/testing_gtsv --backend cpu,cuda \
     --api dev --nrhs 1 -q -n 4099,65537 --prec c,z) &
(t memcheck_window env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool memcheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s,z -n 4099,65537 --types 1,16,31 --nrhs 1
 t racecheck env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool racecheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s,c -n 1551,4099 --types 1,31 --nrhs 1) &
wait
grep -h -E 'FAIL' $R/gallery*.txt $R/test_spike_window.txt | head -n 8
nc() { # label binary prec
  timeout 40 ncu --clock-control none --csv --page details --print-units base --section SpeedOfLight \
    --section Occupancy --section LaunchStats -k regex:"gs_${3}_k_win" -c 4 $2/timing/timing_gtsv -n 2^24 --prec $3 \
    --matrix diagdom --repeat 1 --lapack-repeat 1 > $R/ncu_$1.csv 2>&1
  echo "ncu $1 rc=$? $(grep -E '"Duration"' $R/ncu_$1.csv | awk -F'","' '{print $5, $NF}' | sed 's/"//g; s/(long.*) / /' | tr '\n' ' ')"
}
for p in d s; do nc new_$p $S $p; nc old_$p $O $p; done
(cd $R && tar czf $OUT/p214_logs.tgz *.txt *.csv)
echo "done ($(el))"
