#!/bin/sh
# check_gtsv_batch_cuda.sh -- make check: gpu_?gtsv_cr, gpu_?gtsv_cr_batch and
# gpu_?gtsv_spike_batch [_dev] on the CUDA backend against LAPACK with the
# driver's default sizes (shared-memory and global-memory cyclic reduction,
# short and SPIKE-partitioned systems), each system also compared with the
# CPU backend's result on the same data.  SKIP (77) where there is no device.
exec testing/testing_gtsv_batch --backend cpu,cuda -q
