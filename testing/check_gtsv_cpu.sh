#!/bin/sh
# check_gtsv_cpu.sh -- make check: gpu_?gtsv_spike[_dev] on the CPU backend
# against LAPACK on the whole gallery (every precision, type, n in 3, 512,
# 1000, 65537, 2^20, nrhs 1 and 3), then once more with short partitions
# (GPUSOLVE_CPU_PARTITION=4) so that small systems run many partitions and
# several levels of the reduced system, as large ones do on the GPU; last,
# the boundary refinement's claim: on random and well-conditioned matrices
# (types 1, 4, 9 and LAPACK's GT types 1-7) the relative residual is within
# 10x of LAPACK's (--strict-res; without the refinement GT types 2-6 miss it
# by up to 35x at this n); a partition length above the cap of 65536 rows
# (GPUSOLVE_CPU_PARTITION=300000: 16 partitions of the cap at 2^20, where
# 300000 would give 3 and a scratch of 3 million elements a thread); and the
# refinement's guards act (check_refine_guards.sh).  Between them, the whole
# gallery with one right-hand side and the one-pass solve tried on every
# call (GPUSOLVE_SPIKE_WINDOW=1, gtsv_spike_cpu_window.inc: kept where its
# check passes, the two passes where not), as check_gtsv_cuda.sh does on
# the GPU.
set -u
testing/testing_gtsv --backend cpu -q || exit $?
GPUSOLVE_CPU_PARTITION=4 testing/testing_gtsv --backend cpu -q -n 3,512,1000,4099,65537 || exit $?
GPUSOLVE_CPU_PARTITION=8 testing/testing_gtsv --backend cpu -q --strict-res --types 1,4,9,19:25 \
  -n 512,65537 || exit $?
GPUSOLVE_SPIKE_WINDOW=1 testing/testing_gtsv --backend cpu -q -n 4099,65537 --nrhs 1 || exit $?
GPUSOLVE_CPU_PARTITION=300000 testing/testing_gtsv --backend cpu -q --prec d,z --types 1,16,19,31 \
  -n 1048576 --nrhs 1 || exit $?
exec sh "$(dirname "$0")/check_refine_guards.sh" cpu
