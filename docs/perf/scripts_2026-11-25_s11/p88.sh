#!/bin/sh
# session 11: do the two blocks per SM of k_cr_smem at 4097 x 4097 load
# together?  cr_timeline variant 256 (../scripts_2026-11-24): how many blocks
# are in phase 1 every 4 us (TL_HIST), and the call with the first wave's
# second slot started 0, 6, 12 us late (TL_DELAY_NS).  Clean flush.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p88; mkdir -p $O
exec > $O/log.txt 2>&1
for dl in 0 6000 12000 0; do
  echo "== delay $dl ns"
  TL_HIST=1 TL_DELAY_NS=$dl timeout 60 $S/cr_timeline_v256 4097 4097 3 4097 1 | grep -E "^rep|loading|life|phase 1|waits"
done
