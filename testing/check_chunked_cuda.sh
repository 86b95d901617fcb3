#!/bin/sh
# check_chunked_cuda.sh -- make check: gpu_?gtsv_spike on host arrays in
# chunks of rows on the CUDA backend: test_chunked (a device-memory cap below
# the system's own device copies, so that only the chunked path can succeed;
# GPUSOLVE_SPIKE_CHUNK; non-finite entries, NRHS = 0, the cap's API and
# GPUSOLVE_DEVICE_MEMORY, GPU_ERR_DEVICE_MEMORY where nothing fits), then the
# whole gallery in chunks of 1000 rows on both backends (GPU results against
# CPU results), then a run under GPUSOLVE_DEVICE_MEMORY whose trace must show
# the chunked solve.  SKIP (77) where there is no device.
set -u
testing/test_chunked --backend cuda -q || exit $?
GPUSOLVE_SPIKE_CHUNK=1000 testing/testing_gtsv --backend cpu,cuda --api host -q -n 4099,65537 ||
  exit $?
out=$(GPUSOLVE_SPIKE_TRACE=1 GPUSOLVE_DEVICE_MEMORY=256K testing/testing_gtsv --backend cuda \
  --api host --prec d --types 4 -n 65537 --nrhs 1 2>&1)
rc=$?
echo "$out"
[ $rc -eq 0 ] || exit $rc
if ! echo "$out" | grep -q 'spike in chunks (cuda).*chunks of'; then
  echo "FAILED: under GPUSOLVE_DEVICE_MEMORY=256K the trace shows no chunked solve"
  exit 1
fi
echo "ok     under GPUSOLVE_DEVICE_MEMORY=256K the system of 2 MB of copies was solved in chunks"
