#!/bin/sh
# session 11: spike_batch's rule per precision (rulepts' times, p95) against
# double's for all: A/B of spike_batch_dev at batches the rules split on
# (rulepts ab, linked against each build, interleaved), test_batch_cap,
# testing_gtsv_batch --routine spike_batch on both backends (the default
# suite, and 8192 x 16 / x 24, where the precisions' rules differ).
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p96; mkdir -p $O
exec > $O/log.txt 2>&1
for r in 1 2; do
  for v in old new; do echo "== $v"; timeout 120 $S/rulepts_$v ab; done
done
timeout 120 $S/test_batch_cap 2>&1 | tail -2
t0=$(date +%s)
timeout 300 $S/tgb_r --routine spike_batch -q > $O/tgb.txt 2>&1
echo "tgb spike_batch (cpu+cuda) rc=$? $(( $(date +%s) - t0 ))s"; grep -E "passed|^%.*cuda|^%.*cpu" $O/tgb.txt | tail -10
for b in 16 24; do
  timeout 120 $S/tgb_r --routine spike_batch --part solve -n 8192 --batch $b -q 2>&1 | tail -1
done
