#!/bin/sh
# session 11: spike_batch's long/short rule per precision -- rulepts (the
# long solve's time at 2^13 .. 2^25 and the short path's per row), s d c z.
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p95; mkdir -p $O
exec > $O/log.txt 2>&1
timeout 400 $S/rulepts sdcz
