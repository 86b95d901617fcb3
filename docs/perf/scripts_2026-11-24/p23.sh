#!/bin/sh
# session 5: the final code (batch routines in groups under a cap, host and
# _dev forms): A/B timing of the uncapped paths against the session's start,
# the batch suite, test_batch_cap, the suite under a 4 MB cap, memcheck.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p23; mkdir -p $O
S="512x512,1024x1024,4097x4097,64x262144"
$R/tgb_base --routines cr_batch,spike_batch --prec d --matrix random --sizes $S --reps 10 > $O/timing_base.txt 2>&1
$R/tgb_new --routines cr_batch,spike_batch --prec d --matrix random --sizes $S --reps 10 > $O/timing_new.txt 2>&1
export OMP_NUM_THREADS=4
T=$R/testing_gtsv_batch
for p in s d c z; do
  ( timeout 500 $T --backend cpu,cuda --prec $p -q > $O/suite_$p.txt 2>&1; echo "rc $?" >> $O/suite_$p.txt ) &
done
wait
( $R/test_batch_cap > $O/test_batch_cap.txt 2>&1; echo "rc $?" >> $O/test_batch_cap.txt ) &
( GPUSOLVE_DEVICE_MEMORY=4M timeout 400 $T --backend cpu,cuda --routine cr_batch,spike_batch -n 1000,4097 --batch 300,100 -q > $O/t_cap.txt 2>&1; echo "rc $?" >> $O/t_cap.txt ) &
( GPUSOLVE_DEVICE_MEMORY=4M timeout 400 $T --backend cpu,cuda --routine cr -n 1000,4097 --nrhs 300,100 -q > $O/t_cap_cr.txt 2>&1; echo "rc $?" >> $O/t_cap_cr.txt ) &
( timeout 400 compute-sanitizer --tool memcheck $R/test_batch_cap > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt ) &
wait
cd $OUT && tar czf p23.tgz p23 && rm -rf p23
echo "== summary"
for f in timing_base timing_new; do echo "-- $f"; tar xzf p23.tgz -O p23/$f.txt | grep -E "^ +d " | cut -c1-110; done
for f in suite_s suite_d suite_c suite_z test_batch_cap t_cap t_cap_cr memcheck; do echo "-- $f"; tar xzf p23.tgz -O p23/$f.txt | grep -E "FAIL|passed, .* failed|ERROR SUMMARY|^rc" | tail -4 | cut -c1-200; done
