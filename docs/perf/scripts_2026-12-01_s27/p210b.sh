#!/bin/sh
# Session 27, run B: the timings of s26b, s27 and s28 (see p210a.sh),
# interleaved, two rounds each; 8-row partitions; GPUSOLVE_SPIKE_WV.
for k in s26b s27 s28; do [ -d build-run/$k ] || tar xzf build-run/$k.tgz -C build-run || exit 1; done
S=build-run/s28; O=build-run/s26b; M=build-run/s27
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
for run in "1 $S" "1 $M" "1 $O" "2 $S" "2 $M" "2 $O"; do set -- $run
  timeout 120 $2/timing/timing_gtsv -n 2^24,2^25 --prec d,s --matrix diagdom,random --lapack-repeat 1 --csv $R/timing_$1_$(basename $2).csv \
    > $R/timing_$1_$(basename $2).txt 2>&1
  echo "timing round $1 $(basename $2) rc=$? ($(el))"
  grep -E "bandwidth|rows failed|^ *[sd] .* (16777216|33554432) " $R/timing_$1_$(basename $2).txt | cut -c1-100
done
# 8-row partitions for the one pass
timeout 80 env GPUSOLVE_GPU_PARTITION=8 $S/timing/timing_gtsv -n 2^24,2^25 --prec d,s --matrix diagdom \
  --lapack-repeat 1 > $R/timing_m8.txt 2>&1; echo "timing m=8 rc=$? ($(el))"
grep -E "^ *[sd] .* (16777216|33554432) " $R/timing_m8.txt | cut -c1-100
# random matrices: W and V stored by pass 1 or made again for the partitions the correction changes
for wv in store recompute; do
  timeout 80 env GPUSOLVE_SPIKE_WV=$wv $S/timing/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random \
    --lapack-repeat 1 > $R/timing_wv_$wv.txt 2>&1; echo "timing WV=$wv rc=$? ($(el))"
  grep -E "^ *[sd] .* (16777216|33554432) " $R/timing_wv_$wv.txt | cut -c1-100
done
(cd $R && tar czf $OUT/p210b_logs.tgz *.txt *.csv)
echo "done ($(el))"
