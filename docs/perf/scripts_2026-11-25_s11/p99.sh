#!/bin/sh
# session 11: cr_batch's shape in real single precision (the fewest threads
# the kernel allows, at least 128, from 512 rows): X and INFO (cmpx, compared
# here with p94's cmpx_old.txt), the cr and cr_batch tests in s on the GPU
# (and batches at the changed sizes), memcheck, racecheck, A/B timing; and
# double at 512 x 512 with 64 (the rule), 128 and 256 threads.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p99; mkdir -p $O
exec > $O/log.txt 2>&1
$S/cmpx_s > $O/cmpx_s.txt; echo "cmpx_s: $(wc -l < $O/cmpx_s.txt) cases"
t0=$(date +%s)
timeout 200 $S/tgb_s --backend cuda --routine cr,cr_batch --prec s,c -q > $O/tgb.txt 2>&1
echo "tgb cr,cr_batch s,c cuda rc=$? $(( $(date +%s) - t0 ))s"; tail -4 $O/tgb.txt
timeout 200 $S/tgb_s --backend cuda --routine cr_batch --prec s -n 2048,3000,6000,8191 --batch 40 -q 2>&1 | tail -1
timeout 120 compute-sanitizer --tool memcheck $S/tgb_s --backend cuda --routine cr_batch \
  --prec s -n 512,3000,4097 --batch 3 -q 2>&1 | tail -2
timeout 120 compute-sanitizer --tool racecheck $S/tgb_s --backend cuda --routine cr_batch \
  --prec s -n 512,3000,4097 --batch 2 --part solve -q 2>&1 | tail -2
for r in 1 2; do
  for v in old s; do
    echo "== $v"
    timeout 100 $S/timing_$v --routines cr_batch --prec s --reps 20 \
      --sizes 512x512,1024x1024,2048x2048,3000x3000,4097x4097,6000x2048,8191x2048,64x262144 \
      | grep -E '^ +[sd] ' | cut -c1-110
  done
done
for t in 64 128 256; do
  echo "== d threads $t"
  GPUSOLVE_CR_THREADS=$t timeout 60 $S/timing_s --routines cr_batch --prec d --sizes 512x512 \
    --reps 20 | grep -E '^ +[sd] ' | cut -c1-110
done
