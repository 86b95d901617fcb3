#!/bin/sh
# issue 3: where cr_batch's time goes (current code), 1024^2 and 4097^2 double
B=build-device
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
T=$B/timing/timing_gtsv_batch
for t in 0 128 256 512 1024; do
  echo "== GPUSOLVE_CR_THREADS=$t"
  GPUSOLVE_CR_THREADS=$t $T --routines cr_batch --prec d --sizes 1024x1024,4097x4097,512x512,2048x2048 --reps 20 2>&1 | grep -E "^ +d cr|copy bandwidth"
done
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem,launch__block_size,lts__t_sector_hit_rate.pct
for s in 1024x1024 4097x4097; do
  ncu -k regex:k_cr_smem -c 2 --metrics $M $T --routines cr_batch --prec d --sizes $s --reps 1 > $OUT/ncu_$s.txt 2>&1
  grep -E "k_cr_smem|duration|dram__|warps_active|registers|occupancy_limit|block_size|hit_rate" $OUT/ncu_$s.txt | tail -12
done
ncu -k regex:k_cr_smem -c 1 --section WarpStateStats --section SourceCounters $T --routines cr_batch --prec d --sizes 4097x4097 --reps 1 > $OUT/ncu_stall.txt 2>&1
grep -iE "stall|Warp Cycles|Issued" $OUT/ncu_stall.txt | head -30
