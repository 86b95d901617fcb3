#!/bin/sh
# session 13: k_cr_smem ablations at 4097 x 4097 (d), timing only
# (cr_ablate_build.sh; the answers of every variant but 0 are wrong).
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p116; mkdir -p $O
exec > $O/log.txt 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for round in 1 2; do
for v in 0 1024 2048 4096 8192 16384 7168; do
  echo "== variant $v round $round"
  timeout 60 build-run/cr_ablate_v$v 4097 4097 3 4097 1 | grep -E "tps|block's life|phase|call" | tail -9
done
done
