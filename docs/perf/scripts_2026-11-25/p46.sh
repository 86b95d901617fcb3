#!/bin/sh
# session 7, issue 4 item 2: the host form's pass 1 queued as B's rows arrive
# (host_in), and the staging's pieces ramping up from 1 MB (taken out after
# p47).  A/B of the host API against HEAD (tg_base: HEAD's spike and staging
# objects), tests of the host path, sanitizers.  Summary last.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=8
O=$OUT/p46; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
A="-n 16777216,33554432 --prec d,s --matrix random --repeat 7 --lapack-repeat 1 --lapack-time 0.1"
for i in 1 2; do
  timeout 90 $R/tg_base $A > $O/tg_base_$i.txt 2>&1
  timeout 90 $R/tg_new $A > $O/tg_new_$i.txt 2>&1
done
export OMP_NUM_THREADS=4
T=$R/testing_gtsv
( timeout 300 $T --backend cuda --api host -n 3,512,4099,300001,1048576 --nrhs 1,3 -q > $O/t_host.txt 2>&1; echo "rc $?" >> $O/t_host.txt ) &
( timeout 300 $T --backend cuda --api host,dev --prec d,z -n 65537,300001 --nrhs 9 --types 1,2,16,20,31 -q > $O/t_nrhs9.txt 2>&1; echo "rc $?" >> $O/t_nrhs9.txt ) &
( timeout 300 $R/test_chunked -q > $O/t_chunked.txt 2>&1; echo "rc $?" >> $O/t_chunked.txt ) &
( timeout 200 $R/derr_gtsv > $O/t_derr.txt 2>&1; echo "rc $?" >> $O/t_derr.txt;
  timeout 100 $R/test_threads > $O/t_threads.txt 2>&1; echo "rc $?" >> $O/t_threads.txt;
  timeout 100 $R/test_devmem > $O/t_devmem.txt 2>&1; echo "rc $?" >> $O/t_devmem.txt ) &
wait
( timeout 300 compute-sanitizer --tool memcheck --leak-check full $T --backend cuda --api host --prec d,z -n 300001,1048576 --nrhs 1,3 --types 1,20,31 -q > $O/memcheck.txt 2>&1; echo "rc $?" >> $O/memcheck.txt ) &
( timeout 300 compute-sanitizer --tool racecheck $T --backend cuda --api host --prec d -n 300001 --nrhs 1 --types 1,20 -q > $O/racecheck.txt 2>&1; echo "rc $?" >> $O/racecheck.txt ) &
wait
cd $OUT && tar czf p46.tgz p46
echo "== summary"
cat p46/gpu.txt
for f in tg_base_1 tg_new_1 tg_base_2 tg_new_2; do echo "-- $f"; grep -E "copy bandwidth|^ +[sd] +random" p46/$f.txt | cut -c1-130; done
for f in t_host t_nrhs9 t_chunked t_derr t_threads t_devmem memcheck racecheck; do echo "-- $f"; grep -E "passed|failed|FAIL|ERROR SUMMARY|RACECHECK SUMMARY|^rc" p46/$f.txt | tail -4; done
rm -rf p46
