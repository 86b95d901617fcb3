#!/bin/sh
# Session 31, run 2 (p232): s47 = b30 + the one pass's edge rows straight
# into B where the neighbour has its tile, k_win_finish a thread a window,
# wrote[] cleared with the header in one memset (p231's clearing kernel
# taken out again), GPUSOLVE_SPIKE_WINDOW_SIDE=1 (every edge through side,
# for tests).  Three interleaved timing rounds of b30 and s47 (dominant
# 2^16-2^25, random 2^20 and 2^24, d and s), ncu of the one pass's
# kernels, the side path's checks, the CUDA-CPU tolerance study (both
# APIs this time: p231's ran the device form only, which has no CPU
# result to compare), then the GPU job's tests and examples in s, d, c
# (z and the sanitizers follow in p233).  Carry build-run/b30.txz,
# build-run/s47.txz.
unpack() { tar xJf $1 -C build-run 2>/dev/null ||
  python3 -c "import sys,tarfile; tarfile.open(sys.argv[1]).extractall('build-run')" $1; }
for f in build-run/b30.txz build-run/s47.txz; do unpack $f || exit 1; done
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/build-run/s47/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
S=build-run/s47; TG=$S/testing/testing_gtsv
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
last() { grep -E '[0-9]+ passed, [0-9]+ failed|ERROR SUMMARY|RACECHECK SUMMARY' $1 | tail -n 1; }
run() { name=$1; log=$2; shift 2; timeout 100 "$@" > $R/$log 2>&1; echo "$name rc=$? $(last $R/$log) ($(el))"; }
echo "== timing rounds"
for r in "1 b30" "1 s47" "2 s47" "2 b30" "3 b30" "3 s47"; do set -- $r
  timeout 60 build-run/$2/timing/timing_gtsv -n 2^16,2^20,2^22,2^24,2^25 --prec d,s --matrix diagdom \
    --lapack-repeat 1 --repeat 20 --csv $R/t_$1_$2.csv > $R/t_$1_$2.txt 2>&1
  a=$?
  timeout 60 build-run/$2/timing/timing_gtsv -n 2^20,2^24 --prec d,s --matrix random \
    --lapack-repeat 1 --repeat 20 --csv $R/u_$1_$2.csv > $R/u_$1_$2.txt 2>&1
  echo "round $1 $2 rc=$a,$? ($(el)) $(grep -hE 'rows failed' $R/t_$1_$2.txt $R/u_$1_$2.txt | tr '\n' ' ')"
done
python3 - $R <<'PY'
import csv, glob, sys, statistics as st
R = sys.argv[1]; rows = {}
for f in sorted(glob.glob(R + '/[tu]_*_*.csv')):
    b = f.split('_')[-1][:-4]
    for r in csv.DictReader(l for l in open(f) if not l.startswith('#')):
        if r['backend'] != 'cuda': continue
        rows.setdefault((r['prec'], r['matrix'], int(r['n'])), {}).setdefault(b, []).append(
            (float(r['ours_dev_ms']), float(r['ours_x_floor'])))
print('prec matrix n: b30 ms (x floor) [rounds] | s47 ms (x floor) [rounds] | change of medians')
for k in sorted(rows):
    v = rows[k]
    if 'b30' not in v or 's47' not in v: continue
    a = st.median(x[0] for x in v['b30']); b = st.median(x[0] for x in v['s47'])
    fa = st.median(x[1] for x in v['b30']); fb = st.median(x[1] for x in v['s47'])
    ra = ' '.join('%.4f' % x[0] for x in v['b30']); rb = ' '.join('%.4f' % x[0] for x in v['s47'])
    print('%s %s %d: %.4f (%.2f) [%s] | %.4f (%.2f) [%s] | %+.1f%%' % (k[0], k[1], k[2], a, fa, ra, b, fb, rb, 100 * (b / a - 1)))
PY
echo "== ncu ($(el))"
timeout 60 ncu --clock-control none --csv --metrics gpu__time_duration.sum -k 'regex:k_win' \
  $S/timing/timing_gtsv -n 2^24 --prec d,s --matrix diagdom --repeat 3 --lapack-repeat 1 > $R/ncu_s47.csv 2>&1
echo "ncu s47 rc=$?"
grep gpu__time_duration $R/ncu_s47.csv | awk -F'","' '{n=$5; sub(/\(.*/,"",n); t[n]=t[n]" "$NF} END {for (k in t) print "  "k": "t[k]}' | tr -d '"' | sort
echo "== checks ($(el))"
run "test_spike_window" win.txt $S/testing/test_spike_window
echo "  side_copy lines: $(grep -c 'every edge through side.*ok$' $R/win.txt) ok, $(grep -c 'every edge through side.*FAILED' $R/win.txt) failed"
run "test_spike_window, GPUSOLVE_SPIKE_WINDOW_SIDE=1" winside.txt env GPUSOLVE_SPIKE_WINDOW_SIDE=1 $S/testing/test_spike_window
run "auto d,s 2^22+3,2^24+3 types 1,31 (dev), trace" auto.txt env GPUSOLVE_SPIKE_TRACE=1 \
  $TG --api dev --nrhs 1 --prec s,d -n 4194307,16777219 --types 1,31
echo "  edges through side: $(grep -o '[0-9]* of [0-9]* edges through side' $R/auto.txt | sort | uniq -c | tr '\n' ';')"
CS=compute-sanitizer
run "racecheck one pass d,s,c 527,4099, SIDE=1" rcw.txt env GPUSOLVE_SPIKE_WINDOW=1 GPUSOLVE_SPIKE_WINDOW_SIDE=1 \
  $CS --tool racecheck --error-exitcode 1 $TG --backend cuda --api dev -q --prec d,s,c -n 527,4099 --types 1,31 --nrhs 1
run "memcheck one pass forced d,s,z 4099,65537, SIDE=1" mcw.txt env GPUSOLVE_SPIKE_WINDOW=1 GPUSOLVE_SPIKE_WINDOW_SIDE=1 \
  $CS --tool memcheck --error-exitcode 1 $TG --backend cuda --api dev -q --prec d,s,z -n 4099,65537 --types 1,16,31 --nrhs 1
timeout 100 $TG --nrhs 1 -v --prec s,d -n 65537,300007 > $R/tol.txt 2>&1
echo "tolerance study rc=$? $(last $R/tol.txt) ($(el))"
python3 - $R/tol.txt <<'PY'
import sys
worst = {}; prev = None
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 11 and f[0].startswith('gpu_') and f[2] == 'cuda':
        prev = f
    elif prev is not None and 'tol=' in l:
        try:
            d = float(prev[10]); t = float(l.split('tol=')[1].split()[0])
            k = (prev[1], int(prev[4])); r = d / t
            if r == r and r > worst.get(k, (-1, 0))[0]: worst[k] = (r, int(prev[5]))
        except (ValueError, ZeroDivisionError): pass
        prev = None
    else:
        prev = None if not l.startswith('    ') else prev
w = sorted(worst.items(), key=lambda kv: -kv[1][0])
print('  diff/tol over %d (prec, type) with a bound; largest: ' % len(w) +
      '; '.join('%s%d %.2g@%d' % (k[0], k[1], v[0], v[1]) for k, v in w[:14]))
PY
echo "== job: tests, examples in s d c ($(el))"
PRECS="s d c" STEP_TIMEOUT=200 timeout 250 sh testing/run_device.sh $S $R/job tests,examples > $R/job.out 2>&1
echo "job rc=$? ($(el))"
cat $R/job/summary.txt
(cd $R && tar czf $OUT/p232.tgz *.txt *.csv job.out job)
