#!/bin/sh
# session 6, issue 3: k_cr_smem's last levels (at most 32 equations) in
# registers by cr_lanes (k_cr_warp's shuffles), against 58ef7cb: A/B
# timeline and timing, bit-for-bit comparison, tests, sanitizers.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=4
O=$OUT/p40; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
for s in "1024 1024" "4097 4097" "512 512"; do
  for v in _base_v128 _v128 _base_v128 _v128; do
    echo "== $s $v"; TL_STEPS=1 timeout 30 $R/cr_timeline$v $s 5 $(echo $s | cut -d' ' -f1) 1 | grep -E '^rep|phase|top steps|life' | tail -9
  done
done > $O/timeline.txt 2>&1
S="512x512,1024x1024,2048x2048,4097x4097,64x262144,1048576x16"
for i in 1 2; do
  timeout 60 $R/tgb_base --routines cr_batch,cr --prec s,d --sizes $S --reps 20 > $O/timing_base_$i.txt 2>&1
  timeout 60 $R/tgb_new --routines cr_batch,cr --prec s,d --sizes $S --reps 20 > $O/timing_new_$i.txt 2>&1
done
$R/cmpx_old > $O/cmpx_old.txt 2>&1 &
$R/cmpx_new > $O/cmpx_new.txt 2>&1
wait
T=$R/testing_gtsv_batch
( timeout 200 $T --backend cpu,cuda --routine cr,cr_batch -q > $O/t_default.txt 2>&1; echo "rc $?" >> $O/t_default.txt ) &
( timeout 200 $T --backend cpu,cuda --routine cr,cr_batch -n 1,2,3,4,5,6,7,8,9,15,16,17,31,32,33,34,63,64,65,127,128,129 --batch 7 -q > $O/t_small.txt 2>&1; echo "rc $?" >> $O/t_small.txt ) &
( timeout 200 $T --backend cpu,cuda --routine cr_batch --part solve,info -n 500,511,512,513,1023,1024,1025,2047,2048,2049,4095,4096,8191,70000 --batch 4 -q > $O/t_mid.txt 2>&1; echo "rc $?" >> $O/t_mid.txt ) &
( timeout 100 $R/test_batch_cap > $O/t_cap.txt 2>&1; echo "rc $?" >> $O/t_cap.txt ) &
wait
( timeout 120 compute-sanitizer --tool racecheck $T --backend cuda --api dev --routine cr_batch --part solve -n 20,100,257,1000,4097 --batch 3 --types 2,7 -q > $O/racecheck.txt 2>&1; echo "rc $?" >> $O/racecheck.txt ) &
( timeout 120 compute-sanitizer --tool memcheck $T --backend cuda --routine cr,cr_batch -n 5,20,33,100,257,1000,4097 --batch 3 --types 2,7,13 -q > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt ) &
( timeout 120 compute-sanitizer --tool memcheck $T --backend cuda --api dev --routine cr_batch --part solve,info -n 34,1025,70000 --batch 2 --types 2,7 -q > $O/memcheck_dev.txt 2>&1; echo "rc $?" >> $O/memcheck_dev.txt ) &
wait
cd $OUT && tar czf p40.tgz p40 && rm -rf p40
echo "== summary"
tar xzf p40.tgz -O p40/gpu.txt
tar xzf p40.tgz -O p40/timeline.txt | grep -E '^==|^rep|top steps|life|phase 3'
for f in timing_base_1 timing_new_1 timing_base_2 timing_new_2; do echo "-- $f"; tar xzf p40.tgz -O p40/$f.txt | grep -E "copy bandwidth| cr_batch | cr " | grep -v "^%.*times" | cut -c1-100; done
tar xzf p40.tgz p40/cmpx_old.txt p40/cmpx_new.txt; echo "cmpx lines: $(wc -l < p40/cmpx_new.txt) / $(wc -l < p40/cmpx_old.txt); differing: $(diff p40/cmpx_old.txt p40/cmpx_new.txt | grep -c '^>')"
for f in t_default t_small t_mid t_cap racecheck memcheck memcheck_dev; do echo "-- $f"; tar xzf p40.tgz -O p40/$f.txt | grep -E "passed|failed|FAIL|ERROR SUMMARY|RACECHECK SUMMARY|^rc" | tail -3; done
