#!/bin/sh
# Prepared in session 29 for the next session (not run): p225's one round
# had the final code's dominant two-pass calls at 2^16-2^18 7-15% slower
# than the session's start (d 0.0827 against 0.0717 ms at 2^16), which
# p221 did not show for the same tail code with the pairs and which the
# kernels do not explain.  Three interleaved rounds of s42 (main at
# 706307b) and s38 (d559868) at 2^16-2^20, d and s, both matrices.
# Carry build-run/{s38,s42}.tgz (rebuild them if build-run is gone: see
# README.md).
for k in s38 s42; do tar xzf build-run/$k.tgz -C build-run || exit 1; done
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/build-run/s42/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
for run in "1 s42" "1 s38" "2 s38" "2 s42" "3 s42" "3 s38"; do set -- $run
  timeout 60 build-run/$2/timing/timing_gtsv -n 2^16,2^17,2^18,2^19,2^20 --prec d,s \
    --matrix diagdom,random --lapack-repeat 1 --repeat 20 --csv $R/t_$1_$2.csv > $R/t_$1_$2.txt 2>&1
  echo "round $1 $2 rc=$? ($(el)) $(grep -E 'rows failed' $R/t_$1_$2.txt)"
  grep -E "^ *[sd] +(random|diagdom) +(65536|262144|1048576) " $R/t_$1_$2.txt | cut -c1-60
done
(cd $R && tar czf $OUT/p226.tgz t_*)
