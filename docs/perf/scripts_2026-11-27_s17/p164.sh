#!/bin/sh
# NOT RUN: the session's device time ran out before it (docs/performance.md, session 17, Step 6).
# session 17, run 9: p163's alignment fallback with the two kinds of copy in
# separate loops (tile_copy_rows<ASYNC>): misaligned.c again, and
# timing_gtsv d random,diagdom 2^24 beside p162's build, two rounds.
S=build-run/s17
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name --format=csv,noheader > $SUM
timeout 60 $S/new/misaligned >> $SUM 2>&1
for round in 1 2; do for v in base/timing_gtsv_p162 new/timing_gtsv; do
  echo "== $v" >> $SUM
  timeout 60 $S/$v -n 2^24 --prec d --matrix random,diagdom --repeat 10 --lapack-repeat 1 2>&1 |
    grep -E "^ +d " | cut -c1-80 >> $SUM
done; done
