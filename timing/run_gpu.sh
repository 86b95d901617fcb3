#!/bin/sh
# run_gpu.sh -- run the timing drivers on a GPU machine from a prebuilt build
# directory and keep everything they measured.
#
#   timing/run_gpu.sh OUTDIR [timing_gtsv options...] [-- timing_gtsv_batch options...]
#
# The build directory is $BUILDDIR, else the current directory when it holds
# timing/timing_gtsv.  Runs timing_gtsv, then timing_gtsv_batch, and writes
# into OUTDIR, for NAME = gtsv and gtsv_batch:
#   NAME.csv         the numbers (--csv)
#   NAME.txt         the table with its '%' header lines
#   NAME.err         anything printed on stderr
#   NAME.png         the charts, where gnuplot is installed (timing/plot)
#   nvidia-smi.txt   the state of the card as found (query only)
# Defaults: timing_gtsv: n = 2^16 .. 2^25, s and d, random and diagonally
# dominant matrices, 10 timed runs after a warm-up; timing_gtsv_batch: its own
# (--help).  Options given after OUTDIR are passed on to timing_gtsv, those
# after a '--' to timing_gtsv_batch, and override the defaults (e.g.
# --nmax 2^20 --repeat 20 --prec s,d,c,z -- --sizes 4097x4097 --reps 20;
# timing_gtsv_batch takes s and d only).
# Exit status: 0 when every row of both passed its check, else 1 (2: usage).
set -u

if [ $# -lt 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  sed -n '2,23s/^# \{0,1\}//p' "$0"
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

# Split the options at the first '--': those before stay in "$@" (for
# timing_gtsv), those after go to timing_gtsv_batch (kept quoted in $batch_args).
batch_args=
n=$#
i=0
seen=0
while [ $i -lt $n ]; do
  a=$1
  shift
  i=$((i + 1))
  if [ $seen = 0 ] && [ "$a" = "--" ]; then
    seen=1
  elif [ $seen = 0 ]; then
    set -- "$@" "$a"
  else
    batch_args="$batch_args '$(printf '%s' "$a" | sed "s/'/'\\\\''/g")'"
  fi
done

mkdir -p "$out" || exit 2
if command -v nvidia-smi >/dev/null 2>&1; then
  nvidia-smi -q > "$out/nvidia-smi.txt" 2>&1
fi

# run_one NAME PROGRAM [options...]: run build/timing/PROGRAM into OUTDIR/NAME.*
# and chart it; returns the program's exit status.
run_one() {
  name=$1
  prog_name=$2
  shift 2
  # Run the uninstalled program directly (not through libtool's wrapper,
  # whose paths are those of the machine that built it).
  prog=$build/timing/.libs/$prog_name
  if [ -x "$prog" ]; then
    LD_LIBRARY_PATH=$build/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    export LD_LIBRARY_PATH
  else
    prog=$build/timing/$prog_name
  fi
  "$prog" --csv "$out/$name.csv" "$@" > "$out/$name.txt" 2> "$out/$name.err"
  rc=$?
  cat "$out/$name.txt"
  if [ -s "$out/$name.err" ]; then
    echo "run_gpu.sh: stderr of $prog_name ($out/$name.err):" >&2
    cat "$out/$name.err" >&2
  fi
  if command -v gnuplot >/dev/null 2>&1 && [ -s "$out/$name.csv" ]; then
    sh "$here/plot" "$out/$name.png" "$out/$name.csv" || echo "run_gpu.sh: plotting failed" >&2
  fi
  return $rc
}

status=0
run_one gtsv timing_gtsv "$@" || status=1
if [ -e "$build/timing/timing_gtsv_batch" ]; then
  eval "run_one gtsv_batch timing_gtsv_batch $batch_args" || status=1
else
  echo "run_gpu.sh: no $build/timing/timing_gtsv_batch; batched timings not run" >&2
  status=1
fi
exit $status
