// A device's ready operations against an ordered reference: random pushes and pops with
// priorities spread, crowded into one bucket (so that pops walk its list until the heap takes
// over), tied, and at the ends of [0, 1].

#include "core/base/random.h"
#include "core/sim/readybuckets.h"

#include <QTest>
#include <set>
#include <vector>

using namespace regal;

class TestReadyBuckets : public QObject
{
    Q_OBJECT

private slots:
    void popsHighestPriorityThenLowestId();
    void agreesWithOrderedReference_data();
    void agreesWithOrderedReference();
};

void TestReadyBuckets::popsHighestPriorityThenLowestId()
{
    const std::vector<double> priority = {0.5, 1.0, 0.0, 0.5, -0.0, 0.501, 0.999};
    std::vector<std::uint32_t> next(priority.size());
    ReadyBuckets ready;
    ready.clear();
    for (std::uint32_t node : {3u, 0u, 2u, 5u, 1u, 4u, 6u})
        ready.push(node, priority[node], next.data());
    std::vector<std::uint32_t> popped;
    while (!ready.empty())
        popped.push_back(ready.pop(priority.data(), next.data()));
    QCOMPARE(popped, (std::vector<std::uint32_t>{1, 6, 5, 0, 3, 2, 4}));
}

void TestReadyBuckets::agreesWithOrderedReference_data()
{
    QTest::addColumn<int>("spread");
    QTest::newRow("spread over [0, 1]") << 0;
    QTest::newRow("crowded into one bucket") << 1;
    QTest::newRow("few values, many ties") << 2;
    QTest::newRow("the ends of [0, 1]") << 3;
}

void TestReadyBuckets::agreesWithOrderedReference()
{
    QFETCH(int, spread);
    constexpr std::uint32_t Nodes = 400;
    Random random = Random::forStream(11, std::uint64_t(spread), 0);
    const auto draw = [&] {
        switch (spread) {
        case 0:
            return random.uniform();
        case 1:
            return 0.5 + random.uniform() / 128.0;
        case 2:
            return double(random.below(3)) / 4.0;
        default:
            return random.chance(0.5) ? 1.0 : 0.0;
        }
    };
    std::vector<double> priority(Nodes);
    std::vector<std::uint32_t> next(Nodes);
    // Highest priority first, then the lower id.
    const auto before = [&](std::uint32_t a, std::uint32_t b) {
        return priority[a] > priority[b] || (priority[a] == priority[b] && a < b);
    };
    for (int round = 0; round < 50; ++round) {
        ReadyBuckets ready;
        ready.clear();
        std::set<std::uint32_t, decltype(before)> reference(before);
        std::vector<std::uint32_t> idle; // nodes not ready now
        for (std::uint32_t node = 0; node < Nodes; ++node)
            idle.push_back(node);
        const int operations = 1 + int(random.below(2000));
        for (int step = 0; step < operations; ++step) {
            if (reference.empty() || (!idle.empty() && random.below(5) < 3)) {
                const std::size_t pick = std::size_t(random.below(idle.size()));
                const std::uint32_t node = idle[pick];
                idle[pick] = idle.back();
                idle.pop_back();
                priority[node] = draw();
                ready.push(node, priority[node], next.data());
                reference.insert(node);
            } else {
                const std::uint32_t node = ready.pop(priority.data(), next.data());
                QCOMPARE(node, *reference.begin());
                reference.erase(reference.begin());
                idle.push_back(node);
            }
            QCOMPARE(ready.empty(), reference.empty());
            if (round % 10 == 9 && step == operations / 2) { // a new run: everything gone at once
                ready.clear();
                for (std::uint32_t node : reference)
                    idle.push_back(node);
                reference.clear();
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestReadyBuckets)
#include "tst_readybuckets.moc"
