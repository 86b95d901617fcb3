#!/bin/sh
# session 24, run 2 (p197; H200): ncu of the one-pass solve's kernels (k_win
# and its probe, check and commit) beside the two passes, d and s dominant
# 2^24, at the device's own clocks.
tar xzf build-run/s24.tgz -C build-run || exit 1
S=build-run/s24
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}:$PWD/$S/lib
NCU=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -n 1)
for w in 1 0; do
  GPUSOLVE_SPIKE_WINDOW=$w timeout 200 $NCU --clock-control none -k 'regex:k_win|k_pass|k_red|k_bnd' \
    --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
    --csv --page details $S/timing/timing_gtsv -n 16777216 --prec d,s --matrix diagdom --repeat 1 \
    --lapack-repeat 1 > $OUT/ncu_w$w.csv 2>$OUT/ncu_w$w.err
  echo "ncu window=$w rc=$?"
done
python3 - "$OUT" <<'PY'
import csv, sys, collections
out = sys.argv[1]
want = ["Duration", "Registers Per Thread", "Achieved Occupancy", "Theoretical Occupancy",
        "Block Limit Registers", "Block Limit Shared Mem", "Dynamic Shared Memory Per Block",
        "Memory Throughput", "DRAM Throughput", "Compute (SM) Throughput", "Grid Size",
        "Warp Cycles Per Issued Instruction", "Stall Long Scoreboard", "Stall Barrier",
        "Stall Wait", "Stall Math Pipe Throttle", "Stall Short Scoreboard", "Stall Not Selected",
        "Stall MIO Throttle", "Stall Selected"]
for w in ("1", "0"):
    rows = list(csv.reader(open(f"{out}/ncu_w{w}.csv")))
    hdr = None
    per = collections.OrderedDict()
    for r in rows:
        if "Kernel Name" in r and "Metric Name" in r:
            hdr = r; continue
        if not hdr or len(r) != len(hdr): continue
        d = dict(zip(hdr, r))
        key = (d["ID"], d["Kernel Name"].split("(")[0])
        per.setdefault(key, {})[d["Metric Name"]] = d["Metric Value"] + " " + d.get("Metric Unit", "")
    print(f"== window={w}")
    for (i, k), m in per.items():
        g = m.get("Grid Size", "?").strip()
        print(i, k, "|", "; ".join(f"{x}={m[x].strip()}" for x in want if x in m))
PY
