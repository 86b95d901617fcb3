#!/bin/sh
# Prepared in session 25 for the next session (NOT RUN: the device time was
# spent).  (1) The session's last changes on the GPU: test_spike_window's
# new assertions (the auto mode keeps the built matrix, NaN in the auto
# mode, the weak tail's rows put back), racecheck of the one pass with
# 16-row partitions at n = 4099; (2) where k_win's time goes: ncu --set
# full with source counters on gs_d_k_win (d dominant 2^24), its source
# page as CSV (the stall reasons by SASS line) and the SASS opcode counts
# (cuobjdump there).  Package first, from a build-device built at the
# commit to test:
#   S=build-run/s26 && rm -rf $S && mkdir -p $S/testing $S/timing $S/lib &&
#   for t in testing_gtsv test_spike_window; do cp build-device/testing/$t $S/testing/; done &&
#   cp build-device/timing/timing_gtsv $S/timing/ && cp -L /usr/lib/x86_64-linux-gnu/{liblapack.so.3,libblas.so.3,libgfortran.so.5,libquadmath.so.0} $S/lib/ &&
#   strip $S/testing/* $S/timing/* && tar czf build-run/s26.tgz -C build-run s26
# then run it with carry ["build-run/s26.tgz"].
tar xzf build-run/s26.tgz -C build-run || exit 1
S=build-run/s26
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 200 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY|RACECHECK SUMMARY' $R/$name.txt | tail -n 1) ($(el))"; }
t test_spike_window $S/testing/test_spike_window &
(t racecheck16 env GPUSOLVE_SPIKE_WINDOW=1 GPUSOLVE_GPU_PARTITION=16 $CS --tool racecheck \
   --error-exitcode 1 $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s -n 4099 \
   --types 1,31 --nrhs 1) &
wait
grep -h -E 'FAIL|WINDOW=auto|kept [0-9]' $R/test_spike_window.txt | tail -n 24
echo "== ncu source ($(el))"
timeout 240 ncu --clock-control none --set full --import-source no -k regex:"gs_d_k_win$" -c 1 \
  -o $R/win -f $S/timing/timing_gtsv -n 2^24 --prec d --matrix diagdom --repeat 1 --lapack-repeat 1 \
  > $R/ncu_run.txt 2>&1; echo "ncu rc=$?"
ncu -i $R/win.ncu-rep --page details --print-units base > $R/details.txt 2>&1
ncu -i $R/win.ncu-rep --page source --csv --print-source sass > $R/source.csv 2>&1
echo "source csv lines $(wc -l < $R/source.csv) ($(el))"
grep -E "Duration|Registers Per|Achieved Occupancy|Issue Slots Busy|Issued Ipc|No Eligible|Warp Cycles Per Issued|DRAM Throughput|Compute \(SM\) Th|Stall|Barrier|Long Scoreboard|Short Scoreboard" \
  $R/details.txt | cut -c1-150 | head -n 60
cuobjdump --dump-sass $S/timing/timing_gtsv 2>/dev/null | awk '/Function :/{on = index($0, "gs_d_k_win") > 0 && index($0, "gs_d_k_win_") == 0} on' > $R/sass_k_win.txt
echo "SASS gs_d_k_win: $(grep -c '/\*[0-9a-f]*\*/' $R/sass_k_win.txt) instructions"
grep -oE '/\*[0-9a-f]{4}\*/ +(@!?U?P[0-7T] +)?[A-Z0-9_.]+' $R/sass_k_win.txt | awk '{print $NF}' | sed 's/\..*//' \
  | sort | uniq -c | sort -rn | head -25 | tr '\n' ' '; echo
(cd $R && gzip -f source.csv && tar czf $OUT/p206_logs.tgz *.txt source.csv.gz)
echo "done ($(el))"
