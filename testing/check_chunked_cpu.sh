#!/bin/sh
# check_chunked_cpu.sh -- make check: gpu_?gtsv_spike on host arrays in
# chunks of rows (docs/gtsv_spike.md, "Systems larger than device memory"),
# driven on the CPU backend by GPUSOLVE_SPIKE_CHUNK: the driver that the CUDA
# backend runs for systems larger than device memory (pass 1, the reduced
# system and its guard, pass 2, INFO, B untouched), with the CPU backend's
# chunk solver, so that it is tested where there is no device.  First
# test_chunked (gallery cases against LAPACK, non-finite entries at every
# coupling, NRHS = 0, the cap's API), then the whole gallery through
# testing_gtsv in chunks of 1000 rows.
set -u
testing/test_chunked --backend cpu -q || exit $?
GPUSOLVE_SPIKE_CHUNK=1000 testing/testing_gtsv --backend cpu --api host -q -n 4099,65537
