#!/bin/sh
# session 19, run 5: why d diagdom 2^23 took 0.90 ms in p173's sweep (2^24:
# 0.73): the refinement's decisions on diagonally dominant matrices
# (GPUSOLVE_SPIKE_TRACE=1), and the same sizes with the refinement off
# (GPUSOLVE_SPIKE_REFINE=0) for its cost.  build-run/bd.tgz as p172's.
tar xzf build-run/bd.tgz -C build-run || exit 1
B=build-run/bd
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
for p in d s; do
  echo "== $p diagdom, traced"
  GPUSOLVE_SPIKE_TRACE=1 timeout 60 $B/timing/timing_gtsv -n 2^22,2^23,2^24,2^25 --prec $p \
    --matrix diagdom --repeat 3 --lapack-repeat 1 2>&1 | grep -E "refinement|^ +[sd] " |
    sed 's/refinement (cuda): after 0 steps/step0/' | uniq -c | cut -c1-130
  for r in default 0; do
    echo "== $p diagdom, GPUSOLVE_SPIKE_REFINE=$r"
    if [ $r = 0 ]; then export GPUSOLVE_SPIKE_REFINE=0; fi
    timeout 60 $B/timing/timing_gtsv -n 2^22,2^23,2^24,2^25 --prec $p --matrix diagdom \
      --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] " | cut -c1-60
    unset GPUSOLVE_SPIKE_REFINE
  done
done
