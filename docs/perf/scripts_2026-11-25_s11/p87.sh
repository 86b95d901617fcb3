#!/bin/sh
# session 11: k_cr_smem's timeline at n = 4097 (cr_timeline from
# ../scripts_2026-11-24/cr_timeline_build.sh on this session's code):
# two blocks of 512 per SM (the rule) and one of 1024, clean flush.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p87; mkdir -p $O
exec > $O/log.txt 2>&1
for t in 512 1024; do
  for b in 264 4097; do
    echo "== tps $t batch $b"
    GPUSOLVE_CR_THREADS=$t timeout 60 $S/cr_timeline 4097 $b 2 4097 1 | tail -12
  done
done
