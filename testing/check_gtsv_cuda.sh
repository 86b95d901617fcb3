#!/bin/sh
# check_gtsv_cuda.sh -- make check: gpu_?gtsv_spike[_dev] on the CUDA backend
# against LAPACK on the whole gallery, each result also compared with the
# CPU backend's on the same data, also with the one-pass solve of a
# diagonally dominant system tried on every call; then the boundary refinement's claim
# (check_gtsv_cpu.sh) on the GPU, the refinement with W and V remade
# (GPUSOLVE_SPIKE_WV=recompute), and its guards (check_refine_guards.sh).
# SKIP (77) where there is no device.
testing/testing_gtsv --backend cpu,cuda -q || exit $?
testing/testing_gtsv --backend cuda -q --strict-res --types 1,4,9,19:25 -n 512,65537,1048576 ||
  exit $?
# The one-pass solve of gpu_?gtsv_spike_dev tried on every call that may
# take it (GPUSOLVE_SPIKE_WINDOW=1; one column, 64 partitions or more): kept
# where its check passes, the two passes on B as it came where not; the
# whole gallery, against LAPACK and the CPU backend.
GPUSOLVE_SPIKE_WINDOW=1 testing/testing_gtsv --backend cpu,cuda --api dev --nrhs 1 -q \
  -n 4099,65537,1048576 || exit $?
# W and V whole left to the kernel that remakes them before a refinement
# step (GPUSOLVE_SPIKE_WV=recompute: no tile of pass 1 stores them), on
# matrices that need the refinement (types 1, 20) and one that does not
# (31): the same pass rule, and the trace shows that kernel ran.
out=$(GPUSOLVE_SPIKE_WV=recompute GPUSOLVE_SPIKE_TRACE=1 testing/testing_gtsv --backend cpu,cuda \
      -q --types 1,20,31 -n 65537 2>&1)
rc=$?
printf '%s\n' "$out" | grep -v '^gpusolve: spike'
[ $rc -eq 0 ] || exit $rc
if ! printf '%s\n' "$out" | grep -q 'W and V made again'; then
  echo "FAILED: GPUSOLVE_SPIKE_WV=recompute: no refinement step remade W and V"
  exit 1
fi
echo "ok: GPUSOLVE_SPIKE_WV=recompute (cuda): refinement steps remade W and V"
exec sh "$(dirname "$0")/check_refine_guards.sh" cpu,cuda
