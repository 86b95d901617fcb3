#!/bin/sh
# session 20, run 4 (ncu only; what p180 did not reach before its 600 s):
# the correction, k_spikes and the tail of main (395d82d) and s20e.
S=build-run/s20b; [ -d $S/main ] || tar xzf build-run/s20b.tgz -C build-run
export PATH=/usr/local/cuda/bin:$PATH
for c in "s20e d diagdom 2^23" "main d random 2^25" "s20e d random 2^25" "main s random 2^24" "s20e s random 2^24"; do
  set -- $c; echo "######## $c"
  timeout 40 ncu --kernel-name regex:"gs_.*(correct|spikes|red_tail)" --print-summary per-kernel \
    --metrics gpu__time_duration.sum $S/$1/timing_gtsv -n $4 --prec $2 --matrix $3 --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum/{print name, $(NF-2), $(NF-1), $NF}'
done 2>&1 | tee $OUT/ncu2.txt
