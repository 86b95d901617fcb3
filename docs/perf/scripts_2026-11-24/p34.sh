#!/bin/sh
# session 6: the one-warp top levels of k_cr_smem step by step (variant 128)
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
for s in "1024 1024" "4097 4097" "512 512"; do
  echo "== $s"; TL_STEPS=1 build-run/cr_timeline_v128 $s 5 $(echo $s | cut -d' ' -f1) 1 | grep -E '^rep|phase 3|top steps' | tail -3
done
