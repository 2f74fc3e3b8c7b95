#!/usr/bin/env bash
# Builds the Debian package of Sowing (issue 61), so the game installs like any desktop
# game: sowing and sowing-cli in /usr/bin, the menu entry, the icon, the AppStream
# metainfo and the copyright, all from packaging/. The binaries are those the whole test
# suite runs (`cargo build` in the dev profile of Cargo.toml: the game's code at opt-level
# 1, its libraries at 2), so CI builds Bevy once; PROFILE=release builds with --release.
# SOWING_BIN_DIR=DIR packages the sowing and sowing-cli already built in DIR instead.
# No cargo-deb (it would need compiling): the tree is assembled here, dpkg-deb packs it.
# Writes ${PACKAGE_OUT:-$CARGO_TARGET_DIR/package}/sowing_VERSION_ARCH.deb; the last line
# printed is its path, also kept in the file latest beside it.
set -euo pipefail
# The package's folders and files are readable by all, whatever the caller's umask.
umask 022
start=$(date +%s)
bins=""
[ -z "${SOWING_BIN_DIR:-}" ] || bins=$(readlink -f "$SOWING_BIN_DIR")
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/sowing/target}"

if [ -z "$bins" ]; then
    if [ "${PROFILE:-dev}" = release ]; then
        cargo build --release --workspace --bins
        bins="$CARGO_TARGET_DIR/release"
    else
        cargo build --workspace --bins
        bins="$CARGO_TARGET_DIR/debug"
    fi
fi
for b in sowing sowing-cli; do
    [ -x "$bins/$b" ] || { echo "package: no $bins/$b" >&2; exit 1; }
done

version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"/\1/p' Cargo.toml)
arch=$(dpkg --print-architecture)
id=io.github.sowing_game.Sowing
out="${PACKAGE_OUT:-$CARGO_TARGET_DIR/package}"
mkdir -p "$out"
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
pkg="$tree/sowing"

# The files, at the places a desktop looks for them. The game reads nothing else: its
# shaders, texts, rules pages and lessons are compiled into the binary.
install -d "$pkg/DEBIAN" "$pkg/usr/bin"
for b in sowing sowing-cli; do
    # Symbols and line tables out: the dev build's 540 MB game becomes about 100 MB.
    strip -o "$pkg/usr/bin/$b" "$bins/$b"
    chmod 0755 "$pkg/usr/bin/$b"
done
install -D -m 0644 "packaging/$id.desktop" "$pkg/usr/share/applications/$id.desktop"
install -D -m 0644 "packaging/$id.metainfo.xml" "$pkg/usr/share/metainfo/$id.metainfo.xml"
install -D -m 0644 packaging/sowing.svg "$pkg/usr/share/icons/hicolor/scalable/apps/sowing.svg"
for png in packaging/icons/*/sowing.png; do
    size=$(basename "$(dirname "$png")")
    install -D -m 0644 "$png" "$pkg/usr/share/icons/hicolor/$size/apps/sowing.png"
done
install -D -m 0644 packaging/copyright "$pkg/usr/share/doc/sowing/copyright"

# Depends: the shared libraries the binaries link (dpkg-shlibdeps wants a debian/control
# beside them), then those the game opens at run time, which no linker table shows: the
# Vulkan loader and a driver, the X11 and keyboard libraries winit loads (seen with
# LD_DEBUG=files), ALSA and udev in either release's name.
mkdir "$tree/debian"
printf 'Source: sowing\n\nPackage: sowing\nArchitecture: any\n' >"$tree/debian/control"
depends=$(cd "$tree" && dpkg-shlibdeps -O sowing/usr/bin/sowing sowing/usr/bin/sowing-cli 2>/dev/null \
    | sed -n 's/^shlibs:Depends=//p')
rm -r "$tree/debian"
alsa=libasound2
apt-cache show libasound2t64 >/dev/null 2>&1 && alsa="libasound2t64 | libasound2"
for dep in libvulkan1 "mesa-vulkan-drivers | vulkan-icd" libx11-6 libx11-xcb1 libxcursor1 libxi6 \
    libxkbcommon-x11-0 libxkbcommon0 "$alsa" libudev1; do
    # Each package once: dpkg-shlibdeps may have named it already, with a version.
    case ", $depends," in *", ${dep%% *},"* | *", ${dep%% *} ("*) continue ;; esac
    depends="${depends:+$depends, }$dep"
done
installed=$(du -sk "$pkg/usr" | cut -f1)
cat >"$pkg/DEBIAN/control" <<CONTROL
Package: sowing
Version: $version
Architecture: $arch
Maintainer: The Sowing developers <sowing@localhost>
Installed-Size: $installed
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
 sowing-cli is the rules engine's command line: positions, legal moves, the
 computer players and matches between them.
CONTROL

deb="$out/sowing_${version}_${arch}.deb"
# xz at its fastest level: 24 MB in about 10 s here, where the default level takes 70 s for 21 MB.
dpkg-deb --root-owner-group -Zxz -z1 --build "$pkg" "$deb" >/dev/null
echo "Depends: $depends"
echo "package: $(du -h "$deb" | cut -f1) (installed $((installed / 1024)) MiB), built in $(($(date +%s) - start)) s:"
# For CI (.ci/run): the path of the package just built.
echo "$deb" >"$out/latest"
echo "$deb"
