#!/bin/sh
# Session 31, run 3 (p233): the final code (f31 = main at b86bbed's library
# -- p232's change not kept -- with the test programs' kappa_1 taken as the
# larger of the working precision's estimate and dgtcon's / zgtcon's of
# the same matrix in s and c).  The failure session 30 left (s type 29 at
# n = 300007: CUDA and CPU "differ" under a bound made from sgtcon's 24.8),
# then the GPU job's steps that p230 did not reach on this library
# (testing_gtsv_batch z, derr_gtsv, test_threads, test_devmem,
# test_misaligned, test_batch_cap, the refinement guards, the examples)
# and, for the changed test programs, testing_gtsv and testing_gtsv_batch
# in s and c and test_chunked (run_device.sh tests,examples with PRECS="s
# c"; z's batch beside it).  Carry build-run/f31.txz.
tar xJf build-run/f31.txz -C build-run 2>/dev/null ||
  python3 -c "import tarfile; tarfile.open('build-run/f31.txz').extractall('build-run')" || exit 1
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/build-run/f31/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
S=build-run/f31
last() { grep -E '[0-9]+ passed, [0-9]+ failed' $1 | tail -n 1; }
timeout 60 $S/testing/testing_gtsv --prec s --types 29 -n 300007 --nrhs 9,8,1 -v > $R/t29.txt 2>&1
echo "s type 29 n 300007 nrhs 9,8,1 rc=$? $(last $R/t29.txt) ($(el))"
grep -A1 'cuda' $R/t29.txt | grep -o 'kappa_1= *[^ ]*' | sort | uniq -c
(OMP_NUM_THREADS=4 timeout 330 $S/testing/testing_gtsv_batch --prec z > $R/batch_z.txt 2>&1
 echo "testing_gtsv_batch z rc=$? $(last $R/batch_z.txt) ($(el))" > $R/batch_z.sum) &
PRECS="s c" STEP_TIMEOUT=320 timeout 400 sh testing/run_device.sh $S $R/job tests,examples > $R/job.out 2>&1
echo "job rc=$? ($(el))"
wait
cat $R/batch_z.sum
(cd $R && tar czf $OUT/p233.tgz *.txt *.sum job.out job)
cat $R/job/summary.txt
