#!/bin/sh
# check_gtsv_batch_cpu.sh -- make check: gpu_?gtsv_cr, gpu_?gtsv_cr_batch and
# gpu_?gtsv_spike_batch [_dev] on the CPU backend against LAPACK, system by
# system, on every gallery type and precision, with sizes cut down from the
# driver's defaults (those are for the GPU machine) to keep this near a
# minute: n across the odd, power-of-two and partition boundaries, batches
# large enough to hold every type, n = 10007 for the SPIKE path of long
# systems; the INFO cases at the same n.  Then the long path once more with
# 4-row partitions (GPUSOLVE_CPU_PARTITION=4: many partitions and levels of
# the reduced system, as on the GPU).
set -u
testing/testing_gtsv_batch --backend cpu -q -n 1,2,3,5,8,31,32,33,512,4097,10007 \
  --batch 31,40,33,62,40,35,64,33,31,31,3 || exit $?
GPUSOLVE_CPU_PARTITION=4 testing/testing_gtsv_batch --backend cpu -q --routine spike_batch \
  -n 10007,65537 --batch 2
