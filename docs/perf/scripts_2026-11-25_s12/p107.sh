#!/bin/sh
# session 12: the change of p106 timed: k_cr_smem's timeline at 4097 x
# 4097 with and without the cache, A/B against HEAD (timing_old) and
# against the change with GPUSOLVE_CR_CACHE=0, two rounds.
S=build-run/s12
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p107; mkdir -p $O
exec > $O/log.txt 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for c in 1 0; do
  echo "== timeline 4097 x 4097, cache allowed $c"
  GPUSOLVE_CR_CACHE=$c timeout 60 $S/cr_timeline 4097 4097 2 4097 1 | tail -11
done
for r in 1 2; do
  for v in old new nocache; do
    echo "== $v"
    if [ $v = nocache ]; then e=0; b=new; else e=1; b=$v; fi
    GPUSOLVE_CR_CACHE=$e timeout 100 $S/timing_$b --routines cr_batch --prec s,d --reps 20 \
      | grep -E '^ +[sd] ' | cut -c1-110
  done
done
