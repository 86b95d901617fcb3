#!/bin/sh
# session 12: where gpu_dgtsv_spike_dev's time goes now (HEAD 0720e1b):
# ncu per kernel at d random and diagdom 2^24 (one timed call each), and
# the events with the boundary refinement on and off (GPUSOLVE_SPIKE_REFINE).
S=build-run/s12
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p108; mkdir -p $O
exec > $O/log.txt 2>&1
for mt in random diagdom; do
  echo "== ncu d $mt 2^24"
  timeout 200 ncu --print-summary per-kernel --metrics gpu__time_duration.sum $S/tg_head \
    -n 2^24 --prec d --matrix $mt --repeat 1 > $O/ncu_$mt.txt 2>&1
  grep -vE "^==PROF==|^ +[sd] |^%" $O/ncu_$mt.txt | grep -E "gs_|cuda|gpu__time|Kernel|^ +[a-z]" \
    | grep -vE "^ +-+|Metric Name" | head -80
done
for rf in 1 0; do
  echo "== events, GPUSOLVE_SPIKE_REFINE=$rf"
  GPUSOLVE_SPIKE_REFINE=$rf timeout 120 $S/tg_head -n 2^24,2^25 --prec d,s --repeat 10 \
    | grep -E "^ +[sd] |bandwidth" | cut -c1-120
done
