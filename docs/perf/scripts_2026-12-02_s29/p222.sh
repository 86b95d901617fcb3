#!/bin/sh
# Session 29, run 3 (p222): the GPU job on what was then the session's
# final code (CI then failed on its pairs, taken out in 706307b; main
# at 6cd08e7: the tail's pairs, teams and parallel set-up; gs_shfl.cuh;
# gs_cr_flag_read through gs_cuda_fetch) -- testing/run_device.sh
# tests,tools,examples -- then timing_gtsv_batch (not run on a GPU since
# session 28 moved the batch routines' code word to gs_cuda_fetch).
# build-run/bd29.tgz = build-device's test, timing and example programs,
# stripped, with the build machine's LAPACK, BLAS and Fortran runtime.
tar xzf build-run/bd29.tgz -C build-run || exit 1
export LD_LIBRARY_PATH=${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$PWD/build-run/bd29/lib
J=/tmp/job
STEP_TIMEOUT=${STEP_TIMEOUT:-380} sh testing/run_device.sh build-run/bd29 $J tests,tools,examples
(cd /tmp && tar czf $OUT/p222_job.tgz job)
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
timeout 100 build-run/bd29/timing/timing_gtsv_batch --sizes 1024x1024,4097x4097,64x262144 --cr-n 2^20,2^24 --max-time 0.5 --csv /tmp/batch.csv > /tmp/batch.txt 2>&1
echo "timing_gtsv_batch rc=$?"
grep -vE "^#" /tmp/batch.txt | tail -n 40 | cut -c1-150
(cd /tmp && tar czf $OUT/p222_batch.tgz batch.csv batch.txt)
