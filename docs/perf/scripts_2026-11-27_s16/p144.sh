#!/bin/sh
# session 16, run 4, issue 3: (1) cr_pivot's reciprocal as __drcp_rn /
# __frcp_rn (GS_CR_RCP: the same bits as 1/b, about half the latency) in
# k_cr_rb, timed against HEAD; its test_cr_rb (bit for bit against
# k_cr_smem, both built so).  (2) where k_cr_rb's shared-memory bank
# conflicts (14.3 M a call at 4097 x 4097, p142) and stalls are: ncu source
# counters of a -lineinfo build of HEAD.
S=build-run/s16
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
W=/tmp/w; mkdir -p $W
SUM=$OUT/summary.txt
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader > $SUM
T0=$(date +%s)
el() { echo "$(( $(date +%s) - T0 ))s"; }
for round in 1 2 3; do
  for v in base rcp; do
    B=$S/$v; [ $v = base ] && B=$S
    echo "== $v round $round ($(el))"
    timeout 60 $B/timing_gtsv_batch --routines cr_batch --prec s,d \
      --sizes 2048x2048,4097x4097 --reps 20 --csv $W/t_${v}_$round.csv 2>&1 | grep -vE "^#|^$"
  done
done > $OUT/timing.txt 2>&1
cat $W/t_*.csv > $OUT/timing.csv
grep -E "^==|^ +[sd] cr" $OUT/timing.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$12}' >> $SUM
stdbuf -oL timeout 100 $S/rcp/test_cr_rb sd > $W/test_cr_rb.txt 2>&1; echo "test_cr_rb rcp rc=$? $(tail -1 $W/test_cr_rb.txt) ($(el))" >> $SUM
timeout 120 ncu -k regex:k_cr_rb -s 1 -c 1 --section SourceCounters --section WarpStateStats --section InstructionStats \
  -o $W/rep $S/li/timing_gtsv_batch --routines cr_batch --prec d --sizes 4097x4097 --reps 1 > $W/ncu_run.txt 2>&1
echo "ncu rc=$? ($(el))" >> $SUM
ncu -i $W/rep.ncu-rep --print-details all > $OUT/ncu_details.txt 2>&1
ncu -i $W/rep.ncu-rep --page source --csv --print-source cuda > $W/src.csv 2>&1
echo "src.csv: $(wc -l < $W/src.csv) lines" >> $SUM
head -3 $W/src.csv | cut -c1-600 >> $SUM
gzip -c $W/src.csv > $OUT/src_csv.gz
echo "all done ($(el))" >> $SUM
cat $SUM
