#!/bin/sh
# session 24, run 3 (p198; H200): the one-pass solve with x = Y - W alpha -
# V beta in place of pass 2's solve, and the commit a thread a row
# (build-run/s24b.tgz): its test, the gallery with it tried on every
# eligible call, the timing with it (default) and without
# (GPUSOLVE_SPIKE_WINDOW=0) in the same run, then ncu of its kernels.
tar xzf build-run/s24b.tgz -C build-run || exit 1
S=build-run/s24b
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
NCU=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -n 1)
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
timeout 150 $S/testing/test_spike_window > $OUT/test_spike_window.txt 2>&1
echo "test_spike_window rc=$? $(tail -n 1 $OUT/test_spike_window.txt)"
for p in s d c z; do
  (GPUSOLVE_SPIKE_WINDOW=1 OMP_NUM_THREADS=3 timeout 240 $S/testing/testing_gtsv --backend cpu,cuda \
     --api dev --nrhs 1 -q -n 4099,65537,1048576 --prec $p > $OUT/gallery_$p.txt 2>&1
   echo "gallery WINDOW=1 $p rc=$? $(grep -E 'passed' $OUT/gallery_$p.txt | tail -n 1)") &
done
wait
grep -h FAIL $OUT/gallery_*.txt $OUT/test_spike_window.txt | head -n 20
GPUSOLVE_SPIKE_TRACE=1 $S/timing/timing_gtsv -n 16777216 --prec d,s --matrix diagdom --repeat 1 \
  --lapack-repeat 1 2>&1 | grep -E 'spike window' | cut -c1-200
for r in 1 2; do
  for w in auto 0; do
    if [ $w = auto ]; then unset GPUSOLVE_SPIKE_WINDOW; else export GPUSOLVE_SPIKE_WINDOW=0; fi
    timeout 100 $S/timing/timing_gtsv -n 16777216,33554432 --prec d,s --matrix diagdom,random \
      --lapack-repeat 1 > $OUT/timing_${w}_$r.txt 2>&1
    echo "timing window=$w round $r rc=$?"
    grep -E "bandwidth|rows failed|^ *[sd] .* (16777216|33554432) " $OUT/timing_${w}_$r.txt | cut -c1-150
  done
done
unset GPUSOLVE_SPIKE_WINDOW
timeout 120 $NCU --clock-control none -k 'regex:k_win' --section SpeedOfLight --section Occupancy \
  --csv --page details $S/timing/timing_gtsv -n 16777216 --prec d,s --matrix diagdom --repeat 1 \
  --lapack-repeat 1 2>/dev/null | grep -E '"(Duration|DRAM Throughput|Achieved Occupancy|Compute \(SM\) Throughput)"' |
  awk -F'","' '{print $5, $13, $15}' | sort | uniq -c
