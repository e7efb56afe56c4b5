#!/bin/sh
# Refreshes the help texts quoted in docs/command-line.md from the program itself: between
# `<!-- regal-help: ARGS -->` and `<!-- end regal-help -->` it writes the output of
# `regal ARGS --help`; the prose around them is left alone.
# Usage: packaging/update-command-line-doc.sh [--check] [path/to/regal]
#   --check  changes nothing; exits 1 (and shows the difference) when the page is out of date.
set -eu
cd "$(dirname "$0")/.."
check=false
if [ "${1:-}" = "--check" ]; then check=true; shift; fi
regal="${1:-build/bin/regal}"
[ -x "$regal" ] || { echo "update-command-line-doc: $regal not found; build first" >&2; exit 1; }
# Run by name, so that the usage lines say "regal", not the path of the build.
PATH="$(cd "$(dirname "$regal")" && pwd):$PATH"
export PATH
page=docs/command-line.md
fresh="$(mktemp)"
trap 'rm -f "$fresh"' EXIT
awk '
    /^<!-- regal-help: .* -->$/ {
        print
        args = $0
        sub(/^<!-- regal-help: /, "", args)
        sub(/ -->$/, "", args)
        print "```text"
        command = "regal " args " --help"
        n = 0
        while ((command | getline line) > 0)
            text[++n] = line
        close(command)
        while (n > 0 && text[n] == "")
            n--
        for (i = 1; i <= n; i++)
            print text[i]
        print "```"
        skipping = 1
        next
    }
    /^<!-- end regal-help -->$/ { skipping = 0 }
    !skipping { print }
' "$page" >"$fresh"
if $check; then
    diff -u "$page" "$fresh" || { echo "update-command-line-doc: $page is out of date; run packaging/update-command-line-doc.sh" >&2; exit 1; }
else
    cp "$fresh" "$page"
fi
