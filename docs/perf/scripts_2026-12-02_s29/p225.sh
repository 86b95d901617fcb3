#!/bin/sh
# Session 29, run 6 (p225): the final code after the pairs were taken out
# again (CI's check_gtsv_batch_cpu.sh failed with them: c spike_batch,
# type 17, n = 65537, 4-row partitions on the CPU backend, berr 49.1 >= 30).
# s42 = main with the tail's teams and parallel set-up, levels as before
# (groups of 4); s38 = main at the session's start.  Checks of s42 (the
# batch suites ran in full in p222, with the pairs; here the case CI
# failed, on both backends), ncu of the tail, one timing round of each.
for k in s38 s42; do tar xzf build-run/$k.tgz -C build-run || exit 1; done
S=build-run/s42
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 150 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY|RACECHECK SUMMARY' $R/$name.txt | tail -n 1) ($(el))"; }
export OMP_NUM_THREADS=2
(t gtsv_sd $S/testing/testing_gtsv --backend cpu,cuda -q --prec s,d -n 1000,4099,65537 --nrhs 1,3) &
(t gtsv_cz $S/testing/testing_gtsv --backend cpu,cuda -q --prec c,z -n 1000,4099,65537 --nrhs 1,3) &
(export GPUSOLVE_CPU_PARTITION=4; t batch_p4 $S/testing/testing_gtsv_batch --backend cpu,cuda -q --routine spike_batch \
   -n 10007,65537 --batch 2) &
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
(cd $R && tar czf $OUT/p225_checks.tgz *.txt)
echo "== ncu ($(el))"
for n in 65536 1048576 16777216; do for b in s42 s38; do
  timeout 40 ncu --clock-control none --csv --metrics gpu__time_duration.sum -k regex:"gs_d_k_red_tail" \
    -c 2 build-run/$b/timing/timing_gtsv -n $n --prec d --matrix random --repeat 1 --lapack-repeat 1 \
    > $R/ncu_${b}_$n.csv 2>&1
  echo "$b $n: $(grep -E '^"[0-9]' $R/ncu_${b}_$n.csv | awk -F'","' '{print $NF}' | tr -d '"' | tr '\n' ' ')"
done; done
echo "== timings ($(el))"
for b in s42 s38; do
  timeout 60 build-run/$b/timing/timing_gtsv -n 2^16,2^18,2^20,2^22,2^24 --prec d,s --matrix random,diagdom \
    --lapack-repeat 1 --csv $R/timing_$b.csv > $R/timing_$b.txt 2>&1
  echo "timing $b rc=$? ($(el)) $(grep -E 'rows failed' $R/timing_$b.txt)"
  grep -E "^ *[sd] +(random|diagdom) +(65536|1048576|16777216) " $R/timing_$b.txt | cut -c1-60
done
(cd $R && tar czf $OUT/p225_timing.tgz timing_* ncu_*)
echo "done ($(el))"
