#!/bin/sh
# session 6: is phase 1 at 1024 x 1024 slowed by the power-of-two distance between systems?
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
for l in 1024 1025 1032 1040 1088 1024; do
  for v in "" _v1; do
    echo "== 1024 1024 lds $l cr_timeline$v"; build-run/cr_timeline$v 1024 1024 5 $l | grep -E '^rep|phase 1|phase 3|life' | tail -4
  done
done
echo "== 512 512 lds 520"; build-run/cr_timeline 512 512 5 520 | grep -E '^rep|phase 1|life' | tail -3
echo "== 512 512"; build-run/cr_timeline 512 512 5 | grep -E '^rep|phase 1|life' | tail -3
