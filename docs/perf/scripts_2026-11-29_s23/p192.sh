#!/bin/sh
# session 23, run 2 (p192; H200): the tiles' copies and stores without a
# division per row (new) against bd1265b (base), build-run/s23.tgz.
# ncu --set full of new's passes (d random 2^24, source page kept), ncu
# durations of the passes each way, timing rounds base new new base, xhash
# base vs new, quick checks of new (spike_red, refine_skip, misaligned,
# the gallery on the CUDA backend at four sizes in s, d, c, z).
tar xzf build-run/s23.tgz -C build-run || exit 1
S=build-run/s23
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
NCUAWK='/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name); g=$0; sub(/.*\) \(/,"(",g); sub(/\)x.*/,")",g)} /gpu__time_duration.sum|smsp__inst_executed.sum/{print name, g, $1, $(NF-3), $(NF-2), $(NF-1), $NF}'
for c in "d random 2^24" "d diagdom 2^24" "s random 2^24" "d random 2^25"; do for v in base new; do set -- $c
  echo "######## $v $1 $2 $3 ($(el))"
  timeout 60 ncu --clock-control none -k regex:"gs_[sd]_k_(pass|spikes)" --print-summary per-kernel \
    --metrics gpu__time_duration.sum,smsp__inst_executed.sum \
    $S/$v/timing_gtsv -n $3 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 | grep -vE "^==PROF==" | awk "$NCUAWK"
done; done > $OUT/ncu.txt 2>&1
cat $OUT/ncu.txt >> $SUM
timeout 200 ncu --clock-control none --set full --import-source no -k regex:"gs_d_k_pass[12]" -c 10 \
  -o /tmp/rep -f $S/new/timing_gtsv -n 2^24 --prec d --matrix random --repeat 1 --lapack-repeat 1 > /tmp/ncu.log 2>&1
echo "ncu full rc=$? ($(el))" >> $SUM
ncu -i /tmp/rep.ncu-rep --page details --print-units base > $OUT/details.txt 2>&1
ncu -i /tmp/rep.ncu-rep --page source --csv --print-source sass 2>&1 | gzip -c > $OUT/source_new.csv.gz
grep -E "^  [a-z_].*\(|Duration|Registers Per|Achieved Occupancy|Issue Slots Busy|No Eligible|Warp Cycles Per Issued|Executed Instructions +inst|DRAM Throughput" $OUT/details.txt | cut -c1-130 | sed 's/(long.*) (/(/' >> $SUM
for v in base new new base; do
  echo "== $v ($(el))"
  timeout 80 $S/$v/timing_gtsv -n 2^24,2^25 --prec d,s --matrix random,diagdom \
    --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
done > $OUT/timing.txt 2>&1
grep -E "^==|^ +d |^ +s |bandwidth" $OUT/timing.txt | cut -c1-120 >> $SUM
{
  for v in base new; do
    GPUSOLVE_BACKEND=cuda timeout 90 $S/$v/xhash 100003 1000003 4194305 16777216 > /tmp/xhash_$v.txt 2>&1
    echo "xhash $v rc=$? cases $(grep -c 'info=0' /tmp/xhash_$v.txt) ($(el))"
  done
  sort /tmp/xhash_base.txt > /tmp/a.txt; sort /tmp/xhash_new.txt > /tmp/b.txt
  echo "xhash: $(comm -12 /tmp/a.txt /tmp/b.txt | wc -l) of $(wc -l < /tmp/a.txt) cases the same bits"
  echo "== test_spike_red"; timeout 60 $S/new/test_spike_red 2>&1 | tail -1
  echo "== test_refine_skip"; timeout 60 $S/new/test_refine_skip 2>&1 | tail -1
  echo "== test_misaligned"; timeout 60 $S/new/test_misaligned 2>&1 | tail -1
  for p in s d c z; do
    echo "== testing_gtsv $p cuda ($(el))"
    timeout 120 $S/new/testing_gtsv --backend cuda --prec $p -n 3,512,4099,65537,1000003 --nrhs 1,3 -q 2>&1 | tail -1
  done
  echo "== test_chunked ($(el))"; timeout 200 $S/new/test_chunked -q 2>&1 | tail -1
  echo "done ($(el))"
} > $OUT/checks.txt 2>&1
cat $OUT/checks.txt >> $SUM
cat $SUM
