#!/bin/sh
# session 10: e2_solve without its division by u11 = 1 (no swap), with the
# per-level kernels (od) and with the spans (sd), against the session's
# start (old) and the spans alone (new): X bit for bit, ncu per kernel,
# timing of the four in one run.
S=build-run/s10
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p79; mkdir -p $O
exec > $O/log.txt 2>&1
$S/cmpx10_old cuda > $O/x_old.txt
for v in od sd; do
  $S/cmpx10_$v cuda > $O/x_$v.txt
  echo "cmpx10 $v vs old: $(wc -l < $O/x_$v.txt) cases, $(diff $O/x_old.txt $O/x_$v.txt | grep -c '^<') differ: $(diff $O/x_old.txt $O/x_$v.txt | grep '^<' | cut -c3-3 | sort | uniq -c | tr '\n' ' ')"
done
for v in od sd; do
  timeout 100 ncu --csv --print-units base --kernel-name regex:gs_d_k_ \
    --metrics gpu__time_duration.sum,launch__grid_size,launch__block_size,launch__shared_mem_per_block_dynamic \
    $S/tg_$v -n 2^24 --prec d --matrix random --reps 1 --lapack-repeat 1 --lapack-time 0.01 --backend cuda > $O/ncu_$v.csv 2>&1
done
for v in old new od sd old new od sd; do
  echo "-- $v"
  timeout 60 $S/tg_$v -n 2^20,2^24,2^25 --prec s,d --reps 20 --lapack-repeat 1 --lapack-time 0.01 | grep -E '^ +[sd] ' | cut -c1-100
done
