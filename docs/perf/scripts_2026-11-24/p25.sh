#!/bin/sh
# session 5, review: test_batch_cap rewritten over test_common (same assertions)
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
build-run/test_batch_cap; echo "rc $?"
compute-sanitizer --tool memcheck build-run/test_batch_cap | tail -3
