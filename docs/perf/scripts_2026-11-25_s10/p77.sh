#!/bin/sh
# session 10: ncu per kernel of one d random call at 2^20 and 2^24, the
# previous code (tg_old) against the spans (tg_new).
S=build-run/s10
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p77; mkdir -p $O
exec > $O/log.txt 2>&1
for v in old new; do
  for n in 2^20 2^24; do
    timeout 120 ncu --csv --print-units base --kernel-name regex:gs_d_k_ \
      --metrics gpu__time_duration.sum,launch__grid_size,launch__block_size,launch__shared_mem_per_block_dynamic \
      $S/tg_$v -n $n --prec d --matrix random --reps 1 --lapack-repeat 1 --lapack-time 0.01 --backend cuda > $O/ncu_${v}_${n#2^}.csv 2>&1
    echo "== $v $n"; grep -v "^\"" $O/ncu_${v}_${n#2^}.csv | head -5
    python3 - $O/ncu_${v}_${n#2^}.csv <<'PY'
import csv, sys, collections
rows = [r for r in csv.reader(open(sys.argv[1])) if len(r) > 10]
h = rows[0]; rows = rows[1:]
ki, mi, vi, ii = h.index('Kernel Name'), h.index('Metric Name'), h.index('Metric Value'), h.index('ID')
per = collections.OrderedDict()
for r in rows:
    per.setdefault(r[ii], {'k': r[ki].split('(')[0]})[r[mi]] = r[vi]
# the first call: from the first k_pass1 to the next k_pass1 after another kernel
ids = list(per)
first = min(i for i, k in enumerate(ids) if 'k_pass1' in per[k]['k'])
end = first + 1
while end < len(ids) and not ('k_pass1' in per[ids[end]]['k'] and 'k_pass1' not in per[ids[end-1]]['k']):
    end += 1
tot = 0
for k in ids[first:end]:
    p = per[k]; t = float(p['gpu__time_duration.sum']) / 1e3; tot += t
    print('%-22s %8.1f us grid %7s block %5s smem %6s' % (p['k'], t, p['launch__grid_size'], p['launch__block_size'], p['launch__shared_mem_per_block_dynamic']))
print('total %.1f us' % tot)
PY
  done
done
