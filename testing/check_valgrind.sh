#!/bin/sh
# check_valgrind.sh -- make check: valgrind memcheck on the CPU path: the
# correctness drivers on every type (small n, several partitions; the batch
# driver in two precisions; the chunked host path on a few types), and the
# error exits.  Any invalid access, use of an uninitialised value or
# definite leak fails the test.
set -u
if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind not found: install it (.ci/install-deps does)"
  exit 1
fi
# Shared builds run programs through libtool's wrapper scripts.
run="${LIBTOOL:+$LIBTOOL --mode=execute}"
vg="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect"
export GPUSOLVE_BACKEND=cpu OMP_NUM_THREADS=2
rc=0
GPUSOLVE_CPU_PARTITION=4 $run $vg testing/testing_gtsv --backend cpu -q -n 3,41,130 --nrhs 1,3 \
  || rc=1
# the chunked host path's driver (GPUSOLVE_SPIKE_CHUNK: 5 chunks), a few types of each kind
GPUSOLVE_CPU_PARTITION=4 GPUSOLVE_SPIKE_CHUNK=64 $run $vg testing/testing_gtsv --backend cpu \
  --api host --prec d,c --types 1,4,11,13,16,17,20,26,31 -q -n 301 --nrhs 1,3 || rc=1
$run $vg testing/testing_gtsv_batch --backend cpu -q --prec d,c -n 2,33,130 --batch 7 || rc=1
$run $vg testing/derr_gtsv > derr_gtsv.valgrind.out 2>&1 || { cat derr_gtsv.valgrind.out; rc=1; }
tail -n 1 derr_gtsv.valgrind.out
rm -f derr_gtsv.valgrind.out
if [ $rc -eq 0 ]; then echo "valgrind: clean"; else echo "valgrind: FAILED"; fi
exit $rc
