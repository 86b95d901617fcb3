#!/bin/sh
# Session 28, run 1: s33 (k_win calling win_x, win_terms_ok and
# win_bounds; the flag words back through pinned memory) against s31
# (session 27's final machine code); s34 (s33 + streaming stores of
# save and X) and s35 (s33 without save's stores: timing only).  The
# fixed steps alone (readback.cu); checks of s33; ncu of k_win; timings
# interleaved; c and z timed (the new timing_gtsv --prec c,z).  Carry
# build-run/{s31,s33,s34,s35}.tgz.  Logs straight into $OUT/r.
for k in s31 s33 s34 s35; do tar xzf build-run/$k.tgz -C build-run || exit 1; done
S=build-run/s33; O=build-run/s31
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=$OUT/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
$S/readback | tee $R/readback.txt
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
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s,c -n 1039,4099 --types 1,31 --nrhs 1) &
(OMP_NUM_THREADS=4 t gallery_auto $S/testing/testing_gtsv --backend cuda -q -n 4194304 \
     --nrhs 1 --prec s,d --types 1,2,16,20,31) &
wait
grep -h -E 'FAIL|kept [0-9]' $R/test_spike_window.txt | tail -n 8
grep -h -E 'FAIL' $R/gallery*.txt | head -n 8
echo "== timings ($(el))"
tm() { # label build precs kinds [env]
  lab=$1; b=$2; shift 2; timeout 100 env $3 $b/timing/timing_gtsv -n 2^24,2^25 --prec $1 --matrix $2 \
    --lapack-repeat 1 --csv $R/timing_$lab.csv > $R/timing_$lab.txt 2>&1
  echo "timing $lab rc=$? ($(el))"
  grep -E "rows failed|^ *[sdcz] .* (16777216|33554432) " $R/timing_$lab.txt | cut -c1-100
}
grep -h bandwidth $R/*.txt 2>/dev/null | head -n 1
tm 1_s33 $S d,s diagdom,random; tm 1_s31 $O d,s diagdom,random
tm 1_s34 build-run/s34 d,s diagdom; tm 1_s35 build-run/s35 d,s diagdom
tm 2_s33 $S d,s diagdom,random; tm 2_s31 $O d,s diagdom,random
tm 2_s34 build-run/s34 d,s diagdom; tm 2_s35 build-run/s35 d,s diagdom
grep -h bandwidth $R/timing_1_s33.txt | head -n 2
echo "== ncu ($(el))"
nc() { # label binary prec
  timeout 40 ncu --clock-control none --csv --page details --print-units base --section SpeedOfLight \
    --section Occupancy --section LaunchStats -k regex:"gs_${3}_k_win" -c 4 $2/timing/timing_gtsv -n 2^24 --prec $3 \
    --matrix diagdom --repeat 1 --lapack-repeat 1 > $R/ncu_$1.csv 2>&1
  echo "ncu $1 rc=$? $(grep -E '"Duration"' $R/ncu_$1.csv | awk -F'","' '{print $5, $NF}' | sed 's/"//g; s/(long.*) / /' | tr '\n' ' ')"
}
nc s33_d $S d; nc s31_d $O d; nc s34_d build-run/s34 d; nc s35_d build-run/s35 d
nc s33_s $S s; nc s35_s build-run/s35 s
echo "== c and z ($(el))"
timeout 120 $S/timing/timing_gtsv -n 2^22,2^24,2^25 --prec c,z --matrix diagdom,random --lapack-repeat 1 \
  --csv $R/timing_cz.csv > $R/timing_cz.txt 2>&1; echo "timing cz rc=$? ($(el))"
grep -E "rows failed|^ *[cz] " $R/timing_cz.txt | cut -c1-100
GPUSOLVE_SPIKE_WINDOW=0 timeout 60 $S/timing/timing_gtsv -n 2^24,2^25 --prec c --matrix diagdom --lapack-repeat 1 \
  --csv $R/timing_c_twopass.csv > $R/timing_c_twopass.txt 2>&1; echo "timing c two passes rc=$? ($(el))"
grep -E "^ *c " $R/timing_c_twopass.txt | cut -c1-100
echo "done ($(el))"
