#!/bin/sh
# check_gallery.sh -- make check: the gallery itself (DLATMS band storage
# against dense, reproducible seeds, known entries, condition numbers).
exec testing/testing_gtsv --self-test
