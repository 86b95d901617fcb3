#!/bin/sh
# session 6: cr_reduce's two divisions side by side: the top steps and phases, before / after
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
for s in "1024 1024" "4097 4097" "512 512"; do
  for v in _base_v128 _v128 _base_v128 _v128; do
    echo "== $s $v"; TL_STEPS=1 build-run/cr_timeline$v $s 5 $(echo $s | cut -d' ' -f1) 1 | grep -E '^rep|phase|top steps|life' | tail -9
  done
done
