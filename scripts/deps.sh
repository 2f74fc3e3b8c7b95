#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages the game needs to build (Bevy: ALSA, udev, X11
# keyboard) and to run its real-window tests: Xvfb and Mesa's lavapipe Vulkan; openbox,
# xdotool and ImageMagick for the end-to-end suite; D-Bus, at-spi2-core and pyatspi to
# read the accessibility tree as a screen reader does; Orca and speech-dispatcher, the
# screen reader the suite listens to, and a German locale for its German run.
# Does nothing when they are already there.
set -euo pipefail
need=()
for p in pkg-config libasound2-dev libudev-dev libxkbcommon-dev xvfb xauth mesa-vulkan-drivers libvulkan1 \
    openbox xdotool x11-utils imagemagick dbus dbus-x11 at-spi2-core python3-pyatspi gir1.2-atspi-2.0 \
    orca speech-dispatcher locales; do
    dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
# Orca speaks in its desktop's language: a German player's desktop runs in de_DE.UTF-8.
if ! locale -a 2>/dev/null | grep -qix 'de_DE.utf8'; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo sed -i 's/^# *de_DE.UTF-8 UTF-8/de_DE.UTF-8 UTF-8/' /etc/locale.gen
    grep -q '^de_DE.UTF-8 UTF-8' /etc/locale.gen || echo 'de_DE.UTF-8 UTF-8' | $sudo tee -a /etc/locale.gen >/dev/null
    $sudo locale-gen >/dev/null
fi
