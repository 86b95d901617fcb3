#!/bin/sh
# session 6: pair loads unrolled by 1 (v8) and scalar (v24) against the code before
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
for s in "1024 1024" "4097 4097"; do
  for v in _base _v8 _v24 _base _v8 _v24; do
    echo "== $s cr_timeline$v"; build-run/cr_timeline$v $s 7 | grep -E '^rep|phase 1|phase 5|life' | tail -4
  done
done
