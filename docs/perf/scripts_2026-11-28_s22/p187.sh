#!/bin/sh
# session 22, run 2 (p187; H200): the tail's level descriptors in registers
# with 512 threads a block (p185 measured them at 1024 threads, where the 64
# registers spilled 204 B).  build-run/s22.tgz: base = f0e17e8 (the code p186
# passed), new = base + tail_up/tail_down reading each level's descriptor
# once + GS_RED_TAIL_THREADS 512.  ncu of the reduced solve's kernels and of
# every kernel at d 2^24 (where the time goes on this machine), two timing
# rounds each way, the checks (test_spike_red: the shared tail against the
# global one bit for bit; xhash base vs new; a gallery subset; memcheck and
# racecheck), then base's timing sweep (--csv, the charts) and test_large at
# n = 2^31-1 under a 75 GiB cap (below the H100's 80 GB: this H200 holds 139 GiB,
# so without a cap the system would not need chunks).
tar xzf build-run/s22.tgz -C build-run || exit 1
S=build-run/s22
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
for c in "d random 2^24" "d diagdom 2^24" "d random 2^25" "s random 2^24"; do for v in base new; do set -- $c
  echo "######## $v $1 $2 $3 ($(el))"
  timeout 40 ncu --kernel-name regex:"gs_.*(red_|bnd_check)" --print-summary per-kernel --metrics gpu__time_duration.sum \
    $S/$v/timing_gtsv -n $3 --prec $1 --matrix $2 --repeat 1 --lapack-repeat 1 2>&1 |
    grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum/{print name, $(NF-2), $(NF-1), $NF}'
done; done > $OUT/ncu.txt 2>&1
grep -E "####|tail" $OUT/ncu.txt >> $SUM
timeout 60 ncu --kernel-name regex:"gs_[sd]_k_" --print-summary per-kernel \
  --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum \
  $S/base/timing_gtsv -n 2^24 --prec d --matrix random,diagdom --repeat 1 --lapack-repeat 1 2>&1 |
  grep -vE "^==PROF==" | awk '/^  [a-zA-Z_].*\(/{name=$0; sub(/\(.*/,"",name); sub(/^ *(void )?/,"",name)} /gpu__time_duration.sum|dram__bytes/{print name, $1, $(NF-2), $(NF-1), $NF}' > $OUT/ncu_all.txt
echo "ncu all kernels d 2^24 random+diagdom, base ($(el))" >> $SUM; cat $OUT/ncu_all.txt >> $SUM
for order in "base new" "new base"; do for v in $order; do
  echo "== $v ($(el))"
  timeout 60 $S/$v/timing_gtsv -n 2^23,2^24,2^25 --prec d,s --matrix random,diagdom \
    --repeat 10 --lapack-repeat 1 2>&1 | grep -E "^ +[sd] |bandwidth|rows failed"
done; done > $OUT/timing.txt 2>&1
grep -E "^==|^ +d |^ +s |bandwidth" $OUT/timing.txt | cut -c1-120 >> $SUM
{
  echo "== test_spike_red new ($(el))"; timeout 60 $S/new/test_spike_red 2>&1 | tail -2
  echo "== test_refine_skip new ($(el))"; timeout 60 $S/new/test_refine_skip 2>&1 | tail -1
  for v in base new; do
    GPUSOLVE_BACKEND=cuda timeout 90 $S/$v/xhash 100003 1000003 4194305 16777216 > $OUT/xhash_$v.txt 2>&1
    echo "xhash $v rc=$? cases $(grep -c 'info=0' $OUT/xhash_$v.txt)"
  done
  sort $OUT/xhash_base.txt > /tmp/a.txt; sort $OUT/xhash_new.txt > /tmp/b.txt
  echo "xhash: $(comm -12 /tmp/a.txt /tmp/b.txt | wc -l) of $(wc -l < /tmp/a.txt) cases the same bits ($(el))"
  OMP_NUM_THREADS=16 timeout 150 $S/new/testing_gtsv --backend cpu,cuda -q --types 1,2,17,20,31 \
    -n 65537,1000003 --nrhs 1,3 --prec s,d,c,z 2>&1 | grep -E "passed, [0-9]+ failed" | tail -1
  echo "== sanitizers ($(el))"
  timeout 120 compute-sanitizer --tool memcheck $S/new/testing_gtsv --backend cuda -q --prec d,z \
    --types 1,2,31 -n 100003 --nrhs 1,3 2>&1 | grep -E "^[0-9]+ passed|ERROR SUMMARY"
  timeout 120 compute-sanitizer --tool racecheck $S/new/testing_gtsv --backend cuda -q --prec s,d,c \
    --types 1,2 -n 100003 --nrhs 1 2>&1 | grep -E "^[0-9]+ passed|RACECHECK SUMMARY"
  echo "== checks done ($(el))"
} > $OUT/checks.txt 2>&1
cat $OUT/checks.txt >> $SUM
timeout 130 $S/base/timing_gtsv --lapack-repeat 3 --csv $OUT/timing_gtsv.csv > $OUT/timing_gtsv.txt 2>&1
echo "timing_gtsv sweep (base) rc=$? ($(el))" >> $SUM
grep -E "^%|^ *[sd] " $OUT/timing_gtsv.txt | cut -c1-170 >> $SUM
OMP_NUM_THREADS=16 GPUSOLVE_SPIKE_TRACE=1 timeout 150 $S/base/test_large --devmem 75G 2>&1 | grep -v "refinement" | tail -8 >> $SUM
echo "test_large 2^31-1 --devmem 75G rc=$? ($(el))" >> $SUM
cat $SUM
