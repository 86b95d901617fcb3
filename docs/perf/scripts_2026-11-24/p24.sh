#!/bin/sh
# session 5, issue 4 item 1 step 10: pass 1 solves the spike W and the first
# right-hand side in one sweep (dp_solve2).  A/B timing against the previous
# build (tg), ncu of pass 1, X and INFO bit for bit, tests, sanitizers.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p24; mkdir -p $O
for i in 1 2; do
  $R/tg -n 16777216,33554432 --prec s,d --matrix random,diagdom --repeat 7 --lapack-repeat 1 > $O/timing_old_$i.txt 2>&1
  $R/tg_new -n 16777216,33554432 --prec s,d --matrix random,diagdom --repeat 7 --lapack-repeat 1 > $O/timing_new_$i.txt 2>&1
done
for v in tg tg_new; do
  ncu -k regex:k_pass -c 4 --metrics gpu__time_duration.sum,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum $R/$v -n 16777216 --prec d --matrix random,diagdom --repeat 1 --lapack-repeat 1 > $O/ncu_$v.txt 2>&1
done
$R/cmpx_spike_old > $O/cmpx_old.txt 2>&1 &
$R/cmpx_spike_new > $O/cmpx_new.txt 2>&1
wait
export OMP_NUM_THREADS=4
T=$R/testing_gtsv
for p in s d c z; do
  ( timeout 450 $T --backend cpu,cuda --prec $p -q > $O/suite_$p.txt 2>&1; echo "rc $?" >> $O/suite_$p.txt ) &
done
wait
( GPUSOLVE_GPU_PARTITION=16 timeout 300 $T --backend cpu,cuda -n 100,1000,4099 --nrhs 1,3 -q > $O/part16.txt 2>&1; echo "rc $?" >> $O/part16.txt ) &
( timeout 400 $R/test_chunked -q > $O/chunked.txt 2>&1; echo "rc $?" >> $O/chunked.txt ) &
( timeout 300 compute-sanitizer --tool memcheck $T --backend cuda --prec d,z -n 4099 --nrhs 1,3 --types 1,4,16,31 -q > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt;
  timeout 300 compute-sanitizer --tool racecheck $T --backend cuda --prec d,z -n 4099 --nrhs 3 --types 1,16 -q > $O/racecheck.txt 2>&1; echo "rc $?" >> $O/racecheck.txt ) &
wait
cd $OUT && tar czf p24.tgz p24 && rm -rf p24
echo "== summary"
for f in timing_old_1 timing_new_1 timing_old_2 timing_new_2; do echo "-- $f"; tar xzf p24.tgz -O p24/$f.txt | grep -E "^ +[sd] +(random|diagdom)" | cut -c1-72; done
for v in tg tg_new; do echo "-- ncu $v"; tar xzf p24.tgz -O p24/ncu_$v.txt | grep -E "k_pass|duration|warps_active|inst_executed" | awk '{$1=$1};1' | cut -c1-60; done
tar xzf p24.tgz p24/cmpx_old.txt p24/cmpx_new.txt; echo "cmpx lines $(wc -l < p24/cmpx_new.txt) / $(wc -l < p24/cmpx_old.txt), differing $(diff p24/cmpx_old.txt p24/cmpx_new.txt | grep -c '^>')"
for f in suite_s suite_d suite_c suite_z part16 chunked memcheck racecheck; do echo "-- $f"; tar xzf p24.tgz -O p24/$f.txt | grep -E "passed, .*failed|SUMMARY|^rc" | tail -3 | cut -c1-160; done
