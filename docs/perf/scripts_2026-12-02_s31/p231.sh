#!/bin/sh
# Session 31, run 1 (p231): s46 = main at b86bbed (b30) + the one pass's
# edge rows straight into B where the neighbour has its tile (wrote[]'s
# GS_WIN_LOADED), k_win_finish reduced to the checks and the rare edges
# left in side, the header's words cleared by a kernel (gs_k_clear) so that
# k_win and pass 1 are programmatic launches, the refinement step's
# clearing too.  Checks of s46 (the one pass forced and auto, the
# bit-for-bit tests, a gallery subset, the sanitizers on the one pass and
# the refinement), ncu of the one pass's kernels on both builds, then three
# interleaved timing rounds of b30 and s46.  Carry build-run/b30.txz,
# build-run/s46.txz (stripped programs with the build machine's LAPACK,
# BLAS and Fortran runtime).
unpack() { tar xJf $1 -C build-run 2>/dev/null ||
  python3 -c "import sys,tarfile; tarfile.open(sys.argv[1]).extractall('build-run')" $1; }
for f in build-run/b30.txz build-run/s46.txz; do unpack $f || exit 1; done
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/build-run/s46/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
S=build-run/s46
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
last() { grep -E '[0-9]+ passed, [0-9]+ failed|ERROR SUMMARY|RACECHECK SUMMARY' $1 | tail -n 1; }
run() { name=$1; log=$2; shift 2; timeout 120 "$@" > $R/$log 2>&1; echo "$name rc=$? $(last $R/$log) ($(el))"; }
TG=$S/testing/testing_gtsv
run "test_spike_window" win.txt $S/testing/test_spike_window
run "forced one pass s,d,c,z 4099,65537,1048577 (cpu+cuda, dev)" forced.txt env GPUSOLVE_SPIKE_WINDOW=1 \
  $TG --api dev --nrhs 1 -q --prec s,d,c,z -n 4099,65537,1048577
run "auto s,d 2^22,2^24+3 types 1,2,16,20,31 (dev)" auto.txt env GPUSOLVE_SPIKE_TRACE=1 \
  $TG --api dev --nrhs 1 --prec s,d -n 4194304,16777219 --types 1,2,16,20,31
echo "  trace: $(grep -c 'spike window (cuda): kept' $R/auto.txt) kept; edges through side:" \
  "$(grep -o '[0-9]* of [0-9]* edges through side' $R/auto.txt | sort | uniq -c | tr '\n' ';')"
run "test_spike_red" red.txt $S/testing/test_spike_red
echo "  bit-for-bit lines: $(grep -c 'bit for bit' $R/red.txt)"
run "test_refine_skip" skip.txt $S/testing/test_refine_skip
run "testing_gtsv s,d 4099,65537,1048576 types 1,2,9,17,20,29,31 nrhs 1,3" tg.txt \
  $TG --prec s,d -n 4099,65537,1048576 --types 1,2,9,17,20,29,31 --nrhs 1,3
run "testing_gtsv c,z 65537 types 1,2,20,31 nrhs 1,9" tgcz.txt $TG --prec c,z -n 65537 --types 1,2,20,31 --nrhs 1,9
CS=compute-sanitizer
run "memcheck one pass forced d,s,z 4099,65537" mcw.txt env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool memcheck \
  --error-exitcode 1 $TG --backend cuda --api dev -q --prec d,s,z -n 4099,65537 --types 1,16,31 --nrhs 1
run "memcheck one pass auto d,s 2^22" mca.txt $CS --tool memcheck --error-exitcode 1 $TG --backend cuda \
  --api dev -q --prec d,s -n 4194304 --types 1,31 --nrhs 1
run "racecheck one pass d,s,c 527,4099" rcw.txt env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool racecheck \
  --error-exitcode 1 $TG --backend cuda --api dev -q --prec d,s,c -n 527,4099 --types 1,31 --nrhs 1
run "racecheck one pass m=16 d,s 4099" rcw16.txt env GPUSOLVE_SPIKE_WINDOW=1 GPUSOLVE_GPU_PARTITION=16 \
  $CS --tool racecheck --error-exitcode 1 $TG --backend cuda --api dev -q --prec d,s -n 4099 --types 1,31 --nrhs 1
run "memcheck testing_gtsv d,c 65537 types 1,31 nrhs 1,3" mc.txt $CS --tool memcheck --error-exitcode 1 \
  $TG --backend cuda -q --prec d,c --types 1,31 -n 65537 --nrhs 1,3
run "synccheck one pass forced d 4099,65537" scw.txt env GPUSOLVE_SPIKE_WINDOW=1 $CS --tool synccheck \
  --error-exitcode 1 $TG --backend cuda --api dev -q --prec d -n 4099,65537 --types 1,31 --nrhs 1
# the CUDA-CPU tolerance (session 30's s type 29 at n = 300007): diff / tol
# over every type, s and d, from -v's tol lines
timeout 100 $TG --api dev --nrhs 1 -v --prec s,d -n 65537,300007 > $R/tol.txt 2>&1
echo "tolerance study rc=$? $(last $R/tol.txt) ($(el))"
python3 - $R/tol.txt <<'PY'
import sys, re
worst = {}; prev = None
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 11 and f[2] == 'cuda' and f[0].startswith('gpu_'):
        prev = f
    elif prev and 'tol=' in l:
        try:
            d = float(prev[10]); t = float(l.split('tol=')[1].split()[0])
            k = (prev[1], int(prev[4]))
            r = d / t
            if r > worst.get(k, (0, 0))[0]: worst[k] = (r, int(prev[5]))
        except ValueError: pass
        prev = None
print('  diff/tol, largest per (prec, type): ' + '; '.join('%s%d %.2g@%d' % (k[0], k[1], v[0], v[1])
      for k, v in sorted(worst.items(), key=lambda kv: -kv[1][0])[:12]))
PY
for k in b30 s46; do # registers and shared memory of the one pass's kernels
  cuobjdump --dump-resource-usage build-run/$k/timing/timing_gtsv 2>/dev/null |
    grep -A1 -E 'Function .*(k_win|k_clear)' | grep -oE 'gs_[sd]_k_win[a-z_]*|gs_k_clear|REG:[0-9]+|SHARED:[0-9]+' |
    paste -d' ' - - - | sed "s/^/  $k /"
done
echo "== ncu ($(el))"
for k in b30 s46; do
  timeout 60 ncu --clock-control none --csv --metrics gpu__time_duration.sum \
    -k 'regex:k_win|k_clear' build-run/$k/timing/timing_gtsv -n 2^24 --prec d,s --matrix diagdom \
    --repeat 3 --lapack-repeat 1 > $R/ncu_$k.csv 2>&1
  echo "ncu $k rc=$?"
  grep gpu__time_duration $R/ncu_$k.csv | awk -F'","' '{n=$5; sub(/\(.*/,"",n); t[n]=t[n]" "$NF} END {for (k in t) print "  "k": "t[k]}' | tr -d '"' | sort
done
echo "== timing rounds ($(el))"
for r in "1 b30" "1 s46" "2 s46" "2 b30" "3 b30" "3 s46"; do set -- $r
  [ $(( $(date +%s) - T0 )) -lt 450 ] || { echo "round $1 $2 not run (time)"; continue; }
  timeout 90 build-run/$2/timing/timing_gtsv -n 2^16,2^20,2^22,2^24 --prec d,s \
    --matrix diagdom,random --lapack-repeat 1 --repeat 20 --csv $R/t_$1_$2.csv > $R/t_$1_$2.txt 2>&1
  echo "round $1 $2 rc=$? ($(el)) $(grep -E 'rows failed' $R/t_$1_$2.txt)"
done
python3 - $R <<'PY'
import csv, glob, sys, statistics as st
R = sys.argv[1]; rows = {}
for f in sorted(glob.glob(R + '/t_*_*.csv')):
    b = f.split('_')[-1][:-4]
    for r in csv.DictReader(l for l in open(f) if not l.startswith('#')):
        if r['backend'] != 'cuda': continue
        rows.setdefault((r['prec'], r['matrix'], int(r['n'])), {}).setdefault(b, []).append(
            (float(r['ours_dev_ms']), float(r['ours_x_floor'])))
print('prec matrix n: b30 ms (x floor) | s46 ms (x floor) | change')
for k in sorted(rows):
    v = rows[k]
    if 'b30' not in v or 's46' not in v: continue
    a = st.median(x[0] for x in v['b30']); b = st.median(x[0] for x in v['s46'])
    fa = st.median(x[1] for x in v['b30']); fb = st.median(x[1] for x in v['s46'])
    print('%s %s %d: %.4f (%.2f) | %.4f (%.2f) | %+.1f%%' % (k[0], k[1], k[2], a, fa, b, fb, 100 * (b / a - 1)))
PY
(cd $R && tar czf $OUT/p231.tgz *.txt *.csv)
