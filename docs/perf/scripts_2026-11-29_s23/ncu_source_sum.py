"""Sums an ncu source page (ncu -i R --page source --csv --print-source sass,
one kernel's rows, header first) by opcode and by stall reason; writes
ARG.txt with one line per SASS instruction (index, executed, samples,
text).  Usage: python3 ncu_source_sum.py kernel.csv  (session 23)."""
import csv,sys
rows=list(csv.reader(open(sys.argv[1])))
h=rows[0]; rows=rows[1:]
idx={k:i for i,k in enumerate(h)}
st=[k for k in h if k.startswith('stall_') and 'Not Issued' not in k]
tot={k:0 for k in st}
samples=0; inst=0; ops={}
out=open(sys.argv[1]+'.txt','w')
warps=None
for n,r in enumerate(rows):
    try: s=int(r[idx['Warp Stall Sampling (All Samples)']]); e=int(r[idx['Instructions Executed']])
    except: continue
    if warps is None and e>0: warps=e
    samples+=s; inst+=e
    for k in st: tot[k]+=int(r[idx[k]])
    op=r[idx['Source']].split(); o=op[0]
    if o.startswith('@'): o=op[1]
    o=o.split('.')[0]
    a=ops.setdefault(o,[0,0]); a[0]+=e; a[1]+=s
    out.write('%d %d %d %s\n'%(n,e,s,r[idx['Source']].strip()))
print('samples',samples,'inst',inst,'warps',warps,'per thread',inst/warps)
print(' '.join('%s %.1f'%(k[6:],100*v/samples) for k,v in sorted(tot.items(),key=lambda x:-x[1])[:10]))
print(' '.join('%s %.0f/%d'%(o,e/warps,s) for o,(e,s) in sorted(ops.items(),key=lambda x:-x[1][0])[:24]))
