#!/bin/sh
# session 11: (1) session 10's last refactor (pass_smem) on the GPU:
# testing_gtsv --backend cuda, d and s; (2) how long one k_cr_smem block
# lives at n = 4097 when it has the multiprocessor alone (batch = 132, one
# block per SM) against two and more per SM, threads per system 512
# (the rule) and 1024 -- the go/no-go for a persistent kernel that
# prefetches the next system while it reduces this one.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p85; mkdir -p $O
exec > $O/log.txt 2>&1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv
t0=$(date +%s)
timeout 200 $S/testing_gtsv --backend cuda --prec d,s -q | tail -4
echo "testing_gtsv rc=$? $(( $(date +%s) - t0 ))s"
for t in 512 1024; do
  echo "== GPUSOLVE_CR_THREADS=$t"
  GPUSOLVE_CR_THREADS=$t timeout 100 $S/timing_gtsv_batch --routines cr_batch --prec d \
    --sizes 4097x132,4097x264,4097x528,4097x1056,4097x4097,2048x2048 --reps 20 \
    | grep -E '^ +d |bandwidth|GB/s' | cut -c1-110
done
