#!/bin/sh
# Session 29, run 2 (p221): k_red_tail_smem's set-up in parallel and its
# up-sweep's narrow levels by teams of four lanes (red_up_team), on top of
# session 28's pairs.  s40 = main + p220.patch + the change, s39 = main +
# p220.patch (p220's build), s38 = main at the session's start.  Checks of
# s40 (test_spike_red compares k_red_tail_smem with the staged k_red_tail,
# which keeps red_up_group; racecheck and synccheck for the shuffles),
# ncu of the tail, timings in two interleaved rounds.
# Carry build-run/{s38,s39,s40}.tgz.  Prediction: performance.md, session 29.
for k in s38 s39 s40; do tar xzf build-run/$k.tgz -C build-run || exit 1; done
S=build-run/s40
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 240 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY|RACECHECK SUMMARY' $R/$name.txt | tail -n 1) ($(el))"; }
export OMP_NUM_THREADS=4
(t gtsv_sd $S/testing/testing_gtsv --backend cpu,cuda -q --prec s,d -n 1000,4099,65537 --nrhs 1,3) &
(t gtsv_cz $S/testing/testing_gtsv --backend cpu,cuda -q --prec c,z -n 1000,4099,65537 --nrhs 1,3) &
(t spike_red $S/testing/test_spike_red; t refine_skip $S/testing/test_refine_skip
 t spike_window $S/testing/test_spike_window) &
(t memcheck $CS --tool memcheck --error-exitcode 1 $S/testing/testing_gtsv --backend cuda -q \
   --prec s,d,z -n 512,4099,65537 --types 1,16,20 --nrhs 1,3
 t racecheck $CS --tool racecheck --error-exitcode 1 $S/testing/testing_gtsv --backend cuda -q \
   --prec d,z -n 4099,65537 --types 1,20 --nrhs 1
 t synccheck $CS --tool synccheck --error-exitcode 1 $S/testing/testing_gtsv --backend cuda -q \
   --prec s,c -n 4099,65537 --types 1,20 --nrhs 1) &
wait
unset OMP_NUM_THREADS
(cd $R && tar czf $OUT/p221_checks.tgz *.txt)
echo "== ncu ($(el))"
for p in d s; do for n in 65536 1048576 16777216; do for b in s40 s39; do
  timeout 60 ncu --clock-control none --csv --metrics gpu__time_duration.sum -k regex:"gs_${p}_k_red_tail" \
    -c 2 build-run/$b/timing/timing_gtsv -n $n --prec $p --matrix random --repeat 1 --lapack-repeat 1 \
    > $R/ncu_${b}_${p}_$n.csv 2>&1
  echo "$p $b $n: $(grep -E '^"[0-9]' $R/ncu_${b}_${p}_$n.csv | awk -F'","' '{print $NF}' | tr -d '"' | tr '\n' ' ')"
done; done; done
echo "== timings ($(el))"
for run in "1 s40" "1 s39" "1 s38" "2 s38" "2 s39" "2 s40"; do set -- $run
  timeout 120 build-run/$2/timing/timing_gtsv -n 2^16,2^18,2^20,2^22,2^24 --prec d,s --matrix random,diagdom \
    --lapack-repeat 1 --csv $R/timing_$1_$2.csv > $R/timing_$1_$2.txt 2>&1
  echo "timing $1 $2 rc=$? ($(el)) $(grep -E 'rows failed' $R/timing_$1_$2.txt)"
  grep -E "^ *[sd] +random +(65536|262144|1048576) " $R/timing_$1_$2.txt | cut -c1-60
done
(cd $R && tar czf $OUT/p221_timing.tgz timing_* ncu_*)
echo "done ($(el))"
