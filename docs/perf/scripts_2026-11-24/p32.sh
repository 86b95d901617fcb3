#!/bin/sh
# session 6: level 0 -> 1 of k_cr_smem: loads only (v32) and arithmetic only (v64) against the whole (read-only loads)
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
for s in "1024 1024" "4097 4097" "512 512"; do
  for v in _base "" _v32 _v64 _base "" _v32 _v64; do
    echo "== $s cr_timeline$v"; build-run/cr_timeline$v $s 7 | grep -E '^rep|phase 1|life' | tail -3
  done
done
