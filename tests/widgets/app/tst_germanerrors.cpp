// Core errors reach the German interface translated: the core gives a kind and arguments, the
// Studio phrases them with tr(), the command line in English; a count takes its plural in both.
#include "core/base/result.h"
#include "tests/widgets/studiotranslation.h"
#include "widgets/session/errortext.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace regal;

class TestGermanErrors : public QObject
{
    Q_OBJECT

private slots:
    void theEnglishTextIsTheCommandLinesMessage()
    {
        const Error error = Error::of(ErrorKind::UnknownNode, {"p.json", "zz", "diamond"});
        QCOMPARE(error.message, std::string("p.json: node 'zz' is not in graph 'diamond'"));
        QCOMPARE(Error::of(ErrorKind::InvalidField, {"s.json", "", "a session needs at least one solution"}).message,
                 std::string("s.json: a session needs at least one solution"));
    }

    void theStudioPhrasesEveryArgument()
    {
        // A file name with a place marker in it is not read as one.
        const QString text = errorText(Error::of(ErrorKind::UnknownDevice, {"a%2.json", "b", "TPU:7"}));
        QCOMPARE(
            text,
            QStringLiteral("a%2.json places the node “b” on the device “TPU:7”, which the cluster does not have."));
        QCOMPARE(errorText(Error{"plain"}), QStringLiteral("plain"));
    }

    void countsTakeTheirPluralInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("one");
        QTest::addColumn<QString>("five");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("p.json leaves the node “f” of the graph “g” without a device.")
                            << QStringLiteral("p.json leaves 5 nodes of the graph “g” without a device, the first is “b”.");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("p.json lässt den Knoten „f“ des Graphen „g“ ohne Gerät.")
                            << QStringLiteral("p.json lässt 5 Knoten des Graphen „g“ ohne Gerät, der erste ist „b“.");
    }

    void countsTakeTheirPluralInEveryLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, one);
        QFETCH(QString, five);
        {
            const test::StudioTranslation translation(language);
            QVERIFY(translation.loaded());
            QCOMPARE(errorText(Error::of(ErrorKind::UnplacedNodes, {"p.json", "1", "g", "f"})), one);
            QCOMPARE(errorText(Error::of(ErrorKind::UnplacedNodes, {"p.json", "5", "g", "b"})), five);
        }
        QCOMPARE(Error::of(ErrorKind::UnplacedNodes, {"p.json", "1", "g", "f"}).message,
                 std::string("p.json: node 'f' of graph 'g' has no placement"));
        QCOMPARE(Error::of(ErrorKind::UnplacedNodes, {"p.json", "5", "g", "b"}).message,
                 std::string("p.json: 5 nodes of graph 'g' have no placement, the first is 'b'"));
    }

    void anImporterErrorIsShownInGerman()
    {
        QTemporaryDir directory;
        QVERIFY(directory.isValid());
        const QString model = directory.filePath(QStringLiteral("model.xyz"));
        QFile file(model);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("whatever");
        file.close();
        QProcess studio;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        studio.setProcessEnvironment(environment);
        studio.start(QStringLiteral(REGAL_STUDIO_BINARY),
                     {model, QStringLiteral("--language"), QStringLiteral("de"), QStringLiteral("--screenshot"),
                      directory.filePath(QStringLiteral("x.png"))});
        QVERIFY(studio.waitForFinished(60000));
        const QString errors = QString::fromUtf8(studio.readAllStandardError());
        QCOMPARE(studio.exitCode(), 1);
        QVERIFY2(errors.contains(model + QStringLiteral(" hat ein unbekanntes Graphformat („.xyz“)")),
                 qPrintable(errors));
        QVERIFY2(!errors.contains(QLatin1String("unknown graph format")), qPrintable(errors));
    }
};

QTEST_MAIN(TestGermanErrors)
#include "tst_germanerrors.moc"
