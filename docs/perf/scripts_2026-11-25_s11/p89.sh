#!/bin/sh
# session 11: k_cr_smem's instructions (SASS of this session's code, built
# here with -cubin) and ncu's per-instruction counters (executed, stall
# samples) at 4097 x 4097, d, the rule's shape (two blocks of 512 per SM).
S=build-run/s11
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p89; mkdir -p $O
exec > $O/log.txt 2>&1
which cuobjdump nvdisasm ncu
cuobjdump -sass -fun '_Z14gs_d_k_cr_smemili11gs_d_cr_srciPdlPyS1_Pil' $S/gtsv_batch_cuda_sm90.cubin > $O/sass.txt 2>&1
wc -l $O/sass.txt
timeout 300 ncu --kernel-name regex:gs_d_k_cr_smem --launch-skip 1 --launch-count 1 --set full \
  --import-source no -o $O/cr $S/timing_gtsv_batch --routines cr_batch --prec d --sizes 4097x4097 \
  --reps 2 > $O/ncu_run.txt 2>&1
tail -3 $O/ncu_run.txt
ncu -i $O/cr.ncu-rep --page source --csv --print-source sass > $O/source.csv 2> $O/source.err
wc -l $O/source.csv; head -3 $O/source.err
ncu -i $O/cr.ncu-rep --page details > $O/details.txt 2>&1
grep -E "Duration|Executed Ipc|Issue Slots|Warp Cycles Per Issued|Registers Per|Achieved Occ|Executed Instructions " $O/details.txt | head -20
