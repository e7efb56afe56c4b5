// The simulator's heap against a sorted reference: random pushes and pops with many ties, every
// size from empty to a few hundred, so that every shape of the last level is met.

#include "core/base/random.h"
#include "core/sim/eventheap.h"

#include <QTest>
#include <algorithm>
#include <limits>

using namespace regal;

namespace {

struct Smaller
{
    bool operator()(int a, int b) const { return a < b; }
};
using IntHeap = EventHeap<int, Smaller, std::numeric_limits<int>::max()>;

} // namespace

class TestEventHeap : public QObject
{
    Q_OBJECT

private slots:
    void popsInOrder();
    void agreesWithSortedReference();
};

void TestEventHeap::popsInOrder()
{
    IntHeap heap;
    for (int value : {5, 3, 9, 3, 1, 7, 8, 2})
        heap.push(value);
    std::vector<int> popped;
    while (!heap.empty())
        popped.push_back(heap.pop());
    QCOMPARE(popped, (std::vector<int>{1, 2, 3, 3, 5, 7, 8, 9}));
}

void TestEventHeap::agreesWithSortedReference()
{
    Random random = Random::forStream(7, 0, 0);
    for (int round = 0; round < 200; ++round) {
        IntHeap heap;
        heap.reserve(std::size_t(round % 5));
        std::vector<int> reference; // kept sorted, largest first, so that its back is the minimum
        const int operations = 1 + int(random.below(600));
        for (int step = 0; step < operations; ++step) {
            if (reference.empty() || random.below(5) < 3) {
                const int value = int(random.below(std::uint64_t(1 + round))); // few values: many ties
                heap.push(value);
                reference.insert(std::upper_bound(reference.begin(), reference.end(), value, std::greater<>()), value);
            } else {
                QCOMPARE(heap.top(), reference.back());
                QCOMPARE(heap.pop(), reference.back());
                reference.pop_back();
            }
            QCOMPARE(heap.empty(), reference.empty());
        }
        while (!reference.empty()) {
            QCOMPARE(heap.pop(), reference.back());
            reference.pop_back();
        }
        QVERIFY(heap.empty());
    }
}

QTEST_APPLESS_MAIN(TestEventHeap)
#include "tst_eventheap.moc"
