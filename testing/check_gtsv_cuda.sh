#!/bin/sh
# check_gtsv_cuda.sh -- make check: gpu_?gtsv_spike[_dev] on the CUDA backend
# against LAPACK on the whole gallery, each result also compared with the
# CPU backend's on the same data.  SKIP (77) where there is no device.
exec testing/testing_gtsv --backend cpu,cuda -q
