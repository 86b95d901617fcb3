#!/bin/sh
# session 15, issue 3: k_cr_rb (each thread's rows' levels in registers)
# against k_cr_smem, the same binaries (build-run/s15: test_cr_rb,
# testing_gtsv_batch, timing_gtsv_batch from build-device).
# 1. test_cr_rb: INFO and X bit for bit, rb against smem, s d c z.
# 2. timing_gtsv_batch --routines cr_batch, smem and rb alternately, two
#    rounds, d and s: the sizes and 2048 x 2048, 8191 x 2048.
S=build-run/s15
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
stdbuf -oL timeout 150 $S/test_cr_rb > $OUT/test_cr_rb.txt 2>&1; echo "test_cr_rb rc=$? ($(el))" >> $SUM
grep -c " ok$" $OUT/test_cr_rb.txt >> $SUM
grep -v " ok$" $OUT/test_cr_rb.txt | head -30 >> $SUM
SZ=512x512,1024x1024,2048x2048,4097x4097,8191x2048,64x262144
for round in 1 2; do
  for v in smem rb; do
    echo "== timing $v round $round ($(el))"
    GPUSOLVE_CR_KERNEL=$v timeout 60 $S/timing_gtsv_batch --routines cr_batch --prec d,s \
      --sizes $SZ --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv 2>/dev/null
echo "done ($(el))" >> $SUM
grep -E "4097|1024x|2048x|512x|8191|bandwidth" $OUT/timing.txt | head -40 >> $SUM
