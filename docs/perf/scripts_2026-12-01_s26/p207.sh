#!/bin/sh
# Session 26, run 2 (p207; H200).  The full tiles' copies without per-row
# address arithmetic (tile_copy_in: k_win, the passes, k_spikes), and in
# k_win: the screen tests finiteness (no part_check in the auto mode),
# `save` and X stored from one pointer a thread (gs_win_rows_in), x with
# max|Y|, max|x| and the boundary values eight rows at a time in registers
# (win_x_reg).  build-run/s26b.tgz: the new code; build-run/s26.tgz:
# d00896c (session 25's final code), timed in the same run.
for k in s26 s26b; do tar xzf build-run/$k.tgz -C build-run || exit 1; done
S=build-run/s26b; O=build-run/s26
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
(OMP_NUM_THREADS=4 t gallery_auto $S/testing/testing_gtsv --backend cuda -q -n 1000,65537,1048576 \
     --nrhs 1,3 --prec s,d,c,z) &
(t memcheck_auto env GPUSOLVE_SPIKE_WINDOW=auto $CS --tool memcheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s -n 4194304 --types 1,31 --nrhs 1
 t memcheck_window env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool memcheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev,host -q --prec d,s,z -n 4099,65537 --types 1,16,31 --nrhs 1
 t racecheck env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool racecheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s,c -n 527,4099 --types 1,31 --nrhs 1
 t racecheck16 env GPUSOLVE_SPIKE_WINDOW=1 GPUSOLVE_GPU_PARTITION=16 $CS --tool racecheck \
   --error-exitcode 1 $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s -n 4099 --types 1,31 --nrhs 1) &
wait
grep -h -E 'FAIL|kept [0-9]' $R/test_spike_window.txt | tail -n 8
grep -h -E 'FAIL|passed' $R/gallery*.txt | tail -n 12
echo "== ncu ($(el))"
nc() { # label binary prec matrix kernel-regex
  timeout 100 ncu --clock-control none --csv --page details --print-units base --section SpeedOfLight \
    --section Occupancy --section LaunchStats -k regex:"$5" -c 6 $2/timing/timing_gtsv -n 2^24 --prec $3 \
    --matrix $4 --repeat 1 --lapack-repeat 1 > $R/ncu_$1.csv 2>&1
  echo "ncu $1 rc=$? $(grep -E '"Duration"' $R/ncu_$1.csv | awk -F'","' '{print $5, $NF}' | sed 's/"//g; s/(long.*) / /' | tr '\n' ' ')"
}
nc new_d_dom $S d diagdom "gs_d_k_win$"
nc old_d_dom $O d diagdom "gs_d_k_win$"
nc new_s_dom $S s diagdom "gs_s_k_win$"
nc old_s_dom $O s diagdom "gs_s_k_win$"
nc new_d_rnd $S d random "gs_d_k_pass[12]"
nc old_d_rnd $O d random "gs_d_k_pass[12]"
grep -h -E '"(Registers Per Thread|DRAM Throughput|Compute \(SM\) Throughput)"' $R/ncu_new_d_dom.csv $R/ncu_new_s_dom.csv \
  | awk -F'","' '{print $5, $(NF-2), $NF}' | sed 's/"//g; s/(long.*) / /' | sort -u | head -n 8
timeout 200 ncu --clock-control none --set full --import-source no -k regex:"gs_d_k_win$" -c 1 \
  -o $R/win -f $S/timing/timing_gtsv -n 2^24 --prec d --matrix diagdom --repeat 1 --lapack-repeat 1 \
  > $R/ncu_full_run.txt 2>&1; echo "ncu full rc=$?"
ncu -i $R/win.ncu-rep --page source --csv --print-source sass > $R/source.csv 2>&1
ncu -i $R/win.ncu-rep --page details --print-units base > $R/details.txt 2>&1
grep -E "Duration|Issue Slots Busy|No Eligible|Warp Cycles Per Issued|DRAM Throughput|L1/TEX Cache Th" $R/details.txt | cut -c1-110 | head -n 8
echo "== timings ($(el))"
for run in "1 $S" "1 $O" "2 $S" "2 $O"; do set -- $run
  timeout 150 $2/timing/timing_gtsv -n 2^22,2^24,2^25 --prec d,s --matrix diagdom,random --lapack-repeat 1 \
    > $R/timing_$1_$(basename $2).txt 2>&1
  echo "timing round $1 $(basename $2) rc=$? ($(el))"
  grep -E "bandwidth|rows failed|^ *[sd] .* (4194304|16777216|33554432) " $R/timing_$1_$(basename $2).txt | cut -c1-100
done
(cd $R && gzip -f source.csv && tar czf $OUT/p207_logs.tgz *.txt *.csv source.csv.gz)
echo "done ($(el))"
