<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Method</name>
    <message>
        <source>every node on the fastest device, upward-rank order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes dealt to the devices in topological order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uniform random keys, the best of the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HEFT list scheduling by upward rank (Topcuoglu et al. 2002)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPOP: the critical path on one device (Topcuoglu et al. 2002)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>METIS k-way partition by cost and bytes, then list scheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baechi&apos;s m-TOPO: topological order, devices filled in turn within their memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baechi&apos;s m-ETF: earliest start first among devices with room (Jeon et al. 2020)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baechi&apos;s m-SCT: m-ETF keeping favourite children on their parent&apos;s device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hill climbing from HEFT (runtime) or greedy list (memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BRKGA with uniform keys (Goncalves and Resende 2011)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uniform BRKGA seeded with every heuristic&apos;s solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uniform BRKGA with the shipped tuned parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BRKGA steered by the trained policy (Paliwal et al. 2020)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes in file order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth-first post-order, largest subtree first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greedy by bytes freed minus bytes allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spectral sequencing: the Fiedler vector, edges weighted by the root of their bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>least peak memory first: the ready node that raises memory least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breadth-first: nodes in the order they become ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best of lpmf, bfs and dfs, as PyTorch&apos;s compiler keeps it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random topological orders, the best of the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimal one-device order: dynamic programming split at cut nodes, time-limited</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot open the cluster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::ClusterEditor</name>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 is pinned to %2, which this cluster lacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × need / devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every device this share of what the graph needs on one device: 1.3 on 4 devices is the tight-memory regime of the benchmarks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory from need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory from need must be %1 or more before any solution can fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The graph needs %1 on one device in input order; on %n device(s), no solution fits below %2.</source>
        <translation>
            <numerusform>The graph needs %1 on one device in input order; on %n device, no solution fits below %2.</numerusform>
            <numerusform>The graph needs %1 on one device in input order; on %n devices, no solution fits below %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>regal::ClusterModel</name>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (MiB, 0 = unlimited)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::CompareDialog</name>
    <message>
        <source>Compare solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes on another device in B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makespan: %1. %2 nodes moved, %3 reordered on the same device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match interchangeable devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename B&apos;s devices among those with the same rates, memory and links, so that as many nodes as possible stay where A has them. The makespan and peaks do not change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&apos;s interchangeable devices are renamed to match A.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::ConvergencePlot</name>
    <message>
        <source>population mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>makespan (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak memory (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>least over memory so far</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::EditCommands</name>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reorder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpin %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the cluster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::ErrorText</name>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 bytes, more than the %3 bytes a file may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, field %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a placement for the graph “%2” (%3), not for “%4” (%5): the graphs differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places the node “%2”, which the graph “%3” does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places the node “%2” twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places the node “%2” on the device “%3”, which the cluster does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a budget above %2 evaluations: its heuristics spend that many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %n node(s) of the graph “%3” without a device, the first is “%4”.</source>
        <translation>
            <numerusform>%1 leaves the node “%4” of the graph “%3” without a device.</numerusform>
            <numerusform>%1 leaves %n nodes of the graph “%3” without a device, the first is “%4”.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has an unknown graph format (“%2”). Regal Studio reads .json (regal-graph or TensorFlow.js model.json), .dot, .gv, .onnx, .pbtxt (TensorFlow CostGraphDef), .cfg (Darknet) and .tflite (TensorFlow Lite).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::GanttView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;transfer %2 → %3&lt;br&gt;start %4, finish %5&lt;br&gt;%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;op %2&lt;br&gt;start %3, finish %4&lt;br&gt;outputs %5, priority %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit time axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run is using the solution: stop it (Shift+F5) to move bars by hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::GraphSearchBar</name>
    <message>
        <source>Find nodes by name or op type…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No node matches “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) match “%1”</source>
        <translation>
            <numerusform>%n node matches “%1”</numerusform>
            <numerusform>%n nodes match “%1”</numerusform>
        </translation>
    </message>
    <message>
        <source>No match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Which search match is shown: &quot;3 of 12&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::GraphView</name>
    <message numerus="yes">
        <source>Laying out %n boxes…</source>
        <translation>
            <numerusform>Laying out %n box…</numerusform>
            <numerusform>Laying out %n boxes…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid out %n boxes with %1 in %2</source>
        <translation>
            <numerusform>Laid out %n box with %1 in %2</numerusform>
            <numerusform>Laid out %n boxes with %1 in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nodes, %1</source>
        <translation>
            <numerusform>%n node, %1</numerusform>
            <numerusform>%n nodes, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Expand group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collapse group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collapse all groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expand all groups</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::HelpMenu</name>
    <message>
        <source>About Regal Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Regal Studio %1&lt;/h3&gt;&lt;p&gt;Places and schedules the operations of neural-network computation graphs: minimum run time under memory limits, or minimum peak memory.&lt;/p&gt;&lt;p&gt;Licensed under the MIT licence. Copyright 2026 The Regal Studio authors.&lt;/p&gt;&lt;p&gt;If you use it in your work, please cite the paper it implements:&lt;br&gt;Aditya Paliwal, Felix Gimeno, Vinod Nair, Yujia Li, Miles Lubin, Pushmeet Kohli and Oriol Vinyals. &lt;i&gt;Reinforced Genetic Algorithm Learning for Optimizing Computation Graphs.&lt;/i&gt; International Conference on Learning Representations (ICLR), 2020. arXiv:1905.02494.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy BibTeX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user guide is not installed. It is looked for in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program could open %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantt chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collapse a node&apos;s group, expand a group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom the time axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scroll the time axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+Wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scroll the lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+Wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to another device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a bar to another lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run earlier or later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a bar along its lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Regal Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::Languages</name>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::LegendBar</name>
    <message>
        <source>Also: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::LifetimeChart</name>
    <message>
        <source>No solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offset (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::LifetimeView</name>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the weights, which live for the whole run at the bottom of the arena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device whose buffers are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Arena %1 (weights %2), peak %3 at %4: ×%5 (greedy by size); %n buffer(s) live at the peak</source>
        <translation>
            <numerusform>Arena %1 (weights %2), peak %3 at %4: ×%5 (greedy by size); %n buffer live at the peak</numerusform>
            <numerusform>Arena %1 (weights %2), peak %3 at %4: ×%5 (greedy by size); %n buffers live at the peak</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>regal::MainWindow</name>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convergence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makespan %1 (bound %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over memory by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: makespan %2, peak %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Regal Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pin to Current Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the selected nodes on their device in the next run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Critical Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tep One Generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Graph…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Sess&amp;ion…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Placement…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Graph View (PNG, SVG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G&amp;antt Chart (PNG, SVG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Convergence Plot (PNG, PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Memory Plot (PNG, PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move to Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit &amp;Time Axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by &amp;Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by Op &amp;Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Collapse All Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Expand All Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphviz &amp;dot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast layered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used from the next start of Regal Studio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare Solutions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a cluster file; open a graph and pass it with --cluster, or edit the cluster in the Cluster panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n nodes</source>
        <translation>
            <numerusform>Opened %1: %n node</numerusform>
            <numerusform>Opened %1: %n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open the placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use the placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 evaluations/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation %1, %2 evaluations, best %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run ended before its first generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: Step runs one generation, Resume continues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a placement for the graph &apos;%2&apos;, which is neither a built-in sample nor in the same folder. Open the graph first, then the placement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions (*.regal-session.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placements (*.regal-placement.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak %1 (bound %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regal Studio did not close properly. A session with unsaved changes was autosaved at %1.

Restore it? If you do not, it is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the autosaved session of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Ne&amp;xt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Trace (Perfetto, Chrome)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace written to %1; open it in Perfetto or chrome://tracing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chrome traces (*.trace.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lifetimes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run is using the solution: stop it (Shift+F5) to move nodes by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run is going on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run of %1 on this document is still going on. Stop it and %2? The run&apos;s result is not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply the placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run to redo “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run to undo “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused after generation %1, %2 evaluations, best %3: Step runs one generation, Resume continues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 after %2 evaluations in %3: makespan %4, peak %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random graph (Erdős–Rényi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>communities (stochastic block model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>residual network, as ResNet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inception-style network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recurrent network, unrolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random layers, each reading the one before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over memory by %1: no solution fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not fit the devices&apos; memory: run again from it, or with a larger budget, to look further.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to show it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphs and sessions (*.json *.dot *.gv *.onnx *.pbtxt *.cfg *.tflite);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by Policy &amp;Advice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::MemoryPlot</name>
    <message>
        <source>time (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory in use (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::MiniMap</name>
    <message>
        <source>The whole graph: click or drag to move the view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::NodePropertiesPanel</name>
    <message>
        <source>Op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scratch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a node in the graph or the Gantt chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;and %n more selected</source>
        <translation>
            <numerusform>&lt;br&gt;and %n more selected</numerusform>
            <numerusform>&lt;br&gt;and %n more selected</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at speed 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flop, %2 accessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alias of input %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 data, %2 control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (takes %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the graph to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beta(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices uniform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept near %1: its key %2, the others %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority uniform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority %1, mean %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2; rho %3; entropy %4 nats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>around %1: its key %2, faster devices %3, as fast %4, slower %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, weakened: the committee disagreed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the policy&apos;s gate left this graph to seeded BRKGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The import warns %n time(s):</source>
        <translation>
            <numerusform>The import warns once:</numerusform>
            <numerusform>The import warns %n times:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>regal::ParetoView</name>
    <message>
        <source>evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>non-dominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>makespan (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak memory (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a run: the solutions it evaluates appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s) sampled, %1 non-dominated; click one to show it.</source>
        <translation>
            <numerusform>%n solution sampled, %1 non-dominated; click it to show it.</numerusform>
            <numerusform>%n solutions sampled, %1 non-dominated; click one to show it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show a Pareto point</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n lie(s) outside the view.</source>
        <translation>
            <numerusform>%n lies outside the view.</numerusform>
            <numerusform>%n lie outside the view.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>regal::PeakTableModel</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (scratch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::PlotUnits</name>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::PolicyAdviceColoring</name>
    <message>
        <source>no device advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep a little</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep firmly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to a faster device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to a slower device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to one as fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no advice: the policy&apos;s gate left this graph to seeded BRKGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no advice: no policy steered the run of this solution</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::RunSettingsPanel</name>
    <message>
        <source>Start from the current solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run time (makespan under memory limits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the current solution, hand edits included, into the first generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Population</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs on one device; this cluster has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs on at most %1 devices; this cluster has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trained policy for this task is loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not available: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Not available: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Individuals per generation. Under memory limits the search keeps fewer once a generation fits: one per 100 evaluations of the budget, at least half</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::Session</name>
    <message>
        <source>Input order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::ShortfallText</name>
    <message>
        <source>No solution fits: in every one some device peaks at %1 or more, and no device has more than %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution fits: “%1” needs %2 while it runs, and no device it may run on has more than %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::SolutionListModel</name>
    <message>
        <source>%1, seed %2, %3 evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far above the lower bound of the current task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::SolutionsPanel</name>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the selected solution the current one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare two selected solutions (or the selected one with the current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run to show another solution; the run shows its best so far</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::StudioOptions</name>
    <message>
        <source>Regal Studio: place and schedule the operations of a computation graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graph file, session file, or sample:NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N identical devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A regal-cluster file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime or memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a run of METHOD at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluations for --run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed for --run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load, lay out, run if asked, save a PNG of the window and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en or de.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight the critical path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure layout, first paint and frame times on generated graphs, print them and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--devices must be a number from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--budget must be from 1 to %1 evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise a plot: convergence, memory, lifetimes or pareto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure the lifetime and Pareto views on generated graphs, print the times and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One device per speed, e.g. 1,1,0.5,0.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each device F x (the one-device peak of the input order) / devices of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--speeds gives %1 devices; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the node or the group named NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour the graph&apos;s nodes by device, op-type or policy-advice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>regal::Units</name>
    <message>
        <source>0 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unchanged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
