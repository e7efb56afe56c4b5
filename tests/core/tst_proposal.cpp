// Per-node proposal distributions (SPEC section 3) and the random streams under them.

#include "core/search/proposal.h"
#include "core/base/random.h"

#include <QTest>
#include <cmath>

using namespace regal;

class TestProposal : public QObject
{
    Q_OBJECT

private slots:
    void streamsAreReproducible();
    void derivedStreamsDiffer();
    void uniformIsInUnitInterval();
    void belowIsUnbiasedAndInRange();
    void betaMoments_data();
    void betaMoments();
    void priorityKeyFromBeta20_1ComesOutNearOne();
    void perKeyDistributions();
    void uniformByDefault();
    void validation();
    void tinyParametersStillGiveKeys();
};

void TestProposal::streamsAreReproducible()
{
    Random a = Random::forStream(5, 3, 17);
    Random b = Random::forStream(5, 3, 17);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(a.next(), b.next());
    // A fixed value pins the algorithm down: a change of generator would change every result.
    Random fixed(0); // xoshiro256** seeded by SplitMix64 from 0
    QCOMPARE(fixed.next(), std::uint64_t(0x99ec5f36cb75f2b4ULL));
}

void TestProposal::derivedStreamsDiffer()
{
    QVERIFY(Random::forStream(1, 0, 0).next() != Random::forStream(1, 0, 1).next());
    QVERIFY(Random::forStream(1, 0, 1).next() != Random::forStream(1, 1, 0).next());
    QVERIFY(Random::forStream(1, 2, 3).next() != Random::forStream(2, 2, 3).next());
}

void TestProposal::uniformIsInUnitInterval()
{
    Random random(3);
    double sum = 0.0;
    constexpr int Count = 100000;
    for (int i = 0; i < Count; ++i) {
        const double value = random.uniform();
        QVERIFY(value >= 0.0 && value < 1.0);
        sum += value;
    }
    QVERIFY(std::abs(sum / Count - 0.5) < 0.01);
}

void TestProposal::belowIsUnbiasedAndInRange()
{
    Random random(4);
    std::vector<int> counts(7, 0);
    constexpr int Count = 70000;
    for (int i = 0; i < Count; ++i) {
        const std::uint64_t value = random.below(7);
        QVERIFY(value < 7);
        ++counts[value];
    }
    for (int count : counts)
        QVERIFY(std::abs(count - Count / 7) < 500);
}

void TestProposal::betaMoments_data()
{
    QTest::addColumn<double>("alpha");
    QTest::addColumn<double>("beta");
    QTest::newRow("uniform") << 1.0 << 1.0;
    QTest::newRow("Beta(20,1)") << 20.0 << 1.0;
    QTest::newRow("Beta(1,20)") << 1.0 << 20.0;
    QTest::newRow("Beta(0.5,0.5)") << 0.5 << 0.5;
    QTest::newRow("Beta(2,5)") << 2.0 << 5.0;
    QTest::newRow("Beta(0.2,3)") << 0.2 << 3.0;
}

void TestProposal::betaMoments()
{
    QFETCH(double, alpha);
    QFETCH(double, beta);
    Random random(11);
    constexpr int Count = 40000;
    double sum = 0.0;
    double squares = 0.0;
    for (int i = 0; i < Count; ++i) {
        const double value = random.beta(alpha, beta);
        QVERIFY(value >= 0.0 && value < 1.0);
        sum += value;
        squares += value * value;
    }
    const double mean = sum / Count;
    const double variance = squares / Count - mean * mean;
    const double expectedMean = alpha / (alpha + beta);
    const double expectedVariance = alpha * beta / ((alpha + beta) * (alpha + beta) * (alpha + beta + 1.0));
    QVERIFY2(std::abs(mean - expectedMean) < 4.0 * std::sqrt(expectedVariance / Count) + 1e-4,
             qPrintable(QStringLiteral("mean %1, expected %2").arg(mean).arg(expectedMean)));
    QVERIFY2(std::abs(variance - expectedVariance) < 0.05 * expectedVariance + 1e-4,
             qPrintable(QStringLiteral("variance %1, expected %2").arg(variance).arg(expectedVariance)));
}

void TestProposal::priorityKeyFromBeta20_1ComesOutNearOne()
{
    constexpr std::size_t Nodes = 4;
    constexpr int Keys = 3; // two devices and the priority
    ProposalSet proposals = ProposalSet::uniform(Nodes, Keys, 0.7);
    proposals.setPriorityKey(2, {20.0, 1.0});
    std::vector<double> chromosome(Nodes * Keys);
    double prioritySum = 0.0;
    double otherSum = 0.0;
    double smallest = 1.0;
    constexpr int Samples = 2000;
    for (int sample = 0; sample < Samples; ++sample) {
        Random random = Random::forStream(1, 0, std::uint64_t(sample));
        proposals.sample(random, chromosome.data());
        const double priority = chromosome[2 * Keys + 2];
        prioritySum += priority;
        smallest = std::min(smallest, priority);
        otherSum += chromosome[1 * Keys + 2];
    }
    // Beta(20, 1) has mean 20/21 = 0.952 and P(X < 0.7) = 0.7^20 < 0.001.
    QVERIFY(std::abs(prioritySum / Samples - 20.0 / 21.0) < 0.005);
    QVERIFY(smallest > 0.6);
    QVERIFY(std::abs(otherSum / Samples - 0.5) < 0.03);
}

void TestProposal::perKeyDistributions()
{
    ProposalSet proposals = ProposalSet::uniform(2, 3, 0.7);
    proposals.setDeviceKeys(0, {1.0, 30.0});
    proposals.setKey(1, 1, {30.0, 1.0});
    proposals.setRho(1, 0.9);
    QCOMPARE(proposals.key(0, 0), (BetaParams{1.0, 30.0}));
    QCOMPARE(proposals.key(0, 1), (BetaParams{1.0, 30.0}));
    QVERIFY(proposals.key(0, 2).isUniform());
    QCOMPARE(proposals.rho(0), 0.7);
    QCOMPARE(proposals.rho(1), 0.9);
    std::vector<double> keys(6);
    double deviceKeys = 0.0;
    double favoured = 0.0;
    for (int sample = 0; sample < 500; ++sample) {
        Random random = Random::forStream(2, 0, std::uint64_t(sample));
        proposals.sample(random, keys.data());
        deviceKeys += keys[0] + keys[1];
        favoured += keys[4];
    }
    QVERIFY(deviceKeys / 1000 < 0.06);
    QVERIFY(favoured / 500 > 0.94);
    QVERIFY(!proposals.isUniform());
}

void TestProposal::uniformByDefault()
{
    const ProposalSet proposals = ProposalSet::uniform(3, 4, 0.6);
    QVERIFY(proposals.isUniform());
    QCOMPARE(proposals.nodeCount(), std::size_t(3));
    QCOMPARE(proposals.keysPerNode(), 4);
    QVERIFY(proposals.validate().ok());
    QCOMPARE(proposals, ProposalSet::uniform(3, 4, 0.6));
    QVERIFY(!(proposals == ProposalSet::uniform(3, 4, 0.7)));
}

void TestProposal::validation()
{
    ProposalSet proposals = ProposalSet::uniform(2, 2, 0.7);
    proposals.setKey(1, 0, {0.0, 1.0});
    QVERIFY(proposals.validate().error().find("node 1 key 0") != std::string::npos);
    proposals = ProposalSet::uniform(2, 2, 0.7);
    proposals.setRho(0, 1.5);
    QVERIFY(proposals.validate().error().find("rho") != std::string::npos);
    QVERIFY_THROWS_EXCEPTION(RegalError, ProposalSet::uniform(2, 1, 0.7));
}

void TestProposal::tinyParametersStillGiveKeys()
{
    // Beta(0.001, 0.001) puts its mass at 0 and 1, and both Gamma draws may underflow to 0.
    ProposalSet proposals = ProposalSet::uniform(50, 3, 0.7);
    for (NodeId node = 0; node < 50; ++node)
        proposals.setDeviceKeys(node, {0.001, 0.001});
    std::vector<double> keys(150);
    for (int sample = 0; sample < 200; ++sample) {
        Random random = Random::forStream(4, 0, std::uint64_t(sample));
        proposals.sample(random, keys.data());
        for (double key : keys)
            QVERIFY(key >= 0.0 && key < 1.0);
    }
}

QTEST_GUILESS_MAIN(TestProposal)
#include "tst_proposal.moc"
