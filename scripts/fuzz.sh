#!/usr/bin/env bash
# Fuzzes every parser of the rules crate with cargo-fuzz (libFuzzer, AddressSanitizer):
# position JSON, move notation, game records and pit contents, SECONDS each (default 30).
# Only the stable toolchain is needed: RUSTC_BOOTSTRAP lets cargo-fuzz pass its flags.
# Seeds are in fuzz/corpus/<target>/; what a run finds stays in the build folder, and a
# crash fails the script with the input's path.
# Usage: scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/sowing/target}-fuzz"
export RUSTC_BOOTSTRAP=1
work="$CARGO_TARGET_DIR/corpus"
status=0
for target in position_json move_notation record contents; do
    mkdir -p "$work/$target" "$work/artifacts/$target"
    cp -n fuzz/corpus/"$target"/* "$work/$target/" 2>/dev/null || true
    log="$work/$target.log"
    if cargo fuzz run --fuzz-dir fuzz "$target" "$work/$target" -- \
        -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
        -artifact_prefix="$work/artifacts/$target/" >"$log" 2>&1; then
        runs=$(grep -o 'Done [0-9]* runs' "$log" | tail -1 || true)
        echo "fuzz: $target ok (${runs:-done} in ${seconds} s, corpus $(ls "$work/$target" | wc -l))"
    else
        echo "fuzz: $target FAILED: $(ls "$work/artifacts/$target" | head -1) (log $log)"
        status=1
    fi
done
exit $status
