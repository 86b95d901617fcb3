#!/bin/sh
# session 23, run 5 (p195; H200): the timing sweep (CSV for the charts) of
# the session's final code (build-run/s23f.tgz: p192's "new" = p193's "mid"
# timing_gtsv, byte for byte the binary built from the commit).
tar xzf build-run/s23f.tgz -C build-run || exit 1
S=build-run/s23f
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
timeout 170 $S/timing_gtsv --lapack-repeat 3 --csv $OUT/timing_gtsv_final.csv > $OUT/timing_gtsv_final.txt 2>&1
echo "timing_gtsv sweep rc=$?"
grep -E "bandwidth|rows failed|^ *[sd] .* (16777216|33554432) " $OUT/timing_gtsv_final.txt | cut -c1-170
