#!/bin/sh
# session 19, run 4: test_large at n = 2^31-1 twice more (p173's 10.65 s
# was slower than session 9's 7.07 s), the trace's refinement lines left out.
tar xzf build-run/bd.tgz -C build-run; export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH; free -g | head -2; for i in 1 2; do GPUSOLVE_SPIKE_TRACE=1 timeout 200 build-run/bd/testing/test_large 2>&1 | grep -v "spike refinement" | tail -12; done
