#!/bin/sh
# Makes the screenshots of docs/user-guide.md the way a person would see them: runs
# build/bin/regal-studio in a virtual X server (Xvfb, 1600x1000, no window manager), clicks and
# types with xdotool, and grabs the screen with ImageMagick's import. Each shot starts the app
# afresh with empty settings and no autosaved session (a killed app leaves one, which the next
# start would offer to restore). The screenshots of docs/studio.md are made by regal-studio
# --screenshot itself (see there).
#
# Usage: packaging/make-screenshots.sh [OUTDIR]   (default: docs/images)
# Needs a build (packaging/build.sh) and the Debian packages xvfb, xdotool and imagemagick.
# The clicks are at fixed positions of the 1600x1000 window; after moving panels or menus, look
# at every image before committing it.
set -eu
cd "$(dirname "$0")/.."
if [ -z "${REGAL_SCREENSHOTS_IN_X:-}" ]; then
    for tool in xvfb-run xdotool import; do
        command -v "$tool" >/dev/null || { echo "make-screenshots: $tool is missing (apt-get install xvfb xdotool imagemagick)" >&2; exit 1; }
    done
    REGAL_SCREENSHOTS_IN_X=1 exec xvfb-run -a -s "-screen 0 1600x1000x24" "$0" "$@"
fi
out="${1:-docs/images}"
studio="$(pwd)/build/bin/regal-studio"
mkdir -p "$out"
unset QT_QPA_PLATFORM
settings="$(mktemp -d)"
trap 'rm -rf "$settings"' EXIT

# start ARGS...: opens the app with fresh settings and waits for its window and layout.
start() {
    rm -rf "${settings:?}"/*
    XDG_CONFIG_HOME="$settings" XDG_DATA_HOME="$settings" "$studio" --size 1600x1000 "$@" >/dev/null 2>&1 &
    app=$!
    xdotool search --sync --onlyvisible --name "Regal Studio" >/dev/null
    sleep 3
}
stop() { kill "$app"; wait "$app" 2>/dev/null || true; }
shot() { sleep 1; import -window root "$out/$1"; echo "make-screenshots: $out/$1"; }
click() { xdotool mousemove "$1" "$2" click 1; sleep 0.7; }

# Opening a model: File > Open Sample.
start
click 20 8
xdotool key Down Down Right
shot guide-open.png
stop

# Setting up the cluster: two devices of 64 MiB, the Cluster tab.
start sample:residual --cluster docs/examples/cluster-2x64mib.json
click 81 963
shot guide-cluster.png
stop

# Choosing the method: the Run panel's list of methods.
start
click 221 505
shot guide-methods.png
stop

# After a run, a hand edit: find concat_9 with the search field above the graph (the node is
# inside the collapsed group mixed0), return to the graph with Escape, move it to GPU:3 with 4.
run_and_edit() {
    start --run brkga --budget 3000 --seed 1
    sleep 4
    click 640 31
    xdotool type --delay 20 mixed0/concat_9
    xdotool key Return Escape
    sleep 0.5
    xdotool key 4
}

# Editing by hand: the edit, then the History.
run_and_edit
click 1232 369
shot guide-edit.png
stop

# Comparing: Run > Compare Solutions after the run and one hand edit.
run_and_edit
click 136 8
xdotool key Up Return
shot guide-compare.png
stop

# Help > Keyboard Shortcuts.
start
click 176 8
xdotool key Down Down Return
shot guide-shortcuts.png
stop
