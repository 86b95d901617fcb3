#!/bin/sh
# testing/run_device.sh BUILD OUT [PARTS] -- the GPU machine's job.  PARTS is
# a comma-separated list (default "tests,tools,examples,timing"):
#   tests   testing_gtsv, then testing_gtsv_batch, on both backends, one
#           process per precision of $PRECS (default "s d c z"); derr_gtsv,
#           test_threads, test_devmem, test_misaligned, test_batch_cap, test_chunked (cpu
#           and cuda: the chunked host path under a device-memory cap),
#           test_spike_red (the reduced system's two CUDA paths agree),
#           test_refine_skip (skipped corrections leave X bit for bit),
#           test_spike_window (the one-pass solve against the two passes),
#           test_cr_rb (cr_batch's two CUDA kernels agree),
#           check_refine_guards.sh cpu,cuda
#   tools   compute-sanitizer memcheck, racecheck and synccheck on
#           testing_gtsv, memcheck and racecheck on testing_gtsv_batch (CUDA
#           backend, small n), memcheck on derr_gtsv, on the boundary
#           refinement's refused and undone steps, memcheck and racecheck on
#           the one-pass solve, on the staged host
#           copies (one array and the batch's) and on the chunked host path
#   examples  the examples (C, Fortran module, legacy F77 DGTSV call) on the
#           CUDA backend, each against LAPACK
#   timing  timing_gtsv with its defaults (alone on the device)
# "tests" and "tools" run concurrently (the sanitizers load the GPU little
# and the tests' LAPACK references the CPU much); "timing" runs after both.
# Each step is cut off after $STEP_TIMEOUT seconds (rc 124, default 540), so
# that the logs come back within the machine's per-command limit.  Logs and
# CSV under OUT, a summary (one line per step) printed last.
# BUILD is a build directory configured with --disable-shared (real
# binaries, no libtool wrappers) on a machine with the build tools.
set -u
B=${1:?build dir}; OUT=${2:?output dir}; PARTS=,${3:-tests,tools,examples,timing},
PRECS=${PRECS:-s d c z}
STEP_TIMEOUT=${STEP_TIMEOUT:-540}
mkdir -p "$OUT"
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
# Shared libraries the programs were linked with on the build machine that
# this one keeps elsewhere (cuSPARSE in a Python wheel, say): add their folders.
for lib in $(ldd "$B/testing/testing_gtsv" "$B/testing/testing_gtsv_batch" "$B/timing/timing_gtsv" 2>/dev/null |
             awk '/not found/ {print $1}' | sort -u); do
  f=$(find / -xdev -name "$lib" -print -quit 2>/dev/null)
  [ -n "$f" ] && LD_LIBRARY_PATH=$(dirname "$f"):$LD_LIBRARY_PATH
done
export LD_LIBRARY_PATH
NCPU=$(nproc)
SUM="$OUT/summary.txt"; : > "$SUM"
note() { printf '%s\n' "$*" | tee -a "$SUM"; }
has() { case $PARTS in *,$1,*) return 0 ;; esac; return 1; }
step() { # name log command...: run, keep the log, record the exit status and the last summary line
  name=$1; log=$2; shift 2
  t0=$(date +%s)
  timeout "$STEP_TIMEOUT" "$@" > "$OUT/$log" 2>&1; rc=$?
  t1=$(date +%s)
  last=$(grep -E '[0-9]+ passed, [0-9]+ failed|ERROR SUMMARY|RACECHECK SUMMARY' "$OUT/$log" | tail -n 1)
  note "$(printf '%-28s rc=%-3s %4ss  %s' "$name" "$rc" "$((t1 - t0))" "$last")"
}
note "% $(nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>/dev/null)"
note "% $(date -u) parts${PARTS%,} precisions '$PRECS' on $NCPU cores"
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
HERE=$(cd "$(dirname "$0")" && pwd)
if has tests; then
  np=0; for p in $PRECS; do np=$((np + 1)); done
  T=$((NCPU / (np + 1))); [ "$T" -ge 1 ] || T=1
  for p in $PRECS; do
    (export OMP_NUM_THREADS=$T
     step "testing_gtsv $p (cpu+cuda)" testing_gtsv_$p.log "$B/testing/testing_gtsv" --prec $p
     step "testing_gtsv_batch $p (cpu+cuda)" testing_gtsv_batch_$p.log \
       "$B/testing/testing_gtsv_batch" --prec $p) &
  done
  # beside them: it is short next to testing_gtsv z, and after them the
  # whole job would pass the device machine's 10-minute limit
  (export OMP_NUM_THREADS=$T
   step "test_chunked (cpu+cuda)"   test_chunked.log   "$B/testing/test_chunked" -q
   step "test_spike_red (cuda)"     test_spike_red.log "$B/testing/test_spike_red"
   step "test_refine_skip (cpu+cuda)" test_refine_skip.log "$B/testing/test_refine_skip"
   step "test_spike_window (cpu, cuda)"  test_spike_window.log "$B/testing/test_spike_window"
   step "test_cr_rb (cuda)"         test_cr_rb.log     "$B/testing/test_cr_rb") &
fi
if has tools; then
  (export OMP_NUM_THREADS=1
   step "memcheck testing_gtsv"  memcheck.log  "$CS" --tool memcheck --leak-check full --error-exitcode 1 \
     "$B/testing/testing_gtsv" --backend cuda -q -n 3,512,4099 --types 1:30 --nrhs 1,3
   step "memcheck derr_gtsv"     memcheck_derr.log "$CS" --tool memcheck --error-exitcode 1 "$B/testing/derr_gtsv"
   for g in GATE UNDO; do # the refinement's refused and undone steps (check_refine_guards.sh)
     step "memcheck refinement $g=0" memcheck_$g.log env GPUSOLVE_SPIKE_$g=0 "$CS" --tool memcheck \
       --error-exitcode 1 "$B/testing/testing_gtsv" --backend cuda -q --prec d,c --types 1,20 -n 65537
   done
   step "memcheck one-pass solve" memcheck_window.log env GPUSOLVE_SPIKE_WINDOW=1 "$CS" \
     --tool memcheck --error-exitcode 1 "$B/testing/testing_gtsv" --backend cuda --api dev -q \
     --prec d,s,z -n 4099,65537 --types 1,16,31 --nrhs 1
   step "memcheck one-pass solve, auto" memcheck_window_auto.log "$CS" --tool memcheck \
     --error-exitcode 1 "$B/testing/testing_gtsv" --backend cuda --api dev -q --prec d,s \
     -n 4194304 --types 1,31 --nrhs 1
   step "memcheck chunked host path" memcheck_chunked.log env GPUSOLVE_SPIKE_CHUNK=300 "$CS" \
     --tool memcheck --leak-check full --error-exitcode 1 "$B/testing/testing_gtsv" \
     --backend cuda --api host -q --prec d,z -n 1000,4099 --types 1,4,11,17,26 --nrhs 1,3
   step "memcheck staged host copies" memcheck_staged.log "$CS" --tool memcheck --error-exitcode 1 \
     "$B/testing/testing_gtsv" --backend cuda --api host -q --prec d,z -n 300001 --types 1,16 \
     --nrhs 1,3
   step "memcheck staged batch copies" memcheck_staged_batch.log "$CS" --tool memcheck \
     --error-exitcode 1 "$B/testing/testing_gtsv_batch" --backend cuda --api host -q --prec d,z \
     -n 4097 --batch 100 --types 1,16
   step "memcheck testing_gtsv_batch" memcheck_batch.log "$CS" --tool memcheck --leak-check full \
     --error-exitcode 1 "$B/testing/testing_gtsv_batch" --backend cuda -q -n 33,512,4097 --batch 3 \
     --types 1,13,16,26,31) &
  (export OMP_NUM_THREADS=1
   step "racecheck testing_gtsv" racecheck.log "$CS" --tool racecheck --error-exitcode 1 \
     "$B/testing/testing_gtsv" --backend cuda -q --prec d,z -n 512,4099 --types 1,5,16,20 --nrhs 1,3
   step "racecheck one-pass solve" racecheck_window.log env GPUSOLVE_SPIKE_WINDOW=1 "$CS" \
     --tool racecheck --error-exitcode 1 "$B/testing/testing_gtsv" --backend cuda --api dev -q \
     --prec d,s,c -n 527,4099 --types 1,31 --nrhs 1
   # 16-row partitions at a small n: the layout whose level 0 takes D's
   # place, and the last partition's scratch (the one pass's own arrays)
   step "racecheck one-pass solve, m = 16" racecheck_window16.log env GPUSOLVE_SPIKE_WINDOW=1 \
     GPUSOLVE_GPU_PARTITION=16 "$CS" --tool racecheck --error-exitcode 1 "$B/testing/testing_gtsv" \
     --backend cuda --api dev -q --prec d,s -n 4099 --types 1,31 --nrhs 1
   step "synccheck testing_gtsv" synccheck.log "$CS" --tool synccheck --error-exitcode 1 \
     "$B/testing/testing_gtsv" --backend cuda -q --prec s,c -n 512,4099 --types 1,16 --nrhs 1,9
   step "racecheck testing_gtsv_batch" racecheck_batch.log "$CS" --tool racecheck --error-exitcode 1 \
     "$B/testing/testing_gtsv_batch" --backend cuda -q -n 33,512,4097 --batch 3 \
     --types 1,16,31) &
fi
wait
if has tests; then
  step "derr_gtsv"                 derr_gtsv.log      "$B/testing/derr_gtsv"
  step "test_threads"              test_threads.log   "$B/testing/test_threads"
  step "test_devmem"               test_devmem.log    "$B/testing/test_devmem"
  step "test_misaligned"           test_misaligned.log "$B/testing/test_misaligned"
  step "test_batch_cap"            test_batch_cap.log "$B/testing/test_batch_cap"
  step "refinement guards (cpu+cuda)" refine_guards.log \
    sh -c "cd '$B' && sh '$HERE/check_refine_guards.sh' cpu,cuda"
fi
if has examples; then
  ex=
  for e in c_gtsv module_gtsv legacy_dgtsv; do
    [ -x "$B/examples/$e" ] && ex="$ex $B/examples/$e"
  done
  step "examples (cuda)"           examples.log env GPUSOLVE_BACKEND=cuda sh "$(dirname "$0")/../examples/run_examples.sh" $ex
fi
if has timing; then
  step "timing_gtsv"               timing_gtsv.log "$B/timing/timing_gtsv" --csv "$OUT/timing_gtsv.csv"
  note ""
  grep -E '^%|^ *[sd] ' "$OUT/timing_gtsv.log" | tail -n 60 >> "$SUM"
fi
cat "$SUM"
