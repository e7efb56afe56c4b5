#include "core/base/utf8.h"

#include <QTest>

using namespace regal;

class TestUtf8 : public QObject
{
    Q_OBJECT

private slots:
    void firstInvalidByte_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("invalidAt"); // -1: all valid
        QTest::newRow("ascii") << QByteArray("conv_1/Relu:0") << -1;
        QTest::newRow("two three four bytes") << QByteArray("\xC3\xA4\xE2\x82\xAC\xF0\x9F\x98\x80") << -1;
        QTest::newRow("stray continuation") << QByteArray("ab\x80") << 2;
        QTest::newRow("overlong slash") << QByteArray("\xC0\xAF") << 0;
        QTest::newRow("overlong three bytes") << QByteArray("\xE0\x80\xAF") << 0;
        QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << 0;
        QTest::newRow("above U+10FFFF") << QByteArray("x\xF4\x90\x80\x80") << 1;
        QTest::newRow("cut short") << QByteArray("ok\xE2\x82") << 2;
        QTest::newRow("latin-1") << QByteArray("caf\xE9") << 3;
    }

    void firstInvalidByte()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, invalidAt);
        const std::optional<std::size_t> at = invalidUtf8At(std::string_view(text.constData(), std::size_t(text.size())));
        QCOMPARE(at ? int(*at) : -1, invalidAt);
        const std::string valid = toValidUtf8(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY(!invalidUtf8At(valid));
        if (invalidAt < 0)
            QCOMPARE(QByteArray::fromStdString(valid), text);
    }

    void replacementKeepsTheValidParts()
    {
        QCOMPARE(toValidUtf8("a\xFF" "b\xC3\xA4"), std::string("a\xEF\xBF\xBD" "b\xC3\xA4"));
    }
};

QTEST_GUILESS_MAIN(TestUtf8)
#include "tst_utf8.moc"
