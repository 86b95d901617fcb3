#!/bin/sh
# session 8, the final code (fcc2163: the staging change; the solvers as in
# session 7): testing/run_device.sh's examples and timing parts (the full
# default timing_gtsv sweep, CSV for timing/plot), then timing_gtsv_batch at
# issue 3's sizes, the routines and their peers in the same run.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p57; mkdir -p $O
STEP_TIMEOUT=300 sh testing/run_device.sh $R/bd $O/job examples,timing > $O/job.txt 2>&1
timeout 120 $R/bd/timing/timing_gtsv_batch --routines cr_batch,spike_batch --prec d \
  --sizes 512x512,1024x1024,4097x4097,64x262144,1048576x16 --reps 20 --csv $O/job/timing_gtsv_batch.csv > $O/job/timing_gtsv_batch.txt 2>&1
echo "== summary"
grep -E "rc=|^%.*(device|bandwidth)" $O/job/summary.txt | head -8
grep -E "^ +[sd] +(random|diagdom) +(16777216|33554432)" $O/job/timing_gtsv.log | cut -c1-110
grep -E "copy bandwidth|^ +d " $O/job/timing_gtsv_batch.txt | cut -c1-130
