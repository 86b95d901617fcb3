#!/bin/sh
# testing/run_device.sh BUILD OUT [PART] -- the GPU machine's job: the test
# suite on both backends (one process per precision, in parallel), the error
# exits, the thread and device-memory tests (PART "tests"); compute-sanitizer
# (memcheck, racecheck, synccheck) on the drivers and the timing driver (PART
# "tools"); both by default.  Logs and CSV under OUT, a summary printed last.
# BUILD is a build directory configured with --disable-shared (real
# binaries, no libtool wrappers) on a machine with the build tools.
set -u
B=${1:?build dir}; OUT=${2:?output dir}
mkdir -p "$OUT"
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$(nproc)}
SUM="$OUT/summary.txt"; : > "$SUM"
note() { printf '%s\n' "$*" | tee -a "$SUM"; }
step() { # name log command...: run, keep the log, record the exit status and the last summary line
  name=$1; log=$2; shift 2
  t0=$(date +%s)
  "$@" > "$OUT/$log" 2>&1; rc=$?
  t1=$(date +%s)
  last=$(grep -E '[0-9]+ passed, [0-9]+ failed|ERROR SUMMARY|RACECHECK SUMMARY' "$OUT/$log" | tail -n 1)
  note "$(printf '%-28s rc=%-3s %4ss  %s' "$name" "$rc" "$((t1 - t0))" "$last")"
}
note "% $(nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>/dev/null)"
note "% $(date -u) OMP_NUM_THREADS=$OMP_NUM_THREADS"
PART=${3:-all}
if [ "$PART" != tools ]; then
  T=$((OMP_NUM_THREADS / 4)); [ "$T" -ge 1 ] || T=1
  for p in s d c z; do
    (export OMP_NUM_THREADS=$T
     step "testing_gtsv $p (cpu+cuda)" testing_gtsv_$p.log "$B/testing/testing_gtsv" --prec $p) &
  done
  wait
  step "derr_gtsv"                 derr_gtsv.log      "$B/testing/derr_gtsv"
  step "test_threads"              test_threads.log   "$B/testing/test_threads"
  step "test_devmem"               test_devmem.log    "$B/testing/test_devmem"
fi
[ "$PART" != tests ] || { cat "$SUM"; exit 0; }
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
step "memcheck testing_gtsv"     memcheck.log  "$CS" --tool memcheck --leak-check full --error-exitcode 1 \
  "$B/testing/testing_gtsv" --backend cuda -n 3,512,4099 --types 1:30 --nrhs 1,3
step "racecheck testing_gtsv"    racecheck.log "$CS" --tool racecheck --error-exitcode 1 \
  "$B/testing/testing_gtsv" --backend cuda --prec d,z -n 512,4099 --types 1,5,16,20 --nrhs 1,3
step "synccheck testing_gtsv"    synccheck.log "$CS" --tool synccheck --error-exitcode 1 \
  "$B/testing/testing_gtsv" --backend cuda --prec s,c -n 512,4099 --types 1,16 --nrhs 1,9
step "memcheck derr_gtsv"        memcheck_derr.log "$CS" --tool memcheck --error-exitcode 1 "$B/testing/derr_gtsv"
step "timing_gtsv"               timing_gtsv.log "$B/timing/timing_gtsv" --csv "$OUT/timing_gtsv.csv"
note ""
grep -E '^%|^ *[sd] ' "$OUT/timing_gtsv.log" | tail -n 60 >> "$SUM"
cat "$SUM"
