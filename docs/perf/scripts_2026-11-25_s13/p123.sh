#!/bin/sh
# session 13: the refinement's guards (check_refine_guards.sh: every step
# refused, or taken and undone) with W and V as pass 1 leaves them (auto)
# and remade by k_spikes (recompute); then check_gtsv_cuda.sh's strict line
# (types 1, 4, 9, 19-25 at 512, 65537, 1048576 on CUDA).
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p123; mkdir -p $O
exec > $O/log.txt 2>&1
cd build-run/s13
for mode in auto recompute; do
  t0=$(date +%s)
  GPUSOLVE_SPIKE_WV=$mode timeout 100 sh testing/check_refine_guards.sh cpu,cuda > $O/guards_$mode.txt 2>&1
  echo "guards ($mode) rc=$? $(( $(date +%s) - t0 ))s"; grep -E "ok:|FAILED|passed" $O/guards_$mode.txt | tail -6
done
t0=$(date +%s)
timeout 150 testing/testing_gtsv --backend cuda -q --strict-res --types 1,4,9,19:25 -n 512,65537,1048576 > $O/strict.txt 2>&1
echo "strict rc=$? $(( $(date +%s) - t0 ))s"; grep -E "passed" $O/strict.txt | tail -5
