#!/bin/sh
# session 11: k_cr_smem's level 0 -> 1 by warps (cr_level1_warp) against
# HEAD (1ff0bc6): X and INFO bit for bit (cmpx, ../scripts_2026-11-24/cmpx.c),
# the tests of cr and cr_batch on the GPU, sanitizers, A/B timing, timeline.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p90; mkdir -p $O
exec > $O/log.txt 2>&1
$S/cmpx_old > $O/cmpx_old.txt; $S/cmpx_new > $O/cmpx_new.txt
echo "cmpx: $(wc -l < $O/cmpx_new.txt) cases, $(diff $O/cmpx_old.txt $O/cmpx_new.txt | grep -c '^>') differ"
for r in 1 2; do
  for v in old new; do
    echo "== $v"
    timeout 100 $S/timing_$v --routines cr_batch --prec s,d \
      --sizes 512x512,1024x1024,2048x2048,4097x4097,64x262144,2^20x16 --reps 20 \
      | grep -E '^ +[sd] ' | cut -c1-110
  done
done
echo "== timeline new"; timeout 60 $S/cr_timeline_new 4097 4097 2 4097 1 | tail -8
t0=$(date +%s)
timeout 240 $S/tgb_new --backend cuda --routine cr,cr_batch -q > $O/tgb.txt 2>&1
echo "tgb cr,cr_batch cuda rc=$? $(( $(date +%s) - t0 ))s"; tail -6 $O/tgb.txt
timeout 120 compute-sanitizer --tool memcheck $S/tgb_new --backend cuda --routine cr_batch \
  --prec d,z -n 33,1000,4097 --batch 3 -q 2>&1 | tail -3
timeout 120 compute-sanitizer --tool racecheck $S/tgb_new --backend cuda --routine cr_batch \
  --prec d,c -n 33,1000,4097 --batch 2 --part solve -q 2>&1 | tail -3
