#!/bin/sh
# Draws the training curve of the memory policy, docs/images/policy-memory.png, from the CSV file
# that `regal train --curve` wrote (gnuplot; installed when missing and run as root). The run-time
# policy learns by imitation and takes one REINFORCE step: it has no curve to draw.
# Usage: packaging/plot-policy-curves.sh [DIR]   (default: build/policy-train)
set -eu
cd "$(dirname "$0")/.."
work="${1:-build/policy-train}"
if command -v gnuplot >/dev/null 2>&1 || { [ "$(id -u)" -eq 0 ] && apt-get install -y -qq gnuplot-nox >/dev/null; }; then
    task=memory
    # The sampled rewards jump with the graphs of each step: plot their mean over 25 steps.
    # Step 0, the untrained network's paired validation, has no samples.
    awk -F, 'NR > 1 && $3 != "" { i++; v[i] = $3; sum += $3; if (i > 25) sum -= v[i - 25];
                      print $1 "," sum / (i < 25 ? i : 25) }' "$work/$task.csv" >"$work/$task.smooth.csv"
    gnuplot <<GNUPLOT
set terminal pngcairo size 900,420 font "DejaVu Sans,11"
set output "docs/images/policy-$task.png"
set datafile separator ","
set key below
set grid
set xlabel "training step"
set ylabel "improvement over seeded BRKGA (%)"
set title "REGAL policy, $task task: reward of the samples and validation of the most probable choices"
plot "$work/$task.smooth.csv" using 1:(100*\$2) with lines lw 2 lc rgb "#a0b8d8" title "sampled decisions (mean reward, last 25 steps)", \
     "$work/$task.csv" using 1:(strcol(5) eq "" ? NaN : 100*\$5) every ::1 with linespoints lw 2 lc rgb "#1f4e9c" title "validation (most probable choices; step 0: before any step, after imitation if any)"
GNUPLOT
else
    echo "plot-policy-curves: gnuplot is missing; install gnuplot-nox to draw the curves" >&2
    exit 1
fi
