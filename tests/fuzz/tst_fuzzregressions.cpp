// Runs every reader on its committed seeds (all valid, all must be accepted) and on every input
// that a fuzzer found to break it (each must now be refused with the message listed below, or,
// where the input is a valid file, accepted and simulated cleanly).
#include "core/io/graphfile.h"
#include "tests/fuzz/fuzzreaders.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QTest>

using namespace regal;

namespace {

QString fuzzDir()
{
    return QStringLiteral(REGAL_FUZZ_DIR);
}

/// The engine's readers and the session reader.
QList<const fuzz::FuzzedReader *> allReaders()
{
    QList<const fuzz::FuzzedReader *> readers;
    for (const fuzz::FuzzedReader &reader : fuzz::engineReaders())
        readers.push_back(&reader);
    readers.push_back(&fuzz::sessionReader());
    return readers;
}

const fuzz::FuzzedReader *readerNamed(const QString &name)
{
    for (const fuzz::FuzzedReader *reader : allReaders())
        if (QString::fromUtf8(reader->name.data(), qsizetype(reader->name.size())) == name)
            return reader;
    return nullptr;
}

QString nameOf(const fuzz::FuzzedReader *reader)
{
    return QString::fromUtf8(reader->name.data(), qsizetype(reader->name.size()));
}

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

/// Per regression input (reader/file) what the refusal must say, or Accepted for an input that
/// is a valid file and must be read and simulated cleanly. An input added without an entry
/// here fails the test, so every fix states what it expects.
const QString Accepted;

const QHash<QString, QString> &expectedOutcomes()
{
    static const QHash<QString, QString> expected = {
        // A node name with a byte that is not UTF-8 made the import notes throw while written.
        {QStringLiteral("costgraph/invalid-utf8-name.pbtxt"), QStringLiteral("the name is not valid UTF-8")},
        {QStringLiteral("darknet/invalid-utf8-section.cfg"), QStringLiteral("the name is not valid UTF-8")},
        // [upsample] stride=0 divided by zero.
        {QStringLiteral("darknet/upsample-stride-zero.cfg"), QStringLiteral("stride=0: upsampling needs a stride other than 0")},
        // A Softmax node without outputs: its shape rule wrote output 0 of an empty vector.
        {QStringLiteral("onnx/node-without-outputs.onnx"), Accepted},
        // Conv and ConvTranspose with a kernel_shape longer than the rank read past an array (the
        // nodes now fall back with a warning naming the attribute).
        {QStringLiteral("onnx/conv-kernel-shape-too-long.onnx"), Accepted},
        // Found by the structure-aware ONNX fuzzer: initializers of 2^62 bytes each overflowed
        // the sum of the bytes the file stores (UBSan, onnxstoredtensors.cpp).
        {QStringLiteral("onnx/stored-bytes-overflow.onnx"), QStringLiteral("bytes; sizes go from 0 to 1125899906842624")},
        // A bytes value past 2^63: its conversion from double was undefined.
        {QStringLiteral("dot/bytes-beyond-int64.dot"),
         QStringLiteral("attribute bytes=1e19 must be a whole number of bytes, at most 2^50")},
        // A preceding_port of 300 million: the importer grew the producer's outputs to match (43 s,
        // 14 GB) before the output limit refused the graph.
        {QStringLiteral("costgraph/preceding-port-huge.pbtxt"),
         QStringLiteral("'preceding_port' is 300000000; it must be from -1 to 65536")},
        // Graphs with no outputs at all: the simulator took the address of element 0 of its empty
        // output table (UBSan, found in every graph format).
        {QStringLiteral("graph/graph-without-outputs.json"), Accepted},
        {QStringLiteral("dot/graph-without-outputs.dot"), Accepted},
        {QStringLiteral("costgraph/graph-without-outputs.pbtxt"), Accepted},
        // A Concat of two axes of 2^62 each overflowed the sum of the dimensions (UBSan); it now
        // saturates at 2^62, as every dimension does, and the graph's size limit refuses it.
        {QStringLiteral("onnx/concat-dims-overflow.onnx"), QStringLiteral("bytes; sizes go from 0 to 1125899906842624")},
        // A Split without sizes of an axis of 2^63 - 1 overflowed rounding the length of each part
        // up (UBSan, onnxopstensor.cpp); its outputs pass the graph's size limit.
        {QStringLiteral("onnx/split-length-overflow.onnx"), QStringLiteral("bytes; sizes go from 0 to 1125899906842624")},
        // Nodes that write the same tensor: readers were ordered before the second writer and the
        // import threw looking up a producer it had not added yet.
        {QStringLiteral("onnx/tensor-written-twice.onnx"),
         QStringLiteral("nodes '/attn/poole' (Xhape) and '/attn/Shape' (S) both write 'x_shape'")},
        // A Gemm with a bias whose M x N overflowed int64 in its FLOP count (UBSan); counted in
        // doubles, the FLOPs pass the graph's limit and the file is refused.
        {QStringLiteral("onnx/gemm-flops-overflow.onnx"), QStringLiteral("flops must be a finite number from 0 to 1e+24")},
        // Keras layers models (found by review): nested models that call each other eight times
        // on eight levels expanded 8^8 times, minutes of work for 1.7 KB; the calls of nested
        // models now have a bound.
        {QStringLiteral("tfjs/nested-models-called-eight-times.json"),
         QStringLiteral("nested models are called more than 10000 times in all")},
        // A Bidirectional layer on a scalar read the last axis of an empty shape (a crash).
        {QStringLiteral("tfjs/bidirectional-of-a-scalar.json"), Accepted},
        // An LSTM of 2^63 - 1 units overflowed int64 in its FLOP count (UBSan).
        {QStringLiteral("tfjs/lstm-units-int64-max.json"), QStringLiteral("flops must be a finite number from 0 to 1e+24")},
        // TFLite tables may share vectors: 2,000 tensors naming one shape of 1,000 axes in 12 KB
        // (the same trick at 160 KB ran out of memory).
        {QStringLiteral("tflite/shared-shape-vector.tflite"),
         QStringLiteral("its tables name the same data over and over")},
        // A consistent policy (checksum included) for 10 device choices: the action grid's tables
        // have 4 entries, and the search read past them.
        {QStringLiteral("policy/device-choices-past-grid.json"),
         QStringLiteral("shape: field 'device_choices' must be a whole number from 1 to 8")},
    };
    return expected;
}

} // namespace

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private slots:
    void everyReaderHasSeeds()
    {
        QCOMPARE(allReaders().size(), 12);
        for (const fuzz::FuzzedReader *reader : allReaders()) {
            const QString name = nameOf(reader);
            const QDir seeds(fuzzDir() + QStringLiteral("/corpus/") + name);
            QVERIFY2(!seeds.entryList(QDir::Files).isEmpty(), qPrintable(name + QStringLiteral(" has no seeds")));
        }
    }

    void seedsAreAccepted_data()
    {
        QTest::addColumn<QString>("reader");
        QTest::addColumn<QString>("path");
        for (const fuzz::FuzzedReader *reader : allReaders()) {
            const QString name = nameOf(reader);
            const QDir seeds(fuzzDir() + QStringLiteral("/corpus/") + name);
            for (const QString &file : seeds.entryList(QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(name + QLatin1Char('/') + file)) << name << seeds.filePath(file);
        }
    }

    void seedsAreAccepted()
    {
        QFETCH(QString, reader);
        QFETCH(QString, path);
        const fuzz::FuzzedReader *read = readerNamed(reader);
        QVERIFY(read);
        const Status status = read->read(contentOf(path).toStdString());
        QVERIFY2(status, status.error().c_str());
    }

    void foundInputsAreHandled_data()
    {
        QTest::addColumn<QString>("reader");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        const QDir root(fuzzDir() + QStringLiteral("/regressions"));
        int rows = 0;
        for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QDir inputs(root.filePath(name));
            for (const QString &file : inputs.entryList(QDir::Files, QDir::Name)) {
                const QString key = name + QLatin1Char('/') + file;
                if (!expectedOutcomes().contains(key))
                    qFatal("%s has no expected outcome in expectedOutcomes()", qPrintable(key));
                QTest::newRow(qPrintable(key)) << name << inputs.filePath(file) << expectedOutcomes().value(key);
                ++rows;
            }
        }
        if (rows != expectedOutcomes().size())
            qFatal("tests/fuzz/regressions holds %d inputs, but the test expects %d", rows, int(expectedOutcomes().size()));
    }

    void foundInputsAreHandled()
    {
        QFETCH(QString, reader);
        QFETCH(QString, path);
        QFETCH(QString, expected);
        const fuzz::FuzzedReader *read = readerNamed(reader);
        QVERIFY2(read, qPrintable(QStringLiteral("no reader named ") + reader));
        const Status status = read->read(contentOf(path).toStdString());
        if (expected == Accepted) {
            QVERIFY2(status, status ? "" : status.error().c_str());
            return;
        }
        QVERIFY2(!status, "the reader accepted an input it must refuse");
        const QString message = QString::fromStdString(status.error());
        QVERIFY2(message.contains(QStringLiteral("/nonexistent-regal-fuzz/")), qPrintable(message + QStringLiteral(" does not name the file")));
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    void anExceptionOfAReaderIsAnErrorNamingTheFile()
    {
        // The programs read graphs guarded: should a reader still throw, as the ONNX reader did
        // on a tensor written twice, the message names the file and the document stays.
        const Result<Graph> thrown =
            readGuarded("model.onnx", []() -> Result<Graph> { throw std::out_of_range("unordered_map::at"); });
        QVERIFY(!thrown);
        QCOMPARE(QString::fromStdString(thrown.error()),
                 QStringLiteral("model.onnx: the reader failed (unordered_map::at); please report this file"));
        const Result<Graph> read = readGuarded("sample.dot", [] { return parseGraph("digraph g { a -> b }", GraphFormat::Dot, "sample.dot"); });
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(read->nodeCount(), std::size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
