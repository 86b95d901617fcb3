#!/bin/sh
# session 11: threads per system not a power of two (an experiment build,
# timing_x: GPUSOLVE_CR_THREADS any multiple of 32): three blocks of 320
# (or 288) per SM at 4097 x 4097 fit 64 registers x 960 threads and 3 x 65.5
# KB of shared memory; the rule's shape is two blocks of 512.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p97; mkdir -p $O
exec > $O/log.txt 2>&1
for r in 1 2; do
  for t in 0 320 288 384 256; do
    echo "== threads $t"
    GPUSOLVE_CR_THREADS=$t timeout 60 $S/timing_x --routines cr_batch --prec d,s \
      --sizes 2048x2048,4097x4097,8191x2048 --reps 20 | grep -E '^ +[sd] ' | cut -c1-110
  done
done
