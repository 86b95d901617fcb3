#!/bin/sh
# session 6, issue 3: k_cr_smem's level-0 loads as pairs (each element read
# once, shuffles between lanes).  A/B timeline and timing, bit-for-bit
# comparison with the code before, tests, memcheck; summary last.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p30; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
for s in "1024 1024" "4097 4097" "512 512"; do
  for v in _base "" _base ""; do
    echo "== $s cr_timeline$v"; $R/cr_timeline$v $s 7 | grep -E '^rep|phase|life' | tail -8
  done
done > $O/timeline.txt 2>&1
S="512x512,1024x1024,2048x2048,4097x4097,64x262144,1048576x16"
for i in 1 2; do
  $R/tgb_base --routines cr_batch --prec s,d --sizes $S --reps 20 > $O/timing_base_$i.txt 2>&1
  $R/tgb_new --routines cr_batch --prec s,d --sizes $S --reps 20 > $O/timing_new_$i.txt 2>&1
done
export OMP_NUM_THREADS=4
$R/cmpx_old > $O/cmpx_old.txt 2>&1 &
$R/cmpx_new > $O/cmpx_new.txt 2>&1
wait
T=$R/testing_gtsv_batch
( timeout 400 $T --backend cpu,cuda --routine cr,cr_batch -q > $O/t_default.txt 2>&1; echo "rc $?" >> $O/t_default.txt ) &
( timeout 400 $T --backend cpu,cuda --api dev --routine cr,cr_batch --part solve -n 17:300 --batch 3 --types 2,7 -q > $O/t_small.txt 2>&1; echo "rc $?" >> $O/t_small.txt ) &
( timeout 400 $T --backend cpu,cuda --routine cr_batch --part solve,info -n 500,511,512,513,1023,1024,1025,2047,2048,2049,4095,4096,8191 --batch 4 -q > $O/t_mid.txt 2>&1; echo "rc $?" >> $O/t_mid.txt ) &
( timeout 300 compute-sanitizer --tool memcheck $T --backend cuda --routine cr,cr_batch -n 20,33,64,100,257,1000,4097 --batch 3 --types 2,7,13 -q > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt;
  timeout 300 compute-sanitizer --tool memcheck $T --backend cuda --api dev --routine cr_batch --part solve,info -n 34,35,1024,1025 --batch 5 -q > $O/memcheck_dev.txt 2>&1; echo "rc $?" >> $O/memcheck_dev.txt ) &
wait
cd $OUT && tar czf p30.tgz p30 && rm -rf p30
echo "== summary"
tar xzf p30.tgz -O p30/gpu.txt
tar xzf p30.tgz -O p30/timeline.txt | grep -E '^==|^rep|phase 1|life'
for f in timing_base_1 timing_new_1 timing_base_2 timing_new_2; do echo "-- $f"; tar xzf p30.tgz -O p30/$f.txt | grep -E "copy bandwidth|cr_batch" | grep -v "^%.*times" | cut -c1-130; done
tar xzf p30.tgz p30/cmpx_old.txt p30/cmpx_new.txt; echo "cmpx lines: $(wc -l < p30/cmpx_new.txt) / $(wc -l < p30/cmpx_old.txt); differing: $(diff p30/cmpx_old.txt p30/cmpx_new.txt | grep -c '^>')"
diff p30/cmpx_old.txt p30/cmpx_new.txt | head -5
for f in t_default t_small t_mid memcheck memcheck_dev; do echo "-- $f"; tar xzf p30.tgz -O p30/$f.txt | grep -E "passed|failed|FAIL|ERROR SUMMARY|^rc" | tail -6; done
