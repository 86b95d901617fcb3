#!/bin/sh
# session 9: k_cr_smem's level-0 gate (GPUSOLVE_CR_GATE=cap: at most cap
# blocks of a multiprocessor load level 0 at a time), A/B interleaved in one
# run; a quick test of the gated kernel; the SASS and ncu source counters of
# spike_dev's passes (d random 2^24) for the next step of issue 4 item 1.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p64; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv > $O/gpu.txt 2>&1
T=$R/bd/timing/timing_gtsv_batch
SZ=512x512,1024x1024,2048x2048,4097x4097,8191x2048,64x262144
for g in 0 1 2 0 1; do
  GPUSOLVE_CR_GATE=$g timeout 100 $T --routines cr_batch --prec d --sizes $SZ --reps 20 \
    > $O/gate$g.$$.txt 2>&1
  echo "== gate $g"; grep -E "copy bandwidth|^ +d " $O/gate$g.$$.txt | cut -c1-130
  mv $O/gate$g.$$.txt $O/gate${g}_$(date +%s%N).txt
done
for g in 0 1; do
  echo "== gate $g single"
  GPUSOLVE_CR_GATE=$g timeout 60 $T --routines cr_batch --prec s --sizes 1024x1024,4097x4097 \
    --reps 20 2>&1 | grep -E "^ +s " | cut -c1-130
done
echo "== tests with the gate on"
GPUSOLVE_CR_GATE=1 timeout 120 $R/bd/testing/testing_gtsv_batch --routine cr_batch --backend cuda --prec d,z -q \
  > $O/test_gate1.txt 2>&1; echo "rc=$?"; tail -3 $O/test_gate1.txt
echo "== sass"
cuobjdump -sass -fun '_Z10gs_d_k_pass1' $R/gtsv_spike_cuda.o > $O/sass_pass.txt 2>&1 || true
cuobjdump -sass $R/gtsv_spike_cuda.o > $O/sass_all.txt 2>&1; echo "rc=$?"; grep -c "" $O/sass_all.txt
echo "== ncu source"
timeout 200 ncu -k regex:gs_d_k_pass -c 2 --section SourceCounters --section InstructionStats \
  -o $O/pass $R/bd/timing/timing_gtsv -n 16777216 --prec d --matrix random --repeat 1 --lapack-repeat 1 \
  > $O/ncu_run.txt 2>&1; echo "rc=$?"; tail -3 $O/ncu_run.txt
timeout 100 ncu -i $O/pass.ncu-rep --page source --csv --print-source sass > $O/pass_source.csv 2>&1
echo "rc=$?"; grep -c "" $O/pass_source.csv; head -c 600 $O/pass_source.csv
ls -la $O
