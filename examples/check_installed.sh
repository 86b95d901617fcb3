#!/bin/sh
# check_installed.sh PREFIX [PKGCONFIGDIR] -- build and run the examples
# against an installed gpusolve, the way a user does: compile and link flags
# from `pkg-config --cflags --libs gpusolve` and nothing from the build tree,
# plus LAPACK for the reference solve.  `make installcheck` (and so
# `make distcheck`) runs it on the fresh install.
#
#   PREFIX        the prefix gpusolve was configured with
#   PKGCONFIGDIR  where gpusolve.pc is (default PREFIX/lib/pkgconfig)
# Environment:
#   DESTDIR       a staged install (make DESTDIR=... install): the files are
#                 under $DESTDIR$PREFIX while gpusolve.pc still names PREFIX;
#                 pkg-config's sysroot (PKG_CONFIG_SYSROOT_DIR) maps the one
#                 onto the other.
#   CC, FC        compilers (default cc, and gfortran where it exists); FC
#                 set but empty skips the Fortran examples (no compiler).
#   LAPACK_LIBS   LAPACK and BLAS (default -llapack -lblas).
#   PKG_CONFIG    pkg-config (default pkg-config).
#
# legacy_dgtsv.f needs no module: it checks the F77 entry points in the
# installed library.  module_gtsv.f90 and batch_gtsv.f90 check the installed
# gpusolve.mod (found through pkg-config's -I, which names $includedir where
# it is installed), and c_gtsv.c the installed header.  Exit status: the
# number of failures.
set -u
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 PREFIX [PKGCONFIGDIR]" >&2
  exit 2
fi
prefix=$1
pcdir=${2:-$prefix/lib/pkgconfig}
destdir=${DESTDIR:-}
here=`cd "\`dirname "$0"\`" && pwd` || exit 2
cc=${CC:-cc}
if [ "${FC+set}" = set ]; then fc=$FC
elif command -v gfortran >/dev/null 2>&1; then fc=gfortran
else fc=
fi
lapack=${LAPACK_LIBS:--llapack -lblas}
pkgconfig=${PKG_CONFIG:-pkg-config}

if ! command -v "$pkgconfig" >/dev/null 2>&1; then
  echo "check_installed.sh: SKIP: no $pkgconfig to read gpusolve.pc with"
  exit 0
fi
if [ ! -f "$destdir$pcdir/gpusolve.pc" ]; then
  echo "check_installed.sh: FAILED: no $destdir$pcdir/gpusolve.pc (installed?)"
  exit 1
fi

# Only the gpusolve.pc just installed: PKG_CONFIG_LIBDIR replaces the default
# search path, so one installed elsewhere on the system cannot answer.
PKG_CONFIG_LIBDIR=$destdir$pcdir
export PKG_CONFIG_LIBDIR
unset PKG_CONFIG_PATH
# libdir as the .pc file says, without the sysroot (pkgconf adds it to
# --variable answers, pkg-config does not): the run-time library path.
libdir=`"$pkgconfig" --variable=libdir gpusolve` || exit 1
pcprefix=`"$pkgconfig" --variable=prefix gpusolve` || exit 1
if [ "$pcprefix" != "$prefix" ]; then
  # As after `make install prefix=...`: the files went to PREFIX, but the .pc
  # (written by configure) points elsewhere.  Configure with --prefix instead.
  echo "check_installed.sh: FAILED: gpusolve.pc names prefix $pcprefix, not $prefix"
  echo "  (was prefix changed on the make command line?  configure --prefix=$prefix)"
  exit 1
fi
if [ -n "$destdir" ]; then
  PKG_CONFIG_SYSROOT_DIR=$destdir
  export PKG_CONFIG_SYSROOT_DIR
fi

# A static-only install needs the private dependencies (OpenMP, CUDA) too.
static=
if [ ! -f "$destdir$libdir/libgpusolve.so" ] && [ ! -f "$destdir$libdir/libgpusolve.dylib" ]; then
  static=--static
fi
cflags=`"$pkgconfig" --cflags gpusolve` || exit 1
libs=`"$pkgconfig" $static --libs gpusolve` || exit 1

tmp=`mktemp -d "${TMPDIR:-/tmp}/gpusolve-installcheck.XXXXXX"` || exit 1
trap 'rm -rf "$tmp"' 0
trap 'exit 1' 1 2 15
# Compile in an empty directory: a compiler looks for .mod files in its
# working directory first, and must find the installed gpusolve.mod instead.
cd "$tmp" || exit 1

LD_LIBRARY_PATH=$destdir$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
DYLD_LIBRARY_PATH=$destdir$libdir${DYLD_LIBRARY_PATH:+:$DYLD_LIBRARY_PATH}
export LD_LIBRARY_PATH DYLD_LIBRARY_PATH

echo "check_installed.sh: gpusolve `"$pkgconfig" --modversion gpusolve` from $destdir$pcdir/gpusolve.pc"
echo "  pkg-config --cflags --libs${static:+ $static} gpusolve: $cflags $libs"

failed=0
# build_and_run NAME COMPILER SOURCE [EXTRA...]: compile, link, run.
build_and_run() {
  name=$1 compiler=$2 source=$3
  shift 3
  echo
  echo "==== $name: $compiler $cflags -o $name $source $libs $lapack $*"
  # Word splitting of the flag lists is wanted here.
  if ! $compiler $cflags -o "$name" "$here/$source" $libs $lapack "$@"; then
    echo "FAILED: $name does not build against the installed gpusolve"
    failed=`expr $failed + 1`
  elif ! "./$name"; then
    echo "FAILED: $name"
    failed=`expr $failed + 1`
  fi
}

if [ -n "$fc" ]; then
  build_and_run legacy_dgtsv "$fc" legacy_dgtsv.f
  build_and_run module_gtsv "$fc" module_gtsv.f90
  build_and_run batch_gtsv "$fc" batch_gtsv.f90
else
  echo "check_installed.sh: no Fortran compiler: Fortran examples skipped"
fi
build_and_run c_gtsv "$cc" c_gtsv.c -lm

echo
echo "check_installed.sh: $failed failed"
exit $failed
