#!/bin/sh
# session 14, issue 4: the reduced system's wide levels in registers
# (k_red_up_reg / k_red_down_reg) against the staged kernels they replace
# (GPUSOLVE_SPIKE_RED=staged), the same binaries (build-run/s14: testing_gtsv,
# timing_gtsv, test_chunked from build-device; cmpx from
# ../scripts_2026-11-25_s13/cmpx_spike13.c linked against the same library).
# 1. correctness, concurrently: X bit for bit, staged against register
#    (cmpx: s d c z, n 100 .. 4194304, four kinds, nrhs 1 and 3); the gallery
#    on both backends at n = 100003 and 1000003 (short last groups at both
#    levels), s d c z; memcheck and racecheck of the CUDA path at n = 100003
#    with the default groups (8, 4) and with 4,4 (the kernel of 4 at level 0);
#    test_chunked on CUDA.
# 2. alone on the GPU: timing_gtsv, staged and register alternately, two
#    rounds; ncu's per-kernel times of the reduced system's kernels, each way.
S=build-run/s14
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }

(GPUSOLVE_SPIKE_RED=staged timeout 90 $S/cmpx > $W/cmpx_staged.txt 2>&1
 timeout 90 $S/cmpx > $W/cmpx_reg.txt 2>&1) &
for p in s d c z; do
  (OMP_NUM_THREADS=3 timeout 180 $S/testing_gtsv --backend cpu,cuda --prec $p -n 100003,1000003 \
     --nrhs 1 -q > $W/tg_$p.txt 2>&1; echo "rc=$?" >> $W/tg_$p.txt) &
done
(for grp in 8,4 4,4; do
   GPUSOLVE_SPIKE_GROUPS=$grp timeout 45 compute-sanitizer --tool memcheck --error-exitcode 1 \
     $S/testing_gtsv --backend cuda -q --prec d,c --types 1,20,31 -n 100003 --nrhs 1
   echo "memcheck groups $grp rc=$?"
   GPUSOLVE_SPIKE_GROUPS=$grp timeout 45 compute-sanitizer --tool racecheck --error-exitcode 1 \
     $S/testing_gtsv --backend cuda --api dev -q --prec d,z --types 1 -n 100003 --nrhs 1
   echo "racecheck groups $grp rc=$?"
 done > $W/sanitizer.txt 2>&1) &
(OMP_NUM_THREADS=2 timeout 150 $S/test_chunked --backend cuda -q > $W/chunked.txt 2>&1;
 echo "rc=$?" >> $W/chunked.txt) &
wait
echo "phase 1 done at $(el)" >> $SUM
for f in cmpx_staged cmpx_reg tg_s tg_d tg_c tg_z sanitizer chunked; do
  echo "######## $f"; cat $W/$f.txt
done > $OUT/log.txt
echo "cmpx: staged $(wc -l < $W/cmpx_staged.txt) cases, register $(wc -l < $W/cmpx_reg.txt), $(diff $W/cmpx_staged.txt $W/cmpx_reg.txt | grep -c '^>') differ" >> $SUM
diff $W/cmpx_staged.txt $W/cmpx_reg.txt | grep '^>' | cut -c3-40 | sort | uniq -c | head -20 >> $SUM
for p in s d c z; do echo "tg $p: $(grep -E 'passed, [0-9]+ failed' $W/tg_$p.txt | tail -1) $(tail -1 $W/tg_$p.txt)" >> $SUM; done
grep -E "ERROR SUMMARY|RACECHECK SUMMARY|rc=" $W/sanitizer.txt >> $SUM
echo "test_chunked: $(grep -E 'passed' $W/chunked.txt | tail -1) $(tail -1 $W/chunked.txt)" >> $SUM

for round in 1 2; do
  for v in staged reg; do
    echo "== timing $v round $round ($(el))"
    GPUSOLVE_SPIKE_RED=$v timeout 55 $S/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random,diagdom \
      --repeat 10 --lapack-repeat 1 --csv $W/t_${v}_$round.csv | grep -E "^ +[sd] |bandwidth|rows failed"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv 2>/dev/null
for v in staged reg; do
  echo "== ncu $v ($(el))"
  GPUSOLVE_SPIKE_RED=$v timeout 40 ncu --kernel-name regex:k_red --launch-count 60 \
    --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/timing_gtsv -n 2^24 --prec d --matrix random --repeat 1 --lapack-repeat 1 2>&1 |
    grep -E "k_red|gpu__time_duration" | sed 's/  */ /g'
done > $OUT/ncu.txt 2>&1
echo "all done at $(el)" >> $SUM
cut -c1-150 $OUT/timing.txt >> $SUM
cat $SUM
