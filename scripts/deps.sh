#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages the game needs to build (Bevy: ALSA, udev, X11
# keyboard) and to run its real-window smoke test (Xvfb and Mesa's lavapipe Vulkan).
# Does nothing when they are already there.
set -euo pipefail
need=()
for p in pkg-config libasound2-dev libudev-dev libxkbcommon-dev xvfb xauth mesa-vulkan-drivers libvulkan1; do
    dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
