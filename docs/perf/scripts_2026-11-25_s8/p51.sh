#!/bin/sh
# session 8: stageprobe (staging pipelines: the library's shape against one
# pipeline per thread with small buffers that may stay in the CPU's cache),
# then the host form's feed threshold tested on the GPU (B columns just
# under and over 1 MB, s and d).
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p51; mkdir -p $O
timeout 300 $R/stageprobe > $O/stage.txt 2>&1; echo "rc $?" >> $O/stage.txt
export OMP_NUM_THREADS=4
( timeout 200 $R/testing_gtsv --backend cuda --api host --prec d -n 131071,131072,131073 --nrhs 1,2 -q > $O/t_feed_d.txt 2>&1; echo "rc $?" >> $O/t_feed_d.txt ) &
( timeout 200 $R/testing_gtsv --backend cuda --api host --prec s -n 262143,262144,262145 --nrhs 1,2 -q > $O/t_feed_s.txt 2>&1; echo "rc $?" >> $O/t_feed_s.txt ) &
wait
echo "== summary"
cat $O/stage.txt
for f in t_feed_d t_feed_s; do echo "-- $f"; grep -E "passed|failed|FAIL|^rc" $O/$f.txt | tail -3; done
