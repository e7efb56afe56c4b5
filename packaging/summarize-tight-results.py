#!/usr/bin/env python3
"""Summarises a tight-memory `regal bench quality --task runtime` report against the targets of
the learned policy (docs/policy.md): per graph and on average over the graphs,

- feasible: of the seeds, how many runs of each method fit every device;
- headroom: (seeded@B - best@10B) / seeded@B, where best@10B is the lowest mean makespan of any
  method of the report with every seed feasible (the report runs some at 10 times the budget);
- REGAL against seeded BRKGA: (seeded@B - regal@B) / seeded@B, what the network adds beyond the
  heuristics;
- captured: (seeded@B - regal@B) / (seeded@B - best@10B), on the graphs whose headroom exceeds 1 %;
- REGAL at B against seeded BRKGA at 4B: (seeded@4B - regal@B) / seeded@4B;
- REGAL against hill climbing from HEFT at B, when the report runs `local`: (local@B - regal@B) /
  local@B.

Means are over seeds and count only methods feasible on every seed; a graph enters a comparison
when both of its sides are. Usage: packaging/summarize-tight-results.py REPORT.json > summary.md

With --gain, prints only the mean of REGAL against seeded BRKGA, the figure by which
packaging/train-policies.sh chooses among trainings, from one report or from several whose runs
it joins (seeded BRKGA in one, REGAL in another): packaging/summarize-tight-results.py --gain
REPORT.json..."""

import json
import statistics
import sys

HEADROOM = 0.01


def per_graph(report):
    """{graph: {method: (feasible runs, runs, mean makespan or None)}}"""
    runs = {}
    for run in report["runs"]:
        runs.setdefault(run["graph"], {}).setdefault(run["method"], []).append(run)
    table = {}
    for graph, methods in runs.items():
        table[graph] = {}
        for method, entries in methods.items():
            feasible = sum(entry["feasible"] for entry in entries)
            mean = statistics.fmean(entry["value"] for entry in entries) if feasible == len(entries) else None
            table[graph][method] = (feasible, len(entries), mean)
    return table


def gain(reference, other):
    return (reference - other) / reference if reference and other is not None else None


def regal_gain(table):
    gains = [gain(methods["brkga-seeded"][2], methods["regal"][2]) for methods in table.values()]
    return statistics.fmean(value for value in gains if value is not None)


def cell(value):
    return "–" if value is None else f"{100 * value:+.2f} %"


def main():
    report = json.load(open(sys.argv[1]))
    budget = report["settings"]["budget"]
    seeded, regal = "brkga-seeded", "regal"
    seeded4 = f"brkga-seeded@{4 * budget}"
    table = per_graph(report)
    print(f"Tight memory, task runtime, budget B = {budget}, {report['settings']['seeds']} seeds, "
          f"{len(table)} graphs.\n")
    print("| graph | feasible: seeded / regal / any at 10B | seeded@B | headroom | REGAL against seeded "
          "| captured | REGAL@B against seeded@4B |")
    print("|---|---|---:|---:|---:|---:|---:|")
    added, captured, against4, against_local, missed, more, fewer = [], [], [], [], [], [], []
    for graph, methods in sorted(table.items()):
        best = min((mean for _, _, mean in methods.values() if mean is not None), default=None)
        seeds = next(iter(methods.values()))[1]
        s_feasible, _, s_mean = methods[seeded]
        r_feasible, _, r_mean = methods[regal]
        any_feasible = any(f == runs for f, runs, _ in methods.values())
        if any_feasible and r_feasible < seeds:
            missed.append(graph)
        (more if r_feasible > s_feasible else fewer if r_feasible < s_feasible else []).append(graph)
        headroom = gain(s_mean, best)
        adds = gain(s_mean, r_mean)
        share = adds / headroom if adds is not None and headroom is not None and headroom > HEADROOM else None
        versus4 = gain(methods[seeded4][2], r_mean) if seeded4 in methods else None
        versus_local = gain(methods["local"][2], r_mean) if "local" in methods else None
        for values, value in ((added, adds), (captured, share), (against4, versus4), (against_local, versus_local)):
            if value is not None:
                values.append(value)
        print(f"| {graph} | {s_feasible} / {r_feasible} / {'yes' if any_feasible else 'no'} "
              f"| {'–' if s_mean is None else f'{1000 * s_mean:.1f} ms'} | {cell(headroom)} | {cell(adds)} "
              f"| {'–' if share is None else f'{share:.2f}'} | {cell(versus4)} |")
    print()
    mean = lambda values: statistics.fmean(values) if values else None
    tally = lambda values: f"({sum(v > 1e-4 for v in values)} better, {sum(v < -1e-4 for v in values)} worse)"
    print(f"- REGAL against seeded BRKGA at B: mean {cell(mean(added))} over {len(added)} graphs {tally(added)}.")
    share = mean(captured)
    print(f"- Headroom captured, over the {len(captured)} graphs with headroom above {100 * HEADROOM:.0f} %: "
          f"mean {'–' if share is None else f'{share:.2f}'} (target 0.5).")
    print(f"- REGAL at B against seeded BRKGA at 4B: mean {cell(mean(against4))} over {len(against4)} graphs "
          f"(target: at least 0).")
    if against_local:
        print(f"- REGAL against hill climbing from HEFT (local) at B: mean {cell(mean(against_local))} over "
              f"{len(against_local)} graphs {tally(against_local)}.")
    print(f"- Graphs where REGAL fits on more seeds than seeded BRKGA: {len(more)}"
          + (f" ({', '.join(more)})" if more else "") + f"; on fewer: {len(fewer)}"
          + (f" ({', '.join(fewer)})" if fewer else "") + ".")
    print(f"- Graphs where a method fits on every seed but REGAL does not: {len(missed)}"
          + (f" ({', '.join(missed)})" if missed else "") + ".")


if __name__ == "__main__":
    if sys.argv[1] == "--gain":
        runs = [run for path in sys.argv[2:] for run in json.load(open(path))["runs"]]
        print(f"{regal_gain(per_graph({'runs': runs})):.6f}")
    else:
        main()
