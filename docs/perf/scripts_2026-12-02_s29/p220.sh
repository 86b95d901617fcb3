#!/bin/sh
# Session 29, run 1 (p220), as prepared in session 28, with one step
# added at the end (the tail kernel's instruction-level profile).  The reduced
# system's narrow levels merged in pairs (p220.patch on main at the end of
# session 28: levels_layout's GS_RED_PAIRS = 256, GS_MAX_LEVELS 24).
# s39 = main + p220.patch, s38 = main (rebuild both from the same tree).
# Checks of s39 (the merge order changed on both backends: the tests that
# compare them, the reduced system's two CUDA paths, the refinement's
# skipped corrections), ncu of the tail, timings interleaved.
# Carry build-run/{s38,s39}.tgz (each: testing/{testing_gtsv,
# test_spike_red,test_refine_skip,test_spike_window}, timing/timing_gtsv,
# lib/).  Prediction: performance.md, session 28, p219.
for k in s38 s39; do tar xzf build-run/$k.tgz -C build-run || exit 1; done
S=build-run/s39; O=build-run/s38
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 200 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY' $R/$name.txt | tail -n 1) ($(el))"; }
export OMP_NUM_THREADS=4
(t gtsv_sd $S/testing/testing_gtsv --backend cpu,cuda -q --prec s,d -n 1000,4099,65537 --nrhs 1,3) &
(t gtsv_cz $S/testing/testing_gtsv --backend cpu,cuda -q --prec c,z -n 1000,4099,65537 --nrhs 1,3) &
(t spike_red $S/testing/test_spike_red; t refine_skip $S/testing/test_refine_skip
 t spike_window $S/testing/test_spike_window) &
(t memcheck $CS --tool memcheck --error-exitcode 1 $S/testing/testing_gtsv --backend cuda -q \
   --prec d,z -n 512,4099,65537 --types 1,16,20 --nrhs 1,3) &
wait
unset OMP_NUM_THREADS
(cd $R && tar czf $OUT/p220_checks.tgz *.txt)
echo "== ncu ($(el))"
for b in s39 s38; do for n in 65536 1048576 16777216; do
  timeout 60 ncu --clock-control none --csv --metrics gpu__time_duration.sum -k regex:"gs_d_k_red_tail" \
    -c 2 build-run/$b/timing/timing_gtsv -n $n --prec d --matrix random --repeat 1 --lapack-repeat 1 \
    > $R/ncu_${b}_$n.csv 2>&1
  echo "$b $n: $(grep -E '^"[0-9]' $R/ncu_${b}_$n.csv | awk -F'","' '{print $NF}' | tr -d '"' | tr '\n' ' ')"
done; done
echo "== timings ($(el))"
for run in "1 $S" "1 $O" "2 $S" "2 $O"; do set -- $run
  timeout 120 $2/timing/timing_gtsv -n 2^16,2^18,2^20,2^22,2^24 --prec d,s --matrix random,diagdom \
    --lapack-repeat 1 --csv $R/timing_$1_$(basename $2).csv > $R/timing_$1_$(basename $2).txt 2>&1
  echo "timing $1 $(basename $2) rc=$? ($(el))"
  grep -E "rows failed|^ *[sd] " $R/timing_$1_$(basename $2).txt | cut -c1-80
done
echo "== the tail's source profile, s39, d random 2^16 ($(el))"
timeout 120 ncu --clock-control none --section SourceCounters --section WarpStateStats \
  --section SchedulerStats --section LaunchStats -k regex:"gs_d_k_red_tail" -c 1 -o $R/tail39 \
  $S/timing/timing_gtsv -n 65536 --prec d --matrix random --repeat 1 --lapack-repeat 1 > $R/ncu_src.txt 2>&1
echo "ncu rc=$?"
ncu -i $R/tail39.ncu-rep --page details > $R/tail39_details.txt 2>&1
ncu -i $R/tail39.ncu-rep --page source --csv --print-source sass > $R/tail39_sass.csv 2>&1 ||
  ncu -i $R/tail39.ncu-rep --page source --csv > $R/tail39_sass.csv 2>&1
echo "sass rows: $(wc -l < $R/tail39_sass.csv)"; grep -iE "stall|warp cycles per|issued" $R/tail39_details.txt | head -20
(cd $R && tar czf $OUT/p220_timing.tgz timing_* ncu_* tail39_*)
echo "done ($(el))"
