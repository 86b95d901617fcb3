#!/bin/sh
# issue 3: small systems -- cr_batch against gtsv2StridedBatch over n at n*batch = 2^24 and at small batches; the rule's tps against forced ones
B=build-device
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
T=$B/timing/timing_gtsv_batch
S=4x2^22,8x2^21,16x2^20,32x2^19,64x2^18,128x2^17,256x2^16,512x2^15,1024x2^14,64x1024,256x256,64x16384
$T --routines cr_batch,spike_batch --matrix random --prec s,d --sizes $S --reps 10 --qr off --csv $OUT/small.csv 2>&1 | grep -E "^ +[sd] |copy bandwidth|rows failed" | tee $OUT/small.txt
for t in 32 64 128; do
  echo "== GPUSOLVE_CR_THREADS=$t"
  GPUSOLVE_CR_THREADS=$t $T --routines cr_batch --prec d --sizes 16x2^20,64x2^18,256x2^16 --reps 10 2>&1 | grep -E "^ +d "
done
