#!/bin/sh
# session 12: cr_batch's threads per system when the batch is short of one
# wave (HEAD's rule models full waves only): every forced shape
# (GPUSOLVE_CR_THREADS, 0 = the rule) at sizes with few systems, s and d,
# two rounds.
S=build-run/s12
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p109; mkdir -p $O
exec > $O/log.txt 2>&1
Z=512x64,512x264,512x512,700x300,1024x256,1024x512,1024x1024,2048x128,2048x264,2048x512
Z=$Z,4097x64,4097x132,4097x264,8191x32,8191x132
for r in 1 2; do
  for t in 0 64 128 256 512 1024; do
    echo "== threads $t"
    GPUSOLVE_CR_THREADS=$t timeout 60 $S/tgbt_head --routines cr_batch --prec s,d --reps 20 \
      --sizes $Z | grep -E '^ +[sd] ' | cut -c1-72
  done
done
