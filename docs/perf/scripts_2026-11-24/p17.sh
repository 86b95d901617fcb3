#!/bin/sh
# session 5, issue 3: where k_cr_smem (d) spends its time -- ncu full set with
# source-level counters at 1024^2 and 4097^2, its SASS, nsys kernel times at
# real clocks beside the call's event time.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
mkdir -p $OUT/p17
O=$OUT/p17
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm --format=csv > $O/gpu.txt
T=$R/tgb_base
$T --routines cr_batch --prec d --sizes 1024x1024,2048x2048,4097x4097 --reps 20 > $O/base_timing.txt 2>&1
cuobjdump -sass $T > /tmp/all.sass 2>&1
awk '/Function : .*gs_d_k_cr_smem/{p=1} p&&/Function : /&&!/gs_d_k_cr_smem/{p=0} p' /tmp/all.sass > $O/sass_cr_smem_d.txt
cuobjdump -res-usage $T 2>&1 | grep -A1 "k_cr" > $O/resusage.txt
for s in 1024x1024 4097x4097; do
  ncu -k regex:gs_d_k_cr_smem -c 1 --set full --import-source yes -f -o /tmp/cr_$s $T --routines cr_batch --prec d --sizes $s --reps 1 > $O/ncu_log_$s.txt 2>&1
  ncu -i /tmp/cr_$s.ncu-rep --page details > $O/details_$s.txt 2>&1
  ncu -i /tmp/cr_$s.ncu-rep --page source --print-source sass --csv > $O/source_$s.csv 2>&1
done
nsys profile -o /tmp/cr1024 --force-overwrite true $T --routines cr_batch --prec d --sizes 1024x1024,4097x4097 --reps 10 > /dev/null 2>&1
nsys stats --report cuda_gpu_kern_sum --format csv /tmp/cr1024.nsys-rep > $O/nsys_kern.txt 2>&1
cd $OUT && tar czf p17.tgz p17 && rm -rf p17
echo "== summary"
tar xzf $OUT/p17.tgz -O p17/base_timing.txt | grep " d cr_batch"
tar xzf $OUT/p17.tgz -O p17/nsys_kern.txt | grep -i "cr_smem\|Time" | cut -c1-200
tar xzf $OUT/p17.tgz -O p17/resusage.txt | head
ls -la $OUT
