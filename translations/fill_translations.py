#!/usr/bin/env python3
"""Fills regal_studio_de.ts from the table below and the plural forms of regal_studio_en.ts.

Run after `cmake --build build --target update_translations` has added new source texts; it
reports every source text that has no German yet, so the translation stays complete.
"""
import pathlib
import sys
import xml.etree.ElementTree as ET

HERE = pathlib.Path(__file__).resolve().parent

GERMAN = {
    "Apply": "Übernehmen",
    "around %1: its key %2, faster devices %3, as fast %4, slower %5":
        "um %1: sein Schlüssel %2, schnellere Geräte %3, gleich schnelle %4, langsamere %5",
    "Revert": "Zurücksetzen",
    "Add device": "Gerät hinzufügen",
    "Remove device": "Gerät entfernen",
    " GB/s": " GB/s",
    " µs": " µs",
    "Link bandwidth": "Bandbreite der Verbindungen",
    "Link latency": "Latenz der Verbindungen",
    "node %1 is pinned to %2, which this cluster lacks": "Knoten %1 ist an %2 gebunden, das dieser Cluster nicht hat",
    "Device": "Gerät",
    "Speed": "Geschwindigkeit",
    "Memory (MiB, 0 = unlimited)": "Speicher (MiB, 0 = unbegrenzt)",
    "Set memory": "Speicher setzen",
    " × need / devices": " × Bedarf / Geräte",
    "Give every device this share of what the graph needs on one device: 1.3 on 4 devices is the "
    "tight-memory regime of the benchmarks.":
        "Gibt jedem Gerät diesen Anteil dessen, was der Graph auf einem Gerät braucht: 1,3 auf 4 Geräten ist "
        "das knappe Speicherregime der Benchmarks.",
    "Memory from need": "Speicher nach Bedarf",
    "The graph needs %1 on one device in input order.": "Der Graph braucht auf einem Gerät in Eingabefolge %1.",
    "One device per speed, e.g. 1,1,0.5,0.5.": "Ein Gerät je Geschwindigkeit, z. B. 1,1,0.5,0.5.",
    "Give each device F x (the one-device peak of the input order) / devices of memory.":
        "Gibt jedem Gerät F × (die Spitze der Eingabefolge auf einem Gerät) / Geräte an Speicher.",
    "--speeds gives %1 devices; at most %2 are allowed": "--speeds gibt %1 Geräte an; erlaubt sind höchstens %2",
    "Match interchangeable devices": "Austauschbare Geräte zuordnen",
    "Rename B's devices among those with the same rates, memory and links, so that as many nodes as possible "
    "stay where A has them. The makespan and peaks do not change.":
        "Benennt die Geräte von B unter denen mit gleichen Raten, gleichem Speicher und gleichen Verbindungen so "
        "um, dass möglichst viele Knoten dort bleiben, wo A sie hat. Makespan und Spitzen ändern sich nicht.",
    "B's interchangeable devices are renamed to match A.": "Die austauschbaren Geräte von B sind passend zu A umbenannt.",
    "Compare solutions": "Lösungen vergleichen",
    "Nodes A": "Knoten A",
    "Nodes B": "Knoten B",
    "Busy A": "Belegt A",
    "Busy B": "Belegt B",
    "Peak A": "Spitze A",
    "Peak B": "Spitze B",
    "Node": "Knoten",
    "From (A)": "Von (A)",
    "To (B)": "Nach (B)",
    "Solution A": "Lösung A",
    "Solution B": "Lösung B",
    "Nodes on another device in B:": "Knoten, die in B auf einem anderen Gerät laufen:",
    "Makespan: %1. %2 nodes moved, %3 reordered on the same device.":
        "Gesamtlaufzeit: %1. %2 Knoten verschoben, %3 auf demselben Gerät umgeordnet.",
    "population mean": "Mittel der Population",
    "best so far": "bisher beste",
    "least over memory so far": "bisher geringste Speicherüberschreitung",
    "lower bound": "untere Schranke",
    "evaluations": "Auswertungen",
    "makespan (%1)": "Gesamtlaufzeit (%1)",
    "peak memory (%1)": "Speicherspitze (%1)",
    "%n nodes": ("%n Knoten", "%n Knoten"),
    "Undo: %1": "Rückgängig: %1",
    "Move %1 to %2": "%1 nach %2 verschieben",
    "Reorder %1": "%1 umordnen",
    "Pin %1": "%1 binden",
    "Unpin %1": "Bindung von %1 aufheben",
    "Show %1": "%1 anzeigen",
    "Change the cluster": "Cluster ändern",
    "<b>%1</b><br>transfer %2 → %3<br>start %4, finish %5<br>%6":
        "<b>%1</b><br>Übertragung %2 → %3<br>Beginn %4, Ende %5<br>%6",
    "<b>%1</b><br>op %2<br>start %3, finish %4<br>outputs %5, priority %6":
        "<b>%1</b><br>Operation %2<br>Beginn %3, Ende %4<br>Ausgaben %5, Priorität %6",
    "Fit time axis": "Zeitachse einpassen",
    "Laying out %n boxes…": ("Ordne %n Kasten an…", "Ordne %n Kästen an…"),
    "Laid out %n boxes with %1 in %2": ("%n Kasten mit %1 in %2 angeordnet", "%n Kästen mit %1 in %2 angeordnet"),
    "%n nodes, %1": ("%n Knoten, %1", "%n Knoten, %1"),
    "Expand group %1": "Gruppe %1 aufklappen",
    "Collapse group %1": "Gruppe %1 zuklappen",
    "Fit to window": "In Fenster einpassen",
    "Collapse all groups": "Alle Gruppen zuklappen",
    "Expand all groups": "Alle Gruppen aufklappen",
    "System language": "Sprache des Systems",
    "Find nodes by name or op type…": "Knoten nach Name oder Operationstyp suchen…",
    "Zoom in": "Vergrößern",
    "Zoom out": "Verkleinern",
    "Fit": "Einpassen",
    "Show the whole graph": "Den ganzen Graphen zeigen",
    "Loaded": "Geladen",
    "Convergence": "Konvergenz",
    "Memory": "Speicher",
    "Run": "Lauf",
    "Cluster": "Cluster",
    "Solutions": "Lösungen",
    "History": "Verlauf",
    "Plots": "Diagramme",
    "Makespan %1 (bound %2)": "Gesamtlaufzeit %1 (Schranke %2)",
    "Peak %1 (bound %2)": "Spitze %1 (Schranke %2)",
    "Feasible": "Zulässig",
    "Over memory by %1": "Speicher um %1 überschritten",
    "It does not fit the devices' memory: run again from it, or with a larger budget, to look further.":
        "Sie passt nicht in den Speicher der Geräte: Starten Sie erneut von ihr aus oder mit größerem Budget, um weiterzusuchen.",
    "Click to show it.": "Klicken zeigt sie.",
    "The graph needs %1 on one device in input order; on %n device(s), no solution fits below %2.": (
        "Der Graph braucht %1 auf einem Gerät in Eingabereihenfolge; auf %n Gerät passt unter %2 keine Lösung.",
        "Der Graph braucht %1 auf einem Gerät in Eingabereihenfolge; auf %n Geräten passt unter %2 keine Lösung."),
    "Over memory by %1: no solution fits": "Speicher um %1 überschritten: keine Lösung passt",
    "Memory from need must be %1 or more before any solution can fit.":
        "Speicher nach Bedarf muss %1 oder mehr sein, bevor eine Lösung passen kann.",
    "No solution fits: in every one some device peaks at %1 or more, and no device has more than %2.":
        "Keine Lösung passt: In jeder erreicht ein Gerät eine Spitze von %1 oder mehr, und kein Gerät hat mehr als %2.",
    "No solution fits: “%1” needs %2 while it runs, and no device it may run on has more than %3.":
        "Keine Lösung passt: „%1“ braucht während der Ausführung %2, und kein Gerät, auf dem es laufen darf, hat mehr als %3.",
    "%1: makespan %2, peak %3": "%1: Gesamtlaufzeit %2, Spitze %3",
    "untitled": "unbenannt",
    "%1[*] — Regal Studio": "%1[*] — Regal Studio",
    "Unsaved changes": "Ungespeicherte Änderungen",
    "This session has changes that are not saved. Save them first?":
        "Diese Sitzung hat ungespeicherte Änderungen. Zuerst speichern?",
    "&Pin to Current Device": "An aktuelles Gerät &binden",
    "Keep the selected nodes on their device in the next run":
        "Die gewählten Knoten im nächsten Lauf auf ihrem Gerät lassen",
    "&Unpin": "Bindung &aufheben",
    "&Critical Path": "&Kritischer Pfad",
    "&Run": "&Lauf",
    "&Start": "&Starten",
    "&Pause": "&Anhalten",
    "S&tep One Generation": "Eine &Generation weiter",
    "&Stop": "Ab&brechen",
    "&File": "&Datei",
    "&Open Graph…": "Graph ö&ffnen…",
    "Open &Sample": "&Beispiel öffnen",
    "Open &Recent": "&Zuletzt geöffnet",
    "Open Sess&ion…": "S&itzung öffnen…",
    "&Save Session": "Sitzung &speichern",
    "Save Session &As…": "Sitzung speichern &unter…",
    "&Export Placement…": "Platzierung &exportieren…",
    "Export &Image": "&Bild exportieren",
    "&Graph View (PNG, SVG)…": "&Graphansicht (PNG, SVG)…",
    "G&antt Chart (PNG, SVG)…": "G&antt-Diagramm (PNG, SVG)…",
    "&Convergence Plot (PNG, PDF)…": "&Konvergenzdiagramm (PNG, PDF)…",
    "&Memory Plot (PNG, PDF)…": "&Speicherdiagramm (PNG, PDF)…",
    "&Quit": "&Beenden",
    "&Edit": "&Bearbeiten",
    "&Undo": "&Rückgängig",
    "&Redo": "&Wiederholen",
    "&Move to Device": "Auf Gerät &verschieben",
    "&Find…": "&Suchen…",
    "Select &None": "Auswahl &aufheben",
    "&View": "&Ansicht",
    "&Fit Graph": "Graph &einpassen",
    "Zoom &In": "&Vergrößern",
    "Zoom &Out": "Ver&kleinern",
    "Fit &Time Axis": "&Zeitachse einpassen",
    "Colour by &Device": "Nach &Gerät färben",
    "Colour by Op &Type": "Nach &Operationstyp färben",
    "Colour by Policy &Advice": "Nach &Rat der Policy färben",
    "&Collapse All Groups": "Alle Gruppen &zuklappen",
    "&Expand All Groups": "Alle Gruppen &aufklappen",
    "&Layout": "&Anordnung",
    "&Automatic": "&Automatisch",
    "Graphviz &dot": "Graphviz &dot",
    "&Fast layered": "&Schnell in Schichten",
    "&Panels": "&Bereiche",
    "&Language": "&Sprache",
    "Language": "Sprache",
    "The new language is used from the next start of Regal Studio.":
        "Die neue Sprache gilt ab dem nächsten Start von Regal Studio.",
    "&Compare Solutions…": "Lösungen &vergleichen…",
    "&Help": "&Hilfe",
    "&About Regal Studio": "Über &Regal Studio",
    "About Regal Studio": "Über Regal Studio",
    "About &Qt": "Über &Qt",
    "Move to %1": "Nach %1 verschieben",
    "Stop the run to edit the solution": "Brechen Sie den Lauf ab, um die Lösung zu bearbeiten",
    "Res&ume": "&Fortsetzen",
    "Cannot open": "Öffnen nicht möglich",
    "Cannot open the session": "Die Sitzung lässt sich nicht öffnen",
    "%1 is a cluster file; open a graph and pass it with --cluster, or edit the cluster in the Cluster panel.":
        "%1 ist eine Cluster-Datei; öffnen Sie einen Graphen und geben Sie sie mit --cluster an, oder bearbeiten "
        "Sie den Cluster im Bereich „Cluster“.",
    "Cannot open the graph": "Der Graph lässt sich nicht öffnen",
    "Opened %1: %n nodes": ("%1 geöffnet: %n Knoten", "%1 geöffnet: %n Knoten"),
    "Cannot open the placement": "Die Platzierung lässt sich nicht öffnen",
    "Cannot use the placement": "Die Platzierung passt nicht",
    "Open Graph": "Graph öffnen",
    "Graphs and sessions (*.json *.dot *.gv *.onnx *.pbtxt *.cfg *.tflite);;All files (*)":
        "Graphen und Sitzungen (*.json *.dot *.gv *.onnx *.pbtxt *.cfg *.tflite);;Alle Dateien (*)",
    "Open Session": "Sitzung öffnen",
    "Sessions (*.json)": "Sitzungen (*.json)",
    "Cannot save the session": "Die Sitzung lässt sich nicht speichern",
    "Saved %1": "%1 gespeichert",
    "Save Session": "Sitzung speichern",
    "Cannot export the placement": "Die Platzierung lässt sich nicht exportieren",
    "Placement written to %1": "Platzierung nach %1 geschrieben",
    "Export Placement": "Platzierung exportieren",
    'every node on the fastest device, upward-rank order': "jeder Knoten auf dem schnellsten Gerät, in Reihenfolge des Aufwärtsrangs",
    'nodes dealt to the devices in topological order': "Knoten reihum auf die Geräte verteilt, in topologischer Reihenfolge",
    'uniform random keys, the best of the budget': "gleichverteilte Zufallsschlüssel, das Beste des Budgets",
    'HEFT list scheduling by upward rank (Topcuoglu et al. 2002)': "HEFT-Listenplanung nach Aufwärtsrang (Topcuoglu et al. 2002)",
    'CPOP: the critical path on one device (Topcuoglu et al. 2002)': "CPOP: der kritische Pfad auf einem Gerät (Topcuoglu et al. 2002)",
    'METIS k-way partition by cost and bytes, then list scheduling': "METIS-k-Wege-Partition nach Kosten und Bytes, dann Listenplanung",
    "Baechi's m-TOPO: topological order, devices filled in turn within their memory": "m-TOPO nach Baechi: topologische Reihenfolge, Geräte nacheinander bis zu ihrem Speicher gefüllt",
    "Baechi's m-ETF: earliest start first among devices with room (Jeon et al. 2020)": "m-ETF nach Baechi: frühester Start zuerst unter den Geräten mit Platz (Jeon et al. 2020)",
    "Baechi's m-SCT: m-ETF keeping favourite children on their parent's device": "m-SCT nach Baechi: m-ETF, das bevorzugte Nachfolger auf dem Gerät des Vorgängers hält",
    'hill climbing from HEFT (runtime) or greedy list (memory)': "Bergsteigen ab HEFT (Laufzeit) oder der gierigen Liste (Speicher)",
    'BRKGA with uniform keys (Goncalves and Resende 2011)': "BRKGA mit gleichverteilten Schlüsseln (Goncalves und Resende 2011)",
    "uniform BRKGA seeded with every heuristic's solution": "gleichverteilter BRKGA, gestartet mit der Lösung jeder Heuristik",
    'uniform BRKGA with the shipped tuned parameters': "gleichverteilter BRKGA mit den mitgelieferten abgestimmten Parametern",
    'BRKGA steered by the trained policy (Paliwal et al. 2020)': "BRKGA, gelenkt von der trainierten Policy (Paliwal et al. 2020)",
    'nodes in file order': "Knoten in Dateireihenfolge",
    'depth-first post-order, largest subtree first': "Tiefensuche in Postorder, größter Teilbaum zuerst",
    'greedy by bytes freed minus bytes allocated': "gierig nach freigegebenen minus belegten Bytes",
    'spectral sequencing: the Fiedler vector, edges weighted by the root of their bytes': "spektrale Anordnung: der Fiedler-Vektor, Kanten gewichtet mit der Wurzel ihrer Bytes",
    'least peak memory first: the ready node that raises memory least': "kleinste Speicherspitze zuerst: der bereite Knoten, der den Speicher am wenigsten erhöht",
    'breadth-first: nodes in the order they become ready': "Breitensuche: Knoten in der Reihenfolge, in der sie bereit werden",
    "the best of lpmf, bfs and dfs, as PyTorch's compiler keeps it": "das Beste aus lpmf, bfs und dfs, wie es der Compiler von PyTorch wählt",
    'random topological orders, the best of the budget': "zufällige topologische Reihenfolgen, das Beste des Budgets",
    'optimal one-device order: dynamic programming split at cut nodes, time-limited': "optimale Reihenfolge auf einem Gerät: dynamische Programmierung, an Schnittknoten geteilt, mit Zeitlimit",
    'runs on one device; this cluster has %1': "läuft auf einem Gerät; dieser Cluster hat %1",
    'runs on at most %1 devices; this cluster has %2': "läuft auf höchstens %1 Geräten; dieser Cluster hat %2",
    'no trained policy for this task is loaded': "für diese Aufgabe ist keine trainierte Policy geladen",
    '%1 (not available: %2)': "%1 (nicht verfügbar: %2)",
    '%1. Not available: %2.': "%1. Nicht verfügbar: %2.",
    "--devices must be a number from 1 to %1": "--devices muss eine Zahl von 1 bis %1 sein",
    "--budget must be from 1 to %1 evaluations": "--budget muss zwischen 1 und %1 Auswertungen liegen",
    "Export &Trace (Perfetto, Chrome)…": "&Trace exportieren (Perfetto, Chrome)…",
    "Cannot export the trace": "Der Trace kann nicht exportiert werden",
    "Trace written to %1; open it in Perfetto or chrome://tracing": "Trace nach %1 geschrieben; öffnen Sie ihn in Perfetto oder chrome://tracing",
    "Export Trace": "Trace exportieren",
    "Chrome traces (*.trace.json *.json)": "Chrome-Traces (*.trace.json *.json)",
    "Placements (*.json)": "Platzierungen (*.json)",
    "PNG image (*.png);;SVG image (*.svg)": "PNG-Bild (*.png);;SVG-Bild (*.svg)",
    "PNG image (*.png);;PDF document (*.pdf)": "PNG-Bild (*.png);;PDF-Dokument (*.pdf)",
    "Export Image": "Bild exportieren",
    "Image written to %1": "Bild nach %1 geschrieben",
    "Cannot export the image": "Das Bild lässt sich nicht exportieren",
    "Could not write %1": "%1 konnte nicht geschrieben werden",
    "Clear List": "Liste leeren",
    "Cannot start the run": "Der Lauf lässt sich nicht starten",
    "%1 evaluations/s": "%1 Auswertungen/s",
    "Generation %1, %2 evaluations, best %3": "Generation %1, %2 Auswertungen, beste %3",
    "The run failed": "Der Lauf ist fehlgeschlagen",
    "The run ended before its first generation": "Der Lauf endete vor seiner ersten Generation",
    "%1 after %2 evaluations in %3: makespan %4, peak %5":
        "%1 nach %2 Auswertungen in %3: Gesamtlaufzeit %4, Spitze %5",
    "Stopped": "Abgebrochen",
    "Finished": "Fertig",
    "Paused: Step runs one generation, Resume continues":
        "Angehalten: „Eine Generation weiter“ rechnet eine Generation, „Fortsetzen“ läuft weiter",
    "time (%1)": "Zeit (%1)",
    "memory in use (%1)": "belegter Speicher (%1)",
    "Op": "Operation",
    "Group": "Gruppe",
    "Cost": "Kosten",
    "Outputs": "Ausgaben",
    "Parameters": "Parameter",
    "Scratch": "Arbeitsspeicher",
    "Inputs": "Eingaben",
    "Priority": "Priorität",
    "Start": "Beginn",
    "Finish": "Ende",
    "Pinned": "Gebunden",
    "Policy choice": "Wahl der Policy",
    "Select a node in the graph or the Gantt chart.": "Wählen Sie einen Knoten im Graphen oder im Gantt-Diagramm.",
    "<br>and %n more selected": ("<br>und %n weiterer gewählt", "<br>und %n weitere gewählt"),
    "The import warns %n time(s):": ("Der Import warnt einmal:", "Der Import warnt %n-mal:"),
    "and %n more": ("und %n weitere", "und %n weitere"),
    "none": "keine",
    "%1 at speed 1": "%1 bei Geschwindigkeit 1",
    "%1 flop, %2 accessed": "%1 Flop, %2 Speicherzugriff",
    "alias of input %1": "Alias von Eingabe %1",
    "%1 data, %2 control": "%1 Daten, %2 Steuerung",
    "%1 (takes %2)": "%1 (dauert %2)",
    "by the graph to %1": "durch den Graphen an %1",
    "to %1": "an %1",
    "no": "nein",
    "yes": "ja",
    "device keys %1, priority key %2, rho %3": "Geräteschlüssel %1, Prioritätsschlüssel %2, rho %3",
    "s": "s",
    "ms": "ms",
    "µs": "µs",
    "GiB": "GiB",
    "MiB": "MiB",
    "KiB": "KiB",
    "bytes": "Byte",
    "Start from the current solution": "Mit der aktuellen Lösung beginnen",
    "Run time (makespan under memory limits)": "Laufzeit (Gesamtlaufzeit unter Speichergrenzen)",
    "Peak memory": "Speicherspitze",
    " evaluations": " Auswertungen",
    "all (%1)": "alle (%1)",
    "Individuals per generation. Under memory limits the search keeps fewer once a generation fits: "
    "one per 100 evaluations of the budget, at least half":
        "Individuen je Generation. Bei Speichergrenzen behält die Suche weniger, sobald eine Generation "
        "passt: eines je 100 Auswertungen des Budgets, mindestens die Hälfte",
    "Put the current solution, hand edits included, into the first generation":
        "Die aktuelle Lösung samt Handänderungen in die erste Generation aufnehmen",
    "Task": "Aufgabe",
    "Method": "Verfahren",
    "Budget": "Budget",
    "Seed": "Startwert",
    "Threads": "Threads",
    "Population": "Population",
    "Input order": "Eingabefolge",
    "%1, edited": "%1, bearbeitet",
    "Edited": "Bearbeitet",
    "%1 #%2": "%1 #%2",
    "%1, seed %2, %3 evaluations": "%1, Startwert %2, %3 Auswertungen",
    "How far above the lower bound of the current task": "Wie weit über der unteren Schranke der aktuellen Aufgabe",
    "Solution": "Lösung",
    "Makespan": "Laufzeit",
    "Peak": "Spitze",
    "Gap": "Abstand",
    "Show": "Anzeigen",
    "Make the selected solution the current one": "Die gewählte Lösung zur aktuellen machen",
    "Compare…": "Vergleichen…",
    "Compare two selected solutions (or the selected one with the current)":
        "Zwei gewählte Lösungen vergleichen (oder die gewählte mit der aktuellen)",
    "Regal Studio: place and schedule the operations of a computation graph.":
        "Regal Studio: die Operationen eines Berechnungsgraphen platzieren und ordnen.",
    "Graph file, session file, or sample:NAME.": "Graph-Datei, Sitzungsdatei oder sample:NAME.",
    "N identical devices.": "N gleiche Geräte.",
    "A regal-cluster file.": "Eine regal-cluster-Datei.",
    "runtime or memory.": "runtime oder memory.",
    "Start a run of METHOD at once.": "Sofort einen Lauf von METHOD starten.",
    "Evaluations for --run.": "Auswertungen für --run.",
    "Seed for --run.": "Startwert für --run.",
    "Load, lay out, run if asked, save a PNG of the window and exit.":
        "Laden, anordnen, auf Wunsch rechnen, ein PNG des Fensters speichern und beenden.",
    "Window size for --screenshot.": "Fenstergröße für --screenshot.",
    "en or de.": "en oder de.",
    "Raise a plot: convergence or memory.": "Ein Diagramm nach vorn holen: convergence oder memory.",
    "Highlight the critical path.": "Den kritischen Pfad hervorheben.",
    "Colour the graph's nodes by device, op-type or policy-advice.":
        "Die Knoten des Graphen nach device (Gerät), op-type (Operationstyp) oder policy-advice (Rat der Policy) färben.",
    "Select the node or the group named NAME.": "Den Knoten oder die Gruppe NAME auswählen.",
    "Show the whole graph.": "Den ganzen Graphen zeigen.",
    "Measure layout, first paint and frame times on generated graphs, print them and exit.":
        "Anordnung, erstes Zeichnen und Bildzeiten auf erzeugten Graphen messen, ausgeben und beenden.",
    "0 s": "0 s",
    "%1 s": "%1 s",
    "%1 ms": "%1 ms",
    "%1 µs": "%1 µs",
    "%1 ns": "%1 ns",
    "%1 %": "%1 %",
    "%1 (unchanged)": "%1 (unverändert)",
    "%1 → %2 (%3)": "%1 → %2 (%3)",
    # Help menu (app/studio/helpmenu.cpp) and files (mainwindowfiles.cpp)
    "<h3>Regal Studio %1</h3><p>Places and schedules the operations of neural-network computation graphs: minimum run time under memory limits, or minimum peak memory.</p><p>Licensed under the MIT licence. Copyright 2026 The Regal Studio authors.</p><p>If you use it in your work, please cite the paper it implements:<br>Aditya Paliwal, Felix Gimeno, Vinod Nair, Yujia Li, Miles Lubin, Pushmeet Kohli and Oriol Vinyals. <i>Reinforced Genetic Algorithm Learning for Optimizing Computation Graphs.</i> International Conference on Learning Representations (ICLR), 2020. arXiv:1905.02494.</p>":
        "<h3>Regal Studio %1</h3><p>Platziert und ordnet die Operationen von Berechnungsgraphen neuronaler Netze: kürzeste Laufzeit unter Speichergrenzen oder kleinste Speicherspitze.</p><p>Lizenziert unter der MIT-Lizenz. Copyright 2026 The Regal Studio authors.</p><p>Wenn Sie es in Ihrer Arbeit verwenden, zitieren Sie bitte die Veröffentlichung, die es umsetzt:<br>Aditya Paliwal, Felix Gimeno, Vinod Nair, Yujia Li, Miles Lubin, Pushmeet Kohli und Oriol Vinyals. <i>Reinforced Genetic Algorithm Learning for Optimizing Computation Graphs.</i> International Conference on Learning Representations (ICLR), 2020. arXiv:1905.02494.</p>",
    "Copy BibTeX": "BibTeX kopieren",
    "User Guide": "Benutzerhandbuch",
    "&User Guide": "&Benutzerhandbuch",
    "The user guide is not installed. It is looked for in %1.": "Das Benutzerhandbuch ist nicht installiert. Es wird in %1 gesucht.",
    "No program could open %1.": "Kein Programm konnte %1 öffnen.",
    "Keyboard Shortcuts": "Tastenkürzel",
    "&Keyboard Shortcuts": "&Tastenkürzel",
    "Action": "Aktion",
    "Keys": "Tasten",
    "Graph": "Graph",
    "Gantt chart": "Gantt-Diagramm",
    "Zoom": "Zoomen",
    "Wheel": "Mausrad",
    "Pan": "Verschieben",
    "Drag": "Ziehen",
    "Add to the selection": "Zur Auswahl hinzufügen",
    "Ctrl+Click": "Strg+Klick",
    "Collapse a node's group, expand a group": "Gruppe eines Knotens einklappen, Gruppe ausklappen",
    "Double-click": "Doppelklick",
    "Zoom the time axis": "Zeitachse zoomen",
    "Scroll the time axis": "Zeitachse verschieben",
    "Shift+Wheel": "Umschalt+Mausrad",
    "Scroll the lanes": "Bahnen verschieben",
    "Alt+Wheel": "Alt+Mausrad",
    "Move to another device": "Auf ein anderes Gerät verschieben",
    "Drag a bar to another lane": "Balken auf eine andere Bahn ziehen",
    "Run earlier or later": "Früher oder später ausführen",
    "Drag a bar along its lane": "Balken entlang seiner Bahn ziehen",
    "%1 is a placement for the graph '%2', which is neither a built-in sample nor in the same folder. Open the graph first, then the placement.":
        "%1 ist eine Platzierung für den Graphen „%2“, der weder ein eingebautes Beispiel ist noch im selben Ordner liegt. Öffnen Sie zuerst den Graphen, dann die Platzierung.",
    "Sessions (*.regal-session.json *.json)": "Sitzungen (*.regal-session.json *.json)",
    "Placements (*.regal-placement.json *.json)": "Platzierungen (*.regal-placement.json *.json)",
    "Cannot open the cluster": "Der Cluster lässt sich nicht öffnen",
    "Autosave failed: %1": "Automatisches Speichern fehlgeschlagen: %1",
    "Restore unsaved work": "Ungesicherte Arbeit wiederherstellen",
    "Regal Studio did not close properly. A session with unsaved changes was autosaved at %1.\n\n"
    "Restore it? If you do not, it is deleted.":
        "Regal Studio wurde nicht ordnungsgemäß beendet. Eine Sitzung mit ungesicherten Änderungen wurde "
        "am %1 automatisch gesichert.\n\nWiederherstellen? Andernfalls wird sie gelöscht.",
    "Cannot restore the session": "Die Sitzung lässt sich nicht wiederherstellen",
    "Restored the autosaved session of %1": "Automatisch gesicherte Sitzung vom %1 wiederhergestellt",
    "Beta(%1, %2)": "Beta(%1, %2)",
    "devices uniform": "Geräte gleichverteilt",
    "no device advice": "kein Rat zum Gerät",
    "keep a little": "etwas halten",
    "keep": "halten",
    "keep firmly": "fest halten",
    "move off": "wegbewegen",
    "to a faster device": "auf ein schnelleres Gerät",
    "to a slower device": "auf ein langsameres Gerät",
    "to one as fast": "auf ein gleich schnelles",
    "no advice: the policy's gate left this graph to seeded BRKGA":
        "kein Rat: das Gate der Policy hat diesen Graphen dem mit den Heuristiken gestarteten BRKGA überlassen",
    "no advice: no policy steered the run of this solution": "kein Rat: keine Policy hat den Lauf dieser Lösung gelenkt",
    "none: the policy's gate left this graph to seeded BRKGA":
        "keine: das Gate der Policy hat diesen Graphen dem mit den Heuristiken gestarteten BRKGA überlassen",
    "%1, weakened: the committee disagreed": "%1, abgeschwächt: das Komitee war uneins",
    "kept near %1: its key %2, the others %3": "bei %1 gehalten: sein Schlüssel %2, die anderen %3",
    "priority uniform": "Priorität gleichverteilt",
    "priority %1, mean %2": "Priorität %1, Mittelwert %2",
    "%1; %2; rho %3; entropy %4 nats": "%1; %2; rho %3; Entropie %4 nats",
    # The graph view's search, minimap and fold.
    "Previous match (Shift+F3)": "Vorheriger Treffer (Umschalt+F3)",
    "Next match (F3)": "Nächster Treffer (F3)",
    "No node matches “%1”": "Kein Knoten passt zu „%1“",
    "%n node(s) match “%1”": ("%n Knoten passt zu „%1“", "%n Knoten passen zu „%1“"),
    "No match": "Kein Treffer",
    "%1 of %2": "%1 von %2",
    "Find Ne&xt": "&Nächster Treffer",
    "Find Pre&vious": "Vorheriger &Treffer",
    "The whole graph: click or drag to move the view": "Der ganze Graph: Klicken oder Ziehen verschiebt die Ansicht",
    "Also: %1": "Außerdem: %1",
    # A run belongs to its document.
    "A run is going on": "Eine Optimierung läuft",
    "The run of %1 on this document is still going on. Stop it and %2? The run's result is not kept.":
        "Die Optimierung mit %1 auf diesem Dokument läuft noch. Abbrechen und %2? Ihr Ergebnis wird nicht übernommen.",
    "Stop the Run": "Optimierung abbrechen",
    "open %1": "%1 öffnen",
    "apply the placement": "die Platzierung übernehmen",
    "quit": "beenden",
    "Stop the run to undo “%1”": "Brechen Sie die Optimierung ab, um „%1“ rückgängig zu machen",
    "Stop the run to redo “%1”": "Brechen Sie die Optimierung ab, um „%1“ zu wiederholen",
    "&Undo %1": "„%1“ &rückgängig machen",
    "&Redo %1": "„%1“ &wiederholen",
    "The run is using the solution: stop it (Shift+F5) to move nodes by hand":
        "Die Optimierung verwendet die Lösung: Brechen Sie sie ab (Umschalt+F5), um Knoten von Hand zu verschieben",
    "Paused after generation %1, %2 evaluations, best %3: Step runs one generation, Resume continues":
        "Angehalten nach Generation %1, %2 Auswertungen, beste %3: Schritt rechnet eine Generation, Fortsetzen setzt fort",
    "The run failed: %1": "Die Optimierung ist fehlgeschlagen: %1",
    "%1 after %2 evaluations in %3: makespan %4, peak %5 (%6)":
        "%1 nach %2 Auswertungen in %3: Gesamtlaufzeit %4, Spitze %5 (%6)",
    "The run is using the solution: stop it (Shift+F5) to move bars by hand":
        "Die Optimierung verwendet die Lösung: Brechen Sie sie ab (Umschalt+F5), um Balken von Hand zu verschieben",
    "Stop the run to show another solution; the run shows its best so far":
        "Brechen Sie die Optimierung ab, um eine andere Lösung zu zeigen; die Optimierung zeigt ihre bisher beste",
    # Core errors, phrased from their kinds (widgets/session/errortext.cpp).
    "%1 is a folder, not a file": "%1 ist ein Ordner, keine Datei",
    "%1 has %2 bytes, more than the %3 bytes a file may have": "%1 hat %2 Bytes, mehr als die %3 Bytes, die eine Datei haben darf",
    "Cannot open %1: %2": "%1 kann nicht geöffnet werden: %2",
    "Cannot read %1: %2": "%1 kann nicht gelesen werden: %2",
    "Cannot write %1: %2": "%1 kann nicht geschrieben werden: %2",
    "%1 is not valid JSON: %2": "%1 ist kein gültiges JSON: %2",
    "%1, field %2: %3": "%1, Feld %2: %3",
    "%1: %3": "%1: %3",
    "%1 has an unknown graph format (“%2”). Regal Studio reads .json (regal-graph or TensorFlow.js model.json), .dot, .gv, .onnx, .pbtxt (TensorFlow CostGraphDef), .cfg (Darknet) and .tflite (TensorFlow Lite).":
        "%1 hat ein unbekanntes Graphformat („%2“). Regal Studio liest .json (regal-graph oder TensorFlow.js model.json), .dot, .gv, .onnx, .pbtxt (TensorFlow CostGraphDef), .cfg (Darknet) und .tflite (TensorFlow Lite).",
    "%1 cannot be used: %2": "%1 kann nicht verwendet werden: %2",
    "%1 is a placement for the graph “%2” (%3), not for “%4” (%5): the graphs differ.":
        "%1 ist eine Platzierung für den Graphen „%2“ (%3), nicht für „%4“ (%5): Die Graphen unterscheiden sich.",
    "%1 places the node “%2”, which the graph “%3” does not have.":
        "%1 platziert den Knoten „%2“, den der Graph „%3“ nicht hat.",
    "%1 places the node “%2” twice.": "%1 platziert den Knoten „%2“ zweimal.",
    "%1 places the node “%2” on the device “%3”, which the cluster does not have.":
        "%1 platziert den Knoten „%2“ auf dem Gerät „%3“, das der Cluster nicht hat.",
    "%1 leaves %n node(s) of the graph “%3” without a device, the first is “%4”.": (
        "%1 lässt den Knoten „%4“ des Graphen „%3“ ohne Gerät.",
        "%1 lässt %n Knoten des Graphen „%3“ ohne Gerät, der erste ist „%4“."),
    "%1 needs a budget above %2 evaluations: its heuristics spend that many.":
        "%1 braucht ein Budget über %2 Auswertungen: So viele verbrauchen seine Heuristiken.",
    # The samples of File > Open Sample.
    "random graph (Erdős–Rényi)": "Zufallsgraph (Erdős–Rényi)",
    "communities (stochastic block model)": "Gemeinschaften (stochastisches Blockmodell)",
    "random layers, each reading the one before": "zufällige Schichten, jede liest die vorige",
    "residual network, as ResNet": "Residualnetz wie ResNet",
    "Inception-style network": "Netz im Stil von Inception",
    "Transformer encoder": "Transformer-Encoder",
    "recurrent network, unrolled": "rekurrentes Netz, ausgerollt",
    "%1 — %2": "%1 — %2",
    # The lifetime and Pareto views.
    "No solution": "Keine Lösung",
    "peak": "Spitze",
    "offset (%1)": "Versatz (%1)",
    "Weights": "Gewichte",
    "Device:": "Gerät:",
    "Show the weights, which live for the whole run at the bottom of the arena":
        "Die Gewichte zeigen, die den ganzen Lauf über unten in der Arena liegen",
    "The device whose buffers are shown": "Das Gerät, dessen Puffer gezeigt werden",
    "Arena %1 (weights %2), peak %3 at %4: ×%5 (greedy by size); %n buffer(s) live at the peak": (
        "Arena %1 (Gewichte %2), Spitze %3 bei %4: ×%5 (gierig nach Größe); %n Puffer belegt zur Spitze",
        "Arena %1 (Gewichte %2), Spitze %3 bei %4: ×%5 (gierig nach Größe); %n Puffer belegt zur Spitze"),
    "Lifetimes": "Lebensdauern",
    "Pareto": "Pareto",
    "evaluated": "ausgewertet",
    "non-dominated": "nicht dominiert",
    "shown": "angezeigt",
    "Start a run: the solutions it evaluates appear here.":
        "Starten Sie einen Lauf: Die Lösungen, die er auswertet, erscheinen hier.",
    "%n solution(s) sampled, %1 non-dominated; click one to show it.": (
        "%n Lösung als Stichprobe, %1 nicht dominiert; ein Klick zeigt sie an.",
        "%n Lösungen als Stichprobe, %1 nicht dominiert; ein Klick zeigt eine an."),
    "Show a Pareto point": "Einen Pareto-Punkt anzeigen",
    "%n lie(s) outside the view.": ("%n liegt außerhalb der Ansicht.", "%n liegen außerhalb der Ansicht."),
    "%n more": ("%n weiterer", "%n weitere"),
    "Tensor": "Tensor",
    "Producer": "Erzeuger",
    "Consumers": "Verbraucher",
    "Bytes": "Bytes",
    "Share of peak": "Anteil an der Spitze",
    "%1 (weights)": "%1 (Gewichte)",
    "%1 (scratch)": "%1 (Zwischenspeicher)",
    "%1:%2 (copy)": "%1:%2 (Kopie)",
    "Raise a plot: convergence, memory, lifetimes or pareto.":
        "Ein Diagramm nach vorn holen: convergence, memory, lifetimes oder pareto.",
    "Measure the lifetime and Pareto views on generated graphs, print the times and exit.":
        "Die Lebensdauer- und die Pareto-Ansicht auf erzeugten Graphen messen, die Zeiten ausgeben und beenden.",
}

# English plural forms (singular, plural) for the source texts with %n.
ENGLISH_PLURALS = {
    "%n nodes": ("%n node", "%n nodes"),
    "Laying out %n boxes…": ("Laying out %n box…", "Laying out %n boxes…"),
    "Laid out %n boxes with %1 in %2": ("Laid out %n box with %1 in %2", "Laid out %n boxes with %1 in %2"),
    "%n nodes, %1": ("%n node, %1", "%n nodes, %1"),
    "%n node(s) match “%1”": ("%n node matches “%1”", "%n nodes match “%1”"),
    "Opened %1: %n nodes": ("Opened %1: %n node", "Opened %1: %n nodes"),
    "<br>and %n more selected": ("<br>and %n more selected", "<br>and %n more selected"),
    "The import warns %n time(s):": ("The import warns once:", "The import warns %n times:"),
    "and %n more": ("and %n more", "and %n more"),
    "Arena %1 (weights %2), peak %3 at %4: ×%5 (greedy by size); %n buffer(s) live at the peak": (
        "Arena %1 (weights %2), peak %3 at %4: ×%5 (greedy by size); %n buffer live at the peak",
        "Arena %1 (weights %2), peak %3 at %4: ×%5 (greedy by size); %n buffers live at the peak"),
    "%n solution(s) sampled, %1 non-dominated; click one to show it.": (
        "%n solution sampled, %1 non-dominated; click it to show it.",
        "%n solutions sampled, %1 non-dominated; click one to show it."),
    "%n more": ("%n more", "%n more"),
    "%n lie(s) outside the view.": ("%n lies outside the view.", "%n lie outside the view."),
    "The graph needs %1 on one device in input order; on %n device(s), no solution fits below %2.": (
        "The graph needs %1 on one device in input order; on %n device, no solution fits below %2.",
        "The graph needs %1 on one device in input order; on %n devices, no solution fits below %2."),
    "%1 leaves %n node(s) of the graph “%3” without a device, the first is “%4”.": (
        "%1 leaves the node “%4” of the graph “%3” without a device.",
        "%1 leaves %n nodes of the graph “%3” without a device, the first is “%4”."),
}


def fill(path, table, plurals_only):
    tree = ET.parse(path)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.find("source").text
        translation = message.find("translation")
        numerus = message.get("numerus") == "yes"
        value = table.get(source)
        if value is None:
            if not plurals_only or numerus:
                missing.append(source)
            continue
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        translation.attrib.pop("type", None)
        if numerus:
            forms = value if isinstance(value, tuple) else (value, value)
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = value if isinstance(value, str) else value[1]
    tree.write(path, encoding="utf-8", xml_declaration=True)
    # ElementTree drops the DOCTYPE; lrelease reads the file fine without it, lupdate restores it.
    return missing


missing = fill(HERE / "regal_studio_de.ts", GERMAN, False)
missing_en = fill(HERE / "regal_studio_en.ts", ENGLISH_PLURALS, True)
for source in missing:
    print("no German for:", repr(source), file=sys.stderr)
for source in missing_en:
    print("no English plural forms for:", repr(source), file=sys.stderr)
sys.exit(1 if missing or missing_en else 0)
