#!/bin/sh
# session 18, run 6: after the review's refactors (pq_bstep: one back-
# substitution step for pq_back and pq_back_spikes; tail_up / tail_down:
# the two tail kernels' level steps): test_spike_red, the gallery subset on
# both backends, racecheck of the tails, and d, s 2^24 timings.
S=build-run/s18/final
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
timeout 60 $S/test_spike_red 2>&1 | tail -1
OMP_NUM_THREADS=16 timeout 120 $S/testing_gtsv --backend cpu,cuda -q --prec s,d,c,z \
  --types 1,2,17,20,31 -n 65537,1000003 2>&1 | tail -1
timeout 60 compute-sanitizer --tool racecheck $S/testing_gtsv --backend cuda -q --prec d,z \
  --types 1,31 -n 100003 2>&1 | grep -E "passed, |RACECHECK SUMMARY"
timeout 60 $S/timing_gtsv -n 2^24 --prec d,s --matrix random,diagdom --repeat 10 --lapack-repeat 1 2>&1 |
  grep -E "^ +[sd] |bandwidth" | cut -c1-140
