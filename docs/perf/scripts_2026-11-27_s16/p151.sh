#!/bin/sh
# session 16, run 11: the project's GPU test job on the session's final code
# (1ea5a44): testing/run_device.sh tests,tools,examples with stripped copies
# of build-device's programs (build-run/bd).
STEP_TIMEOUT=420 sh testing/run_device.sh build-run/bd $OUT/job tests,tools,examples > $OUT/run.txt 2>&1
echo "rc=$?" >> $OUT/run.txt
tail -45 $OUT/run.txt
