#!/bin/sh
# Session 28, run 3: the one pass's auto mode from n = 2^20 (s37:
# GS_WIN_AUTO_MIN_N 2^20) against 2^22 (s36 = main at 23853db): checks
# of s37 where the one pass now runs, then timings at 2^19-2^22 (s, d)
# and 2^20-2^21 (c, z), rounds interleaved.  Carry build-run/{s36,s37}.tgz.
for k in s36 s37; do tar xzf build-run/$k.tgz -C build-run || exit 1; done
S=build-run/s37; O=build-run/s36
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
t() { name=$1; shift; timeout 150 "$@" > $R/$name.txt 2>&1; echo "$name rc=$? $(grep -E '[0-9]+ passed' $R/$name.txt | tail -n 1) ($(el))"; }
(OMP_NUM_THREADS=8 t gallery_auto20 $S/testing/testing_gtsv --backend cpu,cuda -q -n 1048576,2097152 \
   --nrhs 1 --prec s,d,c,z --types 1,2,16,20,31) &
(OMP_NUM_THREADS=8 t spike_window $S/testing/test_spike_window) &
wait
(cd $R && tar czf $OUT/p217_checks.tgz *.txt)
echo "== timings ($(el))"
tm() { # label build precs kinds sizes
  timeout 90 $2/timing/timing_gtsv -n $5 --prec $3 --matrix $4 --lapack-repeat 1 \
    --csv $R/timing_$1.csv > $R/timing_$1.txt 2>&1
  echo "timing $1 rc=$? ($(el))"
  grep -E "rows failed|^ *[sdcz] " $R/timing_$1.txt | cut -c1-100
}
for r in 1 2; do
  tm ${r}_s37 $S d,s diagdom,random 2^19,2^20,2^21,2^22
  tm ${r}_s36 $O d,s diagdom,random 2^19,2^20,2^21,2^22
done
tm cz_s37 $S c,z diagdom,random 2^20,2^21
tm cz_s36 $O c,z diagdom,random 2^20,2^21
grep -h bandwidth $R/timing_1_s37.txt | head -n 1
(cd $R && tar czf $OUT/p217_timing.tgz timing_*)
echo "done ($(el))"
