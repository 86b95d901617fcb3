#!/bin/sh
# Session 30, run 2 (p228): s44 = s43 (main at d512334) + the header's
# words cleared by one memset at the start and the refinement step's two by
# one, and k_bnd_decide folded into k_bnd_correct (each block takes the
# gate's verdict).  Checks first (the paths the change touches: the
# refinement's steps, its refused and undone steps, the chunked columns),
# then three interleaved timing rounds of s43 and s44.  Carry
# build-run/s43.txz, build-run/s44.txz.
unpack() { tar xJf $1 -C build-run 2>/dev/null ||
  python3 -c "import sys,tarfile; tarfile.open(sys.argv[1]).extractall('build-run')" $1; }
for f in build-run/s43.txz build-run/s44.txz; do unpack $f || exit 1; done
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/build-run/s44/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
S=build-run/s44
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
last() { grep -E '[0-9]+ passed, [0-9]+ failed|ERROR SUMMARY' $1 | tail -n 1; }
(timeout 300 $S/testing/testing_gtsv --prec d > $R/tg_d.txt 2>&1; echo "testing_gtsv d rc=$? $(last $R/tg_d.txt)" > $R/tg_d.rc) &
(timeout 300 $S/testing/testing_gtsv --prec s > $R/tg_s.txt 2>&1; echo "testing_gtsv s rc=$? $(last $R/tg_s.txt)" > $R/tg_s.rc) &
(timeout 300 $S/testing/testing_gtsv --prec c,z -n 4099,65537 --nrhs 1,9 > $R/tg_cz.txt 2>&1; echo "testing_gtsv c,z 4099,65537 nrhs 1,9 rc=$? $(last $R/tg_cz.txt)" > $R/tg_cz.rc) &
(timeout 300 $S/testing/testing_gtsv --prec s,d -n 65537,300007 --nrhs 9 > $R/tg_9.txt 2>&1; echo "testing_gtsv s,d 65537,300007 nrhs 9 rc=$? $(last $R/tg_9.txt)" > $R/tg_9.rc) &
timeout 200 $S/testing/test_refine_skip > $R/skip.txt 2>&1; echo "test_refine_skip rc=$? $(last $R/skip.txt)"
timeout 200 $S/testing/test_spike_red > $R/red.txt 2>&1; echo "test_spike_red rc=$? $(last $R/red.txt) bit-for-bit lines: $(grep -c 'bit for bit' $R/red.txt)"
(cd $S && timeout 200 sh ../../testing/check_refine_guards.sh cpu,cuda > $R/guards.txt 2>&1; echo "check_refine_guards cpu,cuda rc=$? $(grep -c '^ok' $R/guards.txt) ok lines")
for g in GATE UNDO; do
  env GPUSOLVE_SPIKE_$g=0 timeout 200 compute-sanitizer --tool memcheck --error-exitcode 1 \
    $S/testing/testing_gtsv --backend cuda -q --prec d,c --types 1,20 -n 65537 --nrhs 1,9 > $R/mc_$g.txt 2>&1
  echo "memcheck $g=0 rc=$? $(last $R/mc_$g.txt)"
done
GPUSOLVE_SPIKE_TRACE=1 $S/timing/timing_gtsv -n 2^16 --prec d --matrix random --repeat 1 \
  --lapack-repeat 1 2>&1 | grep -E 'refinement' | sort | uniq -c | head -n 5
wait; cat $R/tg_*.rc; echo "checks done ($(el))"
for run in "1 s44" "1 s43" "2 s43" "2 s44" "3 s44" "3 s43"; do set -- $run
  timeout 120 build-run/$2/timing/timing_gtsv -n 2^16,2^17,2^18,2^19,2^20,2^24 --prec d,s \
    --matrix diagdom,random --lapack-repeat 1 --repeat 20 --csv $R/t_$1_$2.csv > $R/t_$1_$2.txt 2>&1
  echo "round $1 $2 rc=$? ($(el)) $(grep -E 'rows failed' $R/t_$1_$2.txt)"
done
(cd $R && tar czf $OUT/p228.tgz *.txt *.rc t_*.csv)
