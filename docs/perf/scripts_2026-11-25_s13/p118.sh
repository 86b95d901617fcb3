#!/bin/sh
# session 13: changes to k_cr_smem that keep its answers (cr_ablate_build.sh
# 32768, 65536, 131072, 262144; 98304 = both loops not unrolled) against
# the code as it is (0), cr_timeline at 4097 x 4097 (d), three rounds.
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p118; mkdir -p $O
exec > $O/log.txt 2>&1
for round in 1 2 3; do
for v in 0 32768 65536 98304 131072 262144; do
  echo "== $v round $round"
  timeout 60 build-run/cr_ablate_v$v 4097 4097 3 4097 1 | grep -E "block's life|phase|call" | tail -8
done
done
