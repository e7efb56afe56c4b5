#include "core/generate/generator.h"
#include "core/sim/costsimulator.h"
#include "core/sim/devicerelabel.h"

#include <QTest>

using namespace regal;

class TestDeviceRelabel : public QObject
{
    Q_OBJECT

private slots:
    void devicesOfOneSpeedAreInterchangeable();
    void aLinkMatrixCanTellDevicesApart();
    void twinsSwappedAreNamedBack();
    void namesAreKeptWithoutAStrictGain();
    void aRenamedSolutionRunsAsBefore();
};

void TestDeviceRelabel::devicesOfOneSpeedAreInterchangeable()
{
    const std::vector<double> speeds = {1.0, 0.5, 1.0, 0.5, 2.0};
    QCOMPARE(interchangeableClasses(Cluster::withSpeeds(speeds)), (std::vector<DeviceId>{0, 1, 0, 1, 4}));
    Cluster limited = Cluster::uniform(3);
    limited.devices[1].memoryBytes = 1000;
    QCOMPARE(interchangeableClasses(limited), (std::vector<DeviceId>{0, 1, 0}));
}

void TestDeviceRelabel::aLinkMatrixCanTellDevicesApart()
{
    // Devices 0 and 1 share a fast link; device 2 hangs off a slow one from each. Swapping 0 and
    // 1 keeps every link; swapping 2 with either does not.
    Cluster cluster = Cluster::uniform(3);
    cluster.linkMatrix.assign(9, Link{1e9, 1e-4});
    cluster.linkMatrix[0 * 3 + 1] = cluster.linkMatrix[1 * 3 + 0] = Link{1e11, 1e-6};
    QCOMPARE(interchangeableClasses(cluster), (std::vector<DeviceId>{0, 0, 2}));
    // A one-way fast link from 0 to 1 makes the swap of 0 and 1 reverse it.
    cluster.linkMatrix[1 * 3 + 0] = Link{1e9, 1e-4};
    QCOMPARE(interchangeableClasses(cluster), (std::vector<DeviceId>{0, 1, 2}));
}

void TestDeviceRelabel::twinsSwappedAreNamedBack()
{
    const std::vector<double> speeds = {1.0, 1.0, 0.5, 0.5};
    const Cluster cluster = Cluster::withSpeeds(speeds);
    Solution reference;
    reference.device = {0, 0, 1, 2, 3, 3};
    reference.priority = {0.1, 0.2, 0.3, 0.4, 0.5, 0.6};
    Solution swapped = reference;
    swapped.device = {1, 1, 0, 3, 2, 0};
    // 0 <-> 1 and 2 <-> 3 undo the swap; the last node, moved to a fast device, stays moved.
    const Solution renamed = relabelledLike(cluster, reference, swapped);
    QCOMPARE(renamed.device, (std::vector<DeviceId>{0, 0, 1, 2, 3, 1}));
    QCOMPARE(renamed.priority, swapped.priority);
    // Across speeds nothing is renamed: a slow device is not a fast one.
    Solution acrossSpeeds = reference;
    acrossSpeeds.device = {2, 2, 3, 0, 1, 1};
    QCOMPARE(relabelledLike(cluster, reference, acrossSpeeds), acrossSpeeds);
}

void TestDeviceRelabel::namesAreKeptWithoutAStrictGain()
{
    Solution reference;
    reference.device = {0, 1, 2};
    reference.priority = {0.5, 0.5, 0.5};
    Solution merged = reference;
    merged.device = {0, 0, 2}; // renaming 0 to 1 keeps as many nodes in place: no reason to
    QCOMPARE(relabelledLike(Cluster::uniform(3), reference, merged), merged);
}

void TestDeviceRelabel::aRenamedSolutionRunsAsBefore()
{
    const auto graph = std::make_shared<const Graph>(generateGraph(Family::Layered, 200, 3).value());
    const std::vector<double> speeds = {1.0, 1.0, 0.5, 0.5};
    const Problem problem = Problem::create(graph, Cluster::withSpeeds(speeds)).value();
    Solution reference, solution;
    for (NodeId node = 0; node < problem.nodeCount(); ++node) {
        reference.device.push_back(node % 4);
        reference.priority.push_back(double(node % 7) / 7.0);
    }
    solution = reference;
    for (NodeId node = 0; node < problem.nodeCount(); node += 5)
        solution.device[node] = (solution.device[node] + 2) % 4; // some nodes to the other speed
    for (DeviceId &device : solution.device)
        device ^= 1; // and every twin swapped
    const Solution renamed = relabelledLike(problem.cluster(), reference, solution);
    QVERIFY(renamed != solution);
    CostSimulator simulator(problem);
    const Metrics before = simulator.run(solution);
    const Metrics after = simulator.run(renamed);
    QCOMPARE(after.makespan, before.makespan);
    for (DeviceId device = 0; device < 4; ++device)
        QCOMPARE(after.peakMemory[device], before.peakMemory[device ^ 1]);
}

QTEST_GUILESS_MAIN(TestDeviceRelabel)
#include "tst_devicerelabel.moc"
