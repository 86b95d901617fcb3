#!/bin/sh
# session 11, the final code (cr_level1_put, spike_batch's rule per
# precision, single precision's cr_batch shape from 2048 rows):
# testing_gtsv_batch, every routine, s d c z, both backends; test_batch_cap.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p104; mkdir -p $O
exec > $O/log.txt 2>&1
t0=$(date +%s)
timeout 520 $S/tgb_final -q > $O/tgb.txt 2>&1
echo "testing_gtsv_batch (all) rc=$? $(( $(date +%s) - t0 ))s"; grep -E "^%   |passed" $O/tgb.txt | tail -12
timeout 60 $S/test_batch_cap 2>&1 | tail -1
