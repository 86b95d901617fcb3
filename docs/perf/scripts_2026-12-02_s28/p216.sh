#!/bin/sh
# Session 28, run 2: the final build (s36 = main at 23853db: k_win's
# calls, gs_cuda_fetch under the spike and batch routines, timing_gtsv
# for c and z).  Checks where gs_cuda_fetch is read (the two passes and
# their refinement, the chunked host path, many host threads, the batch
# routines), then timings: c and z at 2^20-2^25, s and d 2^16-2^25 for
# the charts.  Carry build-run/s36.tgz.  Logs in two tarballs under $OUT.
tar xzf build-run/s36.tgz -C build-run || exit 1
S=build-run/s36
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 200 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed|concurrent|ERROR SUMMARY|RACECHECK SUMMARY' $R/$name.txt | tail -n 1) ($(el))"; }
export OMP_NUM_THREADS=3
for p in s d c z; do
  (t batch_$p $S/testing/testing_gtsv_batch --backend cpu,cuda -q --prec $p) &
done
(t gtsv_dz $S/testing/testing_gtsv --backend cpu,cuda -q --prec d,z -n 4099,65537 --nrhs 1,3
 t refine_skip $S/testing/test_refine_skip
 t threads $S/testing/test_threads) &
(t chunked $S/testing/test_chunked -q
 t batch_cap $S/testing/test_batch_cap
 t cr_rb $S/testing/test_cr_rb
 t spike_window $S/testing/test_spike_window
 t memcheck_batch $CS --tool memcheck --leak-check full --error-exitcode 1 $S/testing/testing_gtsv_batch \
   --backend cuda -q -n 33,512,4097 --batch 3 --types 1,13,16,26,31
 t memcheck_gtsv $CS --tool memcheck --error-exitcode 1 $S/testing/testing_gtsv --backend cuda -q \
   --prec d,c --types 1,20 -n 65537 --nrhs 1,3) &
wait
grep -h -E ' FAIL|failed' $R/*.txt | grep -v ' 0 failed' | head -n 10
(cd $R && tar czf $OUT/p216_checks.tgz *.txt)
echo "== timings ($(el))"
unset OMP_NUM_THREADS
timeout 240 $S/timing/timing_gtsv -n 2^20,2^22,2^24,2^25 --prec c,z --matrix diagdom,random --lapack-repeat 1 \
  --csv $R/timing_cz.csv > $R/timing_cz.txt 2>&1; echo "timing cz rc=$? ($(el))"
grep -E "bandwidth|rows failed|^ *[cz] " $R/timing_cz.txt | cut -c1-120
timeout 200 $S/timing/timing_gtsv --prec d,s --matrix diagdom,random --lapack-repeat 1 \
  --csv $R/timing_sd.csv > $R/timing_sd.txt 2>&1; echo "timing sd rc=$? ($(el))"
grep -E "bandwidth|rows failed|^ *[sd] .* (1048576|4194304|16777216|33554432) " $R/timing_sd.txt | cut -c1-120
(cd $R && tar czf $OUT/p216_timing.tgz timing_*)
echo "done ($(el))"
