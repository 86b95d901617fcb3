#!/bin/sh
# session 8: the host copies in 256 KB slices dealt out dynamically, as
# committed: hosttrace3 (committed static slices: ht3; new: ht3_new),
# interleaved, d 2^25 and s 2^24; timing_gtsv's host rows (tg_base: the
# static slices; bd's timing_gtsv: new); the host-form tests and memcheck.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=8
for i in 1 2; do
  for v in ht3 ht3_new; do
    for p in d s; do
      n=33554432; [ $p = s ] && n=16777216
      GPUSOLVE_SPIKE_TRACE=1 timeout 60 $R/$v $n 9 $p > /tmp/o.txt 2>&1
      echo "$v $p $i in: $(grep 'host form' /tmp/o.txt | sed 's/.* in \([0-9.]*\) ms.*/\1/' | tail -n +2 | tr '\n' ' ')"
      echo "$v $p $i out: $(grep 'host form' /tmp/o.txt | sed 's/.*out \([0-9.]*\) ms.*/\1/' | tail -n +2 | tr '\n' ' ')"
      echo "$v $p $i call: $(grep '^call' /tmp/o.txt | sed 's/call [0-9]*: \([0-9.]*\) ms.*/\1/' | tail -n +2 | tr '\n' ' ')"
    done
  done
done
unset OMP_NUM_THREADS
A="-n 16777216,33554432 --prec d,s --matrix random --repeat 7 --lapack-repeat 1 --lapack-time 0.01"
for i in 1 2; do
  echo "-- tg_base $i"; timeout 80 $R/tg_base $A 2>&1 | grep -E "^ +[sd] +random" | cut -c1-72
  echo "-- tg_new $i"; timeout 80 $R/bd/timing/timing_gtsv $A 2>&1 | grep -E "^ +[sd] +random" | cut -c1-72
done
export OMP_NUM_THREADS=4
T=$R/bd/testing/testing_gtsv
O=$OUT/p62; mkdir -p $O
( timeout 200 $T --backend cuda --api host --prec d,z -n 3,512,4099,300001 --nrhs 1,3 -q > $O/t_host.txt 2>&1; echo "rc $?" >> $O/t_host.txt ) &
( timeout 200 $T --backend cuda --api host --prec s,c -n 3,65537,262145 --nrhs 2 -q > $O/t_host_sc.txt 2>&1; echo "rc $?" >> $O/t_host_sc.txt ) &
( timeout 200 $R/bd/testing/testing_gtsv_batch --backend cuda --api host -q > $O/t_batch_host.txt 2>&1; echo "rc $?" >> $O/t_batch_host.txt ) &
( timeout 200 $R/bd/testing/test_chunked -q > $O/t_chunked.txt 2>&1; echo "rc $?" >> $O/t_chunked.txt;
  timeout 60 $R/bd/testing/test_threads > $O/t_threads.txt 2>&1; echo "rc $?" >> $O/t_threads.txt ) &
wait
timeout 100 compute-sanitizer --tool memcheck --error-exitcode 1 $T --backend cuda --api host -q --prec d,z -n 300001 --types 1,16 --nrhs 1,3 > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt
timeout 100 compute-sanitizer --tool memcheck --error-exitcode 1 $R/bd/testing/testing_gtsv_batch --backend cuda --api host -q --prec d,z -n 4097 --batch 100 --types 1,16 > $O/memcheck_batch.txt 2>&1; echo "rc $?" >> $O/memcheck_batch.txt
for f in t_host t_host_sc t_batch_host t_chunked t_threads memcheck memcheck_batch; do echo "-- $f"; grep -E "passed|failed|FAIL|ERROR SUMMARY|^rc" $O/$f.txt | tail -3; done
