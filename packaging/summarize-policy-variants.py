#!/usr/bin/env python3
"""Tabulates the memory-policy variants of packaging/policy-variants.sh: per variant, REGAL's
mean improvement over uniform BRKGA (1 - regal / uniform, per graph on the means over seeds)
on all held-out graphs, the generated ones and the real models.

Usage: packaging/summarize-policy-variants.py WORK_DIR VARIANT... > variants.md"""

import json
import os
import re
import statistics
import sys

GENERATED = re.compile(r"^(er|sbm|layered|residual|inception|transformer|rnn)-\d+-s\d+$")


def means(path, method):
    report = json.load(open(path))
    return {graph["name"]: graph["methods"][method]["mean"] for graph in report["graphs"]}


def main():
    work, variants = sys.argv[1], sys.argv[2:]
    uniform = means(os.path.join(work, "uniform", "quality-memory.json"), "brkga")
    subsets = {
        "all": list(uniform),
        "generated": [name for name in uniform if GENERATED.match(name)],
        "real": [name for name in uniform if not GENERATED.match(name)],
    }
    print("REGAL's mean improvement over uniform BRKGA, task memory, 2 devices, budget 5000, 5 seeds.\n")
    print("| variant | " + " | ".join(f"{label} ({len(names)})" for label, names in subsets.items()) + " |")
    print("|---|" + "---:|" * len(subsets))
    for variant in variants:
        regal = means(os.path.join(work, variant, "quality-memory.json"), "regal")
        cells = [f"{100 * statistics.fmean(1.0 - regal[n] / uniform[n] for n in names):+.2f} %"
                 for names in subsets.values()]
        print(f"| {variant} | " + " | ".join(cells) + " |")


main()
