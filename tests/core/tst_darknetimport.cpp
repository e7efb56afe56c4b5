#include "core/io/graphfile.h"
#include "core/io/import/importnotes.h"

#include <QTest>

using namespace regal;

namespace {

const char *const Network = R"([net]
# training batch: the import is for batch 1
batch=64
width=8
height=8
channels=3

[convolutional]
batch_normalize=1
filters=4
size=3
stride=1
pad=1
activation=leaky

[convolutional]
filters=4
size=1
activation=linear

[shortcut]
from=-2

[maxpool]
size=2
stride=2

[route]
layers = -2

[upsample]
stride=2

[connected]
output=10
)";

QString importError(const std::string &text)
{
    Result<Graph> graph = parseGraph(text, GraphFormat::Darknet, "bad.cfg");
    return graph ? QString() : QString::fromStdString(graph.error());
}

} // namespace

class TestDarknetImport : public QObject
{
    Q_OBJECT

private slots:
    void layersShapesAndCosts();
    void batchCanBeGiven();
    void malformed_data();
    void malformed();
};

void TestDarknetImport::layersShapesAndCosts()
{
    Result<Graph> imported = parseGraph(Network, GraphFormat::Darknet, "tiny.cfg");
    QVERIFY2(imported.ok(), imported.ok() ? "" : imported.error().c_str());
    const Graph &graph = *imported;
    QCOMPARE(graph.nodeCount(), std::size_t(8)); // input and seven layers
    const auto node = [&](const char *name) -> const Node & { return graph.node(graph.find(name)); };
    // Input 3x8x8 floats.
    QCOMPARE(node("input").outputs[0].bytes, Bytes(3 * 8 * 8 * 4));
    // 3x3 conv, 4 filters, same padding: 4x8x8 = 256 outputs of 27 multiply-adds, plus batch
    // norm and activation (3 per output): 2*256*27 + 3*256 = 14592. Weights 108, biases and
    // three batch-norm statistics 4*4: (108 + 16) * 4 bytes = 496.
    const Node &conv = node("convolutional_0");
    QCOMPARE(conv.outputs[0].bytes, Bytes(256 * 4));
    QCOMPARE(conv.flops, 14592.0);
    QCOMPARE(conv.paramBytes, Bytes(496));
    // 1x1 conv without batch norm: 2*256*4 + 2*256 = 2560; (16 + 4) * 4 = 80 bytes.
    QCOMPARE(node("convolutional_1").flops, 2560.0);
    QCOMPARE(node("convolutional_1").paramBytes, Bytes(80));
    // The shortcut adds layer 1 and layer 0 (from=-2).
    const Node &shortcut = node("shortcut_2");
    QCOMPARE(shortcut.inputs.size(), std::size_t(2));
    QCOMPARE(graph.node(shortcut.inputs[1].node).name, std::string("convolutional_0"));
    // Maxpool 2/2 with darknet's default padding of size-1: (8 + 1 - 2) / 2 + 1 = 4.
    QCOMPARE(node("maxpool_3").outputs[0].bytes, Bytes(4 * 4 * 4 * 4));
    // A route to one layer is an alias of it: the shortcut's 4x8x8.
    const Node &route = node("route_4");
    QCOMPARE(route.outputs[0].aliasOf, 0);
    QCOMPARE(graph.node(route.inputs[0].node).name, std::string("shortcut_2"));
    QCOMPARE(node("upsample_5").outputs[0].bytes, Bytes(4 * 16 * 16 * 4));
    // Connected 1024 -> 10: 2*1024*10 + 10 FLOPs; (10240 + 10) * 4 bytes; the graph output.
    const Node &connected = node("connected_6");
    QCOMPARE(connected.flops, 20490.0);
    QCOMPARE(connected.paramBytes, Bytes(41000));
    QVERIFY(connected.outputs[0].isGraphOutput);
    const ImportNotes notes = ImportNotes::of(graph);
    QCOMPARE(notes.format, std::string("darknet"));
    QVERIFY(!notes.warnings.empty() && notes.warnings[0].find("batch of 64 is a training batch") != std::string::npos);
}

void TestDarknetImport::batchCanBeGiven()
{
    ImportOptions options;
    options.dimensions["batch"] = 2;
    Result<Graph> graph = parseGraph(Network, GraphFormat::Darknet, "tiny.cfg", options);
    QVERIFY(graph.ok());
    QCOMPARE(graph->node(graph->find("convolutional_0")).flops, 2 * 14592.0);
    QCOMPARE(graph->node(graph->find("input")).outputs[0].bytes, Bytes(2 * 3 * 8 * 8 * 4));
}

void TestDarknetImport::malformed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no net") << "[convolutional]\nfilters=2\n" << "bad.cfg: a Darknet .cfg starts with a [net] section";
    QTest::newRow("option first") << "width=3\n[net]\n" << "bad.cfg:1: an option before the first [section]";
    QTest::newRow("garbage") << "[net]\nwidth=8\nheight=8\nchannels=3\n\x01\x02 binary" << "bad.cfg:5: expected [section] or key=value";
    QTest::newRow("bad number") << "[net]\nwidth=eight\nheight=8\nchannels=3\n" << "bad.cfg:1: [net] width=eight must be a whole number";
    QTest::newRow("route ahead") << "[net]\nwidth=8\nheight=8\nchannels=3\n[route]\nlayers=3\n"
                                 << "bad.cfg:5: [route] refers to layer 3";
    QTest::newRow("empty output") << "[net]\nwidth=2\nheight=2\nchannels=3\n[convolutional]\nsize=5\nfilters=1\n"
                                  << "gives an empty output";
    // Options that lie used to be clamped to 1 in silence.
    const QString net = QStringLiteral("[net]\nwidth=8\nheight=8\nchannels=4\n");
    QTest::newRow("conv stride 0") << QString(net + QStringLiteral("[convolutional]\nsize=3\nstride=0\nfilters=2\n"))
                                   << "bad.cfg:5: [convolutional] stride is 0; it must be at least 1";
    QTest::newRow("conv groups -1") << QString(net + QStringLiteral("[convolutional]\nsize=3\ngroups=-1\nfilters=2\n"))
                                    << "[convolutional] groups is -1; it must be at least 1";
    QTest::newRow("conv filters 0") << QString(net + QStringLiteral("[convolutional]\nsize=1\nfilters=0\n")) << "filters is 0";
    QTest::newRow("maxpool size 0") << QString(net + QStringLiteral("[maxpool]\nsize=0\nstride=1\n")) << "[maxpool] size is 0";
    QTest::newRow("reorg stride -2") << QString(net + QStringLiteral("[reorg]\nstride=-2\n")) << "[reorg] stride is -2";
    QTest::newRow("route groups 0") << QString(net + QStringLiteral("[convolutional]\nsize=1\nfilters=2\n[route]\nlayers=-1\ngroups=0\n"))
                                    << "[route] groups is 0";
}

void TestDarknetImport::malformed()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const QString error = importError(text.toStdString());
    QVERIFY2(error.contains(expected), qPrintable(error));
}

QTEST_APPLESS_MAIN(TestDarknetImport)
#include "tst_darknetimport.moc"
