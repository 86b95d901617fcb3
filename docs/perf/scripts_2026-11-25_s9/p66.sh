#!/bin/sh
# session 9: the 2-by-2 blocks' scaling by exact powers of two and dp_acb's
# one division (bit for bit the same X): cmpx9 base/new on the GPU, then
# timing_gtsv A/B interleaved, then ncu per-kernel time and instructions of
# the passes, base and new.
S=build-run/s9
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p66; mkdir -p $O
echo "== cmpx9 cuda"
timeout 120 $S/cmpx9_dbase cuda > $O/cmpx_base.txt 2>&1; echo "rc=$?"
timeout 120 $S/cmpx9_dnew cuda > $O/cmpx_new.txt 2>&1; echo "rc=$?"
wc -l < $O/cmpx_base.txt; echo "differing lines:"; diff $O/cmpx_base.txt $O/cmpx_new.txt | grep -c "^<"
diff $O/cmpx_base.txt $O/cmpx_new.txt | head -8
echo "== timing A/B"
for v in base new base new; do
  echo "-- $v"
  timeout 120 $S/tg_$v -n 16777216,33554432 --prec d,s --matrix random,diagdom --repeat 10 \
    --lapack-repeat 1 2>&1 | grep -E "^ +[sd] +(random|diagdom)" | cut -c1-120
done
echo "== ncu"
for v in base new; do
  timeout 150 ncu -k regex:gs_d_k_pass -c 12 --metrics gpu__time_duration.sum,smsp__inst_executed.sum \
    $S/tg_$v -n 16777216 --prec d --matrix random --repeat 1 --lapack-repeat 1 > $O/ncu_$v.txt 2>&1
  echo "-- $v rc=$?"; grep -E "gs_d_k_pass|duration|inst_executed" $O/ncu_$v.txt | tail -12
done
