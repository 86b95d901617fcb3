#!/bin/sh
# session 20, run 1 (checks): three builds in build-run/s20 (s20.tgz):
#   main = 395d82d (session 19's last code, its reduction refactor and the
#          CUDA half of test_refine_skip not yet run on a GPU),
#   s19c = branch s19-correct on 395d82d (the correction kernel by
#          partition, p177's change),
#   s20d = s19c + e2_solve without the division by u11 = 1 (s20-div1).
# s20d holds every change: the full check list runs on it; main and s19c
# run their own tests; xhash (X's hash, the host form on CUDA) shows
# whether the three give the same bits.
tar xzf build-run/s20.tgz -C build-run
S=build-run/s20
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=16
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
{
  for v in main s19c s20d; do
    echo "== $v test_spike_red ($(el))"
    timeout 90 $S/$v/test_spike_red > /tmp/sr.txt 2>&1; echo "rc=$? bit-for-bit lines $(grep -c 'bit for bit' /tmp/sr.txt)"
    grep -E "FAILED" /tmp/sr.txt | head -5; tail -1 /tmp/sr.txt
    echo "== $v test_refine_skip ($(el))"
    timeout 120 $S/$v/test_refine_skip > /tmp/rs.txt 2>&1; echo "rc=$?"; grep -iE "cuda|FAIL" /tmp/rs.txt | tail -4; tail -2 /tmp/rs.txt
  done
  N=$S/s20d
  echo "== s20d gallery subset cpu,cuda nrhs 1,3 ($(el))"
  timeout 200 $N/testing_gtsv --backend cpu,cuda -q --prec s,d,c,z \
    --types 1,2,17,20,31 -n 65537,1000003 --nrhs 1,3 2>&1 | grep -E "passed|FAIL" | tail -9
  for s in "GATE=0 refused" "UNDO=0 undo"; do set -- $s
    echo "== s20d GPUSOLVE_SPIKE_$1 at 1000003 ($(el))"
    env GPUSOLVE_SPIKE_$1 GPUSOLVE_SPIKE_TRACE=1 timeout 60 $N/testing_gtsv \
      --backend cuda -q --prec s,d,c,z --types 1,2,20 -n 1000003 > /tmp/g.txt 2>&1
    echo "rc=$? decisions \"$2\": $(grep -c "refinement (cuda).*$2" /tmp/g.txt); $(grep -E "^[0-9]+ passed" /tmp/g.txt)"
  done
  echo "== s20d memcheck d,z types 1,2,31 n 100003 nrhs 1,3 ($(el))"
  timeout 120 compute-sanitizer --tool memcheck $N/testing_gtsv --backend cuda -q --prec d,z \
    --types 1,2,31 -n 100003 --nrhs 1,3 2>&1 | grep -E "^[0-9]+ passed|ERROR SUMMARY"
  echo "== s20d racecheck d types 1,2 n 100003 ($(el))"
  timeout 90 compute-sanitizer --tool racecheck $N/testing_gtsv --backend cuda -q --prec d \
    --types 1,2 -n 100003 2>&1 | grep -E "^[0-9]+ passed|RACECHECK SUMMARY"
  echo "== xhash, host form on cuda ($(el))"
  for v in main s19c s20d; do
    GPUSOLVE_BACKEND=cuda timeout 60 $S/$v/xhash 100003 1000003 4194305 > $OUT/xhash_$v.txt 2>&1
    echo "$v rc=$? cases $(grep -c 'info=0' $OUT/xhash_$v.txt)"
  done
  cmp -s $OUT/xhash_main.txt $OUT/xhash_s19c.txt && echo "main = s19c bit for bit" || echo "main != s19c"
  cmp -s $OUT/xhash_s19c.txt $OUT/xhash_s20d.txt && echo "s19c = s20d bit for bit" || echo "s19c != s20d"
  echo "== done ($(el))"
} > $OUT/checks.txt 2>&1
cat $OUT/checks.txt >> $SUM
cat $SUM
