#!/bin/sh
# session 11: single precision's shape rule from 2048 rows only (p101: at
# 512 x 4096 the 128 threads of p99's rule lost 13% to the old 64): old and
# final build interleaved at 512 x 512, 512 x 4096, 2048 x 2048, 4097 x 4097.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p102; mkdir -p $O
exec > $O/log.txt 2>&1
for r in 1 2; do
  for v in old s; do
    echo "== $v"
    timeout 60 $S/timing_$v --routines cr_batch --prec s --reps 20 \
      --sizes 512x512,512x4096,1500x2048,2048x2048,4097x4097 | grep -E '^ +[sd] ' | cut -c1-110
  done
done
