#!/usr/bin/env bash
# The Debian package as a player gets it (issue 61); CI runs this after scripts/package.sh.
# Installs the package with apt-get (so its Depends resolve), validates the installed menu
# entry and AppStream metainfo, starts the INSTALLED /usr/bin/sowing from an empty folder
# with an empty home under Xvfb (Mesa's lavapipe, like scripts/smoke.sh), where a demo game
# must render and the game must open no file of the source tree, asks sowing-cli for a
# start position, then purges the package and checks nothing of it is left in /usr.
# Usage: scripts/package_check.sh PATH/TO/sowing_VERSION_ARCH.deb   (as root, or with sudo)
set -euo pipefail
deb=$(readlink -f "$1")
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/.." && pwd)
id=io.github.sowing_game.Sowing
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
fail() { echo "package_check: FAILED: $*" >&2; exit 1; }
apt() { DEBIAN_FRONTEND=noninteractive $sudo apt-get "$@"; }

# The checking tools, as scripts/deps.sh installs the build's.
need=()
for p in desktop-file-utils appstream xvfb xauth strace python3; do
    dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
    apt update -qq
    apt install -y -qq --no-install-recommends "${need[@]}"
fi

echo "== install $deb"
apt install -y -qq --reinstall "$deb" >/dev/null || fail "apt-get could not install the package"
mapfile -t paths < <(dpkg -L sowing)
[ "$(command -v sowing)" = /usr/bin/sowing ] || fail "sowing is not on PATH as /usr/bin/sowing"

echo "== desktop-file-validate and appstreamcli validate"
desktop-file-validate "/usr/share/applications/$id.desktop" || fail "the menu entry does not validate"
appstreamcli validate --no-net "/usr/share/metainfo/$id.metainfo.xml" || fail "the metainfo does not validate"

echo "== the installed game, from an empty folder with an empty home, under Xvfb"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/home" "$work/run"
cd "$work/run"
# A demo of Umel Bagara, its screenshot checked as the smoke test checks it; strace lists
# every file the game and its threads open.
if ! env -u SOWING_DATA_DIR -u SOWING_CONFIG_DIR HOME="$work/home" XDG_DATA_HOME="$work/home/.local/share" \
    XDG_CONFIG_HOME="$work/home/.config" XDG_CACHE_HOME="$work/home/.cache" WGPU_BACKEND=vulkan \
    timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
    strace -f --seccomp-bpf -e trace=%file -o "$work/files.log" \
    /usr/bin/sowing --demo umel_bagara --screenshot "$work/installed.png" --frames 20 >"$work/game.log" 2>&1; then
    tail -20 "$work/game.log"
    fail "the installed game did not render a demo"
fi
python3 "$here/check_png.py" "$work/installed.png" "$work/installed.png.pits.json" ||
    fail "the installed game's screenshot shows no board"
if grep -F "\"$src/" "$work/files.log" | head -5 | grep .; then
    fail "the installed game opened files of the source tree ($src)"
fi
[ -z "$(ls -A "$work/run")" ] || fail "the game wrote into the folder it was started from"
[ -z "${PACKAGE_SHOT:-}" ] || cp "$work/installed.png" "$PACKAGE_SHOT"

echo "== the installed sowing-cli"
/usr/bin/sowing-cli new --game tricala | grep -q '"game": "tricala"' || fail "sowing-cli new gave no Tricala position"

echo "== purge, then nothing of the package left in /usr"
apt purge -y -qq sowing >/dev/null || fail "apt-get could not remove the package"
! dpkg -s sowing >/dev/null 2>&1 || fail "dpkg still knows the package"
left=()
for p in "${paths[@]}"; do
    [ -e "$p" ] || continue
    # A folder may stay while another package owns it or it holds others' files.
    if [ -d "$p" ] && { dpkg -S "$p" >/dev/null 2>&1 || [ -n "$(ls -A "$p")" ]; }; then continue; fi
    left+=("$p")
done
[ ${#left[@]} -eq 0 ] || fail "left in /usr after the purge: ${left[*]}"
echo "package_check: installed, validated, /usr/bin/sowing rendered a demo from $work/run opening" \
    "nothing of $src, sowing-cli answered, purged with none of its ${#paths[@]} paths left"
