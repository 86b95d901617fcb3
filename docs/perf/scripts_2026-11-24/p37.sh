#!/bin/sh
# session 6: where testing_gtsv_batch stalls on the GPU with the pivot-form CR
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
T=build-run/testing_gtsv_batch
for args in "--routine cr_batch --api dev -n 33 --batch 3 --part solve" \
            "--routine cr_batch --api dev -n 4097 --batch 3 --part solve" \
            "--routine cr_batch --api host -n 33 --batch 3 --part solve" \
            "--routine cr --api dev -n 33 --part solve" \
            "--routine cr_batch --api dev -n 5 --batch 3 --part solve" \
            "--routine cr_batch --api dev -n 70000 --batch 2 --part solve" \
            "--routine cr_batch --part info" "--routine cr --part info"; do
  echo "== $args"
  timeout 40 $T --backend cuda --prec d $args -q 2>&1 | tail -2; echo "rc $?"
done
