#!/bin/sh
# session 8: where gpu_dgtsv_spike_dev's time goes now (ncu, every kernel of
# one call, d random 2^24) and k_cr_smem's DRAM traffic at 4097 x 4097.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p55; mkdir -p $O
timeout 200 ncu --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active \
  -k regex:_k_ --launch-count 60 $R/timing_gtsv -n 16777216 --prec d --matrix random --repeat 1 --lapack-repeat 1 --lapack-time 0.01 > $O/ncu_spike.txt 2>&1
timeout 200 ncu --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active,lts__t_sector_hit_rate.pct \
  -k regex:k_cr_smem $R/timing_gtsv_batch --routines cr_batch --prec d --sizes 4097x4097 --reps 1 > $O/ncu_cr.txt 2>&1
cd $OUT && tar czf p55.tgz p55
echo "== summary"
grep -E "^  [A-Za-z_].*\(|gpu__time|dram__bytes|registers|warps_active|hit_rate" p55/ncu_spike.txt | grep -v "^==" | sed 's/  */ /g' | head -150
grep -E "^  [A-Za-z_].*\(|gpu__time|dram__bytes|registers|warps_active|hit_rate" p55/ncu_cr.txt | sed 's/  */ /g' | tail -12
