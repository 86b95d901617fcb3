#!/bin/sh
# session 7, issue 4 item 2: the host form with pass 1 queued as B's rows
# arrive (feed) and the staging's host copies with streaming stores (nt),
# against HEAD (base).  hosttrace with the library's phase times;
# timing_gtsv's host/pinned; tests of the host path and of the staging;
# memcheck.  Summary last.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=8
O=$OUT/p48; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
for i in 1 2; do
  for v in base feed nt; do
    GPUSOLVE_SPIKE_TRACE=1 timeout 40 $R/ht_$v 33554432 7 d > $O/d_${v}_$i.txt 2>&1
    GPUSOLVE_SPIKE_TRACE=1 timeout 30 $R/ht_$v 16777216 7 s > $O/s_${v}_$i.txt 2>&1
  done
done
A="-n 16777216,33554432 --prec d,s --matrix random --repeat 7 --lapack-repeat 1 --lapack-time 0.1"
timeout 60 $R/tg_base $A > $O/tg_base.txt 2>&1
timeout 60 $R/tg_new $A > $O/tg_new.txt 2>&1
export OMP_NUM_THREADS=4
T=$R/testing_gtsv
( timeout 170 $T --backend cuda --api host --prec d,z -n 3,512,4099,300001 --nrhs 1,3 -q > $O/t_host.txt 2>&1; echo "rc $?" >> $O/t_host.txt ) &
( timeout 170 $R/test_chunked -q > $O/t_chunked.txt 2>&1; echo "rc $?" >> $O/t_chunked.txt ) &
( timeout 170 $R/testing_gtsv_batch --backend cuda --api host --prec d,c -n 4097,300001 --batch 600,8 -q > $O/t_batch_host.txt 2>&1; echo "rc $?" >> $O/t_batch_host.txt ) &
( timeout 60 $R/derr_gtsv > $O/t_derr.txt 2>&1; echo "rc $?" >> $O/t_derr.txt;
  timeout 60 $R/test_threads > $O/t_threads.txt 2>&1; echo "rc $?" >> $O/t_threads.txt;
  timeout 60 $R/test_devmem > $O/t_devmem.txt 2>&1; echo "rc $?" >> $O/t_devmem.txt ) &
wait
timeout 120 compute-sanitizer --tool memcheck --leak-check full $T --backend cuda --api host --prec d,z -n 300001 --nrhs 1,3 --types 1,20 -q > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt
cd $OUT && tar czf p48.tgz p48
echo "== summary"
cat p48/gpu.txt
for f in p48/[ds]_*.txt; do
  printf '%s: %s | in %s solve %s out %s\n' "$f" "$(grep median $f | sed 's/.*median/median/')" \
    "$(grep 'host form' $f | sed 's/.* in \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" \
    "$(grep 'host form' $f | sed 's/.*solve after \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" \
    "$(grep 'host form' $f | sed 's/.*out \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
done
for f in tg_base tg_new; do echo "-- $f"; grep -E "^ +[sd] +random" p48/$f.txt | cut -c1-80; done
for f in t_host t_chunked t_batch_host t_derr t_threads t_devmem memcheck; do echo "-- $f"; grep -E "passed|failed|FAIL|ERROR SUMMARY|^rc" p48/$f.txt | tail -3; done
rm -rf p48
