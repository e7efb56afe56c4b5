#!/bin/sh
# Builds the Debian package build/regal-studio_VERSION_ARCH.deb, lists its contents, and
# validates its desktop entry and AppStream metainfo. Exits non-zero when the build, the package
# or a validation fails. Usage: packaging/make-package.sh   (see docs/packaging.md)
set -eu
cd "$(dirname "$0")/.."
packaging/setup.sh
packaging/build.sh
rm -f build/regal-studio_*.deb
cmake --build build --target package >/dev/null
deb="$(ls build/regal-studio_*.deb)"

echo "== $deb ($(du -h "$deb" | cut -f1), installed $(dpkg-deb -f "$deb" Installed-Size) KiB)"
dpkg-deb -f "$deb" Package Version Architecture Depends Recommends
echo "== contents"
dpkg-deb -c "$deb" | awk '{ print $3, $6 }' | sed 's#^\([0-9]*\) \./#\1 /#'

root="$(mktemp -d)"
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
echo "== desktop-file-validate"
desktop-file-validate "$root"/usr/share/applications/*.desktop
echo "ok: $(cd "$root" && ls usr/share/applications/*.desktop)"
echo "== appstreamcli validate --no-net"
appstreamcli validate --no-net "$root"/usr/share/metainfo/*.metainfo.xml
echo "== MIME types"
if command -v xmllint >/dev/null; then xmllint --noout "$root/usr/share/mime/packages/regal-studio.xml"; fi
sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$root/usr/share/mime/packages/regal-studio.xml"
echo "== the packaged programs"
"$root/usr/bin/regal" --version
"$root/usr/bin/regal" info sample:inception | head -3
echo "make-package: $deb is ready; install it with: sudo apt-get install ./$deb"
