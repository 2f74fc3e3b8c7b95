#!/usr/bin/env bash
# The Debian package as a player gets it (issue 61): installs it with apt-get, validates
# its menu entry and AppStream metainfo, starts the INSTALLED /usr/bin/sowing from an empty
# folder with an empty home (no file of the source tree in reach) under Xvfb, where a demo
# game must render like the smoke test's, asks sowing-cli for a start position, then
# removes the package and checks that nothing of it is left in /usr.
# Usage: scripts/package_check.sh PATH/TO/sowing_VERSION_ARCH.deb   (root, or sudo)
set -euo pipefail
deb=$(readlink -f "$1")
here=$(cd "$(dirname "$0")" && pwd)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
need=()
for p in desktop-file-utils appstream xvfb xauth; do
    dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

fail() { echo "package_check: $*" >&2; exit 1; }
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --reinstall "$deb" >/dev/null
mapfile -t files < <(dpkg -L sowing)
id=io.github.sowing_game.Sowing
desktop-file-validate "/usr/share/applications/$id.desktop" || fail "the menu entry does not validate"
appstreamcli validate --no-net "/usr/share/metainfo/$id.metainfo.xml" || fail "the metainfo does not validate"
[ "$(command -v sowing)" = /usr/bin/sowing ] || fail "sowing is not /usr/bin/sowing"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home" "$work/run"
cd "$work/run"
# A demo game rendered by the installed binary, its pit centres checked on the picture.
HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config" WGPU_BACKEND=vulkan \
    timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
    /usr/bin/sowing --demo umel_bagara --screenshot "$work/installed.png" --frames 20 >"$work/game.log" 2>&1 \
    || { tail -20 "$work/game.log"; fail "the installed game did not render a demo"; }
python3 "$here/check_png.py" "$work/installed.png" "$work/installed.png.pits.json" \
    || fail "the installed game's picture shows no board"
[ -z "$(find "$work/run" -mindepth 1 -print -quit)" ] || fail "the game wrote into the folder it was started from"
/usr/bin/sowing-cli new --game tricala | grep -q '"game": "tricala"' || fail "sowing-cli does not answer"
if [ -n "${PACKAGE_SHOT:-}" ]; then cp "$work/installed.png" "$PACKAGE_SHOT"; fi

DEBIAN_FRONTEND=noninteractive $sudo apt-get purge -y -qq sowing >/dev/null
left=()
for f in "${files[@]}"; do
    # Folders other packages share (/usr/share/icons/hicolor/…) may stay; files may not.
    if [ -e "$f" ] && ! [ -d "$f" ]; then left+=("$f"); fi
    if [ -d "$f" ] && [[ "$f" == /usr/share/sowing* || "$f" == /usr/share/doc/sowing* ]]; then left+=("$f"); fi
done
[ ${#left[@]} -eq 0 ] || fail "left in /usr after removal: ${left[*]}"
echo "package_check: installed, validated, /usr/bin/sowing rendered a demo from $work/run, removed with nothing left (${#files[@]} paths)"
