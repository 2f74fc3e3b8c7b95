#!/usr/bin/env bash
# Runs the whole test suite: installs what the build needs on Debian/Ubuntu, then the
# tests of every crate. This is the README's test command; .ci/run calls it.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo >/dev/null 2>&1; then
    echo "scripts/test.sh: cargo (Rust 1.95 or newer) is needed; install it with rustup first" >&2
    exit 1
fi

# Debian packages for Bevy's build and the real-window smoke test.
scripts/deps.sh

# Keep the build outside the clone so later runs on this machine start warm.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/sowing/target}"

cargo test --workspace --all-targets

# The perft figures too large for a debug build (Myra's 16,453,287) are checked in release:
# the rules crate alone, small beside the game.
cargo test --release -p sowing-rules --test perft

# The real-window smoke test, with the game binary the tests just built (same profile).
scripts/smoke.sh "$CARGO_TARGET_DIR/debug/sowing" "${SMOKE_OUT:-$CARGO_TARGET_DIR/smoke}"

# The real-window end-to-end suite: input from outside through the X server, the screen,
# and the accessibility tree as a screen reader reads it (same binaries).
scripts/e2e.sh "$CARGO_TARGET_DIR/debug/sowing" "$CARGO_TARGET_DIR/debug/sowing-cli" \
    "${E2E_OUT:-$CARGO_TARGET_DIR/e2e}"
