#include "tests/widgets/testgraphs.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"
#include "widgets/session/sessionfile.h"

#include <QTest>

using namespace regal;

class TestSessionFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTripKeepsGraphClusterPinsAndSolutions()
    {
        Session session;
        QVERIFY(session.load(test::diamondGraph(), test::twoDevices(), QStringLiteral("diamond")));
        session.setTask(Task::Memory);
        session.undoStack().push(assignDeviceCommand(session, {2, 4}, 1));
        session.undoStack().push(new PinCommand(session, {2}, true));
        const std::string text = writeSessionJson(session);

        Result<SessionDocument> read = readSessionJson(text, "test.json");
        QVERIFY2(read, read ? "" : read.error().c_str());
        Session restored;
        QVERIFY(restoreSession(restored, std::move(read).value(), QStringLiteral("diamond")));
        QCOMPARE(restored.task(), Task::Memory);
        QCOMPARE(restored.graph().contentHash(), session.graph().contentHash());
        QCOMPARE(restored.cluster().defaultLink, session.cluster().defaultLink);
        QCOMPARE(restored.pins(), session.pins());
        QCOMPARE(restored.solutions().rowCount(), 2);
        QCOMPARE(restored.solutions().current(), 1);
        QCOMPARE(restored.solution(), session.solution());
        QCOMPARE(restored.metrics().makespan, session.metrics().makespan);
        QVERIFY(restored.solutions().entry(1).handEdited);
    }

    void errorsNameTheFileAndTheField_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not json") << "{" << "broken.json";
        QTest::newRow("wrong format") << R"({"format": "regal-graph", "version": 1})" << "not a 'regal-studio-session'";
    }

    void errorsNameTheFileAndTheField()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        Result<SessionDocument> read = readSessionJson(text.toStdString(), "broken.json");
        QVERIFY(!read);
        QVERIFY2(QString::fromStdString(read.error()).contains(expected), read.error().c_str());
    }
};

QTEST_MAIN(TestSessionFile)
#include "tst_sessionfile.moc"
