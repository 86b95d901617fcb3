#!/bin/sh
# run_gpu.sh -- run timing_gtsv on a GPU machine from a prebuilt build
# directory and keep everything it measured.
#
#   timing/run_gpu.sh OUTDIR [timing_gtsv options...]
#
# The build directory is $BUILDDIR, else the current directory when it holds
# timing/timing_gtsv.  Writes into OUTDIR:
#   gtsv.csv         the numbers (timing_gtsv --csv)
#   gtsv.txt         the table with its '%' header lines
#   gtsv.err         anything printed on stderr
#   nvidia-smi.txt   the state of the card as found (query only)
#   gtsv.png         the charts, where gnuplot is installed (timing/plot)
# Defaults: n = 2^16 .. 2^25, s and d, random and diagonally dominant
# matrices, 10 timed runs after a warm-up; options given after OUTDIR are
# passed on and override them (e.g. --nmax 2^20 --repeat 20).
# Exit status: timing_gtsv's (0 when every row passed its check).
set -u

if [ $# -lt 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  sed -n '2,19s/^# \{0,1\}//p' "$0"
  exit 2
fi
out=$1
shift

here=$(cd "$(dirname "$0")" && pwd)
build=${BUILDDIR:-.}
if [ ! -e "$build/timing/timing_gtsv" ]; then
  echo "run_gpu.sh: no $build/timing/timing_gtsv; set BUILDDIR to a build directory" >&2
  exit 2
fi
build=$(cd "$build" && pwd)

# Run the uninstalled program directly (not through libtool's wrapper, whose
# paths are those of the machine that built it).
prog=$build/timing/.libs/timing_gtsv
if [ -x "$prog" ]; then
  LD_LIBRARY_PATH=$build/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export LD_LIBRARY_PATH
else
  prog=$build/timing/timing_gtsv
fi

mkdir -p "$out" || exit 2
if command -v nvidia-smi >/dev/null 2>&1; then
  nvidia-smi -q > "$out/nvidia-smi.txt" 2>&1
fi

"$prog" --csv "$out/gtsv.csv" "$@" > "$out/gtsv.txt" 2> "$out/gtsv.err"
rc=$?
cat "$out/gtsv.txt"
if [ -s "$out/gtsv.err" ]; then
  echo "run_gpu.sh: stderr of timing_gtsv ($out/gtsv.err):" >&2
  cat "$out/gtsv.err" >&2
fi

if command -v gnuplot >/dev/null 2>&1 && [ -s "$out/gtsv.csv" ]; then
  sh "$here/plot" "$out/gtsv.png" "$out/gtsv.csv" || echo "run_gpu.sh: plotting failed" >&2
fi
exit $rc
