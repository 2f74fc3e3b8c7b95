#!/usr/bin/env bash
# The game's frame benchmark: each game's demo at each graphics quality, in a real window
# under Xvfb with Mesa's lavapipe (software Vulkan), through `sowing --bench`. Prints one
# line per game and quality: the main world's CPU time per frame (what the main thread
# and the compute pool ran from First to Last; mean and 95th percentile, all frames and
# while pieces move) and its wall time, the whole frame time (mean, p95), the CPU each
# kind of thread used per frame (main, compute pool, rasterizer, other; means), and
# launch to the first interactive frame.
# Usage: scripts/bench_frames.sh PATH/TO/sowing [FRAMES] [WxH] [QUALITIES] [GAMES]
set -euo pipefail
bin=$(readlink -f "$1")
frames=${2:-120}
size=${3:-1280x720}
qualities=${4:-low high}
games=${5:-umel_bagara tricala myra esiema}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
w=${size%x*}; h=${size#*x}
printf '%-20s %-5s %16s %16s %16s %16s %23s %8s\n' game quality "main CPU ms" "animating ms" "main wall ms" "whole frame ms" "threads m/c/r/o ms" "launch s"
for game in $games; do
    extra=""
    [ "$game" = esiema ] && extra="--players 6 --after-setup"
    for q in $qualities; do
        f="$out/$game-$q.json"
        # shellcheck disable=SC2086
        WGPU_BACKEND=vulkan SOWING_DATA_DIR="$out/data" SOWING_CONFIG_DIR="$out/config" \
            timeout 600 xvfb-run -a -s "-screen 0 $((w + 100))x$((h + 100))x24" \
            "$bin" --demo "$game" $extra --graphics "$q" --window "$size" \
            --bench "$f" --frames "$frames" >"$out/$game-$q.log" 2>&1 || {
            echo "bench: $game $q failed"; tail -20 "$out/$game-$q.log"; exit 1; }
        python3 - "$f" "$game${extra:+ 6p}" "$q" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
def ms(k):
    s = d.get(k) or {}
    return f"{s.get('mean_ms', float('nan')):7.1f} /{s.get('p95_ms', float('nan')):7.1f}"
t = d.get('thread_cpu_per_frame') or {}
threads = "/".join(f"{(t.get(k) or {}).get('mean_ms', float('nan')):.1f}" for k in ('main', 'compute_pool', 'rasterizer', 'other'))
print(f"{sys.argv[2]:<20} {sys.argv[3]:<5} {ms('main_world_cpu'):>16} {ms('main_world_cpu_animating'):>16} {ms('main_world_wall'):>16} {ms('frame'):>16} {threads:>23} {d['launch_to_interactive_ms']/1000:8.2f}")
PY
    done
done
