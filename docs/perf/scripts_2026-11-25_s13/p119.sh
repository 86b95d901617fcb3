#!/bin/sh
# session 13, issue 4: what pass 1's stores of W and V whole (wf, vf: 16n
# bytes, read only by the boundary refinement) cost gpu_dgtsv_spike_dev.
# tg_base: timing_gtsv on the code as it is; tg_nostore: the same with
# pass 1's two tile_store calls removed (the answer is the same whenever no
# refinement step is taken: diagonally dominant matrices, or
# GPUSOLVE_SPIKE_REFINE=0).  ncu per kernel and events, same run.
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p119; mkdir -p $O
exec > $O/log.txt 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for b in tg_base tg_nostore; do
  echo "== ncu $b d diagdom 2^24"
  timeout 200 ncu --print-summary per-kernel --metrics gpu__time_duration.sum build-run/$b \
    -n 2^24 --prec d --matrix diagdom --repeat 1 > $O/ncu_$b.txt 2>&1
  grep -E "k_pass|gpu__time" $O/ncu_$b.txt | head -12
done
for round in 1 2; do
for b in tg_base tg_nostore; do
  echo "== events $b round $round (diagdom; random with GPUSOLVE_SPIKE_REFINE=0)"
  timeout 120 build-run/$b -n 2^24,2^25 --prec d,s --matrix diagdom --repeat 10 \
    | grep -E "^ +[sd] |bandwidth|^ +prec" | cut -c1-140
  GPUSOLVE_SPIKE_REFINE=0 timeout 120 build-run/$b -n 2^24,2^25 --prec d --matrix random \
    --repeat 10 | grep -E "^ +[sd] " | cut -c1-140
done
done
