#!/usr/bin/env python3
"""Summarises a `regal bench quality --json` report for the policy's model card: REGAL against
uniform BRKGA, against BRKGA at four times the budget, against seeded BRKGA and against the best
classical baseline of each graph, on all graphs, on the generated ones and on the real models.

Usage: packaging/summarize-policy-results.py REPORT.json > summary.md
Per graph it compares the means over seeds; "improvement" is 1 - regal / other, so positive
means REGAL is better. Ties are differences under 0.01 %."""

import json
import math
import re
import statistics
import sys

GENERATED = re.compile(r"^(er|sbm|layered|residual|inception|transformer|rnn)-\d+-s\d+$")
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


def main():
    report = json.load(open(sys.argv[1]))
    subsets = {
        "all held-out graphs": report["graphs"],
        "generated graphs": [g for g in report["graphs"] if GENERATED.match(g["name"])],
        "real models": [g for g in report["graphs"] if not GENERATED.match(g["name"])],
    }
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
        if not graphs:
            continue
        print(f"| **{label}** | | | | | | |")
        for name, other in against:
            print(f"| {name} " + compare(graphs, other))


if __name__ == "__main__":
    main()
