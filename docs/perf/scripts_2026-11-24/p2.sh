#!/bin/sh
# issue 3 A/B: L2 hints of k_cr_smem's level-0 traffic (GPUSOLVE_CR_HINTS mask: 1 keep first read, 2 last-use second read, 4 streaming x)
B=build-device
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
T=$B/timing/timing_gtsv_batch
for h in 0 2 4 6 7 3 0; do
  echo "== hints $h"
  GPUSOLVE_CR_HINTS=$h $T --routines cr_batch --prec s,d --sizes 1024x1024,4097x4097,2048x2048 --reps 20 2>&1 | grep -E "^ +[sd] cr"
done
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sector_hit_rate.pct
for h in 0 6 7; do
  GPUSOLVE_CR_HINTS=$h ncu -k regex:k_cr_smem -c 1 --metrics $M $T --routines cr_batch --prec d --sizes 4097x4097 --reps 1 2>&1 | grep -E "duration|dram__|hit_rate" | sed "s/^/h$h /"
done
