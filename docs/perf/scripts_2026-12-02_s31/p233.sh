#!/bin/sh
# Session 31, run 3 (p233): the final code (f31 = main's library at b86bbed
# -- p232's change not kept -- with the test programs' kappa_1 the larger
# of the working precision's estimate and dgtcon's / zgtcon's of the same
# matrix in s and c).  With 299 s of device time left: session 30's one
# failure (s type 29 at n = 300007), testing_gtsv s and testing_gtsv_batch
# s, c (their bounds use kappa_1; c's testing_gtsv and test_chunked were
# left to the CPU's make check for lack of time), and the GPU
# job's steps that p230 did not reach on this library (testing_gtsv_batch
# z, derr_gtsv, test_threads, test_devmem, test_misaligned,
# test_batch_cap, the refinement guards, the examples); every step cut at
# 150 s.  Carry build-run/f31.txz.
tar xJf build-run/f31.txz -C build-run 2>/dev/null ||
  python3 -c "import tarfile; tarfile.open('build-run/f31.txz').extractall('build-run')" || exit 1
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/build-run/f31/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
S=build-run/f31; T=$S/testing
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
last() { grep -E '[0-9]+ passed, [0-9]+ failed|errors|OK|ok' $1 | tail -n 1 | cut -c1-100; }
step() { name=$1; log=$2; shift 2; timeout 150 "$@" > $R/$log 2>&1; echo "$name rc=$? $(last $R/$log) ($(el))"; }
step "s type 29 n 300007 nrhs 9,8,1" t29.txt $T/testing_gtsv --prec s --types 29 -n 300007 --nrhs 9,8,1 -v
grep -A1 ' cuda ' $R/t29.txt | grep -o 'kappa_1= *[^ ]*' | sort | uniq -c
export OMP_NUM_THREADS=4
(step "testing_gtsv s (cpu+cuda)" tg_s.txt $T/testing_gtsv --prec s -q) > $R/a.sum & P1=$!
(step "testing_gtsv_batch z (cpu+cuda)" tb_z.txt $T/testing_gtsv_batch --prec z -q) > $R/c.sum & P3=$!
(step "testing_gtsv_batch s (cpu+cuda)" tb_s.txt $T/testing_gtsv_batch --prec s -q
 step "testing_gtsv_batch c (cpu+cuda)" tb_c.txt $T/testing_gtsv_batch --prec c -q) > $R/d.sum & P4=$!
(step "derr_gtsv" derr.txt $T/derr_gtsv
 step "test_threads" threads.txt $T/test_threads
 step "test_devmem" devmem.txt $T/test_devmem
 step "test_misaligned" misaligned.txt $T/test_misaligned
 step "test_batch_cap" batchcap.txt $T/test_batch_cap
 (cd $S && timeout 100 sh ../../testing/check_refine_guards.sh cpu,cuda > $R/guards.txt 2>&1
  echo "refinement guards (cpu+cuda) rc=$? $(grep -c '^ok' $R/guards.txt) ok lines ($(el))")
 ex=; for e in c_gtsv module_gtsv legacy_dgtsv; do [ -x $S/examples/$e ] && ex="$ex $S/examples/$e"; done
 step "examples (cuda)" examples.txt env GPUSOLVE_BACKEND=cuda sh examples/run_examples.sh $ex) > $R/e.sum & P5=$!
wait $P1 $P3 $P4 $P5
(cd $R && tar czf $OUT/p233.tgz *.txt *.sum)
cat $R/a.sum $R/c.sum $R/d.sum $R/e.sum
