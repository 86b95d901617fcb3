#!/bin/sh
# session 10: spike_batch's long/short rule measured again after partial
# pivoting and pp_step with selects: each path's time on either side of
# N = 400 BATCH, a long solve's time alone (timing_gtsv), and the batch
# timing table of issue 3 (default sizes) on the current code; then the
# batch suite in d and z on the GPU (p75's ran out of time).
S=build-run/s10
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p80; mkdir -p $O
exec > $O/log.txt 2>&1
echo "-- spike_batch either side of the rule (long when N > 400 B)"
timeout 200 $S/timing_gtsv_batch --routines spike_batch --prec d --matrix random --qr off --max-time 1 --reps 5 \
  --sizes 8192x8,8192x16,8192x32,8192x64,16384x32,16384x64,16384x128,65536x128,65536x256,2^18x512,2^18x1024 \
  --csv $O/cross.csv | grep -E '^ +d ' | cut -c1-110
echo "-- a long solve alone"
timeout 60 $S/timing_gtsv -n 8192,16384,65536,2^18 --prec d --matrix random --reps 20 --lapack-repeat 1 \
  --lapack-time 0.01 | grep -E '^ +d ' | cut -c1-60
echo "-- the batch table (issue 3), d"
timeout 150 $S/timing_gtsv_batch --prec d --reps 20 --csv $O/batch_d.csv | grep -E '^ +d |^%.*bandwidth' | cut -c1-130
echo "-- testing_gtsv_batch d,z (cpu+cuda)"
timeout 200 $S/testing_gtsv_batch --prec d,z -q > $O/tgb.txt 2>&1; echo "rc=$?: $(grep -E 'passed' $O/tgb.txt | tail -3 | tr '\n' ' ')"
