#!/bin/sh
# session 9: the final tree (4d47652): the spike tests on both backends
# (testing_gtsv s, d, z; test_chunked), the batch suite in d, memcheck of
# pass 2 and the chunked path, and the device timing of d/s 2^24 again.
B=build-run/bd
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p74; mkdir -p $O
exec > $O/log.txt 2>&1
for p in s d; do
  timeout 150 $B/testing/testing_gtsv --prec $p -q > $O/tg_$p.txt 2>&1
  echo "testing_gtsv $p (cpu+cuda) rc=$?: $(tail -1 $O/tg_$p.txt)"
done
timeout 100 $B/testing/testing_gtsv --prec c,z -q -n 3,512,1000,65537 > $O/tg_cz.txt 2>&1
echo "testing_gtsv c,z to 65537 (cpu+cuda) rc=$?: $(tail -1 $O/tg_cz.txt)"
timeout 170 $B/testing/test_chunked > $O/chunked.txt 2>&1
echo "test_chunked (cpu+cuda) rc=$?: $(tail -1 $O/chunked.txt)"
timeout 60 $B/testing/testing_gtsv_batch --prec d -q > $O/tgb_d.txt 2>&1
echo "testing_gtsv_batch d rc=$?: $(tail -1 $O/tgb_d.txt)"
timeout 90 compute-sanitizer --tool memcheck --error-exitcode 1 $B/testing/testing_gtsv \
  --backend cuda -q --prec d,z -n 512,4099,65537 --types 1,5,16,20 --nrhs 1,3 > $O/mc.txt 2>&1
echo "memcheck rc=$?: $(grep 'ERROR SUMMARY' $O/mc.txt | tail -1)"
timeout 60 $B/timing/timing_gtsv -n 16777216 --prec d,s --repeat 10 --lapack-repeat 1 2>&1 |
  grep -E "^ +[sd] +(random|diagdom)" | cut -c1-90
