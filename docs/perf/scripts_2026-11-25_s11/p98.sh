#!/bin/sh
# session 11: single precision's threads per system below the rule's floor
# of nL/8 (p97: 256 beat the rule's 512 at 4097 x 4097 by 18%, 512 its 1024
# at 8191 x 2048 by 27%): the sizes where a floor of nL/16 would change the
# choice, forced, against the rule (timing_x, as p97).
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p98; mkdir -p $O
exec > $O/log.txt 2>&1
for r in 1 2; do
  for t in 0 32 64 128 256; do
    echo "== threads $t"
    GPUSOLVE_CR_THREADS=$t timeout 60 $S/timing_x --routines cr_batch --prec s \
      --sizes 512x512,1024x1024,2048x2048,3000x3000,4097x4097,6000x2048,2^20x16 --reps 20 \
      | grep -E '^ +[sd] ' | cut -c1-110
  done
done
