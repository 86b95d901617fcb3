#!/bin/sh
# session 5, issue 4 item 2: the host API's staging chunk (GPUSOLVE_STAGE_CHUNK)
# and the host->device pipeline's rates.
R=build-run
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
O=$OUT/p20; mkdir -p $O
$R/hostbw > $O/hostbw.txt 2>&1
for rep in 1 2; do
for c in 16M 4M 32M 64M 128M; do
  GPUSOLVE_STAGE_CHUNK=$c $R/tg -n 33554432,16777216 --prec d --matrix random --repeat 7 --lapack-repeat 1 > $O/tg_${c}_$rep.txt 2>&1
done
done
GPUSOLVE_STAGE_CHUNK=64M $R/tg -n 33554432,16777216 --prec s --matrix random --repeat 7 --lapack-repeat 1 > $O/tg_s_64M.txt 2>&1
$R/tg -n 33554432,16777216 --prec s --matrix random --repeat 7 --lapack-repeat 1 > $O/tg_s_16M.txt 2>&1
cd $OUT && tar czf p20.tgz p20 && rm -rf p20
echo "== summary"
tar xzf p20.tgz -O p20/hostbw.txt
for rep in 1 2; do for c in 16M 4M 32M 64M 128M; do echo "-- chunk $c run $rep"; tar xzf p20.tgz -O p20/tg_${c}_$rep.txt | grep -E "^ +d +random" | cut -c1-75; done; done
for c in 16M 64M; do echo "-- s chunk $c"; tar xzf p20.tgz -O p20/tg_s_$c.txt | grep -E "^ +s +random" | cut -c1-75; done
