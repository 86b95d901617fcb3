#!/bin/sh
# session 11: level 0 -> 1 with two equations' rows loaded before either is
# reduced, failures flagged (cr_level1_put), against HEAD: bits (cmpx), A/B
# timing (d and s), timeline at 4097 x 4097.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p91; mkdir -p $O
exec > $O/log.txt 2>&1
$S/cmpx_old > $O/cmpx_old.txt; $S/cmpx_new > $O/cmpx_new.txt
echo "cmpx: $(wc -l < $O/cmpx_new.txt) cases, $(diff $O/cmpx_old.txt $O/cmpx_new.txt | grep -c '^>') differ"
paste -d' ' $O/cmpx_old.txt $O/cmpx_new.txt | awk '$9!=$20' | head -3
for r in 1 2; do
  for v in old new; do
    echo "== $v"
    timeout 100 $S/timing_$v --routines cr_batch --prec s,d \
      --sizes 1024x1024,2048x2048,4097x4097,64x262144 --reps 20 \
      | grep -E '^ +[sd] ' | cut -c1-110
  done
done
echo "== timeline new"; timeout 60 $S/cr_timeline_new 4097 4097 2 4097 1 | tail -8
