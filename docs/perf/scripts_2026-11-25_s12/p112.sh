#!/bin/sh
# session 12: the one-wave shape for gpu_?gtsv_cr (one system: a batch of
# nrhs = 1 systems), A/B against HEAD, two rounds.
S=build-run/s12
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p112; mkdir -p $O
exec > $O/log.txt 2>&1
for r in 1 2; do
  for v in head new; do
    echo "== $v"
    timeout 100 $S/tgbt_$v --routines cr --prec s,d --reps 20 \
      --cr-n 1000,4097,14000,2^16,2^20,2^24 | grep -E '^ +[sd] ' | cut -c1-100
  done
done
