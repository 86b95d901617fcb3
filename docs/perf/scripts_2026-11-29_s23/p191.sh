#!/bin/sh
# session 23, run 1 (p191; H200): where the partition passes' time goes.
# ncu --set full (source counters included) of k_pass1 and k_pass2, the
# device API's first call, d random 2^24; the same sections without the
# source page for d dominant and s random; the SASS opcode counts of
# gs_d_k_pass1 and gs_d_k_pass2 (cuobjdump there).  build-run/s23.tgz:
# build-device at bd1265b, stripped.
tar xzf build-run/s23.tgz -C build-run || exit 1
S=build-run/s23
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version,clocks.max.sm --format=csv,noheader > $SUM
R=/tmp/rep
for c in "d random" "d diagdom" "s random"; do set -- $c
  echo "######## ncu $1 $2 ($(el))" >> $SUM
  timeout 200 ncu --clock-control none --set full --import-source no -k regex:"gs_[sd]_k_pass[12]" -c 2 \
    -o $R.$1.$2 -f $S/base/timing_gtsv -n 2^24 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 \
    > /tmp/ncu.$1.$2.log 2>&1; echo "rc=$?" >> $SUM
  tail -3 /tmp/ncu.$1.$2.log >> $SUM
  ncu -i $R.$1.$2.ncu-rep --page details --print-units base > /tmp/det.$1.$2.txt 2>&1
done
cat /tmp/det.d.random.txt /tmp/det.d.diagdom.txt /tmp/det.s.random.txt > $OUT/details.txt
ncu -i $R.d.random.ncu-rep --page source --csv --print-source sass > /tmp/src.csv 2>&1
echo "source csv rc=$? lines $(wc -l < /tmp/src.csv) ($(el))" >> $SUM
gzip -c /tmp/src.csv > $OUT/source_d_random.csv.gz
cuobjdump --dump-sass $S/base/timing_gtsv > /tmp/sass.txt 2>&1
echo "cuobjdump rc=$? ($(el))" >> $SUM
for k in gs_d_k_pass1 gs_d_k_pass2 gs_s_k_pass1; do
  awk -v k="$k" '/Function :/{on = index($0, k) > 0} on' /tmp/sass.txt > /tmp/f.txt
  echo "== SASS $k: $(grep -c '/\*[0-9a-f]*\*/' /tmp/f.txt) instructions" >> $SUM
  grep -oE '/\*[0-9a-f]{4}\*/ +(@!?U?P[0-7T] +)?[A-Z0-9_.]+' /tmp/f.txt | awk '{print $NF}' | sed 's/\..*//' \
    | sort | uniq -c | sort -rn | head -25 | tr '\n' ' ' >> $SUM; echo >> $SUM
done
gzip -c /tmp/sass.txt > /dev/null
grep -E "^  [a-z_].*\(|Duration|Registers Per|Achieved Occupancy|Theoretical Occupancy|Issue Slots Busy|Issued Ipc|No Eligible|Warp Cycles Per Issued|Executed Instructions +inst|DRAM Throughput|Memory Throughput|Compute \(SM\) Th|Block Limit|Stall|FP64|fp64|One or More" $OUT/details.txt | cut -c1-150 >> $SUM
cat $SUM
