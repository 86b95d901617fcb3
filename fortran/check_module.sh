#!/bin/sh
# check_module.sh -- make check: is the committed fortran/gpusolve.f90 exactly
# what fortran/gen_module.sh makes of include/gpusolve.h?  It fails when the
# header changed and the module was not regenerated (or the module was edited
# by hand), so the Fortran interface cannot drift from the C one.  Needs no
# Fortran compiler: it runs in every build.
set -u
# The test harness exports srcdir; run by hand, find the tree from here.
srcdir=${srcdir:-`dirname "$0"`/..}
header=$srcdir/include/gpusolve.h
module=$srcdir/fortran/gpusolve.f90

tmp=`mktemp "${TMPDIR:-/tmp}/gpusolve.f90.XXXXXX"` || exit 99
trap 'rm -f "$tmp"' 0
trap 'exit 99' 1 2 15

if ! sh "$srcdir/fortran/gen_module.sh" "$header" > "$tmp"; then
  echo "FAILED fortran/gen_module.sh could not translate $header"
  exit 1
fi
if diff -u "$module" "$tmp"; then
  echo "ok     fortran/gpusolve.f90 is what fortran/gen_module.sh makes of include/gpusolve.h"
  exit 0
fi
echo "FAILED fortran/gpusolve.f90 differs from what fortran/gen_module.sh makes of"
echo "       include/gpusolve.h (diff above: - committed, + generated)."
echo "       Run \`make fortran-module' and commit fortran/gpusolve.f90."
exit 1
