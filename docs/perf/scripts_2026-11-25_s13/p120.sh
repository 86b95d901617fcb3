#!/bin/sh
# session 13, issue 4: pass 1 leaves W and V whole to k_spikes on tiles
# whose rows are all strictly diagonally dominant (GPUSOLVE_SPIKE_WV=auto).
# 1. X bit for bit against HEAD (cmpx_spike13: dominant, random and two
#    mixed kinds, s d c z, n 100 .. 4194304, nrhs 1 and 3), the new code in
#    its three modes; how often the mixed kinds remade W and V (trace).
# 2. memcheck of k_spikes (every tile, GPUSOLVE_SPIKE_WV=recompute).
# 3. timing_gtsv, HEAD (tg_old) against the change (tg_new), two rounds.
S=build-run/s13
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p120; mkdir -p $O
exec > $O/log.txt 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$S/cmpx_old > $O/cmpx_old.txt
for mode in auto recompute store; do
  GPUSOLVE_SPIKE_WV=$mode GPUSOLVE_SPIKE_TRACE=1 $S/cmpx_new > $O/cmpx_$mode.txt 2> $O/trace_$mode.txt
  echo "cmpx $mode: $(wc -l < $O/cmpx_$mode.txt) cases, $(diff $O/cmpx_old.txt $O/cmpx_$mode.txt | grep -c '^>') differ; W and V remade $(grep -c 'made again' $O/trace_$mode.txt) times; refinement steps taken $(grep -c 'next step$' $O/trace_$mode.txt)"
done
grep "made again" -B1 $O/trace_auto.txt | head -4
echo "== memcheck (d, z; n = 4099, 65537; types 1, 20, 31; recompute)"
GPUSOLVE_SPIKE_WV=recompute timeout 300 compute-sanitizer --tool memcheck --print-limit 5 \
  $S/testing/testing_gtsv --backend cuda -q --prec d,z --types 1,20,31 -n 4099,65537 2>&1 | tail -4
for round in 1 2; do
for b in tg_old tg_new; do
  echo "== $b round $round"
  timeout 120 $S/$b -n 2^24,2^25 --prec d,s --matrix diagdom,random --repeat 10 \
    | grep -E "^ +[sd] |bandwidth" | cut -c1-140
done
done
