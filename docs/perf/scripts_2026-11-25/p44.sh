#!/bin/sh
# session 7, issue 3: three resident blocks of 512 threads at 4097 (in-place
# levels, __launch_bounds__(512, 3): 40 registers): lbt (as is), lbu (level
# 0 loop not unrolled), lbr (R = 2); against HEAD and the in-place build.
# The variants: s7_lb_build.sh.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p44; mkdir -p $O
A="--routines cr_batch --prec d,s --matrix diagdom --sizes 1024x1024,4097x4097 --reps 20"
for i in 1 2; do
  timeout 40 $R/tgb_base $A > $O/base_$i.txt 2>&1
  timeout 40 $R/tgb_new $A > $O/new_$i.txt 2>&1
  GPUSOLVE_CR_THREADS=128 timeout 40 $R/tgb_new --routines cr_batch --prec d,s --matrix diagdom --sizes 1024x1024 --reps 20 > $O/new128_$i.txt 2>&1
  for v in lbt lbu lbr; do
    GPUSOLVE_CR_THREADS=512 timeout 40 $R/tgb_$v --routines cr_batch --prec d,s --matrix diagdom --sizes 4097x4097 --reps 20 > $O/${v}_$i.txt 2>&1
  done
done
cd $OUT && tar czf p44.tgz p44
for f in base_1 new_1 new128_1 lbt_1 lbu_1 lbr_1 base_2 new_2 new128_2 lbt_2 lbu_2 lbr_2; do echo "-- $f"; grep -E "cr_batch" p44/$f.txt | grep -v "^%" | cut -c1-100; done
