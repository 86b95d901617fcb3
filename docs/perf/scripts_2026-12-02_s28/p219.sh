#!/bin/sh
# Session 28, run 5: where a small random call's time goes (s38, the final
# code).  ncu lists every kernel of timing_gtsv -n N --prec d --matrix
# random --repeat 1 (one warm-up and one timed call of each API) with its
# duration, for N = 2^16 and 2^20; the device API's call is the last group.
# Carry build-run/s38.tgz.
tar xzf build-run/s38.tgz -C build-run || exit 1
S=build-run/s38
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
R=/tmp/r && mkdir -p $R
for n in 65536 1048576; do
  timeout 100 ncu --clock-control none --csv --metrics gpu__time_duration.sum -k regex:"gs_" \
    $S/timing/timing_gtsv -n $n --prec d --matrix random --repeat 1 --lapack-repeat 1 \
    > $R/ncu_$n.csv 2> $R/ncu_$n.err
  echo "ncu $n rc=$? kernels: $(grep -c gpu__time_duration $R/ncu_$n.csv)"
  $S/timing/timing_gtsv -n $n --prec d --matrix random --repeat 10 --lapack-repeat 1 | grep -E "^ *d " | cut -c1-60
done
(cd $R && tar czf $OUT/p219_logs.tgz *)
