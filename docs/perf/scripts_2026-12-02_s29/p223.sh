#!/bin/sh
# Session 29, run 4 (p223): the final code's sweep (timing_gtsv's default
# sizes, s and d, two rounds) for the chart and the table; every kernel of
# a d random call at 2^16 (ncu durations, as p219 did for session 28's
# code); and k_red_tail_smem's warp-state samples at the finest interval,
# instruction by instruction (for the next session: where its per-level
# time goes).  build-run/s41.tgz = main at 6cd08e7's timing_gtsv + lib/.
tar xzf build-run/s41.tgz -C build-run || exit 1
S=build-run/s41
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
for k in 1 2; do
  timeout 150 $S/timing/timing_gtsv --prec d,s --matrix diagdom,random --lapack-repeat 1 \
    --csv $R/timing_sd_$k.csv > $R/timing_sd_$k.txt 2>&1; echo "timing sd $k rc=$? ($(el))"
  grep -E "bandwidth|rows failed|^ *[sd] .* (65536|1048576|16777216|33554432) " $R/timing_sd_$k.txt | cut -c1-120
done
echo "== every kernel of d random 2^16 and 2^20 ($(el))"
for n in 65536 1048576; do
  timeout 60 ncu --clock-control none --csv --metrics gpu__time_duration.sum -k regex:"gs_d_" \
    $S/timing/timing_gtsv -n $n --prec d --matrix random --repeat 1 --lapack-repeat 1 \
    > $R/ncu_all_$n.csv 2>&1
  echo "$n: $(grep -cE '^"[0-9]' $R/ncu_all_$n.csv) kernels"
done
echo "== the tail's samples ($(el))"
timeout 120 ncu --clock-control none --section SourceCounters --section WarpStateStats \
  --warp-sampling-interval 0 -k regex:"gs_d_k_red_tail" -c 1 -o $R/tail41 \
  $S/timing/timing_gtsv -n 65536 --prec d --matrix random --repeat 1 --lapack-repeat 1 > $R/ncu_src.txt 2>&1
echo "ncu rc=$?"; tail -n 3 $R/ncu_src.txt
ncu -i $R/tail41.ncu-rep --page source --csv --print-source sass > $R/tail41_sass.csv 2>&1
ncu -i $R/tail41.ncu-rep --page details > $R/tail41_details.txt 2>&1
echo "sass rows: $(wc -l < $R/tail41_sass.csv)"
(cd $R && tar czf $OUT/p223.tgz timing_* ncu_* tail41_*)
echo "done ($(el))"
