#!/bin/sh
# session 10: the reduced system's group sizes again (GPUSOLVE_SPIKE_GROUPS
# = g0,g), now that a level is known to cost its chain of g-1 merges: d and
# s, random and diagonally dominant, 2^20, 2^24, 2^25.
S=build-run/s10
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p82; mkdir -p $O
exec > $O/log.txt 2>&1
for rep in 1 2; do
  for g in 8,4 4,4 2,4 16,4 8,8 4,16; do
    echo "g=$g"
    GPUSOLVE_SPIKE_GROUPS=$g timeout 60 $S/timing_gtsv -n 2^20,2^24,2^25 --prec s,d --reps 15 --lapack-repeat 1 \
      --lapack-time 0.01 | grep -E '^ +[sd] ' | cut -c1-42
  done
done
