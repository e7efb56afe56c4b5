#!/bin/sh
# Sets up, builds, and runs Regal Studio on a built-in sample graph: the desktop app when a
# display is there, otherwise the command line, which optimises the sample on four devices of
# mixed speeds with tight memory (the regime where the trained policy matters; docs/results.md),
# prints the result and writes the placement to sample-placement.json.
set -eu
cd "$(dirname "$0")/.."
packaging/setup.sh
packaging/build.sh regal regal-studio
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -x build/bin/regal-studio ]; then
    exec build/bin/regal-studio
fi
exec build/bin/regal optimize sample:inception --speeds 1,1,0.5,0.5 --memory-factor 1.3 --task runtime --method regal \
    --budget 3000 --seed 1 --out sample-placement.json
