<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Method</name>
    <message>
        <source>every node on the fastest device, upward-rank order</source>
        <translation>jeder Knoten auf dem schnellsten Gerät, in Reihenfolge des Aufwärtsrangs</translation>
    </message>
    <message>
        <source>nodes dealt to the devices in topological order</source>
        <translation>Knoten reihum auf die Geräte verteilt, in topologischer Reihenfolge</translation>
    </message>
    <message>
        <source>uniform random keys, the best of the budget</source>
        <translation>gleichverteilte Zufallsschlüssel, das Beste des Budgets</translation>
    </message>
    <message>
        <source>HEFT list scheduling by upward rank (Topcuoglu et al. 2002)</source>
        <translation>HEFT-Listenplanung nach Aufwärtsrang (Topcuoglu et al. 2002)</translation>
    </message>
    <message>
        <source>CPOP: the critical path on one device (Topcuoglu et al. 2002)</source>
        <translation>CPOP: der kritische Pfad auf einem Gerät (Topcuoglu et al. 2002)</translation>
    </message>
    <message>
        <source>METIS k-way partition by cost and bytes, then list scheduling</source>
        <translation>METIS-k-Wege-Partition nach Kosten und Bytes, dann Listenplanung</translation>
    </message>
    <message>
        <source>Baechi&apos;s m-TOPO: topological order, devices filled in turn within their memory</source>
        <translation>m-TOPO nach Baechi: topologische Reihenfolge, Geräte nacheinander bis zu ihrem Speicher gefüllt</translation>
    </message>
    <message>
        <source>Baechi&apos;s m-ETF: earliest start first among devices with room (Jeon et al. 2020)</source>
        <translation>m-ETF nach Baechi: frühester Start zuerst unter den Geräten mit Platz (Jeon et al. 2020)</translation>
    </message>
    <message>
        <source>Baechi&apos;s m-SCT: m-ETF keeping favourite children on their parent&apos;s device</source>
        <translation>m-SCT nach Baechi: m-ETF, das bevorzugte Nachfolger auf dem Gerät des Vorgängers hält</translation>
    </message>
    <message>
        <source>hill climbing from HEFT (runtime) or greedy list (memory)</source>
        <translation>Bergsteigen ab HEFT (Laufzeit) oder der gierigen Liste (Speicher)</translation>
    </message>
    <message>
        <source>BRKGA with uniform keys (Goncalves and Resende 2011)</source>
        <translation>BRKGA mit gleichverteilten Schlüsseln (Goncalves und Resende 2011)</translation>
    </message>
    <message>
        <source>uniform BRKGA seeded with every heuristic&apos;s solution</source>
        <translation>gleichverteilter BRKGA, gestartet mit der Lösung jeder Heuristik</translation>
    </message>
    <message>
        <source>uniform BRKGA with the shipped tuned parameters</source>
        <translation>gleichverteilter BRKGA mit den mitgelieferten abgestimmten Parametern</translation>
    </message>
    <message>
        <source>BRKGA steered by the trained policy (Paliwal et al. 2020)</source>
        <translation>BRKGA, gelenkt von der trainierten Policy (Paliwal et al. 2020)</translation>
    </message>
    <message>
        <source>nodes in file order</source>
        <translation>Knoten in Dateireihenfolge</translation>
    </message>
    <message>
        <source>depth-first post-order, largest subtree first</source>
        <translation>Tiefensuche in Postorder, größter Teilbaum zuerst</translation>
    </message>
    <message>
        <source>greedy by bytes freed minus bytes allocated</source>
        <translation>gierig nach freigegebenen minus belegten Bytes</translation>
    </message>
    <message>
        <source>spectral sequencing: the Fiedler vector, edges weighted by the root of their bytes</source>
        <translation>spektrale Anordnung: der Fiedler-Vektor, Kanten gewichtet mit der Wurzel ihrer Bytes</translation>
    </message>
    <message>
        <source>least peak memory first: the ready node that raises memory least</source>
        <translation>kleinste Speicherspitze zuerst: der bereite Knoten, der den Speicher am wenigsten erhöht</translation>
    </message>
    <message>
        <source>breadth-first: nodes in the order they become ready</source>
        <translation>Breitensuche: Knoten in der Reihenfolge, in der sie bereit werden</translation>
    </message>
    <message>
        <source>the best of lpmf, bfs and dfs, as PyTorch&apos;s compiler keeps it</source>
        <translation>das Beste aus lpmf, bfs und dfs, wie es der Compiler von PyTorch wählt</translation>
    </message>
    <message>
        <source>random topological orders, the best of the budget</source>
        <translation>zufällige topologische Reihenfolgen, das Beste des Budgets</translation>
    </message>
    <message>
        <source>optimal one-device order: dynamic programming split at cut nodes, time-limited</source>
        <translation>optimale Reihenfolge auf einem Gerät: dynamische Programmierung, an Schnittknoten geteilt, mit Zeitlimit</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot open the cluster</source>
        <translation>Der Cluster lässt sich nicht öffnen</translation>
    </message>
</context>
<context>
    <name>regal::ClusterEditor</name>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Add device</source>
        <translation>Gerät hinzufügen</translation>
    </message>
    <message>
        <source>Remove device</source>
        <translation>Gerät entfernen</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source> µs</source>
        <translation> µs</translation>
    </message>
    <message>
        <source>Link bandwidth</source>
        <translation>Bandbreite der Verbindungen</translation>
    </message>
    <message>
        <source>Link latency</source>
        <translation>Latenz der Verbindungen</translation>
    </message>
    <message>
        <source>node %1 is pinned to %2, which this cluster lacks</source>
        <translation>Knoten %1 ist an %2 gebunden, das dieser Cluster nicht hat</translation>
    </message>
    <message>
        <source>Set memory</source>
        <translation>Speicher setzen</translation>
    </message>
    <message>
        <source> × need / devices</source>
        <translation> × Bedarf / Geräte</translation>
    </message>
    <message>
        <source>Give every device this share of what the graph needs on one device: 1.3 on 4 devices is the tight-memory regime of the benchmarks.</source>
        <translation>Gibt jedem Gerät diesen Anteil dessen, was der Graph auf einem Gerät braucht: 1,3 auf 4 Geräten ist das knappe Speicherregime der Benchmarks.</translation>
    </message>
    <message>
        <source>Memory from need</source>
        <translation>Speicher nach Bedarf</translation>
    </message>
    <message>
        <source>Memory from need must be %1 or more before any solution can fit.</source>
        <translation>Speicher nach Bedarf muss %1 oder mehr sein, bevor eine Lösung passen kann.</translation>
    </message>
    <message numerus="yes">
        <source>The graph needs %1 on one device in input order; on %n device(s), no solution fits below %2.</source>
        <translation>
            <numerusform>Der Graph braucht %1 auf einem Gerät in Eingabereihenfolge; auf %n Gerät passt unter %2 keine Lösung.</numerusform>
            <numerusform>Der Graph braucht %1 auf einem Gerät in Eingabereihenfolge; auf %n Geräten passt unter %2 keine Lösung.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>regal::ClusterModel</name>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Memory (MiB, 0 = unlimited)</source>
        <translation>Speicher (MiB, 0 = unbegrenzt)</translation>
    </message>
</context>
<context>
    <name>regal::CompareDialog</name>
    <message>
        <source>Compare solutions</source>
        <translation>Lösungen vergleichen</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Nodes A</source>
        <translation>Knoten A</translation>
    </message>
    <message>
        <source>Nodes B</source>
        <translation>Knoten B</translation>
    </message>
    <message>
        <source>Busy A</source>
        <translation>Belegt A</translation>
    </message>
    <message>
        <source>Busy B</source>
        <translation>Belegt B</translation>
    </message>
    <message>
        <source>Peak A</source>
        <translation>Spitze A</translation>
    </message>
    <message>
        <source>Peak B</source>
        <translation>Spitze B</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>From (A)</source>
        <translation>Von (A)</translation>
    </message>
    <message>
        <source>To (B)</source>
        <translation>Nach (B)</translation>
    </message>
    <message>
        <source>Solution A</source>
        <translation>Lösung A</translation>
    </message>
    <message>
        <source>Solution B</source>
        <translation>Lösung B</translation>
    </message>
    <message>
        <source>Nodes on another device in B:</source>
        <translation>Knoten, die in B auf einem anderen Gerät laufen:</translation>
    </message>
    <message>
        <source>Makespan: %1. %2 nodes moved, %3 reordered on the same device.</source>
        <translation>Gesamtlaufzeit: %1. %2 Knoten verschoben, %3 auf demselben Gerät umgeordnet.</translation>
    </message>
    <message>
        <source>Match interchangeable devices</source>
        <translation>Austauschbare Geräte zuordnen</translation>
    </message>
    <message>
        <source>Rename B&apos;s devices among those with the same rates, memory and links, so that as many nodes as possible stay where A has them. The makespan and peaks do not change.</source>
        <translation>Benennt die Geräte von B unter denen mit gleichen Raten, gleichem Speicher und gleichen Verbindungen so um, dass möglichst viele Knoten dort bleiben, wo A sie hat. Makespan und Spitzen ändern sich nicht.</translation>
    </message>
    <message>
        <source>B&apos;s interchangeable devices are renamed to match A.</source>
        <translation>Die austauschbaren Geräte von B sind passend zu A umbenannt.</translation>
    </message>
</context>
<context>
    <name>regal::ConvergencePlot</name>
    <message>
        <source>population mean</source>
        <translation>Mittel der Population</translation>
    </message>
    <message>
        <source>best so far</source>
        <translation>bisher beste</translation>
    </message>
    <message>
        <source>lower bound</source>
        <translation>untere Schranke</translation>
    </message>
    <message>
        <source>evaluations</source>
        <translation>Auswertungen</translation>
    </message>
    <message>
        <source>makespan (%1)</source>
        <translation>Gesamtlaufzeit (%1)</translation>
    </message>
    <message>
        <source>peak memory (%1)</source>
        <translation>Speicherspitze (%1)</translation>
    </message>
    <message>
        <source>least over memory so far</source>
        <translation>bisher geringste Speicherüberschreitung</translation>
    </message>
</context>
<context>
    <name>regal::EditCommands</name>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 verschieben</translation>
    </message>
    <message>
        <source>Reorder %1</source>
        <translation>%1 umordnen</translation>
    </message>
    <message>
        <source>Pin %1</source>
        <translation>%1 binden</translation>
    </message>
    <message>
        <source>Unpin %1</source>
        <translation>Bindung von %1 aufheben</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>%1 anzeigen</translation>
    </message>
    <message>
        <source>Change the cluster</source>
        <translation>Cluster ändern</translation>
    </message>
</context>
<context>
    <name>regal::ErrorText</name>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>%1 has %2 bytes, more than the %3 bytes a file may have</source>
        <translation>%1 hat %2 Bytes, mehr als die %3 Bytes, die eine Datei haben darf</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 ist kein gültiges JSON: %2</translation>
    </message>
    <message>
        <source>%1, field %2: %3</source>
        <translation>%1, Feld %2: %3</translation>
    </message>
    <message>
        <source>%1: %3</source>
        <translation>%1: %3</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation>%1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>%1 is a placement for the graph “%2” (%3), not for “%4” (%5): the graphs differ.</source>
        <translation>%1 ist eine Platzierung für den Graphen „%2“ (%3), nicht für „%4“ (%5): Die Graphen unterscheiden sich.</translation>
    </message>
    <message>
        <source>%1 places the node “%2”, which the graph “%3” does not have.</source>
        <translation>%1 platziert den Knoten „%2“, den der Graph „%3“ nicht hat.</translation>
    </message>
    <message>
        <source>%1 places the node “%2” twice.</source>
        <translation>%1 platziert den Knoten „%2“ zweimal.</translation>
    </message>
    <message>
        <source>%1 places the node “%2” on the device “%3”, which the cluster does not have.</source>
        <translation>%1 platziert den Knoten „%2“ auf dem Gerät „%3“, das der Cluster nicht hat.</translation>
    </message>
    <message>
        <source>%1 needs a budget above %2 evaluations: its heuristics spend that many.</source>
        <translation>%1 braucht ein Budget über %2 Auswertungen: So viele verbrauchen seine Heuristiken.</translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %n node(s) of the graph “%3” without a device, the first is “%4”.</source>
        <translation>
            <numerusform>%1 lässt den Knoten „%4“ des Graphen „%3“ ohne Gerät.</numerusform>
            <numerusform>%1 lässt %n Knoten des Graphen „%3“ ohne Gerät, der erste ist „%4“.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has an unknown graph format (“%2”). Regal Studio reads .json (regal-graph or TensorFlow.js model.json), .dot, .gv, .onnx, .pbtxt (TensorFlow CostGraphDef), .cfg (Darknet) and .tflite (TensorFlow Lite).</source>
        <translation>%1 hat ein unbekanntes Graphformat („%2“). Regal Studio liest .json (regal-graph oder TensorFlow.js model.json), .dot, .gv, .onnx, .pbtxt (TensorFlow CostGraphDef), .cfg (Darknet) und .tflite (TensorFlow Lite).</translation>
    </message>
</context>
<context>
    <name>regal::GanttView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;transfer %2 → %3&lt;br&gt;start %4, finish %5&lt;br&gt;%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Übertragung %2 → %3&lt;br&gt;Beginn %4, Ende %5&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;op %2&lt;br&gt;start %3, finish %4&lt;br&gt;outputs %5, priority %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Operation %2&lt;br&gt;Beginn %3, Ende %4&lt;br&gt;Ausgaben %5, Priorität %6</translation>
    </message>
    <message>
        <source>Fit time axis</source>
        <translation>Zeitachse einpassen</translation>
    </message>
    <message>
        <source>The run is using the solution: stop it (Shift+F5) to move bars by hand</source>
        <translation>Die Optimierung verwendet die Lösung: Brechen Sie sie ab (Umschalt+F5), um Balken von Hand zu verschieben</translation>
    </message>
</context>
<context>
    <name>regal::GraphSearchBar</name>
    <message>
        <source>Find nodes by name or op type…</source>
        <translation>Knoten nach Name oder Operationstyp suchen…</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>No node matches “%1”</source>
        <translation>Kein Knoten passt zu „%1“</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) match “%1”</source>
        <translation>
            <numerusform>%n Knoten passt zu „%1“</numerusform>
            <numerusform>%n Knoten passen zu „%1“</numerusform>
        </translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Kein Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Which search match is shown: &quot;3 of 12&quot;</extracomment>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>regal::GraphView</name>
    <message numerus="yes">
        <source>Laying out %n boxes…</source>
        <translation>
            <numerusform>Ordne %n Kasten an…</numerusform>
            <numerusform>Ordne %n Kästen an…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid out %n boxes with %1 in %2</source>
        <translation>
            <numerusform>%n Kasten mit %1 in %2 angeordnet</numerusform>
            <numerusform>%n Kästen mit %1 in %2 angeordnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nodes, %1</source>
        <translation>
            <numerusform>%n Knoten, %1</numerusform>
            <numerusform>%n Knoten, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Expand group %1</source>
        <translation>Gruppe %1 aufklappen</translation>
    </message>
    <message>
        <source>Collapse group %1</source>
        <translation>Gruppe %1 zuklappen</translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation>In Fenster einpassen</translation>
    </message>
    <message>
        <source>Collapse all groups</source>
        <translation>Alle Gruppen zuklappen</translation>
    </message>
    <message>
        <source>Expand all groups</source>
        <translation>Alle Gruppen aufklappen</translation>
    </message>
</context>
<context>
    <name>regal::HelpMenu</name>
    <message>
        <source>About Regal Studio</source>
        <translation>Über Regal Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Regal Studio %1&lt;/h3&gt;&lt;p&gt;Places and schedules the operations of neural-network computation graphs: minimum run time under memory limits, or minimum peak memory.&lt;/p&gt;&lt;p&gt;Licensed under the MIT licence. Copyright 2026 The Regal Studio authors.&lt;/p&gt;&lt;p&gt;If you use it in your work, please cite the paper it implements:&lt;br&gt;Aditya Paliwal, Felix Gimeno, Vinod Nair, Yujia Li, Miles Lubin, Pushmeet Kohli and Oriol Vinyals. &lt;i&gt;Reinforced Genetic Algorithm Learning for Optimizing Computation Graphs.&lt;/i&gt; International Conference on Learning Representations (ICLR), 2020. arXiv:1905.02494.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Regal Studio %1&lt;/h3&gt;&lt;p&gt;Platziert und ordnet die Operationen von Berechnungsgraphen neuronaler Netze: kürzeste Laufzeit unter Speichergrenzen oder kleinste Speicherspitze.&lt;/p&gt;&lt;p&gt;Lizenziert unter der MIT-Lizenz. Copyright 2026 The Regal Studio authors.&lt;/p&gt;&lt;p&gt;Wenn Sie es in Ihrer Arbeit verwenden, zitieren Sie bitte die Veröffentlichung, die es umsetzt:&lt;br&gt;Aditya Paliwal, Felix Gimeno, Vinod Nair, Yujia Li, Miles Lubin, Pushmeet Kohli und Oriol Vinyals. &lt;i&gt;Reinforced Genetic Algorithm Learning for Optimizing Computation Graphs.&lt;/i&gt; International Conference on Learning Representations (ICLR), 2020. arXiv:1905.02494.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Copy BibTeX</source>
        <translation>BibTeX kopieren</translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>The user guide is not installed. It is looked for in %1.</source>
        <translation>Das Benutzerhandbuch ist nicht installiert. Es wird in %1 gesucht.</translation>
    </message>
    <message>
        <source>No program could open %1.</source>
        <translation>Kein Programm konnte %1 öffnen.</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <source>Gantt chart</source>
        <translation>Gantt-Diagramm</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoomen</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Add to the selection</source>
        <translation>Zur Auswahl hinzufügen</translation>
    </message>
    <message>
        <source>Ctrl+Click</source>
        <translation>Strg+Klick</translation>
    </message>
    <message>
        <source>Collapse a node&apos;s group, expand a group</source>
        <translation>Gruppe eines Knotens einklappen, Gruppe ausklappen</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <source>Zoom the time axis</source>
        <translation>Zeitachse zoomen</translation>
    </message>
    <message>
        <source>Scroll the time axis</source>
        <translation>Zeitachse verschieben</translation>
    </message>
    <message>
        <source>Shift+Wheel</source>
        <translation>Umschalt+Mausrad</translation>
    </message>
    <message>
        <source>Scroll the lanes</source>
        <translation>Bahnen verschieben</translation>
    </message>
    <message>
        <source>Alt+Wheel</source>
        <translation>Alt+Mausrad</translation>
    </message>
    <message>
        <source>Move to another device</source>
        <translation>Auf ein anderes Gerät verschieben</translation>
    </message>
    <message>
        <source>Drag a bar to another lane</source>
        <translation>Balken auf eine andere Bahn ziehen</translation>
    </message>
    <message>
        <source>Run earlier or later</source>
        <translation>Früher oder später ausführen</translation>
    </message>
    <message>
        <source>Drag a bar along its lane</source>
        <translation>Balken entlang seiner Bahn ziehen</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Regal Studio</source>
        <translation>Über &amp;Regal Studio</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>regal::Languages</name>
    <message>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
</context>
<context>
    <name>regal::LegendBar</name>
    <message>
        <source>Also: %1</source>
        <translation>Außerdem: %1</translation>
    </message>
</context>
<context>
    <name>regal::LifetimeChart</name>
    <message>
        <source>No solution</source>
        <translation>Keine Lösung</translation>
    </message>
    <message>
        <source>offset (%1)</source>
        <translation>Versatz (%1)</translation>
    </message>
    <message>
        <source>time (%1)</source>
        <translation>Zeit (%1)</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>Spitze</translation>
    </message>
</context>
<context>
    <name>regal::LifetimeView</name>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <source>Show the weights, which live for the whole run at the bottom of the arena</source>
        <translation>Die Gewichte zeigen, die den ganzen Lauf über unten in der Arena liegen</translation>
    </message>
    <message>
        <source>The device whose buffers are shown</source>
        <translation>Das Gerät, dessen Puffer gezeigt werden</translation>
    </message>
    <message numerus="yes">
        <source>Arena %1 (weights %2), peak %3 at %4: ×%5 (greedy by size); %n buffer(s) live at the peak</source>
        <translation>
            <numerusform>Arena %1 (Gewichte %2), Spitze %3 bei %4: ×%5 (gierig nach Größe); %n Puffer belegt zur Spitze</numerusform>
            <numerusform>Arena %1 (Gewichte %2), Spitze %3 bei %4: ×%5 (gierig nach Größe); %n Puffer belegt zur Spitze</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>regal::MainWindow</name>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole graph</source>
        <translation>Den ganzen Graphen zeigen</translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation>Geladen</translation>
    </message>
    <message>
        <source>Convergence</source>
        <translation>Konvergenz</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Makespan %1 (bound %2)</source>
        <translation>Gesamtlaufzeit %1 (Schranke %2)</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <source>Over memory by %1</source>
        <translation>Speicher um %1 überschritten</translation>
    </message>
    <message>
        <source>%1: makespan %2, peak %3</source>
        <translation>%1: Gesamtlaufzeit %2, Spitze %3</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>%1[*] — Regal Studio</source>
        <translation>%1[*] — Regal Studio</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>This session has changes that are not saved. Save them first?</source>
        <translation>Diese Sitzung hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>&amp;Pin to Current Device</source>
        <translation>An aktuelles Gerät &amp;binden</translation>
    </message>
    <message>
        <source>Keep the selected nodes on their device in the next run</source>
        <translation>Die gewählten Knoten im nächsten Lauf auf ihrem Gerät lassen</translation>
    </message>
    <message>
        <source>&amp;Unpin</source>
        <translation>Bindung &amp;aufheben</translation>
    </message>
    <message>
        <source>&amp;Critical Path</source>
        <translation>&amp;Kritischer Pfad</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lauf</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>S&amp;tep One Generation</source>
        <translation>Eine &amp;Generation weiter</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>Ab&amp;brechen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open Graph…</source>
        <translation>Graph ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation>&amp;Beispiel öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open Sess&amp;ion…</source>
        <translation>S&amp;itzung öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save Session</source>
        <translation>Sitzung &amp;speichern</translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation>Sitzung speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export Placement…</source>
        <translation>Platzierung &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Image</source>
        <translation>&amp;Bild exportieren</translation>
    </message>
    <message>
        <source>&amp;Graph View (PNG, SVG)…</source>
        <translation>&amp;Graphansicht (PNG, SVG)…</translation>
    </message>
    <message>
        <source>G&amp;antt Chart (PNG, SVG)…</source>
        <translation>G&amp;antt-Diagramm (PNG, SVG)…</translation>
    </message>
    <message>
        <source>&amp;Convergence Plot (PNG, PDF)…</source>
        <translation>&amp;Konvergenzdiagramm (PNG, PDF)…</translation>
    </message>
    <message>
        <source>&amp;Memory Plot (PNG, PDF)…</source>
        <translation>&amp;Speicherdiagramm (PNG, PDF)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Move to Device</source>
        <translation>Auf Gerät &amp;verschieben</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>Auswahl &amp;aufheben</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Fit Graph</source>
        <translation>Graph &amp;einpassen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Fit &amp;Time Axis</source>
        <translation>&amp;Zeitachse einpassen</translation>
    </message>
    <message>
        <source>Colour by &amp;Device</source>
        <translation>Nach &amp;Gerät färben</translation>
    </message>
    <message>
        <source>Colour by Op &amp;Type</source>
        <translation>Nach &amp;Operationstyp färben</translation>
    </message>
    <message>
        <source>&amp;Collapse All Groups</source>
        <translation>Alle Gruppen &amp;zuklappen</translation>
    </message>
    <message>
        <source>&amp;Expand All Groups</source>
        <translation>Alle Gruppen &amp;aufklappen</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Anordnung</translation>
    </message>
    <message>
        <source>&amp;Automatic</source>
        <translation>&amp;Automatisch</translation>
    </message>
    <message>
        <source>Graphviz &amp;dot</source>
        <translation>Graphviz &amp;dot</translation>
    </message>
    <message>
        <source>&amp;Fast layered</source>
        <translation>&amp;Schnell in Schichten</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language is used from the next start of Regal Studio.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Regal Studio.</translation>
    </message>
    <message>
        <source>&amp;Compare Solutions…</source>
        <translation>Lösungen &amp;vergleichen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Nach %1 verschieben</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>Die Sitzung lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>%1 is a cluster file; open a graph and pass it with --cluster, or edit the cluster in the Cluster panel.</source>
        <translation>%1 ist eine Cluster-Datei; öffnen Sie einen Graphen und geben Sie sie mit --cluster an, oder bearbeiten Sie den Cluster im Bereich „Cluster“.</translation>
    </message>
    <message>
        <source>Cannot open the graph</source>
        <translation>Der Graph lässt sich nicht öffnen</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n nodes</source>
        <translation>
            <numerusform>%1 geöffnet: %n Knoten</numerusform>
            <numerusform>%1 geöffnet: %n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open the placement</source>
        <translation>Die Platzierung lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Cannot use the placement</source>
        <translation>Die Platzierung passt nicht</translation>
    </message>
    <message>
        <source>Open Graph</source>
        <translation>Graph öffnen</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Sessions (*.json)</source>
        <translation>Sitzungen (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the session</source>
        <translation>Die Sitzung lässt sich nicht speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>Cannot export the placement</source>
        <translation>Die Platzierung lässt sich nicht exportieren</translation>
    </message>
    <message>
        <source>Placement written to %1</source>
        <translation>Platzierung nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Export Placement</source>
        <translation>Platzierung exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>Image written to %1</source>
        <translation>Bild nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Cannot export the image</source>
        <translation>Das Bild lässt sich nicht exportieren</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Cannot start the run</source>
        <translation>Der Lauf lässt sich nicht starten</translation>
    </message>
    <message>
        <source>%1 evaluations/s</source>
        <translation>%1 Auswertungen/s</translation>
    </message>
    <message>
        <source>Generation %1, %2 evaluations, best %3</source>
        <translation>Generation %1, %2 Auswertungen, beste %3</translation>
    </message>
    <message>
        <source>The run failed</source>
        <translation>Der Lauf ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>The run ended before its first generation</source>
        <translation>Der Lauf endete vor seiner ersten Generation</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Paused: Step runs one generation, Resume continues</source>
        <translation>Angehalten: „Eine Generation weiter“ rechnet eine Generation, „Fortsetzen“ läuft weiter</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>%1 is a placement for the graph &apos;%2&apos;, which is neither a built-in sample nor in the same folder. Open the graph first, then the placement.</source>
        <translation>%1 ist eine Platzierung für den Graphen „%2“, der weder ein eingebautes Beispiel ist noch im selben Ordner liegt. Öffnen Sie zuerst den Graphen, dann die Platzierung.</translation>
    </message>
    <message>
        <source>Sessions (*.regal-session.json *.json)</source>
        <translation>Sitzungen (*.regal-session.json *.json)</translation>
    </message>
    <message>
        <source>Placements (*.regal-placement.json *.json)</source>
        <translation>Platzierungen (*.regal-placement.json *.json)</translation>
    </message>
    <message>
        <source>Peak %1 (bound %2)</source>
        <translation>Spitze %1 (Schranke %2)</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>Ungesicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Regal Studio did not close properly. A session with unsaved changes was autosaved at %1.

Restore it? If you do not, it is deleted.</source>
        <translation>Regal Studio wurde nicht ordnungsgemäß beendet. Eine Sitzung mit ungesicherten Änderungen wurde am %1 automatisch gesichert.

Wiederherstellen? Andernfalls wird sie gelöscht.</translation>
    </message>
    <message>
        <source>Cannot restore the session</source>
        <translation>Die Sitzung lässt sich nicht wiederherstellen</translation>
    </message>
    <message>
        <source>Restored the autosaved session of %1</source>
        <translation>Automatisch gesicherte Sitzung vom %1 wiederhergestellt</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Vorheriger &amp;Treffer</translation>
    </message>
    <message>
        <source>Find Ne&amp;xt</source>
        <translation>&amp;Nächster Treffer</translation>
    </message>
    <message>
        <source>Export &amp;Trace (Perfetto, Chrome)…</source>
        <translation>&amp;Trace exportieren (Perfetto, Chrome)…</translation>
    </message>
    <message>
        <source>Cannot export the trace</source>
        <translation>Der Trace kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Trace written to %1; open it in Perfetto or chrome://tracing</source>
        <translation>Trace nach %1 geschrieben; öffnen Sie ihn in Perfetto oder chrome://tracing</translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation>Trace exportieren</translation>
    </message>
    <message>
        <source>Chrome traces (*.trace.json *.json)</source>
        <translation>Chrome-Traces (*.trace.json *.json)</translation>
    </message>
    <message>
        <source>Lifetimes</source>
        <translation>Lebensdauern</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>beenden</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>„%1“ &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>„%1“ &amp;wiederholen</translation>
    </message>
    <message>
        <source>The run is using the solution: stop it (Shift+F5) to move nodes by hand</source>
        <translation>Die Optimierung verwendet die Lösung: Brechen Sie sie ab (Umschalt+F5), um Knoten von Hand zu verschieben</translation>
    </message>
    <message>
        <source>A run is going on</source>
        <translation>Eine Optimierung läuft</translation>
    </message>
    <message>
        <source>The run of %1 on this document is still going on. Stop it and %2? The run&apos;s result is not kept.</source>
        <translation>Die Optimierung mit %1 auf diesem Dokument läuft noch. Abbrechen und %2? Ihr Ergebnis wird nicht übernommen.</translation>
    </message>
    <message>
        <source>Stop the Run</source>
        <translation>Optimierung abbrechen</translation>
    </message>
    <message>
        <source>open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>apply the placement</source>
        <translation>die Platzierung übernehmen</translation>
    </message>
    <message>
        <source>Stop the run to redo “%1”</source>
        <translation>Brechen Sie die Optimierung ab, um „%1“ zu wiederholen</translation>
    </message>
    <message>
        <source>Stop the run to undo “%1”</source>
        <translation>Brechen Sie die Optimierung ab, um „%1“ rückgängig zu machen</translation>
    </message>
    <message>
        <source>Paused after generation %1, %2 evaluations, best %3: Step runs one generation, Resume continues</source>
        <translation>Angehalten nach Generation %1, %2 Auswertungen, beste %3: Schritt rechnet eine Generation, Fortsetzen setzt fort</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>Die Optimierung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 after %2 evaluations in %3: makespan %4, peak %5 (%6)</source>
        <translation>%1 nach %2 Auswertungen in %3: Gesamtlaufzeit %4, Spitze %5 (%6)</translation>
    </message>
    <message>
        <source>random graph (Erdős–Rényi)</source>
        <translation>Zufallsgraph (Erdős–Rényi)</translation>
    </message>
    <message>
        <source>communities (stochastic block model)</source>
        <translation>Gemeinschaften (stochastisches Blockmodell)</translation>
    </message>
    <message>
        <source>residual network, as ResNet</source>
        <translation>Residualnetz wie ResNet</translation>
    </message>
    <message>
        <source>Inception-style network</source>
        <translation>Netz im Stil von Inception</translation>
    </message>
    <message>
        <source>Transformer encoder</source>
        <translation>Transformer-Encoder</translation>
    </message>
    <message>
        <source>recurrent network, unrolled</source>
        <translation>rekurrentes Netz, ausgerollt</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>random layers, each reading the one before</source>
        <translation>zufällige Schichten, jede liest die vorige</translation>
    </message>
    <message>
        <source>Over memory by %1: no solution fits</source>
        <translation>Speicher um %1 überschritten: keine Lösung passt</translation>
    </message>
    <message>
        <source>It does not fit the devices&apos; memory: run again from it, or with a larger budget, to look further.</source>
        <translation>Sie passt nicht in den Speicher der Geräte: Starten Sie erneut von ihr aus oder mit größerem Budget, um weiterzusuchen.</translation>
    </message>
    <message>
        <source>Click to show it.</source>
        <translation>Klicken zeigt sie.</translation>
    </message>
    <message>
        <source>Graphs and sessions (*.json *.dot *.gv *.onnx *.pbtxt *.cfg *.tflite);;All files (*)</source>
        <translation>Graphen und Sitzungen (*.json *.dot *.gv *.onnx *.pbtxt *.cfg *.tflite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Colour by Policy &amp;Advice</source>
        <translation>Nach &amp;Rat der Policy färben</translation>
    </message>
</context>
<context>
    <name>regal::MemoryPlot</name>
    <message>
        <source>time (%1)</source>
        <translation>Zeit (%1)</translation>
    </message>
    <message>
        <source>memory in use (%1)</source>
        <translation>belegter Speicher (%1)</translation>
    </message>
</context>
<context>
    <name>regal::MiniMap</name>
    <message>
        <source>The whole graph: click or drag to move the view</source>
        <translation>Der ganze Graph: Klicken oder Ziehen verschiebt die Ansicht</translation>
    </message>
</context>
<context>
    <name>regal::NodePropertiesPanel</name>
    <message>
        <source>Op</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Scratch</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Gebunden</translation>
    </message>
    <message>
        <source>Policy choice</source>
        <translation>Wahl der Policy</translation>
    </message>
    <message>
        <source>Select a node in the graph or the Gantt chart.</source>
        <translation>Wählen Sie einen Knoten im Graphen oder im Gantt-Diagramm.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;and %n more selected</source>
        <translation>
            <numerusform>&lt;br&gt;und %n weiterer gewählt</numerusform>
            <numerusform>&lt;br&gt;und %n weitere gewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 at speed 1</source>
        <translation>%1 bei Geschwindigkeit 1</translation>
    </message>
    <message>
        <source>%1 flop, %2 accessed</source>
        <translation>%1 Flop, %2 Speicherzugriff</translation>
    </message>
    <message>
        <source>alias of input %1</source>
        <translation>Alias von Eingabe %1</translation>
    </message>
    <message>
        <source>%1 data, %2 control</source>
        <translation>%1 Daten, %2 Steuerung</translation>
    </message>
    <message>
        <source>%1 (takes %2)</source>
        <translation>%1 (dauert %2)</translation>
    </message>
    <message>
        <source>by the graph to %1</source>
        <translation>durch den Graphen an %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>an %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Beta(%1, %2)</source>
        <translation>Beta(%1, %2)</translation>
    </message>
    <message>
        <source>devices uniform</source>
        <translation>Geräte gleichverteilt</translation>
    </message>
    <message>
        <source>kept near %1: its key %2, the others %3</source>
        <translation>bei %1 gehalten: sein Schlüssel %2, die anderen %3</translation>
    </message>
    <message>
        <source>priority uniform</source>
        <translation>Priorität gleichverteilt</translation>
    </message>
    <message>
        <source>priority %1, mean %2</source>
        <translation>Priorität %1, Mittelwert %2</translation>
    </message>
    <message>
        <source>%1; %2; rho %3; entropy %4 nats</source>
        <translation>%1; %2; rho %3; Entropie %4 nats</translation>
    </message>
    <message>
        <source>around %1: its key %2, faster devices %3, as fast %4, slower %5</source>
        <translation>um %1: sein Schlüssel %2, schnellere Geräte %3, gleich schnelle %4, langsamere %5</translation>
    </message>
    <message>
        <source>%1, weakened: the committee disagreed</source>
        <translation>%1, abgeschwächt: das Komitee war uneins</translation>
    </message>
    <message>
        <source>none: the policy&apos;s gate left this graph to seeded BRKGA</source>
        <translation>keine: das Gate der Policy hat diesen Graphen dem mit den Heuristiken gestarteten BRKGA überlassen</translation>
    </message>
    <message numerus="yes">
        <source>The import warns %n time(s):</source>
        <translation>
            <numerusform>Der Import warnt einmal:</numerusform>
            <numerusform>Der Import warnt %n-mal:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>regal::ParetoView</name>
    <message>
        <source>evaluated</source>
        <translation>ausgewertet</translation>
    </message>
    <message>
        <source>non-dominated</source>
        <translation>nicht dominiert</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>angezeigt</translation>
    </message>
    <message>
        <source>makespan (%1)</source>
        <translation>Gesamtlaufzeit (%1)</translation>
    </message>
    <message>
        <source>peak memory (%1)</source>
        <translation>Speicherspitze (%1)</translation>
    </message>
    <message>
        <source>Start a run: the solutions it evaluates appear here.</source>
        <translation>Starten Sie einen Lauf: Die Lösungen, die er auswertet, erscheinen hier.</translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s) sampled, %1 non-dominated; click one to show it.</source>
        <translation>
            <numerusform>%n Lösung als Stichprobe, %1 nicht dominiert; ein Klick zeigt sie an.</numerusform>
            <numerusform>%n Lösungen als Stichprobe, %1 nicht dominiert; ein Klick zeigt eine an.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show a Pareto point</source>
        <translation>Einen Pareto-Punkt anzeigen</translation>
    </message>
    <message numerus="yes">
        <source>%n lie(s) outside the view.</source>
        <translation>
            <numerusform>%n liegt außerhalb der Ansicht.</numerusform>
            <numerusform>%n liegen außerhalb der Ansicht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>regal::PeakTableModel</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weiterer</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>Tensor</translation>
    </message>
    <message>
        <source>Producer</source>
        <translation>Erzeuger</translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation>Verbraucher</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Share of peak</source>
        <translation>Anteil an der Spitze</translation>
    </message>
    <message>
        <source>%1 (weights)</source>
        <translation>%1 (Gewichte)</translation>
    </message>
    <message>
        <source>%1 (scratch)</source>
        <translation>%1 (Zwischenspeicher)</translation>
    </message>
    <message>
        <source>%1:%2 (copy)</source>
        <translation>%1:%2 (Kopie)</translation>
    </message>
</context>
<context>
    <name>regal::PlotUnits</name>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Byte</translation>
    </message>
</context>
<context>
    <name>regal::PolicyAdviceColoring</name>
    <message>
        <source>no device advice</source>
        <translation>kein Rat zum Gerät</translation>
    </message>
    <message>
        <source>keep a little</source>
        <translation>etwas halten</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>halten</translation>
    </message>
    <message>
        <source>keep firmly</source>
        <translation>fest halten</translation>
    </message>
    <message>
        <source>move off</source>
        <translation>wegbewegen</translation>
    </message>
    <message>
        <source>to a faster device</source>
        <translation>auf ein schnelleres Gerät</translation>
    </message>
    <message>
        <source>to a slower device</source>
        <translation>auf ein langsameres Gerät</translation>
    </message>
    <message>
        <source>to one as fast</source>
        <translation>auf ein gleich schnelles</translation>
    </message>
    <message>
        <source>no advice: the policy&apos;s gate left this graph to seeded BRKGA</source>
        <translation>kein Rat: das Gate der Policy hat diesen Graphen dem mit den Heuristiken gestarteten BRKGA überlassen</translation>
    </message>
    <message>
        <source>no advice: no policy steered the run of this solution</source>
        <translation>kein Rat: keine Policy hat den Lauf dieser Lösung gelenkt</translation>
    </message>
</context>
<context>
    <name>regal::RunSettingsPanel</name>
    <message>
        <source>Start from the current solution</source>
        <translation>Mit der aktuellen Lösung beginnen</translation>
    </message>
    <message>
        <source>Run time (makespan under memory limits)</source>
        <translation>Laufzeit (Gesamtlaufzeit unter Speichergrenzen)</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>Speicherspitze</translation>
    </message>
    <message>
        <source> evaluations</source>
        <translation> Auswertungen</translation>
    </message>
    <message>
        <source>all (%1)</source>
        <translation>alle (%1)</translation>
    </message>
    <message>
        <source>Put the current solution, hand edits included, into the first generation</source>
        <translation>Die aktuelle Lösung samt Handänderungen in die erste Generation aufnehmen</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Population</translation>
    </message>
    <message>
        <source>runs on one device; this cluster has %1</source>
        <translation>läuft auf einem Gerät; dieser Cluster hat %1</translation>
    </message>
    <message>
        <source>runs on at most %1 devices; this cluster has %2</source>
        <translation>läuft auf höchstens %1 Geräten; dieser Cluster hat %2</translation>
    </message>
    <message>
        <source>no trained policy for this task is loaded</source>
        <translation>für diese Aufgabe ist keine trainierte Policy geladen</translation>
    </message>
    <message>
        <source>%1 (not available: %2)</source>
        <translation>%1 (nicht verfügbar: %2)</translation>
    </message>
    <message>
        <source>%1. Not available: %2.</source>
        <translation>%1. Nicht verfügbar: %2.</translation>
    </message>
    <message>
        <source>Individuals per generation. Under memory limits the search keeps fewer once a generation fits: one per 100 evaluations of the budget, at least half</source>
        <translation>Individuen je Generation. Bei Speichergrenzen behält die Suche weniger, sobald eine Generation passt: eines je 100 Auswertungen des Budgets, mindestens die Hälfte</translation>
    </message>
</context>
<context>
    <name>regal::Session</name>
    <message>
        <source>Input order</source>
        <translation>Eingabefolge</translation>
    </message>
    <message>
        <source>%1, edited</source>
        <translation>%1, bearbeitet</translation>
    </message>
    <message>
        <source>Edited</source>
        <translation>Bearbeitet</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
</context>
<context>
    <name>regal::ShortfallText</name>
    <message>
        <source>No solution fits: in every one some device peaks at %1 or more, and no device has more than %2.</source>
        <translation>Keine Lösung passt: In jeder erreicht ein Gerät eine Spitze von %1 oder mehr, und kein Gerät hat mehr als %2.</translation>
    </message>
    <message>
        <source>No solution fits: “%1” needs %2 while it runs, and no device it may run on has more than %3.</source>
        <translation>Keine Lösung passt: „%1“ braucht während der Ausführung %2, und kein Gerät, auf dem es laufen darf, hat mehr als %3.</translation>
    </message>
</context>
<context>
    <name>regal::SolutionListModel</name>
    <message>
        <source>%1, seed %2, %3 evaluations</source>
        <translation>%1, Startwert %2, %3 Auswertungen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>How far above the lower bound of the current task</source>
        <translation>Wie weit über der unteren Schranke der aktuellen Aufgabe</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Abstand</translation>
    </message>
</context>
<context>
    <name>regal::SolutionsPanel</name>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Make the selected solution the current one</source>
        <translation>Die gewählte Lösung zur aktuellen machen</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>Vergleichen…</translation>
    </message>
    <message>
        <source>Compare two selected solutions (or the selected one with the current)</source>
        <translation>Zwei gewählte Lösungen vergleichen (oder die gewählte mit der aktuellen)</translation>
    </message>
    <message>
        <source>Stop the run to show another solution; the run shows its best so far</source>
        <translation>Brechen Sie die Optimierung ab, um eine andere Lösung zu zeigen; die Optimierung zeigt ihre bisher beste</translation>
    </message>
</context>
<context>
    <name>regal::StudioOptions</name>
    <message>
        <source>Regal Studio: place and schedule the operations of a computation graph.</source>
        <translation>Regal Studio: die Operationen eines Berechnungsgraphen platzieren und ordnen.</translation>
    </message>
    <message>
        <source>Graph file, session file, or sample:NAME.</source>
        <translation>Graph-Datei, Sitzungsdatei oder sample:NAME.</translation>
    </message>
    <message>
        <source>N identical devices.</source>
        <translation>N gleiche Geräte.</translation>
    </message>
    <message>
        <source>A regal-cluster file.</source>
        <translation>Eine regal-cluster-Datei.</translation>
    </message>
    <message>
        <source>runtime or memory.</source>
        <translation>runtime oder memory.</translation>
    </message>
    <message>
        <source>Start a run of METHOD at once.</source>
        <translation>Sofort einen Lauf von METHOD starten.</translation>
    </message>
    <message>
        <source>Evaluations for --run.</source>
        <translation>Auswertungen für --run.</translation>
    </message>
    <message>
        <source>Seed for --run.</source>
        <translation>Startwert für --run.</translation>
    </message>
    <message>
        <source>Load, lay out, run if asked, save a PNG of the window and exit.</source>
        <translation>Laden, anordnen, auf Wunsch rechnen, ein PNG des Fensters speichern und beenden.</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Fenstergröße für --screenshot.</translation>
    </message>
    <message>
        <source>en or de.</source>
        <translation>en oder de.</translation>
    </message>
    <message>
        <source>Highlight the critical path.</source>
        <translation>Den kritischen Pfad hervorheben.</translation>
    </message>
    <message>
        <source>Measure layout, first paint and frame times on generated graphs, print them and exit.</source>
        <translation>Anordnung, erstes Zeichnen und Bildzeiten auf erzeugten Graphen messen, ausgeben und beenden.</translation>
    </message>
    <message>
        <source>Show the whole graph.</source>
        <translation>Den ganzen Graphen zeigen.</translation>
    </message>
    <message>
        <source>--devices must be a number from 1 to %1</source>
        <translation>--devices muss eine Zahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <source>--budget must be from 1 to %1 evaluations</source>
        <translation>--budget muss zwischen 1 und %1 Auswertungen liegen</translation>
    </message>
    <message>
        <source>Raise a plot: convergence, memory, lifetimes or pareto.</source>
        <translation>Ein Diagramm nach vorn holen: convergence, memory, lifetimes oder pareto.</translation>
    </message>
    <message>
        <source>Measure the lifetime and Pareto views on generated graphs, print the times and exit.</source>
        <translation>Die Lebensdauer- und die Pareto-Ansicht auf erzeugten Graphen messen, die Zeiten ausgeben und beenden.</translation>
    </message>
    <message>
        <source>One device per speed, e.g. 1,1,0.5,0.5.</source>
        <translation>Ein Gerät je Geschwindigkeit, z. B. 1,1,0.5,0.5.</translation>
    </message>
    <message>
        <source>Give each device F x (the one-device peak of the input order) / devices of memory.</source>
        <translation>Gibt jedem Gerät F × (die Spitze der Eingabefolge auf einem Gerät) / Geräte an Speicher.</translation>
    </message>
    <message>
        <source>--speeds gives %1 devices; at most %2 are allowed</source>
        <translation>--speeds gibt %1 Geräte an; erlaubt sind höchstens %2</translation>
    </message>
    <message>
        <source>Select the node or the group named NAME.</source>
        <translation>Den Knoten oder die Gruppe NAME auswählen.</translation>
    </message>
    <message>
        <source>Colour the graph&apos;s nodes by device, op-type or policy-advice.</source>
        <translation>Die Knoten des Graphen nach device (Gerät), op-type (Operationstyp) oder policy-advice (Rat der Policy) färben.</translation>
    </message>
</context>
<context>
    <name>regal::Units</name>
    <message>
        <source>0 s</source>
        <translation>0 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 (unchanged)</source>
        <translation>%1 (unverändert)</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
</context>
</TS>
