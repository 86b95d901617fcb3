#!/bin/sh
# session 13: p121's check_gtsv_cuda.sh took over 420 s whole; its parts
# here, the new one first: GPUSOLVE_SPIKE_WV=recompute on types 1, 20, 31
# (check_gtsv_cuda.sh's lines), then the gallery on both backends without
# n = 1048576, every precision, then the guards' script.
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p122; mkdir -p $O
exec > $O/log.txt 2>&1
cd build-run/s13
t0=$(date +%s)
GPUSOLVE_SPIKE_WV=recompute GPUSOLVE_SPIKE_TRACE=1 timeout 200 testing/testing_gtsv \
  --backend cpu,cuda -q --types 1,20,31 -n 65537 > $O/recompute.txt 2>&1
echo "recompute check rc=$? $(( $(date +%s) - t0 ))s; W and V remade $(grep -c 'made again' $O/recompute.txt) times"
grep -E "^%   |passed" $O/recompute.txt | tail -10
t0=$(date +%s)
timeout 240 testing/testing_gtsv --backend cpu,cuda -q -n 3,512,1000,65537 > $O/gallery.txt 2>&1
echo "gallery (n <= 65537) rc=$? $(( $(date +%s) - t0 ))s"
grep -E "^%   |passed" $O/gallery.txt | tail -10
