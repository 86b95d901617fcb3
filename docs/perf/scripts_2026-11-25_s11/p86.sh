#!/bin/sh
# session 11: is k_cr_smem at n = 4097 held by its loads or by its steps?
# The same batches with the drivers' L2 flush and without it (--no-flush:
# 4097 x 132 and x 264 fit in L2, 17 and 35 MB, so their rows come from L2),
# threads per system 512 (two blocks per SM) and 1024 (one).
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p86; mkdir -p $O
exec > $O/log.txt 2>&1
for t in 512 1024; do
  for f in "" --no-flush; do
    echo "== GPUSOLVE_CR_THREADS=$t $f"
    GPUSOLVE_CR_THREADS=$t timeout 100 $S/timing_gtsv_batch --routines cr_batch --prec d \
      --sizes 4097x132,4097x264,4097x4097 --reps 30 $f | grep -E '^ +d ' | cut -c1-110
  done
done
