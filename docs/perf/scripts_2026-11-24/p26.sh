#!/bin/sh
# session 6: timeline of k_cr_smem per block (cr_timeline.cu)
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv
for s in "1024 1024" "4097 4097" "512 512" "2048 2048"; do
  echo "== $s"; build-run/cr_timeline $s 3
done
