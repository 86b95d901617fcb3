#!/bin/sh
# session 15, issue 3: the final code (k_cr_rb taken by cr_batch in single
# precision from 512 rows, double (one block a multiprocessor, L2 prefetch)
# from 2048, up to 4111, batches of more than one wave; complex
# stays with k_cr_smem).  build-run/s15 as in p126.
# 1. test_cr_rb s, d; testing_gtsv_batch on both backends, every precision,
#    its default gallery; the same with GPUSOLVE_CR_KERNEL=rb (k_cr_rb
#    wherever it runs: the gallery's failing types through its hand-back to
#    k_cr_smem), s and d; memcheck and racecheck of the forced run at
#    n = 33, 512, 2049, 4097.
# 2. timing_gtsv_batch, the sizes and 2048 x 2048, d and s: the rule
#    (auto) and GPUSOLVE_CR_KERNEL=smem in turn, two rounds.
S=build-run/s15
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
stdbuf -oL timeout 100 $S/test_cr_rb sd > $W/test_cr_rb.txt 2>&1; echo "test_cr_rb rc=$? $(tail -1 $W/test_cr_rb.txt) ($(el))" >> $SUM
for p in s d c z; do
  (OMP_NUM_THREADS=3 timeout 240 $S/testing_gtsv_batch --backend cpu,cuda --prec $p -q > $W/tgb_$p.txt 2>&1; echo "rc=$?" >> $W/tgb_$p.txt) &
done
for p in s d; do
  (GPUSOLVE_CR_KERNEL=rb OMP_NUM_THREADS=2 timeout 240 $S/testing_gtsv_batch --backend cpu,cuda --routine cr_batch --prec $p -q > $W/tgbrb_$p.txt 2>&1; echo "rc=$?" >> $W/tgbrb_$p.txt) &
done
(GPUSOLVE_CR_KERNEL=rb timeout 240 compute-sanitizer --tool memcheck --error-exitcode 1 $S/testing_gtsv_batch --backend cuda --routine cr_batch -q --prec s,d -n 33,512,2049,4097 --batch 3 > $W/memcheck.txt 2>&1; echo "memcheck rc=$?" >> $W/memcheck.txt
 GPUSOLVE_CR_KERNEL=rb timeout 240 compute-sanitizer --tool racecheck --error-exitcode 1 $S/testing_gtsv_batch --backend cuda --routine cr_batch -q --prec s,d -n 33,512,2049,4097 --batch 3 > $W/racecheck.txt 2>&1; echo "racecheck rc=$?" >> $W/racecheck.txt) &
wait
echo "tests done ($(el))" >> $SUM
for f in tgb_s tgb_d tgb_c tgb_z tgbrb_s tgbrb_d; do echo "$f: $(grep -E 'passed' $W/$f.txt | tail -2 | tr '\n' ' ') $(tail -1 $W/$f.txt)"; done >> $SUM
for f in memcheck racecheck; do tail -3 $W/$f.txt; done >> $SUM
for f in test_cr_rb tgb_s tgb_d tgb_c tgb_z tgbrb_s tgbrb_d memcheck racecheck; do echo "######## $f"; tail -40 $W/$f.txt; done > $OUT/log.txt
SZ=512x512,1024x1024,2048x2048,4097x4097,64x262144,2^20x16
for round in 1 2; do
  for v in auto smem; do
    echo "== timing $v round $round ($(el))"
    GPUSOLVE_CR_KERNEL=$v timeout 90 $S/timing_gtsv_batch --routines cr_batch --prec d,s \
      --sizes $SZ --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv 2>/dev/null
echo "timing done ($(el))" >> $SUM
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1, $2, $4, $5, $6, $7, $12, $13}' >> $SUM
