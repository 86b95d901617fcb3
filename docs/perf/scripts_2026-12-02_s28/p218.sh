#!/bin/sh
# Session 28, run 4: the final build (s38: the auto mode from
# gs_win_auto_min_n(m) -- 2^20 with 16-row partitions, 2^22 below).
# test_spike_window; the auto-mode gallery at 2^20 and 2^21 (d, z) on
# both backends; timings of d and z at 2^20 and 2^21 (d must take the one
# pass, z must not).  Carry build-run/s38.tgz.
tar xzf build-run/s38.tgz -C build-run || exit 1
S=build-run/s38
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 120 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed' $R/$name.txt | tail -n 1) ($(el))"; }
(OMP_NUM_THREADS=8 t gallery_auto20 $S/testing/testing_gtsv --backend cpu,cuda -q -n 1048576,2097152 \
   --nrhs 1 --prec d,z --types 1,16,31) &
(OMP_NUM_THREADS=8 t spike_window $S/testing/test_spike_window) &
wait
echo "== timings ($(el))"
GPUSOLVE_SPIKE_TRACE=1 timeout 60 $S/timing/timing_gtsv -n 2^20,2^21 --prec d,z --matrix diagdom --repeat 3 \
  --lapack-repeat 1 > $R/timing_trace.txt 2>&1
echo "trace rc=$?: $(grep -c 'spike window (cuda): kept' $R/timing_trace.txt) kept, $(grep -c 'not tried' $R/timing_trace.txt) turned away"
timeout 60 $S/timing/timing_gtsv -n 2^20,2^21 --prec d,z --matrix diagdom,random --lapack-repeat 1 \
  --csv $R/timing.csv > $R/timing.txt 2>&1; echo "timing rc=$? ($(el))"
grep -E "rows failed|^ *[dz] " $R/timing.txt | cut -c1-100
(cd $R && tar czf $OUT/p218_logs.tgz *)
echo "done ($(el))"
