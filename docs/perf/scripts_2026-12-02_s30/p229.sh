#!/bin/sh
# Session 30, run 3 (p229): s45 = s44 + programmatic dependent launch
# (gs_launch, gs_pdl_wait; GPUSOLVE_PDL=0 turns it off in the same binary).
# Checks of s45 with the launches on (the default), the sanitizers on it,
# p228's one failure (s type 29, n = 300007, nrhs 9: CUDA and CPU results
# differ) on s43 and s45, then three interleaved timing rounds of s45
# with GPUSOLVE_PDL=1 and =0.  Carry build-run/s43.txz, build-run/s45.txz.
unpack() { tar xJf $1 -C build-run 2>/dev/null ||
  python3 -c "import sys,tarfile; tarfile.open(sys.argv[1]).extractall('build-run')" $1; }
for f in build-run/s43.txz build-run/s45.txz; do unpack $f || exit 1; done
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/build-run/s45/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
S=build-run/s45
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
last() { grep -E '[0-9]+ passed, [0-9]+ failed|ERROR SUMMARY|RACECHECK SUMMARY' $1 | tail -n 1; }
run() { name=$1; log=$2; shift 2; timeout 150 "$@" > $R/$log 2>&1; echo "$name rc=$? $(last $R/$log) ($(el))"; }
run "testing_gtsv s,d 4099,65537,1048576 types 1,2,9,17,20,29,31" tg.txt $S/testing/testing_gtsv --prec s,d -n 4099,65537,1048576 --types 1,2,9,17,20,29,31 --nrhs 1,3
run "testing_gtsv c,z 65537 types 1,2,20,31 nrhs 1,9" tgcz.txt $S/testing/testing_gtsv --prec c,z -n 65537 --types 1,2,20,31 --nrhs 1,9
run "test_refine_skip" skip.txt $S/testing/test_refine_skip
run "test_spike_red" red.txt $S/testing/test_spike_red
echo "  bit-for-bit lines: $(grep -c 'bit for bit' $R/red.txt)"
run "test_spike_window" win.txt $S/testing/test_spike_window
(cd $S && timeout 100 sh ../../testing/check_refine_guards.sh cpu,cuda > $R/guards.txt 2>&1; echo "check_refine_guards rc=$? $(grep -c '^ok' $R/guards.txt) ok lines")
for tool in memcheck racecheck synccheck; do
  run "$tool testing_gtsv d,c 65537 types 1,31" $tool.txt compute-sanitizer --tool $tool --error-exitcode 1 \
    $S/testing/testing_gtsv --backend cuda -q --prec d,c --types 1,31 -n 65537 --nrhs 1,3
done
run "memcheck one pass (window=1) d 65537,300007" mcw.txt env GPUSOLVE_SPIKE_WINDOW=1 compute-sanitizer --tool memcheck --error-exitcode 1 $S/testing/testing_gtsv --backend cuda --api dev -q --prec d,s -n 65537,300007 --types 1,16,31 --nrhs 1
for k in s43 s45; do
  run "$k s type 29 300007 nrhs 9" t29_$k.txt build-run/$k/testing/testing_gtsv --prec s --types 29 -n 300007 --nrhs 9,8,1
  grep -E '^gpu_' $R/t29_$k.txt | cut -c1-140
done
for run in "1 1" "1 0" "2 0" "2 1" "3 1" "3 0"; do set -- $run
  GPUSOLVE_PDL=$2 timeout 120 $S/timing/timing_gtsv -n 2^16,2^17,2^18,2^19,2^20,2^22,2^24 --prec d,s \
    --matrix diagdom,random --lapack-repeat 1 --repeat 20 --csv $R/t_$1_$2.csv > $R/t_$1_$2.txt 2>&1
  echo "round $1 pdl=$2 rc=$? ($(el)) $(grep -E 'rows failed' $R/t_$1_$2.txt)"
done
(cd $R && tar czf $OUT/p229.tgz *.txt t_*.csv)
