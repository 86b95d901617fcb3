#!/bin/sh
# session 11, after review: single precision's shape as a floor of the
# occupancy search (128 from 2048 rows) instead of a special case beside
# it; the same shapes are expected, so the same times as p102/p99, and the
# cr and cr_batch tests in s and d on the GPU.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p105; mkdir -p $O
exec > $O/log.txt 2>&1
timeout 100 $S/timing_f --routines cr_batch --prec s,d --reps 20 \
  --sizes 512x512,512x4096,1024x1024,2048x2048,3000x3000,4097x4097,6000x2048,8191x2048 \
  | grep -E '^ +[sd] ' | cut -c1-110
timeout 200 $S/tgb_f --backend cuda --routine cr,cr_batch --prec s,d -q 2>&1 | tail -3
timeout 100 $S/tgb_f --backend cuda --routine cr_batch --prec s -n 2048,3000,6000,8191 --batch 40 -q 2>&1 | tail -1
