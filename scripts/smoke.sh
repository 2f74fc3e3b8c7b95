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
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
# Each game with coloured balls, then with a distinct shape per player.
for pieces in balls shapes; do
    for game in umel_bagara tricala myra esiema; do
        name="$game"
        [ "$pieces" = shapes ] && name="$game-shapes"
        players=""
        # Shapes for more players on the larger boards.
        [ "$pieces" = shapes ] && [ "$game" = esiema ] && players="--players 6 --after-setup"
        [ "$pieces" = shapes ] && [ "$game" = tricala ] && players="--players 3"
        rm -f "$out/$name.png" "$out/$name.png.pits.json"
        # shellcheck disable=SC2086
        WGPU_BACKEND=vulkan SOWING_DATA_DIR="$out/data" SOWING_CONFIG_DIR="$out/config" \
            timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
            "$bin" --demo "$game" $players --pieces "$pieces" \
            --screenshot "$out/$name.png" --frames 20 >"$out/$name.log" 2>&1 || {
            echo "smoke: $name failed"; tail -20 "$out/$name.log"; exit 1; }
        python3 "$here/check_png.py" "$out/$name.png" "$out/$name.png.pits.json"
    done
done
echo "smoke: 4 games rendered the board, with balls and with shapes ($out)"
