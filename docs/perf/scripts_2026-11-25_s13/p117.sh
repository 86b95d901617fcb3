#!/bin/sh
# session 13: k_cr_smem's way back through level 0 with a group's rows
# asked for at once (GS_CR_B0_D = 2..5: b2..b5), and the one warp's top
# levels starting earlier (GS_CR_WR = 2, 4: w2, w4; w4b5 both), against the
# code before (v0), cr_timeline at 4097 x 4097 and 1024 x 1024 (d).
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p117; mkdir -p $O
exec > $O/log.txt 2>&1
for round in 1 2; do
for b in v0 b2_v0 b3_v0 b4_v0 b5_v0 w2_v0 w4_v0 w4b5_v0; do
  for nb in "4097 4097" "1024 1024"; do
    echo "== $b $nb round $round"
    timeout 60 build-run/cr_ablate_$b $nb 3 ${nb% *} 1 | grep -E "block's life|phase|call" | tail -8
  done
done
done
