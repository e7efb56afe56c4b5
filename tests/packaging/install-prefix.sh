#!/bin/sh
# install-prefix.sh BUILD APP_ID: `cmake --install BUILD` into a fresh folder, without root,
# then runs the installed programs from there and checks the installed files.
set -eu
build="$1"
id="$2"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
fail() { echo "install_prefix: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" >/dev/null

# The programs find their data (samples, parameters, translations) inside themselves.
"$prefix/bin/regal" --version >/dev/null || fail "regal --version failed"
"$prefix/bin/regal" info sample:inception --json | grep -q '"nodes": 200' || fail "regal info sample:inception failed"
(cd "$prefix" && "$prefix/bin/regal" evaluate sample:rnn --devices 2 --json) | grep -q '"makespan"' ||
    fail "regal evaluate sample:rnn failed"
"$prefix/bin/regal-studio" --screenshot "$prefix/shot.png" --size 800x600 --language de 2>/dev/null ||
    fail "regal-studio --screenshot failed"
[ -s "$prefix/shot.png" ] || fail "regal-studio wrote no screenshot"

# Desktop integration, documentation and man pages.
for file in "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml" share/mime/packages/regal-studio.xml \
    "share/icons/hicolor/scalable/apps/$id.svg" "share/icons/hicolor/48x48/apps/$id.png" \
    "share/icons/hicolor/256x256/apps/$id.png" share/doc/regal-studio/user-guide.html \
    share/doc/regal-studio/index.html share/doc/regal-studio/copyright; do
    [ -s "$prefix/$file" ] || fail "$file is not installed"
done
if command -v help2man >/dev/null; then
    [ -s "$prefix/share/man/man1/regal.1.gz" ] || fail "the man page of regal is not installed"
fi
# Every image the HTML pages show is installed beside them.
for page in "$prefix"/share/doc/regal-studio/*.html; do
    for image in $(sed -n 's/.*<img src="\([^"]*\)".*/\1/p' "$page"); do
        [ -f "$prefix/share/doc/regal-studio/$image" ] || fail "$(basename "$page") shows $image, which is not installed"
    done
done
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$prefix/share/applications/$id.desktop" || fail "the desktop entry does not validate"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml" >/dev/null ||
        { appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml"; fail "the metainfo does not validate"; }
fi
if command -v xmllint >/dev/null; then
    xmllint --noout "$prefix/share/mime/packages/regal-studio.xml" || fail "the MIME types are not well-formed XML"
fi
echo "install_prefix: installed into a temporary prefix; regal and regal-studio run from there"
