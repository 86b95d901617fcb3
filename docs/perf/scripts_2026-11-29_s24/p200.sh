#!/bin/sh
# session 24, run 5 (p200; H200): the checks of the session's final code
# (build-run/s24d.tgz: p199's binaries and the other test programs of the
# same build) -- the bit-for-bit tests of the kernels whose machine code the
# session changed (k_spikes, k_bnd_check, c's k_pass1: test_spike_red,
# test_refine_skip), the chunked path, the error exits, memcheck and
# racecheck on the one-pass solve; then timing_gtsv at smaller n with and
# without it.
tar xzf build-run/s24d.tgz -C build-run || exit 1
S=build-run/s24d
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 170 "$@" > $OUT/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|ERROR SUMMARY|RACECHECK SUMMARY' $OUT/$name.txt | tail -n 1)"; }
(t test_spike_red $S/testing/test_spike_red; t test_refine_skip $S/testing/test_refine_skip
 t derr_gtsv $S/testing/derr_gtsv; t test_misaligned $S/testing/test_misaligned) &
(OMP_NUM_THREADS=4 t test_chunked $S/testing/test_chunked -q) &
(OMP_NUM_THREADS=4 t testing_gtsv_d $S/testing/testing_gtsv --prec d -q -n 3,512,65537,1048576) &
(t memcheck_window env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool memcheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,z -n 4099,65537 --types 1,16,31 --nrhs 1
 t racecheck_window env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool racecheck --error-exitcode 1 \
   $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,c -n 4099 --types 1,31 --nrhs 1) &
wait
grep -h FAIL $OUT/*.txt | head -n 10
for w in auto 0; do
  if [ $w = auto ]; then unset GPUSOLVE_SPIKE_WINDOW; else export GPUSOLVE_SPIKE_WINDOW=0; fi
  timeout 60 $S/timing_gtsv -n 65536,262144,1048576,4194304 --prec d,s --matrix diagdom \
    --lapack-repeat 1 > $OUT/timing_small_$w.txt 2>&1
  echo "timing small window=$w rc=$?"
  grep -E "rows failed|^ *[sd] +diagdom" $OUT/timing_small_$w.txt | cut -c1-120
done
