#!/bin/sh
# session 5: where the fixed cost of a cr_batch call goes (1024^2), and the
# host's copy bandwidth into pinned staging (issue 4 item 2).
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p19; mkdir -p $O
ls /usr/local/cuda/bin /opt/nvidia 2>/dev/null | grep -i nsys > $O/nsys_where.txt; which nsys >> $O/nsys_where.txt 2>&1
S="512x512,1024x1024,1024x1,1024x64,4097x4097"
$R/tgb_base --routines cr_batch --prec s,d --sizes $S --reps 30 > $O/t_base.txt 2>&1
$R/tgb_pts --routines cr_batch --prec s,d --sizes $S --reps 30 > $O/t_pts.txt 2>&1
$R/tgb_base --routines cr_batch --prec s,d --sizes $S --reps 30 > $O/t_base2.txt 2>&1
$R/tgb_pts --routines cr_batch --prec s,d --sizes $S --reps 30 > $O/t_pts2.txt 2>&1
for s in 1024x1024 4097x4097 1024x1; do
  ncu --clock-control none -k regex:k_cr_smem --metrics gpu__time_duration.sum,sm__cycles_elapsed.avg.per_second $R/tgb_base --routines cr_batch --prec s,d --sizes $s --reps 3 > $O/ncu_$s.txt 2>&1
done
$R/hostbw > $O/hostbw.txt 2>&1
for nt in 8 16; do OMP_NUM_THREADS=$nt $R/tg -n 33554432,16777216 --prec d --matrix random --repeat 5 > $O/tg_host_$nt.txt 2>&1; done
cd $OUT && tar czf p19.tgz p19 && rm -rf p19
echo "== summary"
tar xzf p19.tgz -O p19/nsys_where.txt
for f in t_base t_pts t_base2 t_pts2; do echo "-- $f"; tar xzf p19.tgz -O p19/$f.txt | grep -E " cr_batch" | cut -c1-100; done
for s in 1024x1024 4097x4097 1024x1; do echo "-- ncu $s"; tar xzf p19.tgz -O p19/ncu_$s.txt | grep -E "gpu__time_duration|per_second|k_cr_smem" | awk '{$1=$1};1' | cut -c1-110 | head -24; done
tar xzf p19.tgz -O p19/hostbw.txt
for nt in 8 16; do echo "-- tg host OMP $nt"; tar xzf p19.tgz -O p19/tg_host_$nt.txt | grep -E "bandwidth|random" | cut -c1-120; done
