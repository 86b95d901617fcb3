#!/bin/sh
# session 8: why the host form's copy-in splits between processes (about 25
# or about 32 ms at d 2^25 in p53, the same in every call of a process):
# the caller's arrays on huge pages or not (HT_THP), the OpenMP threads
# spread over cores or not; the machine's CPU topology and THP setting.
# Then p53's s/c host test again with valid orders.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export OMP_NUM_THREADS=8
O=$OUT/p54; mkdir -p $O
{ lscpu; cat /sys/kernel/mm/transparent_hugepage/enabled /sys/kernel/mm/transparent_hugepage/defrag; } > $O/cpu.txt 2>&1
for i in 1 2 3; do
  for cfg in def thp1 thp0 spread; do
    case $cfg in
      def) GPUSOLVE_SPIKE_TRACE=1 timeout 40 $R/ht2 33554432 7 d > $O/d_${cfg}_$i.txt 2>&1 ;;
      thp1) HT_THP=1 GPUSOLVE_SPIKE_TRACE=1 timeout 40 $R/ht2 33554432 7 d > $O/d_${cfg}_$i.txt 2>&1 ;;
      thp0) HT_THP=0 GPUSOLVE_SPIKE_TRACE=1 timeout 40 $R/ht2 33554432 7 d > $O/d_${cfg}_$i.txt 2>&1 ;;
      spread) OMP_PROC_BIND=spread OMP_PLACES=cores GPUSOLVE_SPIKE_TRACE=1 timeout 40 $R/ht2 33554432 7 d > $O/d_${cfg}_$i.txt 2>&1 ;;
    esac
  done
done
export OMP_NUM_THREADS=4
( timeout 200 $R/testing_gtsv --backend cuda --api host --prec s,c -n 3,65537,262145 --nrhs 2 -q > $O/t_host_sc.txt 2>&1; echo "rc $?" >> $O/t_host_sc.txt )
echo "== summary"
grep -E "Model name|Thread|Core|Socket|L3|L2|NUMA|always|madvise" $O/cpu.txt
for cfg in def thp1 thp0 spread; do for i in 1 2 3; do
  echo "$cfg $i in: $(grep 'host form' $O/d_${cfg}_$i.txt | sed 's/.* in \([0-9.]*\) ms.*/\1/' | tr '\n' ' ') | $(grep median $O/d_${cfg}_$i.txt | sed 's/.*median/median/')"
done; done
echo "-- t_host_sc"; grep -E "passed|failed|FAIL|^rc" $O/t_host_sc.txt | tail -3
