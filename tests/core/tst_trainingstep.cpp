#include "core/generate/generator.h"
#include "core/generate/trainingstep.h"
#include "core/graph/opcategory.h"
#include "core/sim/costsimulator.h"
#include "simcase.h"

#include <QTest>

using namespace regal;
using namespace regal::test;

namespace {

const Node &nodeNamed(const Graph &graph, const std::string &name)
{
    for (NodeId id = 0; id < graph.nodeCount(); ++id)
        if (graph.node(id).name == name)
            return graph.node(id);
    qFatal("no node %s", name.c_str());
}

std::vector<std::string> inputNames(const Graph &graph, const Node &node)
{
    std::vector<std::string> names;
    for (TensorRef input : node.inputs)
        names.push_back(graph.node(input.node).name + ":" + std::to_string(input.port));
    return names;
}

Bytes onOneDevicePeak(const std::shared_ptr<const Graph> &graph)
{
    const Problem problem = problemOf(graph, clusterOf({1.0}));
    return CostSimulator(problem).run(problem.defaultSolution()).maxPeakMemory();
}

} // namespace

class TestTrainingStep : public QObject
{
    Q_OBJECT

private slots:
    void chainGetsBackwardAndUpdates();
    void gradientsOfSharedOutputsAreSummed();
    void sharedWeightTensorGetsOneUpdate();
    void keepsActivationsAliveThroughTheBackwardPass();
    void everyFamilyHasATrainingStep();
};

void TestTrainingStep::chainGetsBackwardAndUpdates()
{
    const auto forward = graphFromNodes(R"([
        {"name": "x", "op": "Input", "cost": 0, "outputs": [{"bytes": 100}]},
        {"name": "conv", "op": "Conv", "cost": 2, "param_bytes": 64, "inputs": ["x:0"], "outputs": [{"bytes": 80}]},
        {"name": "view", "op": "Reshape", "cost": 1, "inputs": ["conv:0"], "outputs": [{"bytes": 80, "alias_of": 0}]},
        {"name": "relu", "op": "Relu", "cost": 1, "inputs": ["view:0"], "outputs": [{"bytes": 80}]}])");
    Result<Graph> step = trainingStep(*forward);
    QVERIFY2(step, step ? "" : step.error().c_str());
    // 4 forward, loss and its backward, 3 backward (the input has none), 1 update.
    QCOMPARE(step->nodeCount(), std::size_t(10));
    QCOMPARE(inputNames(*step, nodeNamed(*step, "loss")), std::vector<std::string>{"relu:0"});
    QCOMPARE(inputNames(*step, nodeNamed(*step, "grad/relu")), (std::vector<std::string>{"grad/loss:0", "view:0"}));
    // A view sends the gradient back without reading its input.
    QCOMPARE(inputNames(*step, nodeNamed(*step, "grad/view")), std::vector<std::string>{"grad/relu:0"});
    const Node &convBackward = nodeNamed(*step, "grad/conv");
    QCOMPARE(inputNames(*step, convBackward), (std::vector<std::string>{"grad/view:0", "x:0"}));
    QCOMPARE(convBackward.op, std::string("ConvBackward"));
    QCOMPARE(*convBackward.cost, 4.0);
    QCOMPARE(convBackward.outputs.size(), std::size_t(2));
    QCOMPARE(convBackward.outputs[0].bytes, Bytes(100));
    QCOMPARE(convBackward.outputs[1].bytes, Bytes(64));
    const Node &update = nodeNamed(*step, "update/conv");
    QCOMPARE(inputNames(*step, update), std::vector<std::string>{"grad/conv:1"});
    QCOMPARE(update.paramBytes, Bytes(128));
    QCOMPARE(opCategoryOf(update.op), OpCategory::OptimizerUpdate);
    QCOMPARE(opCategoryOf(convBackward.op), OpCategory::ConvBackward);
}

void TestTrainingStep::gradientsOfSharedOutputsAreSummed()
{
    const auto forward = graphFromNodes(R"([
        {"name": "x", "op": "Input", "cost": 0, "outputs": [{"bytes": 10}]},
        {"name": "a", "op": "Relu", "cost": 1, "inputs": ["x:0"], "outputs": [{"bytes": 10}]},
        {"name": "b", "op": "Tanh", "cost": 1, "inputs": ["a:0"], "outputs": [{"bytes": 10}]},
        {"name": "c", "op": "Sigmoid", "cost": 1, "inputs": ["a:0"], "outputs": [{"bytes": 10}]},
        {"name": "d", "op": "Add", "cost": 1, "inputs": ["b:0", "c:0"], "outputs": [{"bytes": 10}]}])");
    Result<Graph> step = trainingStep(*forward);
    QVERIFY2(step, step ? "" : step.error().c_str());
    QCOMPARE(inputNames(*step, nodeNamed(*step, "grad/d")), (std::vector<std::string>{"grad/loss:0", "b:0"}));
    QCOMPARE(inputNames(*step, nodeNamed(*step, "grad/b")), (std::vector<std::string>{"grad/d:0", "a:0"}));
    QCOMPARE(inputNames(*step, nodeNamed(*step, "grad/c")), (std::vector<std::string>{"grad/d:1", "a:0"}));
    QCOMPARE(inputNames(*step, nodeNamed(*step, "grad/a/sum0")), (std::vector<std::string>{"grad/c:0", "grad/b:0"}));
    QCOMPARE(inputNames(*step, nodeNamed(*step, "grad/a")), (std::vector<std::string>{"grad/a/sum0:0", "x:0"}));
}

void TestTrainingStep::sharedWeightTensorGetsOneUpdate()
{
    const auto forward = graphFromNodes(R"([
        {"name": "w", "op": "Variable", "cost": 0, "param_bytes": 40, "outputs": [{"bytes": 40}]},
        {"name": "x", "op": "Input", "cost": 0, "outputs": [{"bytes": 10}]},
        {"name": "h1", "op": "MatMul", "cost": 1, "inputs": ["x:0", "w:0"], "outputs": [{"bytes": 10}]},
        {"name": "h2", "op": "MatMul", "cost": 1, "inputs": ["h1:0", "w:0"], "outputs": [{"bytes": 10}]}])");
    Result<Graph> step = trainingStep(*forward);
    QVERIFY2(step, step ? "" : step.error().c_str());
    QCOMPARE(inputNames(*step, nodeNamed(*step, "grad/w/sum0")), (std::vector<std::string>{"grad/h2:1", "grad/h1:1"}));
    const Node &update = nodeNamed(*step, "update/w");
    QCOMPARE(inputNames(*step, update), std::vector<std::string>{"grad/w/sum0:0"});
    QCOMPARE(update.paramBytes, Bytes(80));
    int updates = 0;
    for (NodeId node = 0; node < step->nodeCount(); ++node)
        updates += step->node(node).op == "ApplyAdam" ? 1 : 0;
    QCOMPARE(updates, 1);
}

void TestTrainingStep::keepsActivationsAliveThroughTheBackwardPass()
{
    Result<Graph> forward = generateGraph(Family::Layered, 300, 3);
    QVERIFY(forward);
    Result<Graph> step = trainingStep(*forward);
    QVERIFY2(step, step ? "" : step.error().c_str());
    const auto forwardGraph = std::make_shared<const Graph>(std::move(forward).value());
    const auto stepGraph = std::make_shared<const Graph>(std::move(step).value());
    // Without the backward pass, each activation dies with its last reader; with it, most live
    // until their gradient is computed: ten times as much here, three without the kept inputs.
    Bytes forwardParams = 0;
    for (NodeId node = 0; node < forwardGraph->nodeCount(); ++node)
        forwardParams += forwardGraph->node(node).paramBytes;
    const Bytes forwardActivations = onOneDevicePeak(forwardGraph) - forwardParams;
    const Bytes stepActivations = onOneDevicePeak(stepGraph) - 3 * forwardParams;
    QVERIFY2(stepActivations > 6 * forwardActivations,
             qPrintable(QStringLiteral("%1 against %2").arg(stepActivations).arg(forwardActivations)));
}

void TestTrainingStep::everyFamilyHasATrainingStep()
{
    for (Family family : allFamilies()) {
        Result<Graph> forward = generateGraph(family, 1000, 1);
        QVERIFY(forward);
        Result<Graph> step = trainingStep(*forward);
        QVERIFY2(step, step ? "" : step.error().c_str());
        QVERIFY2(step->nodeCount() > 2 * forward->nodeCount() - 10, std::string(familyName(family)).c_str());
        for (NodeId node = 0; node < step->nodeCount(); ++node) {
            const std::string &op = step->node(node).op;
            QVERIFY2(op.starts_with("Op") || opCategoryOf(op) != OpCategory::Other, op.c_str());
        }
    }
}

QTEST_APPLESS_MAIN(TestTrainingStep)
#include "tst_trainingstep.moc"
