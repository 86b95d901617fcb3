#!/bin/sh
# Prepared in session 26 for the next session (NOT RUN: the device tool
# paused new loans after p207).  Three builds in one run: s26b (the
# session's final code), s27 (+ p208.patch), s28 (+ p208.patch +
# p209.patch: edge rows straight into B once the neighbouring window has
# its tile; k_win_commit only for rows left in side; test_spike_window
# checks that a kept X is the same on three more calls).  The checks run
# on s28; ncu and the timings on all three.  Build and package each as
# p208.sh says (git apply the patches in order; s28 from build-device with
# both), then run with carry ["build-run/s26b.tgz", "build-run/s27.tgz",
# "build-run/s28.tgz"].
for k in s26b s27 s28; do tar xzf build-run/$k.tgz -C build-run || exit 1; done
S=build-run/s28; O=build-run/s26b; M=build-run/s27
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 240 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY|RACECHECK SUMMARY' $R/$name.txt | tail -n 1) ($(el))"; }
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
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s,c -n 527,4099 --types 1,31 --nrhs 1
 t racecheck16 env GPUSOLVE_SPIKE_WINDOW=1 GPUSOLVE_GPU_PARTITION=16 $CS --tool racecheck \
   --error-exitcode 1 $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s -n 4099 --types 1,31 --nrhs 1) &
# the default gallery (auto mode: the two passes at these n, whose tiles
# take tile_copy_in; both APIs); p207's, to 2^20 in four precisions, did
# not finish in 240 s
(OMP_NUM_THREADS=4 t gallery_auto $S/testing/testing_gtsv --backend cuda -q -n 1000,65537 \
     --nrhs 1,3 --prec s,d,c,z) &
wait
grep -h -E 'FAIL|kept [0-9]' $R/test_spike_window.txt | tail -n 8
grep -h -E 'FAIL|passed' $R/gallery1*.txt | tail -n 8
echo "== ncu ($(el))"
nc() { # label binary prec matrix kernel-regex
  timeout 100 ncu --clock-control none --csv --page details --print-units base --section SpeedOfLight \
    --section Occupancy --section LaunchStats -k regex:"$5" -c 6 $2/timing/timing_gtsv -n 2^24 --prec $3 \
    --matrix $4 --repeat 1 --lapack-repeat 1 > $R/ncu_$1.csv 2>&1
  echo "ncu $1 rc=$? $(grep -E '"Duration"' $R/ncu_$1.csv | awk -F'","' '{print $5, $NF}' | sed 's/"//g; s/(long.*) / /' | tr '\n' ' ')"
}
nc new_d_dom $S d diagdom "gs_d_k_win"
nc old_d_dom $O d diagdom "gs_d_k_win"
nc mid_d_dom $M d diagdom "gs_d_k_win"
nc new_s_dom $S s diagdom "gs_s_k_win$"
nc old_s_dom $O s diagdom "gs_s_k_win$"
timeout 200 ncu --clock-control none --set full --import-source no -k regex:"gs_d_k_win$" -c 1 \
  -o $R/win -f $S/timing/timing_gtsv -n 2^24 --prec d --matrix diagdom --repeat 1 --lapack-repeat 1 \
  > $R/ncu_full_run.txt 2>&1; echo "ncu full rc=$?"
ncu -i $R/win.ncu-rep --page source --csv --print-source sass > $R/source.csv 2>&1
ncu -i $R/win.ncu-rep --page details --print-units base > $R/details.txt 2>&1
grep -E "Duration|Issue Slots Busy|No Eligible|Warp Cycles Per Issued|DRAM Throughput" $R/details.txt | cut -c1-110 | head -n 6
grep -h -E 'FAIL|passed' $R/gallery_auto.txt | tail -n 3
echo "== timings ($(el))"
for run in "1 $S" "1 $M" "1 $O" "2 $S" "2 $M" "2 $O"; do set -- $run
  timeout 150 $2/timing/timing_gtsv -n 2^24,2^25 --prec d,s --matrix diagdom,random --lapack-repeat 1 --csv $R/timing_$1_$(basename $2).csv \
    > $R/timing_$1_$(basename $2).txt 2>&1
  echo "timing round $1 $(basename $2) rc=$? ($(el))"
  grep -E "bandwidth|rows failed|^ *[sd] .* (16777216|33554432) " $R/timing_$1_$(basename $2).txt | cut -c1-100
done
# 8-row partitions for the one pass (half the chain a thread, twice the
# windows; tiles of 18.7 KB in double, so more blocks if registers allow)
timeout 100 env GPUSOLVE_GPU_PARTITION=8 $S/timing/timing_gtsv -n 2^24,2^25 --prec d,s --matrix diagdom \
  --lapack-repeat 1 > $R/timing_m8.txt 2>&1; echo "timing m=8 rc=$? ($(el))"
grep -E "^ *[sd] .* (16777216|33554432) " $R/timing_m8.txt | cut -c1-100
# random matrices: W and V made again only for the partitions whose
# correction reads them (GPUSOLVE_SPIKE_WV=recompute) against storing
# them in pass 1 (the default on tiles that are not dominant); session 23
# estimated 12n fewer bytes, about 5% of d random 2^24, if k_spikes' sweeps
# hide behind them
for wv in store recompute; do
  timeout 100 env GPUSOLVE_SPIKE_WV=$wv $S/timing/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random \
    --lapack-repeat 1 > $R/timing_wv_$wv.txt 2>&1; echo "timing WV=$wv rc=$? ($(el))"
  grep -E "^ *[sd] .* (16777216|33554432) " $R/timing_wv_$wv.txt | cut -c1-100
done
(cd $R && gzip -f source.csv && tar czf $OUT/p209_logs.tgz *.txt *.csv source.csv.gz)
echo "done ($(el))"
