#!/bin/sh
# Session 25, run 2 (p202; H200): the one pass's screen inside k_win (no
# probe kernel, one synchronization), k_win without interchanges in four
# tile arrays (d 150 registers, six blocks a multiprocessor; s 82, ten),
# k_win_commit's 32-bit division; against timing_gtsv_a (the same code
# built with -DGS_WIN_TIGHT=0: session 24's five arrays and partial
# pivoting) and GPUSOLVE_SPIKE_WINDOW=0.  Also p201's racecheck crash at
# n = 527 taken apart.  build-run/s25b.tgz: build-device and
# build-device-a at the session's working tree, stripped.
tar xzf build-run/s25b.tgz -C build-run || exit 1
S=build-run/s25b
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 240 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY|RACECHECK SUMMARY' $R/$name.txt | tail -n 1) ($(el))"; }
(t test_spike_window $S/testing/test_spike_window; t test_spike_red $S/testing/test_spike_red
 t test_refine_skip $S/testing/test_refine_skip) &
for p in s d c z; do
  (GPUSOLVE_SPIKE_WINDOW=1 OMP_NUM_THREADS=3 t gallery_$p $S/testing/testing_gtsv --backend cpu,cuda \
     --api dev --nrhs 1 -q -n 4099,65537,1048576 --prec $p) &
done
(t memcheck_window env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool memcheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s -n 4099,65537 --types 1,16,31 --nrhs 1
 t racecheck_window env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool racecheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s -n 4099 --types 1,31 --nrhs 1
 t plain527 env GPUSOLVE_SPIKE_WINDOW=1 $S/testing/testing_gtsv --backend cuda --api dev --prec d \
   -n 527 --types 1,31 --nrhs 1
 t racecheck527_w1 env GPUSOLVE_SPIKE_WINDOW=1 stdbuf -oL $CS --tool racecheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev --prec d -n 527 --types 1,31 --nrhs 1
 t racecheck527_w0 env GPUSOLVE_SPIKE_WINDOW=0 stdbuf -oL $CS --tool racecheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev --prec d -n 527 --types 1,31 --nrhs 1) &
wait
grep -h -E 'FAIL|weak tail|kept [0-9]' $R/test_spike_window.txt | tail -n 12
tail -n 4 $R/racecheck527_w1.txt $R/racecheck527_w0.txt $R/plain527.txt | cut -c1-160
echo "== ncu ($(el))"
for b in timing_gtsv timing_gtsv_a; do for p in d s; do
  GPUSOLVE_SPIKE_WINDOW=auto timeout 120 ncu --clock-control none --csv --page details --print-units base \
    --section SpeedOfLight --section Occupancy --section LaunchStats -k regex:"gs_[sd]_k_win" -c 4 \
    $S/timing/$b -n 2^24 --prec $p --matrix diagdom --repeat 1 --lapack-repeat 1 > $R/ncu_${b}_$p.csv 2>&1
  echo "ncu $b $p rc=$?"
  grep -E '"(Duration|Registers Per Thread|Achieved Occupancy|Block Limit Registers|Block Limit Shared Mem|DRAM Throughput|Compute \(SM\) Throughput)"' \
    $R/ncu_${b}_$p.csv | awk -F'","' '{print $5, $(NF-2), $NF}' | sed 's/"//g' | head -n 28
done; done
echo "== timings ($(el))"
for run in "new auto" "new 0" "a auto" "new auto"; do set -- $run
  b=$S/timing/timing_gtsv; [ $1 = a ] && b=$S/timing/timing_gtsv_a
  timeout 150 env GPUSOLVE_SPIKE_WINDOW=$2 $b -n 2^20,2^22,2^24,2^25 --prec d,s --matrix diagdom,random \
    --lapack-repeat 1 > $R/timing_$1_$2.txt 2>&1
  echo "timing $1 window=$2 rc=$? ($(el))"
  grep -E "bandwidth|rows failed|^ *[sd] .* (1048576|4194304|16777216|33554432) " $R/timing_$1_$2.txt | cut -c1-150
  cat $R/timing_$1_$2.txt >> $R/timing_all.txt
done
(cd $R && tar czf $OUT/p202_logs.tgz *.txt *.csv)
echo "done ($(el))"
