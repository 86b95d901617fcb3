#!/bin/sh
# session 9: proto_pass (diagonal pivoting against branch-free partial
# pivoting in the same pass skeletons), then timing_gtsv A/B of the fast
# powers of two alone (tg_scal) and with dp_acb's one division (tg_new)
# against the session's starting code (tg_base).
S=build-run/s9
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
export PATH=/usr/local/cuda/bin:$PATH
O=$OUT/p67; mkdir -p $O
echo "== proto_pass"
timeout 200 $S/proto_pass 2>&1 | tee $O/proto.txt
echo "== timing A/B"
for v in base scal new base scal new; do
  echo "-- $v"
  timeout 100 $S/tg_$v -n 16777216 --prec d,s --matrix random,diagdom --repeat 10 \
    --lapack-repeat 1 2>&1 | grep -E "^ +[sd] +(random|diagdom)" | cut -c1-60
done
