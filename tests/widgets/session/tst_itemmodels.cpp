#include "tests/widgets/testgraphs.h"
#include "widgets/panels/clustermodel.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/session.h"
#include "widgets/session/units.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace regal;

class TestItemModels : public QObject
{
    Q_OBJECT

private slots:
    void solutionListModelPassesTheTester()
    {
        Session session;
        QAbstractItemModelTester tester(&session.solutions(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(session.load(test::diamondGraph(), test::twoDevices(), QStringLiteral("diamond")));
        QCOMPARE(session.solutions().rowCount(), 1);
        session.undoStack().push(assignDeviceCommand(session, {1}, 1));
        session.undoStack().push(assignDeviceCommand(session, {2}, 1));
        session.undoStack().push(new ShowSolutionCommand(session, 0));
        QVERIFY(session.solutions().setData(session.solutions().index(1, SolutionListModel::Name), QStringLiteral("mine"),
                                            Qt::EditRole));
        QCOMPARE(session.solutions().data(session.solutions().index(1, 0), Qt::DisplayRole).toString(), QStringLiteral("mine"));
        QVERIFY(!session.solutions().setData(session.solutions().index(1, SolutionListModel::Makespan), 1.0, Qt::EditRole));
        session.setTask(Task::Memory);
        QVERIFY(session.load(test::diamondGraph(), Cluster::uniform(3), QStringLiteral("again")));
        QCOMPARE(session.solutions().rowCount(), 1);
    }

    void percentagesThatRoundToZeroCarryNoSign()
    {
        const QLocale system;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(formatPercent(-1e-12), QStringLiteral("0.00 %")); // a makespan a picosecond under its bound
        QCOMPARE(formatPercent(0.00004), QStringLiteral("0.00 %"));
        QCOMPARE(formatPercent(0.0004), QStringLiteral("+0.04 %"));
        QCOMPARE(formatPercent(-0.041), QStringLiteral("-4.10 %"));
        QCOMPARE(formatPercent(0.1234), QStringLiteral("+12.3 %"));
        QLocale::setDefault(system);
    }

    void clusterModelPassesTheTesterAndValidatesEdits()
    {
        ClusterModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy edited(&model, &ClusterModel::edited);
        model.setCluster(Cluster::uniform(2));
        QVERIFY(model.insertRows(2, 1));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.cluster().devices[2].name, std::string("GPU:2"));
        QVERIFY(model.setData(model.index(1, ClusterModel::Speed), 2.5, Qt::EditRole));
        QCOMPARE(model.cluster().devices[1].speed, 2.5);
        QVERIFY(!model.setData(model.index(1, ClusterModel::Speed), -1.0, Qt::EditRole));
        QVERIFY(model.setData(model.index(0, ClusterModel::Memory), 2048.0, Qt::EditRole)); // MiB
        QCOMPARE(model.cluster().devices[0].memoryBytes, Bytes(2) << 30);
        QCOMPARE(model.data(model.index(0, ClusterModel::Memory), Qt::DisplayRole).toString(), QLocale().toString(2048.0, 'f', 2));
        // Typed text is read to the byte, and a limit of a few bytes does not read as 0 (unlimited).
        QVERIFY(model.setData(model.index(0, ClusterModel::Memory), QLocale().toString(195.0 / 1048576.0, 'g', 16), Qt::EditRole));
        QCOMPARE(model.cluster().devices[0].memoryBytes, Bytes(195));
        QCOMPARE(model.data(model.index(0, ClusterModel::Memory), Qt::DisplayRole).toString(), QLocale().toString(0.000186, 'g', 3));
        QVERIFY(!model.setData(model.index(0, ClusterModel::Memory), QStringLiteral("lots"), Qt::EditRole));
        QVERIFY(!model.setData(model.index(0, ClusterModel::Name), QStringLiteral("  "), Qt::EditRole));
        QVERIFY(model.removeRows(0, 2));
        QVERIFY(!model.removeRows(0, 1)); // the last device stays
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(edited.count(), 5);
    }
};

QTEST_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
