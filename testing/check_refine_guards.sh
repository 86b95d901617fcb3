#!/bin/sh
# check_refine_guards.sh BACKENDS -- part of make check (check_gtsv_cpu.sh,
# check_gtsv_cuda.sh): the code of the boundary refinement's two guards
# (gtsv_core.inc) runs on each of BACKENDS (cpu, or cpu,cuda) and leaves X
# as good as LAPACK's comparison asks (backward-error ratio below 30; GPU
# results against the CPU's).  The guards act by themselves only on rare,
# rounding-dominated cases (the CPU's m = 4 run of check_gtsv_cpu.sh has
# one: single complex type 8 at n = 65537), which a GPU does not reproduce
# bit for bit; so here their thresholds are set to 0, which makes them act
# on every step, and GPUSOLVE_SPIKE_TRACE=1 shows that they did:
#   GPUSOLVE_SPIKE_GATE=0  every step is refused ("refused");
#   GPUSOLVE_SPIKE_UNDO=0  every step is taken and then undone ("undo").
# Random and GT type 2 matrices at n = 65537 need the refinement on both
# backends, every precision.  Exit status: the driver's failures, or 1
# when a guard did not act.
set -u
backends=${1:-cpu}
check() { # SETTING WORDS
  out=$(env GPUSOLVE_SPIKE_TRACE=1 "$1" testing/testing_gtsv --backend "$backends" -q \
        --types 1,20 -n 65537 2>&1)
  rc=$?
  printf '%s\n' "$out" | grep -v '^gpusolve: spike refinement'
  [ $rc -eq 0 ] || exit $rc
  for b in $(echo "$backends" | tr ',' ' '); do
    if ! printf '%s\n' "$out" | grep -q "refinement ($b).*$2"; then
      echo "FAILED: $1, backend $b: no refinement decision \"$2\""
      exit 1
    fi
  done
  echo "ok: $1 ($backends): the refinement said \"$2\""
}
check GPUSOLVE_SPIKE_GATE=0 refused
check GPUSOLVE_SPIKE_UNDO=0 undo
