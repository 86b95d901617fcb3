#!/bin/sh
# session 8, the final code: the full test and sanitizer job
# (testing/run_device.sh tests,tools) on build-run/bd (build-device's
# programs), alone.
R=build-run
export PATH=/usr/local/cuda/bin:$PATH
STEP_TIMEOUT=440 sh testing/run_device.sh $R/bd $OUT/p58 tests,tools > /dev/null 2>&1
echo "== summary"; cat $OUT/p58/summary.txt
