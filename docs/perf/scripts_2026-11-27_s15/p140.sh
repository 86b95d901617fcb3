#!/bin/sh
# session 15, review: cr_eq shuffle helpers (PTX identical) and the failure
# flag read shared by cr_dev and cr_redo: test_cr_rb, test_batch_cap and the
# batch gallery's cr_batch forced to k_cr_rb, and cr_batch on its own rule.
S=build-run/s15
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
stdbuf -oL timeout 60 $S/test_cr_rb sd > $OUT/test_cr_rb.txt 2>&1; echo "test_cr_rb rc=$? $(tail -1 $OUT/test_cr_rb.txt)" >> $SUM
GPUSOLVE_CR_KERNEL=rb timeout 60 $S/test_batch_cap > $OUT/cap.txt 2>&1; echo "test_batch_cap (rb) rc=$? $(tail -1 $OUT/cap.txt)" >> $SUM
for k in rb auto; do
  GPUSOLVE_CR_KERNEL=$k OMP_NUM_THREADS=8 timeout 120 $S/testing_gtsv_batch --backend cpu,cuda --routine cr_batch,cr --prec s,d -q > $OUT/tgb_$k.txt 2>&1
  echo "testing_gtsv_batch cr_batch,cr s,d ($k) rc=$? $(grep -E 'passed' $OUT/tgb_$k.txt | tail -1)" >> $SUM
done
