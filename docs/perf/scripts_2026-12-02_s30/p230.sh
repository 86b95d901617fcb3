#!/bin/sh
# Session 30, run 4 (p230): the session's final code on the GPU.  First
# timing_gtsv at 2^24 and 2^25 (s, d, both matrices; the device form
# against its floor and cuSPARSE, the host form against the pinned
# copies), alone on the device; then the GPU job (testing/run_device.sh
# tests,tools,examples), cut off by this script after 470 s so that its
# logs come back within the per-call limit.  build-run/bd30.txz =
# build-device's test, timing and example programs, stripped, with the
# build machine's LAPACK, BLAS and Fortran runtime (xz: the job's programs
# in gzip were 55 MB of the 64 MiB carry).
tar xJf build-run/bd30.txz -C build-run 2>/dev/null ||
  python3 -c "import tarfile; tarfile.open('build-run/bd30.txz').extractall('build-run')" || exit 1
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/build-run/bd30/lib
R=/tmp/r && mkdir -p $R
T0=$(date +%s); el() { echo "$(( $(date +%s) - T0 ))s"; }
timeout 90 build-run/bd30/timing/timing_gtsv -n 2^24,2^25 --prec d,s --matrix diagdom,random \
  --lapack-repeat 1 --repeat 10 --csv $R/sweep.csv > $R/sweep.txt 2>&1
echo "timing_gtsv rc=$? ($(el)) $(grep -E 'rows failed' $R/sweep.txt)"
grep -E '^ *[sd] +(random|diagdom) ' $R/sweep.txt | cut -c1-130
for pdl in 1 0; do # is the programmatic launch on in this build (gs_pdl_on's probe)?
  GPUSOLVE_PDL=$pdl timeout 40 build-run/bd30/timing/timing_gtsv -n 2^16,2^18 --prec d \
    --matrix diagdom,random --lapack-repeat 1 --repeat 20 --csv $R/pdl$pdl.csv > $R/pdl$pdl.txt 2>&1
  echo "GPUSOLVE_PDL=$pdl rc=$? ($(el))"; grep -E '^ *d +(random|diagdom) ' $R/pdl$pdl.txt | cut -c1-60
done
STEP_TIMEOUT=420 timeout 470 sh testing/run_device.sh build-run/bd30 $R/job tests,tools,examples > $R/job.out 2>&1
echo "job rc=$? ($(el))"
cat $R/job/summary.txt
(cd $R && tar czf $OUT/p230.tgz sweep.csv sweep.txt pdl* job.out job)
