#!/bin/sh
# session 6: level-0 load variants of k_cr_smem, timeline per block
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
for s in "1024 1024" "4097 4097"; do
  for v in "" _v1 _v2 "" _v1 _v2; do
    echo "== $s cr_timeline$v"; build-run/cr_timeline$v $s 5 | grep -E '^rep|phase 1|phase 3|phase 5|life' | tail -5
  done
done
