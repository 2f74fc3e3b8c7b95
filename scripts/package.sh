#!/usr/bin/env bash
# Builds the Debian package of Sowing (issue 61): the game and sowing-cli in /usr/bin, the
# menu entry, the icon, the AppStream metainfo, the screenshots and the copyright. The
# binaries are the ones the whole test suite runs (the dev profile of Cargo.toml, the
# game's own code at opt-level 1 and its libraries at 2, symbols stripped), so CI never
# builds Bevy twice; PROFILE=release builds with `cargo build --release` instead.
# SOWING_BIN_DIR=DIR packages sowing and sowing-cli already built there.
# Writes ${PACKAGE_OUT:-$CARGO_TARGET_DIR/package}/sowing_VERSION_ARCH.deb and prints its path.
set -euo pipefail
start=$(date +%s)
cd "$(dirname "$0")/.."
root=$(pwd)
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/sowing/target}"
profile="${PROFILE:-dev}"

if [ -n "${SOWING_BIN_DIR:-}" ]; then
    bins=$(readlink -f "$SOWING_BIN_DIR")
elif [ "$profile" = release ]; then
    cargo build --release --workspace --bins
    bins="$CARGO_TARGET_DIR/release"
else
    cargo build --workspace --bins
    bins="$CARGO_TARGET_DIR/debug"
fi

version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"/\1/p' Cargo.toml)
arch=$(dpkg --print-architecture)
id=io.github.sowing_game.Sowing
out="${PACKAGE_OUT:-$CARGO_TARGET_DIR/package}"
mkdir -p "$out"
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
pkg="$tree/sowing"

install -d "$pkg/DEBIAN" "$pkg/usr/bin" "$pkg/usr/share/applications" "$pkg/usr/share/metainfo" \
    "$pkg/usr/share/doc/sowing" "$pkg/usr/share/sowing/screenshots" "$pkg/usr/share/icons/hicolor/scalable/apps"
for b in sowing sowing-cli; do
    install -m 0755 "$bins/$b" "$pkg/usr/bin/$b"
    strip "$pkg/usr/bin/$b"
done
install -m 0644 "packaging/$id.desktop" "$pkg/usr/share/applications/$id.desktop"
install -m 0644 "packaging/$id.metainfo.xml" "$pkg/usr/share/metainfo/$id.metainfo.xml"
install -m 0644 packaging/sowing.svg "$pkg/usr/share/icons/hicolor/scalable/apps/sowing.svg"
for png in packaging/icons/*/sowing.png; do
    size=$(basename "$(dirname "$png")")
    install -D -m 0644 "$png" "$pkg/usr/share/icons/hicolor/$size/apps/sowing.png"
done
for shot in myra tricala-shapes lesson-umel-bagara de-title; do
    install -m 0644 "docs/$shot.png" "$pkg/usr/share/sowing/screenshots/$shot.png"
done
install -m 0644 packaging/copyright "$pkg/usr/share/doc/sowing/copyright"

# The shared libraries the binary links (dpkg-shlibdeps reads a debian/control beside it),
# and those it opens at run time, which no linker table shows: the Vulkan loader and a
# driver, the X11 and keyboard libraries winit loads, ALSA, udev.
shlib=$(cd "$tree" && mkdir -p debian && printf 'Source: sowing\n\nPackage: sowing\nArchitecture: any\n' >debian/control \
    && dpkg-shlibdeps -O "sowing/usr/bin/sowing" "sowing/usr/bin/sowing-cli" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
alsa=libasound2
apt-cache show libasound2t64 >/dev/null 2>&1 && alsa="libasound2t64 | libasound2"
depends="$shlib"
for dep in libvulkan1 "mesa-vulkan-drivers | vulkan-icd" libx11-6 libx11-xcb1 libxcursor1 libxrandr2 libxi6 \
    libxkbcommon-x11-0 libxkbcommon0 "$alsa" libudev1; do
    # Once each: dpkg-shlibdeps may have named it already (with its version).
    case ", $depends" in *", ${dep%% *}"[\ ,]* | *", ${dep%% *}") continue ;; esac
    depends="${depends:+$depends, }$dep"
done
size=$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
cat >"$pkg/DEBIAN/control" <<CONTROL
Package: sowing
Version: $version
Architecture: $arch
Maintainer: The Sowing developers <sowing@localhost>
Installed-Size: $size
Section: games
Priority: optional
Depends: $depends
Recommends: at-spi2-core
Suggests: orca
Description: four unusual sowing (mancala) games for sighted and blind players
 Sowing brings four sowing games to the desktop: Myra and Esiema on a hexagon
 of 91 pits, Tricala on a triangle of 21 pits and Umel Bagara on two rows of
 five cups. Play against the computer, with friends at one screen or online,
 in a 3D view or from above, with the mouse, the keyboard, a gamepad or a
 screen reader, in English or German.
 .
 sowing-cli is the rules engine's command line: positions, legal moves,
 perft, the computer players.
CONTROL
deb="$out/sowing_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$deb" >/dev/null
echo "package: $deb ($(du -h "$deb" | cut -f1), installed $((size / 1024)) MiB) in $(( $(date +%s) - start )) s"
echo "$deb" >"$out/latest"
cd "$root"
