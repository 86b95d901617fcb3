#!/bin/sh
# session 12, review: cr_timeline (its cr_shape call now takes the batch)
# built against the final code, at 4097 x 4097 (two blocks of 512 per SM)
# and 4097 x 132 (one wave: 1024 threads).
S=build-run/s12
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p115; mkdir -p $O
exec > $O/log.txt 2>&1
for b in 4097 132; do
  echo "== 4097 x $b"
  timeout 60 $S/cr_timeline 4097 $b 2 4097 1 | grep -E "tps|block's life|phase|call" | tail -9
done
