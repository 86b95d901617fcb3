#!/bin/sh
# run_examples.sh PROGRAM... -- `make run-examples`: run each example (built
# by make, which passes the list: the Fortran ones only where configure found
# a Fortran compiler) and say which ones failed.  Each example solves its
# systems (one, or a batch of many for batch_gtsv) with LAPACK and with
# gpusolve on the backend that is active (GPUSOLVE_BACKEND=auto|cuda|cpu
# chooses) and exits non-zero when the two solutions do not agree.
set -u
if [ $# -eq 0 ]; then
  echo "usage: $0 PROGRAM..." >&2
  exit 2
fi
echo "gpusolve examples (GPUSOLVE_BACKEND=${GPUSOLVE_BACKEND:-auto})"
passed=0
failed=0
failures=
for prog in "$@"; do
  echo
  echo "==== $prog"
  # A name without a slash would be looked up on PATH: run it from here.
  case $prog in */*) ;; *) prog=./$prog ;; esac
  if "$prog"; then
    passed=`expr $passed + 1`
  else
    failed=`expr $failed + 1`
    failures="$failures $prog"
  fi
done
echo
if [ $failed -eq 0 ]; then
  echo "examples: $passed passed, 0 failed"
  exit 0
fi
echo "examples: $passed passed, $failed failed:$failures"
exit 1
