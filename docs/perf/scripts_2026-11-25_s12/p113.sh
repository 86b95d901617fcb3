#!/bin/sh
# session 12, the final code (the one-wave shape, its search kept per size
# and the batch's step made on each call): X and INFO against HEAD (cmpx),
# testing_gtsv_batch (every routine, s d c z, both backends), test_batch_cap.
S=build-run/s12
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p113; mkdir -p $O
exec > $O/log.txt 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$S/cmpx_old > $O/cmpx_old.txt; $S/cmpx_new > $O/cmpx_new.txt
echo "cmpx: $(wc -l < $O/cmpx_new.txt) cases, $(diff $O/cmpx_old.txt $O/cmpx_new.txt | grep -c '^>') differ"
t0=$(date +%s)
timeout 450 $S/tgb_new -q > $O/tgb.txt 2>&1
echo "testing_gtsv_batch (all) rc=$? $(( $(date +%s) - t0 ))s"; grep -E "^%   |passed" $O/tgb.txt | tail -12
timeout 60 $S/test_batch_cap 2>&1 | tail -1
