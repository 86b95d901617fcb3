#!/bin/sh
# session 24, run 1 (p196; H200): the one-pass solve of a diagonally dominant
# system (gtsv_spike_window.inc) -- its test, the gallery with it tried on
# every eligible call against LAPACK and the CPU backend, memcheck and
# racecheck on it, then timing_gtsv at 2^24 and 2^25 with it (default) and
# without it (GPUSOLVE_SPIKE_WINDOW=0) in the same run.
tar xzf build-run/s24.tgz -C build-run || exit 1
S=build-run/s24
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
timeout 150 $S/testing/test_spike_window > $OUT/test_spike_window.txt 2>&1
echo "test_spike_window rc=$?"
for p in s d c z; do
  (GPUSOLVE_SPIKE_WINDOW=1 OMP_NUM_THREADS=3 timeout 240 $S/testing/testing_gtsv --backend cpu,cuda \
     --api dev --nrhs 1 -q -n 4099,65537,1048576 --prec $p > $OUT/gallery_$p.txt 2>&1
   echo "gallery WINDOW=1 $p rc=$? $(grep -E 'passed' $OUT/gallery_$p.txt | tail -n 1)") &
done
(GPUSOLVE_SPIKE_WINDOW=1 timeout 240 $CS --tool memcheck --error-exitcode 1 $S/testing/testing_gtsv \
   --backend cuda --api dev -q --prec d,z -n 4099,65537 --types 1,16,31 --nrhs 1 > $OUT/memcheck.txt 2>&1
 echo "memcheck rc=$? $(grep 'ERROR SUMMARY' $OUT/memcheck.txt | tail -n 1)") &
(GPUSOLVE_SPIKE_WINDOW=1 timeout 240 $CS --tool racecheck --error-exitcode 1 $S/testing/testing_gtsv \
   --backend cuda --api dev -q --prec d,c -n 4099 --types 1,31 --nrhs 1 > $OUT/racecheck.txt 2>&1
 echo "racecheck rc=$? $(grep 'RACECHECK SUMMARY' $OUT/racecheck.txt | tail -n 1)") &
wait
tail -n 12 $OUT/test_spike_window.txt
grep -h FAIL $OUT/gallery_*.txt | head -n 20
GPUSOLVE_SPIKE_TRACE=1 $S/timing/timing_gtsv -n 16777216 --prec d,s --matrix diagdom,random --repeat 1 \
  --lapack-repeat 1 2>&1 | grep -E 'spike window' | sort | uniq -c | cut -c1-200
for r in 1 2; do
  for w in auto 0; do
    if [ $w = auto ]; then unset GPUSOLVE_SPIKE_WINDOW; else export GPUSOLVE_SPIKE_WINDOW=0; fi
    timeout 100 $S/timing/timing_gtsv -n 16777216,33554432 --prec d,s --matrix diagdom,random \
      --lapack-repeat 1 --csv $OUT/timing_${w}_$r.csv > $OUT/timing_${w}_$r.txt 2>&1
    echo "timing window=$w round $r rc=$?"
    grep -E "bandwidth|rows failed|^ *[sd] .* (16777216|33554432) " $OUT/timing_${w}_$r.txt | cut -c1-150
  done
done
unset GPUSOLVE_SPIKE_WINDOW
