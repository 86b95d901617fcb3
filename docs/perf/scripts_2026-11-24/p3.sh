#!/bin/sh
# issue 3: stall reasons of k_cr_smem (1024^2, 4097^2 d) and the call's timeline at 1024^2
B=build-device
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
T=$B/timing/timing_gtsv_batch
for s in 1024x1024 4097x4097; do
  ncu -k regex:k_cr_smem -c 1 --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,gpu__time_duration.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,lts__t_sectors_srcunit_tex_op_read.sum \
    $T --routines cr_batch --prec d --sizes $s --reps 1 > $OUT/stall_$s.txt 2>&1
  echo "== $s"; grep -E "stalled|inst_executed|issue_active|duration|l1tex|lts" $OUT/stall_$s.txt | awk '$NF+0 > 0.3 || /inst|dura|l1tex|lts|issue/' | sed 's/smsp__average_warps_issue_stalled_//'
done
nsys profile -o /tmp/cr1024 --force-overwrite true $T --routines cr_batch --prec d --sizes 1024x1024 --reps 5 --no-flush > /dev/null 2>&1
nsys stats --report cuda_gpu_trace --format csv /tmp/cr1024.nsys-rep 2>/dev/null | grep -E "k_cr_smem|memset|Memcpy|CUDA memset|CUDA memcpy" | tail -12 > $OUT/trace.txt
nsys stats --report cuda_api_trace --format csv /tmp/cr1024.nsys-rep 2>/dev/null | tail -40 > $OUT/api.txt
tail -12 $OUT/trace.txt; tail -25 $OUT/api.txt
