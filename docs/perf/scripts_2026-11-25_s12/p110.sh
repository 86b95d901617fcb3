#!/bin/sh
# session 12: cr_batch's shape for a batch of at most one wave (the most
# threads per system that keep it one), A/B against HEAD at p109's sizes
# and the issue-3 table's, two rounds.
S=build-run/s12
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p110; mkdir -p $O
exec > $O/log.txt 2>&1
Z=512x64,512x264,512x512,700x300,1024x256,1024x512,1024x1024,2048x128,2048x264,2048x512
Z=$Z,4097x64,4097x132,4097x264,8191x32,8191x132,512x4096,2048x2048,4097x4097,64x262144,2^20x16
for r in 1 2; do
  for v in head new; do
    echo "== $v"
    timeout 100 $S/tgbt_$v --routines cr_batch --prec s,d --reps 20 --sizes $Z \
      | grep -E '^ +[sd] ' | cut -c1-72
  done
done
