#!/bin/sh
# session 9: the full test and sanitizer job on the final code (d0a5114 and
# after): testing/run_device.sh tests,tools.
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p70; mkdir -p $O
STEP_TIMEOUT=440 sh testing/run_device.sh build-run/bd $O/job tests,tools > $O/job.txt 2>&1
echo "rc=$?"
cat $O/job/summary.txt 2>/dev/null | tail -40
tar czf $OUT/p70_job.tgz -C $O . && rm -rf $O
