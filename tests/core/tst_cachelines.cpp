// Buffers from CacheLineAllocator own whole cache lines: two threads' scratch space never shares
// one, however the heap would have packed their small buffers.

#include "core/base/cachelines.h"

#include <QTest>
#include <algorithm>
#include <cstdint>

using namespace regal;

class TestCacheLines : public QObject
{
    Q_OBJECT

private slots:
    void buffersOwnTheirCacheLines()
    {
        // Small buffers of several sizes, made in turn as two workers' scratch space would be.
        std::vector<LineVector<std::uint32_t>> buffers;
        for (int round = 0; round < 50; ++round)
            for (std::size_t size : {1, 3, 4, 16, 17, 100})
                buffers.emplace_back(size, 7u);
        std::vector<std::pair<std::uintptr_t, std::uintptr_t>> lines; // first line, one past the last
        for (const LineVector<std::uint32_t> &buffer : buffers) {
            const auto start = reinterpret_cast<std::uintptr_t>(buffer.data());
            QCOMPARE(start % CacheLine, std::uintptr_t(0));
            const std::uintptr_t end = start + buffer.size() * sizeof(std::uint32_t);
            lines.emplace_back(start / CacheLine, (end + CacheLine - 1) / CacheLine);
        }
        std::sort(lines.begin(), lines.end());
        for (std::size_t index = 1; index < lines.size(); ++index)
            QVERIFY(lines[index - 1].second <= lines[index].first);
    }

    void growsAndCopiesLikeAVector()
    {
        LineVector<double> values;
        for (int index = 0; index < 1000; ++index)
            values.push_back(index * 0.5);
        const LineVector<double> copy = values;
        QCOMPARE(copy.size(), std::size_t(1000));
        QCOMPARE(copy[999], 499.5);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(copy.data()) % CacheLine, std::uintptr_t(0));
    }
};

QTEST_APPLESS_MAIN(TestCacheLines)
#include "tst_cachelines.moc"
