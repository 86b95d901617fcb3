#!/bin/sh
# autogen.sh -- generate configure and Makefile.in from a git checkout.
set -e
cd "$(dirname "$0")"
autoreconf --install --force "$@"
