#!/bin/sh
# session 8: (1) hostprobe alone: what the host side of the GPU machine can
# do (pinned and pageable DMA, host copies by T threads beside a DMA,
# cudaHostRegister's cost); (2) hosttrace on the committed code (phase
# times of the host form, d 2^25, s 2^24); (3) the gaps session 7 left:
# cr_batch's final code tested on an H100 (it ran on an H200), the host
# form's feed threshold (B columns of 1 MB) tested on a GPU.  Summary last.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p50; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
nproc >> $O/gpu.txt; free -g | head -2 >> $O/gpu.txt; lscpu | grep -E "Model name|Socket|NUMA node\(s\)" >> $O/gpu.txt
export OMP_NUM_THREADS=16
timeout 150 $R/hostprobe > $O/probe.txt 2>&1; echo "rc $?" >> $O/probe.txt
export OMP_NUM_THREADS=8
for i in 1 2; do
  GPUSOLVE_SPIKE_TRACE=1 timeout 40 $R/hosttrace 33554432 7 d > $O/ht_d_$i.txt 2>&1
  GPUSOLVE_SPIKE_TRACE=1 timeout 30 $R/hosttrace 16777216 7 s > $O/ht_s_$i.txt 2>&1
done
export OMP_NUM_THREADS=4
T=$R/testing_gtsv_batch
( timeout 240 $T --backend cpu,cuda --routine cr,cr_batch -q > $O/t_default.txt 2>&1; echo "rc $?" >> $O/t_default.txt ) &
( timeout 240 $T --backend cpu,cuda --routine cr,cr_batch -n 1,2,3,4,5,6,7,8,9,15,16,17,31,32,33,34,63,64,65,127,128,129 --batch 7 -q > $O/t_small.txt 2>&1; echo "rc $?" >> $O/t_small.txt ) &
( timeout 240 $T --backend cpu,cuda --routine cr_batch --part solve,info -n 500,511,512,513,1023,1024,1025,2047,2048,2049,4095,4096,8191,14000,16385,16386,70000 --batch 4 -q > $O/t_mid.txt 2>&1; echo "rc $?" >> $O/t_mid.txt ) &
( timeout 120 $R/test_batch_cap > $O/t_cap.txt 2>&1; echo "rc $?" >> $O/t_cap.txt;
  timeout 200 $R/testing_gtsv --backend cuda --api host --prec s,d,c,z -n 65535,65537,131071,131072,131073,262143,262145 --nrhs 1,2 -q > $O/t_feed.txt 2>&1; echo "rc $?" >> $O/t_feed.txt ) &
wait
( timeout 150 compute-sanitizer --tool racecheck $T --backend cuda --api dev --routine cr_batch --part solve -n 20,100,257,1000,4097 --batch 3 --types 2,7 -q > $O/racecheck.txt 2>&1; echo "rc $?" >> $O/racecheck.txt ) &
( timeout 150 compute-sanitizer --tool memcheck $T --backend cuda --routine cr,cr_batch -n 5,20,33,100,257,1000,4097 --batch 3 --types 2,7,13 -q > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt ) &
( timeout 150 compute-sanitizer --tool synccheck $T --backend cuda --api dev --routine cr_batch --part solve -n 66,1025,4097 --batch 2 --types 2 -q > $O/synccheck.txt 2>&1; echo "rc $?" >> $O/synccheck.txt ) &
wait
cd $OUT && tar czf p50.tgz p50
echo "== summary"
cat p50/gpu.txt
cat p50/probe.txt
for f in p50/ht_*.txt; do
  printf '%s: %s | in %s solve %s out %s\n' "$f" "$(grep median $f | sed 's/.*median/median/')" \
    "$(grep 'host form' $f | sed 's/.* in \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" \
    "$(grep 'host form' $f | sed 's/.*solve after \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" \
    "$(grep 'host form' $f | sed 's/.*out \([0-9.]*\) ms.*/\1/' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
done
for f in t_default t_small t_mid t_cap t_feed racecheck memcheck synccheck; do echo "-- $f"; grep -E "passed|failed|FAIL|ERROR SUMMARY|RACECHECK SUMMARY|Hazard|^rc" p50/$f.txt | tail -4; done
rm -rf p50
