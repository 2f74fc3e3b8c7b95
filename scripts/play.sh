#!/usr/bin/env bash
# Plays Sowing: installs the Debian packages Bevy needs, builds the game optimised (the
# release profile; the tests build the dev profile, so CI never builds Bevy twice) and
# opens it. Extra arguments go to the game (for example: --demo esiema).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/sowing/target}"
exec cargo run --release -p sowing -- "$@"
