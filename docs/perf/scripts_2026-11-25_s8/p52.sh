#!/bin/sh
# session 8, issue 4 item 2: the staging's way in with ordinary stores (the
# DMA reads the pinned chunk from the CPU's cache) against the committed
# code's streaming stores: hosttrace's phase times and timing_gtsv's host
# and pinned rows, A/B twice; then the host-form tests and memcheck.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=8
O=$OUT/p52; mkdir -p $O
for i in 1 2; do
  for v in base new; do
    GPUSOLVE_SPIKE_TRACE=1 timeout 40 $R/ht_$v 33554432 7 d > $O/d_${v}_$i.txt 2>&1
    GPUSOLVE_SPIKE_TRACE=1 timeout 30 $R/ht_$v 16777216 7 s > $O/s_${v}_$i.txt 2>&1
  done
done
unset OMP_NUM_THREADS
A="-n 16777216,33554432 --prec d,s --matrix random --repeat 7 --lapack-repeat 1 --lapack-time 0.1"
for i in 1 2; do
  timeout 80 $R/tg_base $A > $O/tg_base_$i.txt 2>&1
  timeout 80 $R/tg_new $A > $O/tg_new_$i.txt 2>&1
done
export OMP_NUM_THREADS=4
T=$R/testing_gtsv
( timeout 200 $T --backend cuda --api host --prec d,z -n 3,512,4099,300001 --nrhs 1,3 -q > $O/t_host.txt 2>&1; echo "rc $?" >> $O/t_host.txt ) &
( timeout 200 $R/test_chunked -q > $O/t_chunked.txt 2>&1; echo "rc $?" >> $O/t_chunked.txt ) &
( timeout 200 $R/testing_gtsv_batch --backend cuda --api host --prec d,c -n 4097 --batch 600 -q > $O/t_batch_host.txt 2>&1; echo "rc $?" >> $O/t_batch_host.txt ) &
( timeout 200 $T --backend cuda --api host --prec s,c -n 65537,262145 --nrhs 2 -q > $O/t_host_sc.txt 2>&1; echo "rc $?" >> $O/t_host_sc.txt ) &
wait
timeout 150 compute-sanitizer --tool memcheck --leak-check full $T --backend cuda --api host --prec d,z -n 300001 --nrhs 1,3 --types 1,20 -q > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt
cd $OUT && tar czf p52.tgz p52
echo "== summary"
for f in p52/[ds]_*.txt; do
  printf '%s: %s | in %s solve %s out %s\n' "$f" "$(grep median $f | sed 's/.*median/median/')" \
    "$(grep 'host form' $f | sed 's/.* in \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" \
    "$(grep 'host form' $f | sed 's/.*solve after \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" \
    "$(grep 'host form' $f | sed 's/.*out \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
done
for f in tg_base_1 tg_new_1 tg_base_2 tg_new_2; do echo "-- $f"; grep -E "^%.*(pinned|host)|^ +[sd] +random" p52/$f.txt | cut -c1-150; done
for f in t_host t_chunked t_batch_host t_host_sc memcheck; do echo "-- $f"; grep -E "passed|failed|FAIL|ERROR SUMMARY|^rc" p52/$f.txt | tail -3; done
rm -rf p52
