#!/bin/sh
# session 8: the host copies in 256 KB slices handed out dynamically (ht3_dyn:
# /tmp/host_copy_dyn.o linked before the library) against the committed 1 MB
# static slices (ht3), interleaved, three processes each of 9 calls, d 2^25:
# does a slow thread explain the slow copy-in state?
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export OMP_NUM_THREADS=8
for i in 1 2 3; do
  for v in ht3 ht3_dyn; do
    echo "$v $i in: $(GPUSOLVE_SPIKE_TRACE=1 timeout 60 $R/$v 33554432 9 d 2>&1 | grep 'host form' | sed 's/.* in \([0-9.]*\) ms.*/\1/' | tr '\n' ' ')"
  done
done
