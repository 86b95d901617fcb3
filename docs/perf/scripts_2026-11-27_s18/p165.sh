#!/bin/sh
# session 18, run 1: the misaligned-array routes on the GPU (test_misaligned:
# spike_dev's sequential route, spike_batch's k_pp_stream<false>,
# cr_batch), memcheck of it, check_gtsv_cuda.sh (GPUSOLVE_SPIKE_WV=recompute
# and the guards), every kernel's time at d 2^24 (random, diagdom), and
# where k_red_tail waits (ncu warp-state and source counters).
S=build-run/s18
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
timeout 120 $S/new/testing/test_misaligned > $OUT/misaligned.txt 2>&1; echo "test_misaligned rc=$? ($(el))" >> $SUM
grep -E "passed|FAILED" $OUT/misaligned.txt >> $SUM
timeout 200 compute-sanitizer --tool memcheck $S/new/testing/test_misaligned > $OUT/misaligned_memcheck.txt 2>&1
echo "memcheck test_misaligned rc=$? ($(el))" >> $SUM
grep -E "passed, |ERROR SUMMARY" $OUT/misaligned_memcheck.txt >> $SUM
# check_gtsv_cuda.sh runs testing/testing_gtsv from the current directory
mkdir -p /tmp/ck/testing && cp $S/new/testing/testing_gtsv /tmp/ck/testing/ &&
  cp testing/check_gtsv_cuda.sh testing/check_refine_guards.sh /tmp/ck/testing/
(cd /tmp/ck && OMP_NUM_THREADS=16 timeout 300 sh testing/check_gtsv_cuda.sh) > $OUT/check_gtsv_cuda.txt 2>&1
echo "check_gtsv_cuda.sh rc=$? ($(el))" >> $SUM
grep -E "passed, [0-9]+ failed|^ok|FAILED" $OUT/check_gtsv_cuda.txt | tail -8 >> $SUM
for mt in random diagdom; do
  echo "######## per-kernel d $mt 2^24 ($(el))"
  timeout 60 ncu --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/new/timing/timing_gtsv -n 2^24 --prec d --matrix $mt --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name); c=$(NF)} /gpu__time_duration.sum/{print name, c, $(NF-2), $(NF-1), $NF}'
done > $OUT/ncu_kernels.txt 2>&1
echo "######## k_red_tail warp states ($(el))" >> $OUT/ncu_kernels.txt
timeout 90 ncu --kernel-name regex:k_red_tail --launch-skip 2 --launch-count 1 --section WarpStateStats \
  --section SourceCounters --section LaunchStats $S/new/timing/timing_gtsv -n 2^24 --prec d \
  --matrix random --repeat 1 --lapack-repeat 1 > $OUT/ncu_tail.txt 2>&1
grep -vE "^==PROF==" $OUT/ncu_tail.txt | grep -E "Stall|stall|Warp Cycles|Issued|Duration|Registers|Shared|source|Source|%" | head -60 >> $OUT/ncu_kernels.txt
echo "done ($(el))" >> $SUM
cat $OUT/ncu_kernels.txt >> $SUM
cat $SUM
