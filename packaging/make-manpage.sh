#!/bin/sh
# Writes the man page of a Regal program from its own help text, so the page never disagrees
# with the program: help2man makes the page from PROGRAM --help and --version, and for `regal`
# a COMMANDS section holds the help of every subcommand (and of their subcommands, as in
# `regal bench sim`). Usage: make-manpage.sh PROGRAM OUT.1   (HELP2MAN names help2man.)
set -eu
name="$(basename "$1")"
out="$2"
help2man="${HELP2MAN:-help2man}"
# Run by name, so that the usage lines say "regal", not the path of the build.
PATH="$(cd "$(dirname "$1")" && pwd):$PATH"
export PATH
program="$name"
mkdir -p "$(dirname "$out")"
include="$out.include"

# The subcommands listed in the "Subcommands:" block of a CLI11 help text.
subcommands() {
    "$@" --help | sed -n '/^Subcommands:/,/^$/p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p; s/^  \([a-z][a-z-]*\)$/\1/p'
}

# Help text as roff: verbatim lines, with backslashes and leading dots or quotes escaped.
verbatim() {
    printf '.nf\n'
    sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
    printf '.fi\n'
}

case "$name" in
regal)
    summary="place and schedule the operations of a computation graph"
    {
        printf '[DESCRIPTION]\n'
        printf '.B regal\n'
        printf 'is the command line of Regal Studio. It reads a computation graph, simulates placements and\n'
        printf 'schedules with the cost model of Regal Studio, and optimises them with REGAL (BRKGA steered by\n'
        printf 'a trained graph neural network policy), plain BRKGA or the classic heuristics. Every command takes\n'
        printf '.B \\-\\-json\n'
        printf 'for machine-readable output on stdout; progress goes to stderr.\n'
        printf '[COMMANDS]\n'
        for command in $(subcommands "$program"); do
            nested="$(subcommands "$program" "$command")"
            if [ -z "$nested" ]; then
                printf '.SS "regal %s"\n' "$command"
                "$program" "$command" --help | verbatim
            fi
            for sub in $nested; do
                printf '.SS "regal %s %s"\n' "$command" "$sub"
                "$program" "$command" "$sub" --help | verbatim
            done
        done
        printf '[EXAMPLES]\n'
        printf '.nf\n'
        printf 'regal info sample:inception\n'
        printf 'regal evaluate model.onnx \\-\\-devices 4\n'
        printf 'regal optimize graph.json \\-\\-task memory \\-\\-method regal \\-\\-budget 5000 \\-\\-seed 1 \\-\\-out p.json\n'
        printf 'regal evaluate graph.json \\-\\-devices 4 \\-\\-placement p.json \\-\\-json\n'
        printf 'regal generate \\-\\-family transformer \\-\\-nodes 500 \\-\\-seed 1 \\-\\-out t.json\n'
        printf 'regal convert yolov3.cfg yolov3.json\n'
        printf '.fi\n'
        printf '[SEE ALSO]\n'
        printf '.BR regal\\-studio (1).\n'
        printf 'The user guide and the command-line reference are in /usr/share/doc/regal\\-studio/.\n'
    } >"$include"
    ;;
regal-studio)
    summary="the desktop application of Regal Studio"
    {
        printf '[DESCRIPTION]\n'
        printf '.B regal\\-studio\n'
        printf 'shows a computation graph coloured by the device each operation runs on, the schedule as a Gantt\n'
        printf 'chart and memory over time, runs REGAL and the baselines in the background, and lets you edit a\n'
        printf 'placement by hand with every change simulated at once.\n'
        printf '[SEE ALSO]\n'
        printf '.BR regal (1).\n'
        printf 'The user guide is in /usr/share/doc/regal\\-studio/user\\-guide.html (Help > User Guide).\n'
    } >"$include"
    ;;
*)
    echo "make-manpage: no page for $name" >&2
    exit 1
    ;;
esac

"$help2man" --no-info --section 1 --name "$summary" --include "$include" \
    --version-string "$("$program" --version | sed 's/^[^0-9]*//')" --output "$out" "$program"
rm -f "$include"
