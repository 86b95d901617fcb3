#!/bin/sh
# session 7, issue 3: in-place levels, the cap in closed form and the old tps floor (nL/8) back: A/B timing against HEAD, X and INFO bit for bit, tests, sanitizers.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=4
O=$OUT/p45; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
S="512x512,1024x1024,2048x2048,4097x4097,8191x2048,64x262144,1048576x16"
for i in 1 2; do
  timeout 60 $R/tgb_base --routines cr_batch --prec s,d --sizes $S --reps 20 > $O/timing_base_$i.txt 2>&1
  timeout 60 $R/tgb_new --routines cr_batch --prec s,d --sizes $S --reps 20 > $O/timing_new_$i.txt 2>&1
done
for t in 128 256 512; do
  GPUSOLVE_CR_THREADS=$t timeout 40 $R/tgb_new --routines cr_batch --prec d --matrix diagdom --sizes 1024x1024,4097x4097,2048x2048 --reps 20 > $O/sweep_$t.txt 2>&1
done
timeout 150 $R/cmpx_old > $O/cmpx_old.txt 2>&1
timeout 150 $R/cmpx_new > $O/cmpx_new.txt 2>&1
T=$R/testing_gtsv_batch
( timeout 240 $T --backend cpu,cuda --routine cr,cr_batch -q > $O/t_default.txt 2>&1; echo "rc $?" >> $O/t_default.txt ) &
( timeout 240 $T --backend cpu,cuda --routine cr,cr_batch -n 1,2,3,4,5,6,7,8,9,15,16,17,31,32,33,34,63,64,65,127,128,129 --batch 7 -q > $O/t_small.txt 2>&1; echo "rc $?" >> $O/t_small.txt ) &
( timeout 240 $T --backend cpu,cuda --routine cr_batch --part solve,info -n 500,511,512,513,1023,1024,1025,2047,2048,2049,4095,4096,8191,14000,16385,16386,70000 --batch 4 -q > $O/t_mid.txt 2>&1; echo "rc $?" >> $O/t_mid.txt ) &
( timeout 120 $R/test_batch_cap > $O/t_cap.txt 2>&1; echo "rc $?" >> $O/t_cap.txt ) &
wait
( timeout 150 compute-sanitizer --tool racecheck $T --backend cuda --api dev --routine cr_batch --part solve -n 20,100,257,1000,4097 --batch 3 --types 2,7 -q > $O/racecheck.txt 2>&1; echo "rc $?" >> $O/racecheck.txt ) &
( timeout 150 compute-sanitizer --tool memcheck $T --backend cuda --routine cr,cr_batch -n 5,20,33,100,257,1000,4097 --batch 3 --types 2,7,13 -q > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt ) &
( timeout 150 compute-sanitizer --tool synccheck $T --backend cuda --api dev --routine cr_batch --part solve -n 66,1025,4097 --batch 2 --types 2 -q > $O/synccheck.txt 2>&1; echo "rc $?" >> $O/synccheck.txt ) &
wait
cd $OUT && tar czf p45.tgz p45
echo "== summary"
cat p45/gpu.txt
for f in timing_base_1 timing_new_1 timing_base_2 timing_new_2; do echo "-- $f"; grep -E "copy bandwidth|cr_batch" p45/$f.txt | grep -v "^%.*times" | cut -c1-100; done
for t in 128 256 512; do echo "-- sweep $t"; grep -E "cr_batch" p45/sweep_$t.txt | grep -v "^%" | cut -c1-100; done
echo "cmpx lines: $(wc -l < p45/cmpx_new.txt) / $(wc -l < p45/cmpx_old.txt); differing: $(diff p45/cmpx_old.txt p45/cmpx_new.txt | grep -c '^>')"
diff p45/cmpx_old.txt p45/cmpx_new.txt | head -6
for f in t_default t_small t_mid t_cap racecheck memcheck synccheck; do echo "-- $f"; grep -E "passed|failed|FAIL|ERROR SUMMARY|RACECHECK SUMMARY|Hazard|^rc" p45/$f.txt | tail -5; done
rm -rf p45
