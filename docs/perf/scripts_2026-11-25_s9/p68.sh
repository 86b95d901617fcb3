#!/bin/sh
# session 9: the passes compiled for the partition length (k_pass1<MFIX>,
# k_pass2<MFIX> on every tile before the last partition's): X bit for bit
# (cmpx9), timing_gtsv A/B interleaved, ncu per pass, the gallery on the
# CUDA backend with the partition length forced to MFIX (16; z 10) so that
# c and z run the new kernels too, test_chunked, memcheck and racecheck.
S=build-run/s9
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p68; mkdir -p $O
echo "== cmpx9 cuda"
timeout 100 $S/cmpx9_dbase cuda > $O/cmpx_base.txt 2>&1; echo "rc=$?"
timeout 100 $S/cmpx9_dnew cuda > $O/cmpx_new.txt 2>&1; echo "rc=$?"
echo "lines $(wc -l < $O/cmpx_base.txt), differing: $(diff $O/cmpx_base.txt $O/cmpx_new.txt | grep -c '^<')"
echo "== timing A/B"
for v in base new base new; do
  echo "-- $v"
  timeout 100 $S/tg_$v -n 16777216,33554432 --prec d,s --matrix random,diagdom --repeat 10 \
    --lapack-repeat 1 2>&1 | grep -E "^ +[sd] +(random|diagdom)" | cut -c1-75
done
echo "== ncu"
for v in base new; do
  timeout 100 ncu -k regex:gs_d_k_pass -c 12 --metrics gpu__time_duration.sum,smsp__inst_executed.sum \
    $S/tg_$v -n 16777216 --prec d --matrix random --repeat 1 --lapack-repeat 1 > $O/ncu_$v.txt 2>&1
  echo "-- $v rc=$?"
  grep -E "gs_d_k_pass|duration|inst_executed" $O/ncu_$v.txt | sed 's/(long.*) (/ (/' | tail -9
done
echo "== tests"
for p in s d c z; do
  mf=16; [ $p = z ] && mf=10
  GPUSOLVE_GPU_PARTITION=$mf timeout 150 $S/testing_gtsv --backend cuda --prec $p -q \
    -n 3,512,4099,65537,1048576 > $O/tg_$p.txt 2>&1; echo "$p m=$mf rc=$?"; tail -2 $O/tg_$p.txt
done
timeout 100 $S/testing_gtsv --backend cuda -q > $O/tg_default.txt 2>&1; echo "default rc=$?"
tail -2 $O/tg_default.txt
timeout 120 $S/test_chunked --backend cuda > $O/chunked.txt 2>&1; echo "chunked rc=$?"; tail -2 $O/chunked.txt
GPUSOLVE_GPU_PARTITION=16 timeout 150 compute-sanitizer --tool memcheck --error-exitcode 1 \
  $S/testing_gtsv --backend cuda -q --prec d,c -n 4099,65537 --types 1,5,16,20 --nrhs 1,3 \
  > $O/memcheck.txt 2>&1; echo "memcheck rc=$?"; tail -2 $O/memcheck.txt
GPUSOLVE_GPU_PARTITION=10 timeout 100 compute-sanitizer --tool racecheck --error-exitcode 1 \
  $S/testing_gtsv --backend cuda -q --prec z -n 4099 --types 1,16 --nrhs 1,3 \
  > $O/racecheck.txt 2>&1; echo "racecheck rc=$?"; tail -2 $O/racecheck.txt
