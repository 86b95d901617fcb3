#!/bin/sh
# session 7, issue 4 item 2: where the host form's time goes.  hosttrace on
# four builds: base (HEAD's spike and staging objects), new (pass 1 as B's
# rows arrive, pieces ramping from 1 MB), nofeed (the ramp only), noramp
# (the feed only); the library's phase times from GPUSOLVE_SPIKE_TRACE.
# Then the host-form tests p46 cut short.  Summary last.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export OMP_NUM_THREADS=8
O=$OUT/p47; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
for i in 1 2; do
  for v in base new nofeed noramp; do
    GPUSOLVE_SPIKE_TRACE=1 timeout 60 $R/ht_$v 33554432 9 d > $O/d_${v}_$i.txt 2>&1
    GPUSOLVE_SPIKE_TRACE=1 timeout 60 $R/ht_$v 16777216 9 s > $O/s_${v}_$i.txt 2>&1
  done
done
export OMP_NUM_THREADS=4
T=$R/testing_gtsv
( timeout 280 $T --backend cuda --api host -n 3,512,4099,300001 --nrhs 1,3 -q > $O/t_host.txt 2>&1; echo "rc $?" >> $O/t_host.txt ) &
( timeout 280 $T --backend cuda --api host -n 1048576 --nrhs 1,3 --types 1:31:2 -q > $O/t_host1m.txt 2>&1; echo "rc $?" >> $O/t_host1m.txt ) &
wait
cd $OUT && tar czf p47.tgz p47
echo "== summary"
cat p47/gpu.txt
for f in p47/[ds]_*.txt; do
  printf '%s: %s | in %s solve %s out %s (medians of the trace)\n' "$f" "$(grep median $f)" \
    "$(grep 'host form' $f | sed 's/.* in \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" \
    "$(grep 'host form' $f | sed 's/.*solve after \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" \
    "$(grep 'host form' $f | sed 's/.*out \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
done
for f in t_host t_host1m; do echo "-- $f"; grep -E "passed|failed|^rc" p47/$f.txt | tail -3; done
rm -rf p47
