#!/bin/sh
# session 15, issue 3: why k_cr_rb is slow in double with two blocks a
# multiprocessor (hypothesis: the 32 KB of L1 left beside 2 x 100 KB of
# shared memory cannot hold the 128 lines a warp's chunk of cp.async
# touches).  All forced to k_cr_rb (GPUSOLVE_CR_KERNEL=rb), against smem:
#   base     the committed code (128 registers: two blocks, L1 ~32 KB)
#   v_168    -DGS_RB_MAXNREG_D=168 (one block, L1 ~133 KB)
#   v_pf     -DGS_RB_PREFETCH=1 (each block asks L2 for its system's lines
#            first; two blocks)
#   v_pf168  both
# two rounds, 2048 x 2048 and 4097 x 4097, d and s.
S=build-run/s15
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2; do
  for v in smem base v_168 v_pf v_pf168; do
    B=$S/$v; k=rb
    [ $v = base ] && B=$S
    [ $v = smem ] && { B=$S; k=smem; }
    echo "== $v round $round ($(el))"
    GPUSOLVE_CR_KERNEL=$k timeout 60 $B/timing_gtsv_batch --routines cr_batch --prec d,s \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv 2>/dev/null
echo "done ($(el))" >> $SUM
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1, $2, $4, $5, $6, $12}' >> $SUM
