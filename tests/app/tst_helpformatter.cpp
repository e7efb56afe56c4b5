// The command line's help names the options that an option excludes in alphabetical order,
// whatever order CLI11 keeps them in (that of their addresses in memory).

#include "app/regal/helpformatter.h"

#include <QTest>

#include <memory>
#include <string>

class TestHelpFormatter : public QObject
{
    Q_OBJECT

private slots:
    void excludedOptionsAreNamedInAlphabeticalOrder()
    {
        // Made in reverse alphabetical order, so that their addresses, which CLI11 sorts by,
        // most likely run the other way.
        std::string zeta, middle, alpha;
        CLI::App app{"test"};
        app.formatter(std::make_shared<regal::cli::HelpFormatter>());
        CLI::Option *zetaOption = app.add_option("--zeta", zeta, "last");
        CLI::Option *middleOption = app.add_option("--middle", middle, "between");
        app.add_option("--alpha", alpha, "first")->excludes(zetaOption)->excludes(middleOption);
        const std::string help = app.help();
        QVERIFY2(help.find("--alpha TEXT Excludes: --middle --zeta") != std::string::npos, help.c_str());
    }

    void optionsWithoutExclusionsAreAsCli11LaysThemOut()
    {
        std::string file;
        int count = 0;
        CLI::App plain{"test"}, ours{"test"};
        ours.formatter(std::make_shared<regal::cli::HelpFormatter>());
        for (CLI::App *app : {&plain, &ours}) {
            app->add_option("--file", file, "a file")->required();
            app->add_option("--count", count, "how many")->check(CLI::Range(1, 9));
        }
        QCOMPARE(ours.help(), plain.help());
    }
};

QTEST_GUILESS_MAIN(TestHelpFormatter)
#include "tst_helpformatter.moc"
