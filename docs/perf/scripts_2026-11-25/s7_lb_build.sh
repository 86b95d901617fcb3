#!/bin/sh
# session 7: the p44.sh variants of k_cr_smem (not kept), built here from the
# repository root after build-device: __launch_bounds__(512, 3) so that three
# blocks of 512 threads are resident (40 registers, spills); lbu also with the
# level 0 -> 1 loop not unrolled, lbr also with GS_CR_R = 2.
set -e
B=build-device
NV="/usr/local/cuda/bin/nvcc -gencode=arch=compute_90,code=sm_90 -O3 -std=c++17 -DHAVE_CONFIG_H"
L="$B/.libs/libgpusolve.a -L/usr/local/cuda/lib64 -lcusparse -lcublas -lcudart -llapack -lblas -lgfortran -lgomp -lstdc++ -lm"
T="$B/timing/timing_gtsv_batch-timing_gtsv_batch.o $B/timing/timing_gtsv_batch-timing_common.o"
mkdir -p /tmp/lbt/gtsv /tmp/lbu/gtsv /tmp/lbr/gtsv
python3 - <<'PY'
s = open('src/gtsv/gtsv_batch_cuda.inc').read()
a = '__global__ void __launch_bounds__(1024)\nGS_X(k_cr_smem)'
assert s.count(a) == 1
s = s.replace(a, '__global__ void __launch_bounds__(512, 3)\nGS_X(k_cr_smem)')
open('/tmp/lbt/gtsv/gtsv_batch_cuda.inc', 'w').write(s)
open('/tmp/lbr/gtsv/gtsv_batch_cuda.inc', 'w').write(s)
a = '#pragma unroll 2\n    for (int t = lt; t < n1; t += tps) {'
assert s.count(a) == 1
open('/tmp/lbu/gtsv/gtsv_batch_cuda.inc', 'w').write(s.replace(a, a.replace('2', '1', 1)))
PY
sed 's/#define GS_CR_R(T) (sizeof(T) > 8 ? 2 : 4)/#define GS_CR_R(T) 2/' src/gtsv/gtsv_batch_cuda.cu > /tmp/lbr/gtsv_batch_cuda.cu
for v in lbt lbu; do
  $NV -I/tmp/$v -I$B -Isrc -Iinclude -c -o /tmp/$v.o src/gtsv/gtsv_batch_cuda.cu
done
$NV -I/tmp/lbr -I$B -Isrc -Iinclude -c -o /tmp/lbr.o /tmp/lbr/gtsv_batch_cuda.cu
for v in lbt lbu lbr; do gcc -fopenmp -o build-run/tgb_$v $T /tmp/$v.o $L; done
