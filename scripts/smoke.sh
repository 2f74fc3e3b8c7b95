#!/usr/bin/env bash
# Real-window smoke test: each game in --demo under Xvfb with Mesa's lavapipe, launched
# from outside the source tree, saves a screenshot in the play screen after the first
# move has played out; the pixels at the projected pit centres must differ from the
# background. Usage: scripts/smoke.sh PATH/TO/sowing OUT_DIR
set -euo pipefail
bin=$(readlink -f "$1")
out=$(readlink -f "${2:-/tmp/sowing-smoke}")
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
cd "$(mktemp -d)"
for game in umel_bagara tricala myra esiema; do
    rm -f "$out/$game.png" "$out/$game.png.pits.json"
    WGPU_BACKEND=vulkan timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
        "$bin" --demo "$game" --screenshot "$out/$game.png" --frames 20 >"$out/$game.log" 2>&1 || {
        echo "smoke: $game failed"; tail -20 "$out/$game.log"; exit 1; }
    python3 "$here/check_png.py" "$out/$game.png" "$out/$game.png.pits.json"
done
echo "smoke: 4 games rendered the board ($out)"
