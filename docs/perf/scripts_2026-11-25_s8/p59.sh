#!/bin/sh
# session 8: does the host form's slow copy-in state come with slow DMA from
# pinned memory?  hosttrace3: before each call the same 1 GB copied from
# pinned memory, timed; three processes of 9 calls, d 2^25.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export OMP_NUM_THREADS=8
for i in 1 2 3; do
  echo "== process $i"
  GPUSOLVE_SPIKE_TRACE=1 timeout 60 $R/ht3 33554432 9 d 2>&1 | grep -E "pinned in|host form" |
    sed 's/gpusolve: spike host form (cuda), n 33554432: //; s/ (pass 1 queued as rows came)//' | paste - -
done
