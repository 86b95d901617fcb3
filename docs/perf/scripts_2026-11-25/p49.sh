#!/bin/sh
# session 7: p48's batch host-form test again, in two parts, timed (it ran
# past its 170 s there beside three other jobs).
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export OMP_NUM_THREADS=8
O=$OUT/p49; mkdir -p $O
( s=$(date +%s); timeout 200 $R/testing_gtsv_batch --backend cuda --api host --prec d,c -n 4097 --batch 600 -q > $O/b1.txt 2>&1; echo "rc $? in $(( $(date +%s) - s )) s" >> $O/b1.txt ) &
( s=$(date +%s); timeout 200 $R/testing_gtsv_batch --backend cuda --api host --prec d,c -n 300001 --batch 8 -q > $O/b2.txt 2>&1; echo "rc $? in $(( $(date +%s) - s )) s" >> $O/b2.txt ) &
wait
for f in b1 b2; do echo "-- $f"; grep -E "passed|failed|^rc" $O/$f.txt | tail -3; done
