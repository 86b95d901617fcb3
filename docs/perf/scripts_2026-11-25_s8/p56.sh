#!/bin/sh
# session 8, issue 4 item 1: the reduced system's 2-by-2 pivots as
# reciprocals (e2_factor/e2_solve).  A/B timing against the committed code
# (tg_base), ncu of the reduced system's kernels, then the full test and
# sanitizer job (testing/run_device.sh tests,tools) on the new code.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p56; mkdir -p $O
A="-n 4194304,16777216,33554432 --prec d,s --matrix random,diagdom --repeat 10 --lapack-repeat 1 --lapack-time 0.01"
for i in 1 2; do
  timeout 60 $R/tg_base $A > $O/tg_base_$i.txt 2>&1
  timeout 60 $R/tg_new $A > $O/tg_new_$i.txt 2>&1
done
for v in base new; do
  timeout 60 ncu --metrics gpu__time_duration.sum -k regex:_k_red --launch-count 20 $R/tg_$v -n 16777216 --prec d --matrix random --repeat 1 --lapack-repeat 1 --lapack-time 0.01 > $O/ncu_red_$v.txt 2>&1
done
STEP_TIMEOUT=420 sh testing/run_device.sh $R/bd $O/job tests,tools > $O/job.txt 2>&1
cd $OUT && tar czf p56.tgz p56
echo "== summary"
for f in tg_base_1 tg_new_1 tg_base_2 tg_new_2; do echo "-- $f"; grep -E "^ +[sd] +(random|diagdom)" p56/$f.txt | cut -c1-72; done
for v in base new; do echo "-- ncu $v (us)"; grep -E "_k_red|gpu__time" p56/ncu_red_$v.txt | sed 's/(gs_.*//; s/  */ /g' | paste - - | awk '{print $1, $NF}' | tr '\n' ';'; echo; done
cat p56/job/summary.txt
