#!/bin/sh
# session 9, the final code: testing/run_device.sh's examples and timing
# parts (the full timing_gtsv sweep with CSV for timing/plot),
# timing_gtsv_batch at issue 3's sizes, and the refinement steps of d random
# 2^24 call by call (GPUSOLVE_SPIKE_TRACE) to look at its spread.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p71; mkdir -p $O
STEP_TIMEOUT=300 sh testing/run_device.sh $R/bd $O/job examples,timing > $O/job.txt 2>&1
timeout 120 $R/bd/timing/timing_gtsv_batch --routines cr_batch,spike_batch --prec d \
  --sizes 512x512,1024x1024,4097x4097,64x262144,1048576x16 --reps 20 \
  --csv $O/job/timing_gtsv_batch.csv > $O/job/timing_gtsv_batch.txt 2>&1
for i in 1 2; do
  GPUSOLVE_SPIKE_TRACE=1 timeout 60 $R/bd/timing/timing_gtsv -n 16777216 --prec d --matrix random \
    --repeat 10 --lapack-repeat 1 > $O/job/trace$i.txt 2>&1
done
echo "== summary"
grep -E "rc=|^%.*(device|bandwidth)" $O/job/summary.txt | head -8
grep -E "^ +[sd] +(random|diagdom) +(16777216|33554432)" $O/job/timing_gtsv.log | cut -c1-110
grep -E "copy bandwidth|^ +d " $O/job/timing_gtsv_batch.txt | cut -c1-130
for i in 1 2; do grep -E "^ +d +random" $O/job/trace$i.txt | cut -c1-60
  grep -o "after [0-9] steps[^:]*: [a-z]*" $O/job/trace$i.txt | awk '{print $2, $NF}' | sort | uniq -c; done
tar czf $OUT/p71_job.tgz -C $O . && rm -rf $O
