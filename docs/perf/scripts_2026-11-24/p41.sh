#!/bin/sh
# session 6: pivots' reciprocals by the reciprocal instruction (__drcp_rn /
# __frcp_rn; IEEE-rounded like 1/b, so the same bits) in cyclic reduction and
# in SPIKE's diagonal pivoting: A/B timing against a705220, bit-for-bit
# comparison, tests; summary last.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=4
O=$OUT/p41; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
S="512x512,1024x1024,2048x2048,4097x4097,64x262144"
for i in 1 2; do
  timeout 60 $R/tgb_base --routines cr_batch --prec s,d --sizes $S --reps 20 > $O/tgb_base_$i.txt 2>&1
  timeout 60 $R/tgb_new --routines cr_batch --prec s,d --sizes $S --reps 20 > $O/tgb_new_$i.txt 2>&1
  timeout 90 $R/tg_base -n 16777216,33554432 --prec s,d --matrix random,diagdom --repeat 7 --lapack-repeat 1 > $O/tg_base_$i.txt 2>&1
  timeout 90 $R/tg_new -n 16777216,33554432 --prec s,d --matrix random,diagdom --repeat 7 --lapack-repeat 1 > $O/tg_new_$i.txt 2>&1
done
$R/cmpx_old > $O/cmpx_old.txt 2>&1 &
$R/cmpx_new > $O/cmpx_new.txt 2>&1
wait
$R/cmpx_spike_old > $O/cmpx_spike_old.txt 2>&1 &
$R/cmpx_spike_new > $O/cmpx_spike_new.txt 2>&1
wait
( timeout 200 $R/testing_gtsv_batch --backend cpu,cuda --routine cr,cr_batch -q > $O/t_cr.txt 2>&1; echo "rc $?" >> $O/t_cr.txt ) &
( timeout 200 $R/testing_gtsv --backend cuda --prec s,d -q > $O/t_spike.txt 2>&1; echo "rc $?" >> $O/t_spike.txt ) &
wait
cd $OUT && tar czf p41.tgz p41 && rm -rf p41
echo "== summary"
tar xzf p41.tgz -O p41/gpu.txt
for f in tgb_base_1 tgb_new_1 tgb_base_2 tgb_new_2; do echo "-- $f"; tar xzf p41.tgz -O p41/$f.txt | grep -E " cr_batch " | cut -c1-90; done
for f in tg_base_1 tg_new_1 tg_base_2 tg_new_2; do echo "-- $f"; tar xzf p41.tgz -O p41/$f.txt | grep -E "^ *[sd] +(random|diagdom)" | cut -c1-110; done
tar xzf p41.tgz p41/cmpx_old.txt p41/cmpx_new.txt p41/cmpx_spike_old.txt p41/cmpx_spike_new.txt
echo "cmpx cr: $(wc -l < p41/cmpx_new.txt) cases, differing $(diff p41/cmpx_old.txt p41/cmpx_new.txt | grep -c '^>'); spike: $(wc -l < p41/cmpx_spike_new.txt) cases, differing $(diff p41/cmpx_spike_old.txt p41/cmpx_spike_new.txt | grep -c '^>')"
for f in t_cr t_spike; do echo "-- $f"; tar xzf p41.tgz -O p41/$f.txt | grep -E "passed|^rc" | tail -3; done
