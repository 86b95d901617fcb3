#!/bin/sh
# check_gtsv_cuda.sh -- make check: gpu_?gtsv_spike[_dev] on the CUDA backend
# against LAPACK on the whole gallery, each result also compared with the
# CPU backend's on the same data; then the boundary refinement's claim
# (check_gtsv_cpu.sh) on the GPU, and its guards (check_refine_guards.sh).
# SKIP (77) where there is no device.
testing/testing_gtsv --backend cpu,cuda -q || exit $?
testing/testing_gtsv --backend cuda -q --strict-res --types 1,4,9,19:25 -n 512,65537,1048576 ||
  exit $?
exec sh "$(dirname "$0")/check_refine_guards.sh" cpu,cuda
