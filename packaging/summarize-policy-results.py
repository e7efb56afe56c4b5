#!/usr/bin/env python3
"""Summarises a `regal bench quality --json` report for the policy's model card: REGAL against
uniform BRKGA, against BRKGA at four times the budget, against seeded BRKGA and against the best
classical baseline of each graph, on all graphs, on the generated ones and on the real models.

Then, for every report (with or without REGAL), how far below uniform BRKGA the lower bound
lies: the most any method could gain.

Usage: packaging/summarize-policy-results.py REPORT.json > summary.md
Per graph it compares the means over seeds; "improvement" is 1 - regal / other, so positive
means REGAL is better. Ties are differences under 0.01 %."""

import json
import math
import re
import statistics
import sys

GENERATED = re.compile(r"^(er|sbm|layered|residual|inception|transformer|rnn)-\d+-s\d+(-training)?$")
CLASSICAL = ("single", "roundrobin", "heft", "criticalpath", "metis", "local", "inputorder", "dfs", "list")
TIE = 1e-4


def compare(graphs, other):
    """Row of the table: REGAL against `other` (a method name, or a function of a graph)."""
    gains = []
    for graph in graphs:
        means = {name: entry["mean"] for name, entry in graph["methods"].items()}
        reference = other(means) if callable(other) else means[other]
        gains.append(1.0 - means["regal"] / reference if reference > 0 else 0.0)
    wins = sum(gain > TIE for gain in gains)
    losses = sum(gain < -TIE for gain in gains)
    geomean = math.exp(statistics.fmean(math.log(1.0 - gain) for gain in gains))
    return (f"| {len(gains)} | {100 * statistics.fmean(gains):+.2f} % | {100 * statistics.median(gains):+.2f} % "
            f"| {100 * min(gains):+.1f} % … {100 * max(gains):+.1f} % | {geomean:.4f} "
            f"| {wins} / {len(gains) - wins - losses} / {losses} |")


def best_classical(means):
    return min(mean for name, mean in means.items() if name in CLASSICAL)


def room(graphs, with_regal):
    """Row of the second table: the mean gain over uniform BRKGA of the lower bound itself (the
    most any method could gain), of the best method of the report, and of REGAL when it ran."""
    def gain(graph, value):
        return 1.0 - value / graph["methods"]["brkga"]["mean"]
    cells = [statistics.fmean(gain(g, g["bound"]) for g in graphs),
             statistics.fmean(gain(g, min(entry["mean"] for entry in g["methods"].values())) for g in graphs)]
    if with_regal:
        cells.append(statistics.fmean(gain(g, g["methods"]["regal"]["mean"]) for g in graphs))
    return f"| {len(graphs)} | " + " | ".join(f"{100 * cell:+.2f} %" for cell in cells) + " |"


def print_against(report, subsets):
    methods = report["methods"]
    against = [("uniform BRKGA, same budget", "brkga")]
    against += [(f"uniform BRKGA, 4x the budget ({m})", m) for m in methods if m.startswith("brkga@")]
    against += [("seeded BRKGA, same budget", "brkga-seeded"),
                ("best classical baseline of each graph", best_classical)]
    settings = report["settings"]
    print(f"REGAL against other methods, task {report['task']}, {settings['devices']} devices, "
          f"budget {settings['budget']}, {settings['seeds']} seeds (means over seeds per graph).\n")
    print("| against | graphs | mean improvement | median | range | geomean ratio regal/other | wins / ties / losses |")
    print("|---|---:|---:|---:|---|---:|---|")
    for label, graphs in subsets.items():
        print(f"| **{label}** | | | | | | |")
        for name, other in against:
            print(f"| {name} " + compare(graphs, other))


def print_room(report, subsets):
    with_regal = "regal" in report["methods"]
    print("\nHow much lower than uniform BRKGA's result the lower bound lies (no method can gain more), "
          "against the gain of the best method of each graph in this report"
          + (" and of REGAL" if with_regal else "") + "; means over graphs.\n")
    print("| graphs | count | lower bound | best method here |" + (" regal |" if with_regal else ""))
    print("|---|---:|---:|---:|" + ("---:|" if with_regal else ""))
    for label, graphs in subsets.items():
        print(f"| {label} " + room(graphs, with_regal))


def main():
    report = json.load(open(sys.argv[1]))
    subsets = {
        "all held-out graphs": report["graphs"],
        "generated graphs": [g for g in report["graphs"] if GENERATED.match(g["name"])],
        "real models": [g for g in report["graphs"] if not GENERATED.match(g["name"])],
    }
    subsets = {label: graphs for label, graphs in subsets.items() if graphs}
    if "regal" in report["methods"]:
        print_against(report, subsets)
    print_room(report, subsets)


if __name__ == "__main__":
    main()
