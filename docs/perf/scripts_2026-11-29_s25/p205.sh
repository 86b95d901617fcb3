#!/bin/sh
# Session 25, run 5 (p205; H200): p203's k_win (a block a window) with
# no restore unless a window wrote (k_win_check ORs wrote[]), k_win_commit
# taking 8 windows a block, single precision at 128 registers.
# build-run/s25e.tgz: build-device at the session's working tree, stripped.
tar xzf build-run/s25e.tgz -C build-run || exit 1
S=build-run/s25e
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 200 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY|RACECHECK SUMMARY' $R/$name.txt | tail -n 1) ($(el))"; }
t test_spike_window $S/testing/test_spike_window &
for p in s d; do
  (GPUSOLVE_SPIKE_WINDOW=1 OMP_NUM_THREADS=4 t gallery_$p $S/testing/testing_gtsv --backend cpu,cuda \
     --api dev --nrhs 1 -q -n 4099,65537,1048576 --prec $p) &
done
(GPUSOLVE_SPIKE_WINDOW=1 OMP_NUM_THREADS=4 t gallery_cz $S/testing/testing_gtsv --backend cpu,cuda \
     --api dev --nrhs 1 -q -n 4099,65537 --prec c,z) &
(t memcheck_window env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool memcheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s,z -n 4099,65537 --types 1,16,31 --nrhs 1
 t memcheck_auto env GPUSOLVE_SPIKE_WINDOW=auto $CS --tool memcheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s -n 4194304 --types 1,31 --nrhs 1
 t racecheck env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool racecheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s,c -n 527,4099 --types 1,31 --nrhs 1) &
wait
grep -h -E 'FAIL|weak tail|kept [0-9]' $R/test_spike_window.txt | tail -n 12
echo "== ncu ($(el))"
for c in "d diagdom" "s diagdom" "d random"; do set -- $c
  GPUSOLVE_SPIKE_WINDOW=auto timeout 100 ncu --clock-control none --csv --page details --print-units base \
    --section SpeedOfLight --section Occupancy --section LaunchStats -k regex:"gs_[sd]_k_win" -c 4 \
    $S/timing/timing_gtsv -n 2^24 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 > $R/ncu_$1_$2.csv 2>&1
  echo "ncu $1 $2 rc=$?"
  grep -E '"(Duration|Registers Per Thread|Achieved Occupancy|DRAM Throughput|Compute \(SM\) Throughput)"' \
    $R/ncu_$1_$2.csv | awk -F'","' '{print $5, $(NF-2), $NF}' | sed 's/"//g; s/(long.*) / /' | head -n 12
done
echo "== timings ($(el))"
for run in "1 auto" "1 0" "2 auto"; do set -- $run
  timeout 150 env GPUSOLVE_SPIKE_WINDOW=$2 $S/timing/timing_gtsv -n 2^20,2^22,2^24,2^25 --prec d,s \
    --matrix diagdom,random --lapack-repeat 1 > $R/timing_$1_$2.txt 2>&1
  echo "timing round $1 window=$2 rc=$? ($(el))"
  grep -E "bandwidth|rows failed|^ *[sd] .* (1048576|4194304|16777216|33554432) " $R/timing_$1_$2.txt | cut -c1-100
done
(cd $R && tar czf $OUT/p205_logs.tgz *.txt *.csv)
echo "done ($(el))"
