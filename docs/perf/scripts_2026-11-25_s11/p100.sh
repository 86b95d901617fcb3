#!/bin/sh
# session 11: double's threads per system from 512 to 1023 rows, where the
# rule takes 64 (nL/8 rounded): 64 against 128 and 256 forced, three rounds.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p100; mkdir -p $O
exec > $O/log.txt 2>&1
for r in 1 2 3; do
  for t in 0 128 256; do
    echo "== d threads $t"
    GPUSOLVE_CR_THREADS=$t timeout 60 $S/timing_s --routines cr_batch --prec d --reps 20 \
      --sizes 512x512,512x4096,700x1024,1000x1000,1024x1024 | grep -E '^ +[sd] ' | cut -c1-110
  done
done
