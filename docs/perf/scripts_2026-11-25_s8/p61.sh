#!/bin/sh
# session 8: p60 again with a third build, 512 KB slices handed out
# dynamically (ht3_d512), and the way out and the whole call printed too;
# three processes of each, interleaved, 9 calls, d 2^25.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export OMP_NUM_THREADS=8
for i in 1 2 3; do
  for v in ht3 ht3_dyn ht3_d512; do
    GPUSOLVE_SPIKE_TRACE=1 timeout 60 $R/$v 33554432 9 d > /tmp/o.txt 2>&1
    echo "$v $i in: $(grep 'host form' /tmp/o.txt | sed 's/.* in \([0-9.]*\) ms.*/\1/' | tail -n +2 | tr '\n' ' ')"
    echo "$v $i out: $(grep 'host form' /tmp/o.txt | sed 's/.*out \([0-9.]*\) ms.*/\1/' | tail -n +2 | tr '\n' ' ')"
    echo "$v $i call: $(grep '^call' /tmp/o.txt | sed 's/call [0-9]*: \([0-9.]*\) ms.*/\1/' | tail -n +2 | tr '\n' ' ')"
  done
done
