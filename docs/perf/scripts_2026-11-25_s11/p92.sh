#!/bin/sh
# session 11: level 0 -> 1 one equation at a time (unrolled by two, as HEAD)
# with failures flagged (b), against HEAD (old) and p91's two equations
# loaded together (new): bits, A/B/A timing, timeline of b.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p92; mkdir -p $O
exec > $O/log.txt 2>&1
$S/cmpx_old > $O/cmpx_old.txt; $S/cmpx_b > $O/cmpx_b.txt
echo "cmpx b: $(wc -l < $O/cmpx_b.txt) cases, $(diff $O/cmpx_old.txt $O/cmpx_b.txt | grep -c '^>') differ"
for r in 1 2; do
  for v in old b new; do
    echo "== $v"
    timeout 100 $S/timing_$v --routines cr_batch --prec s,d \
      --sizes 1024x1024,2048x2048,4097x4097,64x262144 --reps 20 \
      | grep -E '^ +[sd] ' | cut -c1-110
  done
done
echo "== timeline b"; timeout 60 $S/cr_timeline_b 4097 4097 2 4097 1 | tail -7
