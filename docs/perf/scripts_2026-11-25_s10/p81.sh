#!/bin/sh
# session 10: spike_batch's new long/short rule and its short path's
# workspace cap (half of what the device has left, at least 1 GB): the
# sizes of p80 where the old rule chose badly, the batch suites; then the
# partition length of single precision (the cap of 16 rows was measured in
# double; a single-precision tile holds up to 34).
S=build-run/s10
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p81; mkdir -p $O
exec > $O/log.txt 2>&1
echo "-- spike_batch with the new rule"
timeout 150 $S/timing_gtsv_batch --routines spike_batch --prec d --matrix random --qr off --max-time 1 --reps 5 \
  --sizes 8192x16,8192x20,16384x32,16384x40,65536x112,65536x128,2^18x512,2^18x1024 \
  --csv $O/cross.csv | grep -E '^ +d ' | cut -c1-110
echo "-- test_batch_cap"
timeout 100 $S/test_batch_cap > $O/cap.txt 2>&1; echo "rc=$?: $(tail -1 $O/cap.txt)"
echo "-- testing_gtsv_batch d,z (cpu+cuda)"
timeout 200 $S/testing_gtsv_batch --prec d,z -q > $O/tgb.txt 2>&1; echo "rc=$?: $(grep -E 'passed' $O/tgb.txt | tail -1)"
echo "-- single precision, partition length"
for m in 16 24 32 16 24 32; do
  echo "m=$m"
  GPUSOLVE_GPU_PARTITION=$m timeout 60 $S/timing_gtsv -n 2^22,2^24,2^25 --prec s --reps 20 --lapack-repeat 1 \
    --lapack-time 0.01 | grep -E '^ +s ' | cut -c1-100
done
