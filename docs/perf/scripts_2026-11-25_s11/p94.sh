#!/bin/sh
# session 11: the kept change (level 0 -> 1 with failures flagged, their keys
# by cr_reduce_key in a block that has one): bits against HEAD, the cr and
# cr_batch tests on the GPU (s, d, c, z), memcheck, racecheck, A/B timing.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p94; mkdir -p $O
exec > $O/log.txt 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$S/cmpx_old > $O/cmpx_old.txt; $S/cmpx_b > $O/cmpx_b.txt
echo "cmpx b: $(wc -l < $O/cmpx_b.txt) cases, $(diff $O/cmpx_old.txt $O/cmpx_b.txt | grep -c '^>') differ"
t0=$(date +%s)
timeout 240 $S/tgb_b --backend cuda --routine cr,cr_batch -q > $O/tgb.txt 2>&1
echo "tgb cr,cr_batch cuda rc=$? $(( $(date +%s) - t0 ))s"; tail -6 $O/tgb.txt
timeout 120 compute-sanitizer --tool memcheck $S/tgb_b --backend cuda --routine cr,cr_batch \
  --prec d,c -n 33,1000,4097 --batch 3 -q 2>&1 | tail -2
timeout 120 compute-sanitizer --tool racecheck $S/tgb_b --backend cuda --routine cr_batch \
  --prec d,z -n 33,1000,4097 --batch 2 -q 2>&1 | tail -2
for r in 1 2; do
  for v in old b; do
    echo "== $v"
    timeout 100 $S/timing_$v --routines cr_batch --prec s,d --reps 20 \
      | grep -E '^ +[sd] ' | cut -c1-110
  done
done
