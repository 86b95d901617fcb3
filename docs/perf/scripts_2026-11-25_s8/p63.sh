#!/bin/sh
# session 8, after review: the staging's setup and plain-copy tail as
# helpers (stage_begin, plain_end; no change of behaviour): the host-form
# tests, memcheck of the staged copies, and timing_gtsv's host rows.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
export OMP_NUM_THREADS=4
T=$R/bd/testing/testing_gtsv
( timeout 150 $T --backend cuda --api host --prec d,z -n 3,512,4099,300001 --nrhs 1,3 -q 2>&1 | tail -1 | sed 's/^/spike host d,z: /' ) &
( timeout 150 $R/bd/testing/testing_gtsv_batch --backend cuda --api host --prec d,c -q 2>&1 | tail -1 | sed 's/^/batch host d,c: /' ) &
( timeout 150 $R/bd/testing/test_chunked -q 2>&1 | tail -1 | sed 's/^/test_chunked: /' ) &
wait
timeout 100 compute-sanitizer --tool memcheck --error-exitcode 1 $T --backend cuda --api host -q --prec d,z -n 300001 --types 1,16 --nrhs 1,3 2>&1 | tail -1 | sed 's/^/memcheck: /'
unset OMP_NUM_THREADS
timeout 60 $R/bd/timing/timing_gtsv -n 33554432 --prec d --matrix random --repeat 7 --lapack-repeat 1 --lapack-time 0.01 2>&1 | grep -E "device:|^ +d +random" | cut -c1-90
