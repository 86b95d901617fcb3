#!/bin/sh
# session 15, issue 3: the final code's tests (no timing): test_cr_rb s, d;
# testing_gtsv_batch on both backends, every precision, default gallery;
# the same forced to k_cr_rb (GPUSOLVE_CR_KERNEL=rb), cr_batch s and d;
# memcheck and racecheck of the forced run at n = 33, 512, 2049, 4097;
# test_batch_cap forced to k_cr_rb.
S=build-run/s15
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
stdbuf -oL timeout 100 $S/test_cr_rb sd > $W/test_cr_rb.txt 2>&1; echo "test_cr_rb rc=$? $(tail -1 $W/test_cr_rb.txt) ($(el))" >> $SUM
GPUSOLVE_CR_KERNEL=rb timeout 100 $S/test_batch_cap > $W/test_batch_cap.txt 2>&1; echo "test_batch_cap (rb) rc=$? $(tail -1 $W/test_batch_cap.txt) ($(el))" >> $SUM
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
for f in tgb_s tgb_d tgb_c tgb_z tgbrb_s tgbrb_d; do echo "$f: $(grep -E 'passed' $W/$f.txt | tail -1) $(tail -1 $W/$f.txt)"; done >> $SUM
for f in memcheck racecheck; do tail -3 $W/$f.txt; done >> $SUM
for f in test_cr_rb test_batch_cap tgb_s tgb_d tgb_c tgb_z tgbrb_s tgbrb_d memcheck racecheck; do echo "######## $f"; tail -40 $W/$f.txt; done > $OUT/log.txt
