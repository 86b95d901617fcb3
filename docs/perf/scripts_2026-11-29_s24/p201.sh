#!/bin/sh
# Prepared in session 24 for the next session (NOT RUN: the device time was
# spent): the review fixes of 77f7d6e and 7606104 on the GPU.  Package first,
# from a build-device built at the commit to test:
#   S=build-run/s25 && rm -rf $S && mkdir -p $S/testing $S/timing $S/lib &&
#   for t in testing_gtsv test_spike_window test_spike_red test_refine_skip; do
#     cp build-device/testing/$t $S/testing/; done &&
#   cp build-device/timing/timing_gtsv $S/timing/ && cp -L /usr/lib/x86_64-linux-gnu/{liblapack.so.3,libblas.so.3,libgfortran.so.5,libquadmath.so.0} $S/lib/ &&
#   strip $S/testing/* $S/timing/* && tar czf build-run/s25.tgz -C build-run s25
# then run it with carry ["build-run/s25.tgz"].
tar xzf build-run/s25.tgz -C build-run || exit 1
S=build-run/s25
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 200 "$@" > $OUT/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY|RACECHECK SUMMARY' $OUT/$name.txt | tail -n 1)"; }
(t test_spike_window $S/testing/test_spike_window; t test_spike_red $S/testing/test_spike_red
 t test_refine_skip $S/testing/test_refine_skip) &
for p in s d c z; do
  (GPUSOLVE_SPIKE_WINDOW=1 OMP_NUM_THREADS=3 t gallery_$p $S/testing/testing_gtsv --backend cpu,cuda \
     --api dev --nrhs 1 -q -n 4099,65537,1048576 --prec $p) &
done
(t memcheck_window env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool memcheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,z -n 4099,65537 --types 1,16,31 --nrhs 1
 t racecheck_window env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool racecheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,c -n 527,4099 --types 1,31 --nrhs 1) &
wait
grep -h -E 'FAIL|kept|restored|not tried' $OUT/test_spike_window.txt | tail -n 8
for r in 1 2; do
  for w in auto 0; do
    timeout 100 env GPUSOLVE_SPIKE_WINDOW=$w $S/timing/timing_gtsv -n 4194304,16777216,33554432 \
      --prec d,s --matrix diagdom,random --lapack-repeat 1 > $OUT/timing_${w}_$r.txt 2>&1
    echo "timing window=$w round $r rc=$?"
    grep -E "bandwidth|rows failed|^ *[sd] .* (4194304|16777216|33554432) " $OUT/timing_${w}_$r.txt | cut -c1-150
  done
done
# only 8 files come back from $OUT: bundle the logs into one
(cd $OUT && tar czf p201_logs.tgz *.txt && rm -f *.txt)
