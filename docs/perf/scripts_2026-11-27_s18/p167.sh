#!/bin/sh
# session 18, run 3: new = the smem tail (k_red_tail_smem from l0 only where
# it fits), bnd_check without the tips' reads where no row is refined, the
# fused check of p166 taken out; nreg = new built with -DGS_PASS_NREG=1
# (partition passes at most 200 registers in d, 128 in s: a fifth / eighth
# block a multiprocessor); base = 48690c8.  Timings in two rounds (the order
# reversed in the second), per-kernel ncu of new and nreg, the d and s
# gallery on the CUDA backend for nreg.
S=build-run/s18
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for order in "base new nreg" "nreg new base"; do
  for v in $order; do
    echo "== $v ($(el))"
    timeout 60 $S/$v/timing/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random,diagdom \
      --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
  done
done > $OUT/timing_spike.txt 2>&1
for v in new nreg; do for c in "d random" "d diagdom" "s random" "s diagdom"; do set -- $c
  echo "######## per-kernel $v $1 $2 2^24 ($(el))"
  timeout 40 ncu --kernel-name regex:"gs_.*(pass|tail|check|guard|correct)" --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/$v/timing/timing_gtsv -n 2^24 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum/{print name, $(NF-2), $(NF-1), $NF}'
done; done > $OUT/ncu_spike.txt 2>&1
echo "timing+ncu done ($(el))" >> $SUM
(OMP_NUM_THREADS=8 timeout 150 $S/nreg/testing/testing_gtsv --backend cuda -q --prec d > $OUT/gallery_d.txt 2>&1; echo "nreg gallery d rc=$?" > $W/gd) &
(OMP_NUM_THREADS=8 timeout 150 $S/nreg/testing/testing_gtsv --backend cuda -q --prec s > $OUT/gallery_s.txt 2>&1; echo "nreg gallery s rc=$?" > $W/gs) &
wait
cat $W/gd $W/gs >> $SUM
for f in gallery_d gallery_s; do echo "$f: $(grep -E "passed, [0-9]+ failed" $OUT/$f.txt | tail -1)" >> $SUM; done
echo "all done ($(el))" >> $SUM
grep -E "^==|^ +d |^ +s " $OUT/timing_spike.txt | cut -c1-150 >> $SUM
cat $OUT/ncu_spike.txt >> $SUM
cat $SUM
