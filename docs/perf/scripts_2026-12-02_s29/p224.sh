#!/bin/sh
# Session 29, run 5 (p224): the host form's spread at d 2^24-2^25 (p223's
# first round had host / pinned 1.66 at d dominant 2^25, its second 1.13):
# three more rounds of timing_gtsv at those sizes, the final code
# (build-run/s41.tgz, as p223), with the host's state beside them.
tar xzf build-run/s41.tgz -C build-run || exit 1
S=build-run/s41
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
nproc; free -g | head -2; cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null
for k in 1 2 3; do
  timeout 100 $S/timing/timing_gtsv -n 2^24,2^25 --prec d --matrix diagdom,random --lapack-repeat 1 \
    --csv $R/host_$k.csv > $R/host_$k.txt 2>&1; echo "round $k rc=$? ($(el))"
  grep -E "bandwidth|rows failed|^ *d " $R/host_$k.txt | cut -c1-110
done
(cd $R && tar czf $OUT/p224.tgz host_*)
echo "done ($(el))"
