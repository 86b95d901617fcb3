#!/bin/sh
# session 10: where k_red_span's time goes (ncu warp states, source counters)
S=build-run/s10
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p78; mkdir -p $O
exec > $O/log.txt 2>&1
timeout 200 ncu --kernel-name regex:gs_d_k_red_span --launch-count 3 \
  --section WarpStateStats --section SchedulerStats --section SourceCounters --section LaunchStats \
  $S/tg_new -n 2^20 --prec d --matrix random --reps 1 --lapack-repeat 1 --lapack-time 0.01 --backend cuda > $O/ncu.txt 2>&1
grep -v '^%' $O/ncu.txt | grep -v '^ *[sd] ' | head -300
