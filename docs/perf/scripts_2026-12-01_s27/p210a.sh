#!/bin/sh
# Session 27, run A: the checks and ncu of session 26's prepared changes.
# Builds (each carried as build-run/NAME.tgz, packaged as
# ../scripts_2026-12-01_s26/README.md says): s26b (session 26's final
# code; its CUDA machine code is main's), s27 (+ p208.patch), s28 (+
# p208.patch + p209.patch).  The checks run on s28, ncu on all three.
# p209.sh split in two so that each part stays below the device tool's
# 600 s a command; run B (p210b.sh) has the timings.
for k in s26b s27 s28; do tar xzf build-run/$k.tgz -C build-run || exit 1; done
S=build-run/s28; O=build-run/s26b; M=build-run/s27
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 150 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY|RACECHECK SUMMARY' $R/$name.txt | tail -n 1) ($(el))"; }
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
# the default gallery (auto mode: the two passes at these n; both APIs)
(OMP_NUM_THREADS=4 t gallery_auto $S/testing/testing_gtsv --backend cuda -q -n 1000,65537 \
     --nrhs 1,3 --prec d,z) &
wait
grep -h -E 'FAIL|kept [0-9]|side' $R/test_spike_window.txt | tail -n 8
grep -h -E 'FAIL' $R/gallery*.txt | head -n 8
echo "== ncu ($(el))"
nc() { # label binary prec matrix kernel-regex
  timeout 60 ncu --clock-control none --csv --page details --print-units base --section SpeedOfLight \
    --section Occupancy --section LaunchStats -k regex:"$5" -c 6 $2/timing/timing_gtsv -n 2^24 --prec $3 \
    --matrix $4 --repeat 1 --lapack-repeat 1 > $R/ncu_$1.csv 2>&1
  echo "ncu $1 rc=$? $(grep -E '"Duration"' $R/ncu_$1.csv | awk -F'","' '{print $5, $NF}' | sed 's/"//g; s/(long.*) / /' | tr '\n' ' ')"
}
nc new_d_dom $S d diagdom "gs_d_k_win"
nc mid_d_dom $M d diagdom "gs_d_k_win"
nc old_d_dom $O d diagdom "gs_d_k_win"
nc new_s_dom $S s diagdom "gs_s_k_win"
nc old_s_dom $O s diagdom "gs_s_k_win"
# every kernel of the first calls (the one pass's kernels beside the call's time)
timeout 60 ncu --clock-control none --csv --print-units base --metrics gpu__time_duration.sum -k regex:"gs_d_" \
  -c 16 $S/timing/timing_gtsv -n 2^24 --prec d --matrix diagdom --repeat 1 --lapack-repeat 1 > $R/ncu_all_d_dom.csv 2>&1
echo "ncu all kernels rc=$? $(grep gpu__time_duration $R/ncu_all_d_dom.csv | awk -F'","' '{print $5, $NF}' | sed 's/"//g; s/(long.*) / /' | tr '\n' ' ')"
timeout 150 ncu --clock-control none --set full --import-source no -k regex:"gs_d_k_win$" -c 1 \
  -o $R/win -f $S/timing/timing_gtsv -n 2^24 --prec d --matrix diagdom --repeat 1 --lapack-repeat 1 \
  > $R/ncu_full_run.txt 2>&1; echo "ncu full rc=$? ($(el))"
ncu -i $R/win.ncu-rep --page source --csv --print-source sass > $R/source.csv 2>&1
ncu -i $R/win.ncu-rep --page details --print-units base > $R/details.txt 2>&1
grep -E "Duration|Issue Slots Busy|No Eligible|Warp Cycles Per Issued|DRAM Throughput|Registers Per" $R/details.txt | cut -c1-110 | head -n 8
(cd $R && gzip -f source.csv && tar czf $OUT/p210a_logs.tgz *.txt *.csv source.csv.gz)
echo "done ($(el))"
