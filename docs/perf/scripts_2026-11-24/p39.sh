#!/bin/sh
# session 6, issue 3, the final code: timing_gtsv_batch's full default run
# (cr_batch, spike_batch, cr; s, d) with CSV, the single-system cr rows
# against the session's starting code, and the whole batch suite on both
# backends; summary last.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p39; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
timeout 200 $R/tgb_new --reps 20 --csv $O/timing_gtsv_batch_s6.csv > $O/timing_new_full.txt 2>&1
timeout 60 $R/tgb_base --routines cr --reps 20 > $O/timing_base_cr.txt 2>&1
T=$R/testing_gtsv_batch
export OMP_NUM_THREADS=3
for p in s d c z; do
  ( timeout 280 $T --backend cpu,cuda --prec $p -q > $O/suite_$p.txt 2>&1; echo "rc $?" >> $O/suite_$p.txt ) &
done
wait
cd $OUT && tar czf p39.tgz p39 && rm -rf p39
echo "== summary"
tar xzf p39.tgz -O p39/gpu.txt
tar xzf p39.tgz -O p39/timing_new_full.txt | grep -E "copy bandwidth| cr_batch | spike_batch | cr  |failed the check|of ours failed" | cut -c1-120
echo "-- base cr"; tar xzf p39.tgz -O p39/timing_base_cr.txt | grep -E " cr " | cut -c1-120
for p in s d c z; do echo "-- suite $p"; tar xzf p39.tgz -O p39/suite_$p.txt | grep -E "passed|^rc" | tail -2; done
