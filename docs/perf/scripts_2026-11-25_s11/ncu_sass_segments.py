#!/usr/bin/env python3
"""session 11: p89's source.csv (ncu --page source --csv --print-source sass)
-> instructions executed and stall samples per stretch of SASS between
barriers, and the loop bodies by execution count (a count that is a
multiple of the warps launched says how often a warp ran it)."""
import csv, sys
from collections import Counter
rows = list(csv.reader(open(sys.argv[1])))
hdr, data = rows[1], rows[2:]
isrc = hdr.index("Source")
ismp = hdr.index("Warp Stall Sampling (All Samples)")
iex = hdr.index("Instructions Executed")
num = lambda x: int(x.replace(',', '')) if x.replace(',', '').isdigit() else 0
tot_ex = sum(num(r[iex]) for r in data)
tot_s = sum(num(r[ismp]) for r in data)
print("SASS lines %d, warp instructions executed %d, stall samples %d" % (len(data), tot_ex, tot_s))
start, ex, smp = 0, 0, 0
for k, r in enumerate(data):
    s = r[isrc].strip()
    ex += num(r[iex]); smp += num(r[ismp])
    if s.startswith('BAR') or 'WARPSYNC' in s or s.startswith('EXIT') or k == len(data) - 1:
        if ex > 0.005 * tot_ex or smp > 0.005 * tot_s:
            print("lines %4d-%4d executed %5.1f%%  samples %5.1f%%  ends %s"
                  % (start, k, 100.0 * ex / tot_ex, 100.0 * smp / tot_s, s))
        start, ex, smp = k + 1, 0, 0
byc = Counter(num(r[iex]) for r in data if num(r[iex]) > 0)
print("execution count x instructions (largest totals):")
for c, m in sorted(byc.items(), key=lambda x: -x[0] * x[1])[:8]:
    ops = Counter(r[isrc].strip().lstrip('@!P0123456789 ').split()[0].split('.')[0]
                  for r in data if num(r[iex]) == c)
    print("  %9d x %4d = %10d  %s" % (c, m, c * m, ", ".join("%s %d" % o for o in ops.most_common(8))))
