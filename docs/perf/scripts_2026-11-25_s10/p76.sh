#!/bin/sh
# session 10: the reduced system's levels above level 0 in spans (k_red_span)
# instead of a launch per level and direction plus one block through global
# memory.  X bit for bit against the previous code (cmpx10: nrhs 1, 3, 9;
# also with other reduced groups), the gallery on the CUDA backend,
# test_chunked, memcheck and racecheck, and old/new timing in one run.
S=build-run/s10; B=build-run/bd
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p76; mkdir -p $O
exec > $O/log.txt 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(timeout 280 $B/testing/testing_gtsv --backend cuda -q > $O/tg.txt 2>&1; echo "testing_gtsv cuda s,d,c,z rc=$?: $(grep -E 'passed' $O/tg.txt | tail -4 | tr '\n' ' ')" > $O/tg.sum) &
$S/cmpx10_old cuda > $O/a.txt; $S/cmpx10_new cuda > $O/b.txt
echo "cmpx10 default groups: $(wc -l < $O/a.txt) cases, $(diff $O/a.txt $O/b.txt | grep -c '^<') differ"
for g in 2,4 32,32 8,64 3,5; do
  GPUSOLVE_SPIKE_GROUPS=$g $S/cmpx10_old cuda 5 > $O/a$g.txt; GPUSOLVE_SPIKE_GROUPS=$g $S/cmpx10_new cuda 5 > $O/b$g.txt
  echo "cmpx10 groups $g: $(wc -l < $O/a$g.txt) cases, $(diff $O/a$g.txt $O/b$g.txt | grep -c '^<') differ"
done
timeout 120 compute-sanitizer --tool memcheck --error-exitcode 1 $B/testing/testing_gtsv --backend cuda \
  --prec d,z -n 4099,65537 --types 1,16,19,31 -q > $O/mc.txt 2>&1; echo "memcheck rc=$?: $(grep 'ERROR SUMMARY' $O/mc.txt)"
timeout 150 compute-sanitizer --tool racecheck --error-exitcode 1 $B/testing/testing_gtsv --backend cuda \
  --prec d,c -n 65537 --types 1,19 -q > $O/rc.txt 2>&1; echo "racecheck rc=$?: $(grep 'RACECHECK SUMMARY' $O/rc.txt)"
wait; cat $O/tg.sum
timeout 100 $B/testing/test_chunked > $O/chunked.txt 2>&1; echo "test_chunked rc=$?: $(tail -1 $O/chunked.txt)"
for v in old new old new; do
  echo "-- $v"
  timeout 80 $S/tg_$v -n 2^16,2^20,2^24,2^25 --prec s,d --reps 20 --lapack-repeat 1 --lapack-time 0.01 | grep -E '^ +[sd] ' | cut -c1-100
done
