#!/bin/sh
# session 12: the one-wave shape's checks: X and INFO bit for bit against
# HEAD (cmpx: batches of 2 + 20000/n systems, so one wave), the cr and
# cr_batch tests on the GPU (s, d, c, z), test_batch_cap, memcheck and
# racecheck at shapes the rule now takes (1024 threads at 2048 and 4097 rows).
S=build-run/s12
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p111; mkdir -p $O
exec > $O/log.txt 2>&1
$S/cmpx_old > $O/cmpx_old.txt; $S/cmpx_new > $O/cmpx_new.txt
echo "cmpx: $(wc -l < $O/cmpx_new.txt) cases, $(diff $O/cmpx_old.txt $O/cmpx_new.txt | grep -c '^>') differ"
t0=$(date +%s)
timeout 300 $S/tgb_new --backend cuda --routine cr,cr_batch -q > $O/tgb.txt 2>&1
echo "tgb cr,cr_batch cuda rc=$? $(( $(date +%s) - t0 ))s"; tail -6 $O/tgb.txt
timeout 60 $S/test_batch_cap 2>&1 | tail -1
timeout 90 compute-sanitizer --tool memcheck $S/tgb_new --backend cuda --routine cr_batch \
  --prec d,c -n 512,2048,4097 --batch 3 -q 2>&1 | tail -2
timeout 90 compute-sanitizer --tool racecheck $S/tgb_new --backend cuda --routine cr_batch \
  --prec d,z -n 512,2048,4097 --batch 2 -q 2>&1 | tail -2
# p110's double rows again (its second round of the new build ran slow at
# sizes whose shape did not change, e.g. 1024 x 1024): three more rounds
Z=512x64,512x264,512x512,700x300,1024x256,1024x512,1024x1024,2048x128,2048x264,4097x64
Z=$Z,4097x132,4097x264,8191x32,8191x132
for r in 1 2 3; do
  for v in head new; do
    echo "== $v"
    timeout 60 $S/tgbt_$v --routines cr_batch --prec d --reps 20 --sizes $Z \
      | grep -E '^ +[sd] ' | cut -c1-72
  done
done
