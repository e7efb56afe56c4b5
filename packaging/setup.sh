#!/bin/sh
# Installs the Debian packages that building, testing, packaging and running Regal Studio need.
# Idempotent and non-interactive; prints nothing when everything is already there.
set -eu

packages="cmake g++ make pkg-config
qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
qt6-translations-l10n libgl-dev libqcustomplot-dev libgraphviz-dev libeigen3-dev
nlohmann-json3-dev libcli11-dev libfmt-dev libmetis-dev xvfb xauth
libprotobuf-dev protobuf-compiler libonnx-dev
libopenmpi-dev openmpi-bin
dpkg-dev file help2man desktop-file-utils appstream
clang libclang-rt-14-dev"

missing=""
for package in $packages; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing="$missing $package"
done
[ -z "$missing" ] && exit 0

echo "Installing:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# shellcheck disable=SC2086
$sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
