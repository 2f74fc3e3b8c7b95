#!/usr/bin/env bash
# The real-window end-to-end suite: the game binary under Xvfb with a window manager
# (openbox), Mesa's lavapipe for Vulkan and a private D-Bus session with the AT-SPI
# accessibility bus; driven only from outside (xdotool through the X server) and checked
# by what a player sees and what the game writes (autosave, frame count, screenshots),
# and by the accessibility tree as a screen reader reads it (pyatspi).
# Usage: scripts/e2e.sh PATH/TO/sowing PATH/TO/sowing-cli OUT_DIR
# (E2E_ONLY=text runs only the checks whose name contains it.)
set -euo pipefail
bin=$(readlink -f "$1")
cli=$(readlink -f "$2")
out=$(readlink -f "${3:-/tmp/sowing-e2e}")
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$out"
mkdir -p "$out"

# A free display number.
n=90
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
export DISPLAY=":$n"
Xvfb "$DISPLAY" -screen 0 1400x900x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!
cleanup() { kill "$xvfb" 2>/dev/null || true; }
trap cleanup EXIT
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done

# A desktop session of its own: D-Bus, the accessibility bus, a window manager.
exec_session() {
    set -euo pipefail
    /usr/libexec/at-spi-bus-launcher --launch-immediately >"$out/at-spi.log" 2>&1 &
    for _ in $(seq 50); do
        dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress \
            >/dev/null 2>&1 && break
        sleep 0.1
    done
    # Screen readers turn this on; AccessKit exposes the tree when it is set.
    for prop in IsEnabled ScreenReaderEnabled; do
        dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
            org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:$prop variant:boolean:true \
            >/dev/null
    done
    openbox >"$out/openbox.log" 2>&1 &
    sleep 1
    cd "$here/e2e"
    /usr/bin/python3 suite.py "$bin" "$cli" "$out"
}
export -f exec_session
export bin cli out here
dbus-run-session -- bash -c exec_session
