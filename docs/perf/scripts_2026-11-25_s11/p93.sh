#!/bin/sh
# session 11: does phase 1 of k_cr_smem at 4097 x 4097 wait on DRAM round
# trips?  cr_timeline variant 512 (built on the flags version, b): each block
# asks L2 for the first TL_PF_FRAC of the rows of the system TL_PF_DIST after
# its own, once its level 0 -> 1 is done.  Clean flush, call time and phases.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p93; mkdir -p $O
exec > $O/log.txt 2>&1
for cfg in "0 264" "0.25 264" "0.5 264" "1 264" "0.5 132" "1 132" "0.25 396" "0.5 396" "0 264"; do
  set -- $cfg
  echo "== frac $1 dist $2"
  TL_PF_FRAC=$1 TL_PF_DIST=$2 timeout 60 $S/cr_timeline_v512 4097 4097 3 4097 1 \
    | grep -E "^rep|phase 1|phase 5" | sed 's/blocks from.*//'
done
