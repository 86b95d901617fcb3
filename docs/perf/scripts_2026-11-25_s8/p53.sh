#!/bin/sh
# session 8, issue 4 item 2: three builds of the host form -- base (the
# committed code: streaming stores both ways, a pipeline per array), mem
# (ordinary stores on the way in), new (mem + one pipeline for DL, D, DU
# and B) -- hosttrace interleaved three times, timing_gtsv twice each; then
# the host-form tests (spike, batch, chunked), derr, memcheck.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=8
O=$OUT/p53; mkdir -p $O
for i in 1 2 3; do
  for v in base mem new; do
    GPUSOLVE_SPIKE_TRACE=1 timeout 40 $R/ht_$v 33554432 9 d > $O/d_${v}_$i.txt 2>&1
    GPUSOLVE_SPIKE_TRACE=1 timeout 30 $R/ht_$v 16777216 9 s > $O/s_${v}_$i.txt 2>&1
  done
done
unset OMP_NUM_THREADS
A="-n 16777216,33554432 --prec d,s --matrix random --repeat 7 --lapack-repeat 1 --lapack-time 0.1"
for i in 1 2; do
  for v in base mem new; do timeout 80 $R/tg_$v $A > $O/tg_${v}_$i.txt 2>&1; done
done
export OMP_NUM_THREADS=4
T=$R/testing_gtsv
( timeout 200 $T --backend cuda --api host --prec d,z -n 3,512,4099,300001 --nrhs 1,3 -q > $O/t_host.txt 2>&1; echo "rc $?" >> $O/t_host.txt ) &
( timeout 200 $R/test_chunked -q > $O/t_chunked.txt 2>&1; echo "rc $?" >> $O/t_chunked.txt ) &
( timeout 200 $R/testing_gtsv_batch --backend cuda --api host -q > $O/t_batch_host.txt 2>&1; echo "rc $?" >> $O/t_batch_host.txt ) &
( timeout 200 $T --backend cuda --api host --prec s,c -n 2,65537,262145 --nrhs 2 -q > $O/t_host_sc.txt 2>&1; echo "rc $?" >> $O/t_host_sc.txt;
  timeout 60 $R/derr_gtsv > $O/t_derr.txt 2>&1; echo "rc $?" >> $O/t_derr.txt;
  timeout 60 $R/test_threads > $O/t_threads.txt 2>&1; echo "rc $?" >> $O/t_threads.txt;
  timeout 60 $R/test_devmem > $O/t_devmem.txt 2>&1; echo "rc $?" >> $O/t_devmem.txt ) &
wait
timeout 150 compute-sanitizer --tool memcheck --leak-check full $T --backend cuda --api host --prec d,z -n 300001 --nrhs 1,3 --types 1,20 -q > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt
cd $OUT && tar czf p53.tgz p53
echo "== summary"
for p in d s; do for v in base mem new; do
  echo "$p $v in: $(cat p53/${p}_${v}_*.txt | grep 'host form' | sed 's/.* in \([0-9.]*\) ms.*/\1/' | sort -n | tr '\n' ' ')"
  echo "$p $v out: $(cat p53/${p}_${v}_*.txt | grep 'host form' | sed 's/.*out \([0-9.]*\) ms.*/\1/' | sort -n | tr '\n' ' ')"
  echo "$p $v call: $(cat p53/${p}_${v}_*.txt | grep '^call' | sed 's/call [0-9]*: \([0-9.]*\) ms.*/\1/' | sort -n | tr '\n' ' ')"
done; done
for f in p53/tg_*.txt; do echo "-- $f"; grep -E "^ +[sd] +random" $f | cut -c1-80; done
for f in t_host t_chunked t_batch_host t_host_sc t_derr t_threads t_devmem memcheck; do echo "-- $f"; grep -E "passed|failed|FAIL|ERROR SUMMARY|^rc" p53/$f.txt | tail -3; done
rm -rf p53
