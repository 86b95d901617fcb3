#!/bin/sh
# session 9: partial pivoting inside the partitions (pq_factor; pass 2
# factors again): timing_gtsv A/B against the session's starting code,
# ncu per pass, then the gallery and the chunked path on the CUDA backend,
# memcheck.  Everything goes to $O/log.txt as it runs.
S=build-run/s9
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p69; mkdir -p $O
exec > $O/log.txt 2>&1
echo "== timing A/B"
for v in base pq base pq; do
  echo "-- $v"
  timeout 100 $S/tg_$v -n 16777216,33554432 --prec d,s --matrix random,diagdom --repeat 10 \
    --lapack-repeat 1 2>&1 | grep -E "copy bandwidth|^ +[sd] +(random|diagdom)" | cut -c1-120
done
echo "== ncu"
for v in base pq; do
  timeout 100 ncu -k regex:gs_._k_pass -c 40 --metrics gpu__time_duration.sum,smsp__inst_executed.sum \
    $S/tg_$v -n 16777216 --prec d,s --matrix random --repeat 1 --lapack-repeat 1 > $O/ncu_$v.txt 2>&1
  echo "-- $v rc=$?"
  awk '/gs_._k_pass/ {k=$1} /duration/ {t[k]+=$3} /inst_executed/ {gsub(",","",$3); i[k]+=$3}
       END {for (k in t) printf "%s %.1f us %.0f inst\n", k, t[k], i[k]}' $O/ncu_$v.txt
done
echo "== tests"
for p in s d; do
  timeout 100 $S/testing_gtsv --backend cuda --prec $p -q > $O/tg_$p.txt 2>&1
  echo "$p rc=$?"; tail -1 $O/tg_$p.txt
done
for p in c z; do
  timeout 60 $S/testing_gtsv --backend cuda --prec $p -q -n 3,512,1000,65537 > $O/tg_$p.txt 2>&1
  echo "$p rc=$?"; tail -1 $O/tg_$p.txt
done
timeout 100 $S/test_chunked --backend cuda > $O/chunked.txt 2>&1; echo "chunked rc=$?"
tail -1 $O/chunked.txt
timeout 100 compute-sanitizer --tool memcheck --error-exitcode 1 $S/testing_gtsv --backend cuda \
  -q --prec d,z -n 512,4099 --types 1,5,16,20 --nrhs 1,3 > $O/memcheck.txt 2>&1
echo "memcheck rc=$?"; tail -2 $O/memcheck.txt
timeout 60 compute-sanitizer --tool racecheck --error-exitcode 1 $S/testing_gtsv --backend cuda \
  -q --prec d,c -n 4099 --types 1,16 --nrhs 1,3 > $O/racecheck.txt 2>&1
echo "racecheck rc=$?"; tail -2 $O/racecheck.txt
echo "== done"
