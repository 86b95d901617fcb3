#!/bin/sh
# session 6: the L2 flush's dirty lines: memset (as timing_common) against memset + a read of 256 MB
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
for s in "1024 1024" "4097 4097" "512 512"; do
  for f in 0 1 0 1; do
    echo "== $s flush $f"; build-run/cr_timeline $s 7 $(echo $s | cut -d' ' -f1) $f | grep -E '^rep|phase|life' | tail -8
  done
done
