#!/bin/sh
# Session 30, run 1 (p227): session 29's prepared p226 -- are the final
# code's small dominant two-pass calls slower than the session-29 start?
# (p225's one round: d 2^16 0.0827 against 0.0717 ms.)  Three interleaved
# rounds of s43 (main at d512334: session 29's final code; its kernels are
# p225's s42) and s38 (d559868) at 2^16-2^20, d and s, both matrices;
# then every kernel of d diagdom 2^16 by ncu for both builds, to name the
# kernel if the rounds differ.  Carry build-run/s38.tgz, build-run/s43.txz.
unpack() { case $1 in *.txz) tar xJf $1 -C build-run 2>/dev/null ||
  python3 -c "import sys,tarfile; tarfile.open(sys.argv[1]).extractall('build-run')" $1 ;;
  *) tar xzf $1 -C build-run ;; esac; }
for f in build-run/s38.tgz build-run/s43.txz; do unpack $f || exit 1; done
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/build-run/s43/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
for run in "1 s43" "1 s38" "2 s38" "2 s43" "3 s43" "3 s38"; do set -- $run
  timeout 90 build-run/$2/timing/timing_gtsv -n 2^16,2^17,2^18,2^19,2^20 --prec d,s \
    --matrix diagdom,random --lapack-repeat 1 --repeat 20 --csv $R/t_$1_$2.csv > $R/t_$1_$2.txt 2>&1
  echo "round $1 $2 rc=$? ($(el)) $(grep -E 'rows failed' $R/t_$1_$2.txt)"
  grep -E "^ *[sd] +(random|diagdom) +(65536|262144|1048576) " $R/t_$1_$2.txt | cut -c1-60
done
for k in s38 s43; do
  timeout 120 ncu --clock-control none --csv --metrics gpu__time_duration.sum \
    build-run/$k/timing/timing_gtsv -n 2^16 --prec d --matrix diagdom --repeat 3 \
    --lapack-repeat 1 > $R/ncu_$k.csv 2> $R/ncu_$k.err
  echo "ncu $k rc=$? ($(el))"
  grep -E '"gs_d_' $R/ncu_$k.csv | awk -F'","' '{print $5, $NF}' | tail -n 12
done
(cd $R && tar czf $OUT/p227.tgz t_* ncu_*)
