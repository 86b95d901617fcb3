#!/bin/sh
# session 6: level-0 loads of k_cr_smem: read-only path (v1), L2 prefetch of later rows (v4), both (v5)
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
for s in "1024 1024" "4097 4097" "512 512" "2048 2048"; do
  for v in "" _v1 _v4 _v5 "" _v1 _v4 _v5; do
    echo "== $s cr_timeline$v"; build-run/cr_timeline$v $s 7 | grep -E '^rep|phase 1|life' | tail -3
  done
done
