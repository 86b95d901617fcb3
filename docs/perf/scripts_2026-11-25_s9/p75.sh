#!/bin/sh
# session 9, after the last review: pp_step and pp_lstep written with
# selects and shared by the sequential solver, SPIKE's partitions and the
# batch kernel.  X bit for bit (spike: 4d47652 against the new code; spike_batch:
# the session's start against the new code), the batch suite and the
# gallery on the GPU, spike_batch timing old/new.
S=build-run/s9
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p75; mkdir -p $O
exec > $O/log.txt 2>&1
$S/cmpx9_final cuda > $O/a.txt; $S/cmpx9_step cuda > $O/b.txt
echo "spike cuda: $(wc -l < $O/a.txt) cases, $(diff $O/a.txt $O/b.txt | grep -c '^<') differ"
$S/cmpx9b_base cuda > $O/c.txt; $S/cmpx9b_new cuda > $O/d.txt
echo "spike_batch cuda: $(wc -l < $O/c.txt) cases, $(diff $O/c.txt $O/d.txt | grep -c '^<') differ"
timeout 100 $S/testing_gtsv_batch --prec d,z -q > $O/tgb.txt 2>&1; echo "testing_gtsv_batch d,z rc=$?: $(tail -1 $O/tgb.txt)"
timeout 90 $S/testing_gtsv --prec d -q -n 3,512,4099,65537 > $O/tg.txt 2>&1; echo "testing_gtsv d rc=$?: $(tail -1 $O/tg.txt)"
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 1 $S/testing_gtsv_batch --backend cuda \
  --routine spike_batch --prec d -q > $O/mc.txt 2>&1; echo "memcheck batch rc=$?: $(grep 'ERROR SUMMARY' $O/mc.txt)"
for v in old new old new; do
  echo "-- $v"
  timeout 60 $S/tgb_$v --routines spike_batch --prec d --sizes 1024x1024,4097x4097,64x262144 --reps 20 \
    | grep -E "^ +d " | cut -c1-80
done
