// Every layer of the policy network against finite differences (central, step 1e-6), and the
// features against hand-worked values.

#include "core/generate/generator.h"
#include "core/policy/adam.h"
#include "core/policy/categorical.h"
#include "core/policy/policyfile.h"
#include "core/policy/policynetwork.h"
#include "core/sim/costsimulator.h"
#include "core/sim/memoryneed.h"
#include "tests/core/simcase.h"

#include <QTest>
#include <functional>
#include <nlohmann/json.hpp>

using namespace regal;

namespace {

Matrix randomMatrix(Eigen::Index rows, Eigen::Index columns, Random &random)
{
    Matrix m(rows, columns);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = 2.0 * random.uniform() - 1.0;
    return m;
}

double sumProduct(const Matrix &a, const Matrix &b) { return a.cwiseProduct(b).sum(); }

/// The largest relative difference between \a analytic and the central difference of \a loss
/// by each entry of \a value (at most \a samples entries, spread over the matrix).
double worstRelativeError(Matrix &value, const Matrix &analytic, const std::function<double()> &loss, int samples = 40)
{
    constexpr double step = 1e-6;
    double worst = 0.0;
    const Eigen::Index stride = std::max<Eigen::Index>(1, value.size() / samples);
    for (Eigen::Index i = 0; i < value.size(); i += stride) {
        const double saved = value.data()[i];
        value.data()[i] = saved + step;
        const double up = loss();
        value.data()[i] = saved - step;
        const double down = loss();
        value.data()[i] = saved;
        const double numeric = (up - down) / (2.0 * step);
        const double error = std::abs(numeric - analytic.data()[i]) / std::max(1.0, std::abs(numeric) + std::abs(analytic.data()[i]));
        worst = std::max(worst, error);
    }
    return worst;
}

/// The input-order solution on one device, simulated: enough of an anchor for the layers.
Anchor defaultAnchor(const Problem &problem)
{
    Anchor anchor{"default", problem.defaultSolution(), {}, 1};
    CostSimulator simulator(problem);
    anchor.timeline = simulator.record(anchor.solution);
    return anchor;
}

GraphFeatures smallGraphFeatures()
{
    const auto graph = std::make_shared<const Graph>(generateGraph(Family::Inception, 40, 3).value());
    const Problem problem = test::problemOf(graph, Cluster::uniform(2));
    return extractFeatures(problem, defaultAnchor(problem));
}

} // namespace

class TestPolicyNetwork : public QObject
{
    Q_OBJECT

private slots:
    void features();
    void clusterFeatures();
    void linearGradients();
    void graphConvolutionGradients();
    void networkGradients_data();
    void networkGradients();
    void categoricalLossGradient();
    void freshNetworkIsPlainBrkga();
    void adamMinimises();
    void modelFileRoundTrip_data();
    void modelFileRoundTrip();
};

void TestPolicyNetwork::features()
{
    // a (2 s) -> b (6 s) -> c (2 s); critical path 10 s.
    const auto graph = test::graphFromNodes(R"([{"name":"a","op":"Conv","cost":2,"outputs":[{"bytes":100}]},
        {"name":"b","op":"Relu","cost":6,"inputs":["a:0"],"outputs":[{"bytes":100,"alias_of":0}]},
        {"name":"c","op":"Add","cost":2,"inputs":["b:0"],"outputs":[{"bytes":10,"is_graph_output":true}]}])");
    const Problem problem = test::problemOf(graph, Cluster::uniform(1));
    const GraphFeatures features = extractFeatures(problem, defaultAnchor(problem));
    QCOMPARE(features.values.rows(), Eigen::Index(3));
    // Depth 0, 1, 2 of 2; top level 0, 2, 8 of 10; bottom level 10, 8, 2 of 10.
    QCOMPARE(features.values(1, 7), 0.5);
    QCOMPARE(features.values(1, 8), 0.2);
    QCOMPARE(features.values(2, 8), 0.8);
    QCOMPARE(features.values(0, 9), 1.0);
    QCOMPARE(features.values(2, 9), 0.2);
    // Flags: b is an alias, c a graph output, a the only source.
    QCOMPARE(features.values(1, 11), 1.0);
    QCOMPARE(features.values(2, 12), 1.0);
    QCOMPARE(features.values(0, 13), 1.0);
    QCOMPARE(features.values(1, 13), 0.0);
    // Log features are standardised: mean 0, deviation 1.
    QVERIFY(std::abs(features.values.col(0).mean()) < 1e-12);
    QVERIFY(std::abs(features.values.col(0).squaredNorm() / 3.0 - 1.0) < 1e-12);
    // The anchor runs a 0-2, b 2-8, c 8-10 on its one device, priorities 1, 0.5, 0.
    QCOMPARE(features.values(1, 14), 0.5);
    QCOMPARE(features.values(1, 15), 0.2);
    QCOMPARE(features.values(1, 16), 0.8);
    QCOMPARE(features.values(1, 17), 0.0);
    QCOMPARE(features.values(1, 19), 1.0);
    QCOMPARE(features.values(1, 20), 1.0);
    // Averaging over neighbours: b's only predecessor is a.
    QCOMPARE(features.fromPredecessors.coeff(1, 0), 1.0);
    QCOMPARE(features.fromSuccessors.coeff(0, 1), 1.0);
    QCOMPARE(features.opCategory[0], int(OpCategory::Conv));
}

void TestPolicyNetwork::clusterFeatures()
{
    // The graph of features() on one device: a's buffer (100 bytes, read by c through b's alias)
    // and c's output (10 bytes) make the peak of 110 at c's start.
    const auto graph = test::graphFromNodes(R"([{"name":"a","op":"Conv","cost":2,"outputs":[{"bytes":100}]},
        {"name":"b","op":"Relu","cost":6,"inputs":["a:0"],"outputs":[{"bytes":100,"alias_of":0}]},
        {"name":"c","op":"Add","cost":2,"inputs":["b:0"],"outputs":[{"bytes":10,"is_graph_output":true}]}])");
    QCOMPARE(oneDevicePeak(graph).value(), Bytes(110));
    enum { Speed = 21, Room = 22, Fullness = 23, LiveShare = 24 };

    const Problem unlimited = test::problemOf(graph, Cluster::uniform(1));
    const GraphFeatures open = extractFeatures(unlimited, defaultAnchor(unlimited));
    QCOMPARE(open.values(0, Speed), 1.0);
    QCOMPARE(open.values(0, Room), 1.0);
    QCOMPARE(open.values(0, Fullness), 0.0);
    QVERIFY(qFuzzyCompare(open.values(0, LiveShare), 100.0 / 110.0));
    QCOMPARE(open.values(1, LiveShare), 0.0);
    QVERIFY(qFuzzyCompare(open.values(2, LiveShare), 10.0 / 110.0));

    // Half the need: memory room 0.5 + log2(0.5) / 4, and the anchor fills it twice over.
    Cluster half = withMemoryFactor(Cluster::uniform(1), 110, 0.5);
    half.devices[0].speed = 0.5;
    const Problem tight = test::problemOf(graph, half);
    const GraphFeatures tightFeatures = extractFeatures(tight, defaultAnchor(tight));
    QCOMPARE(tightFeatures.values(0, Speed), 1.0);
    QCOMPARE(tightFeatures.values(0, Room), 0.25);
    QCOMPARE(tightFeatures.values(0, Fullness), 1.0);
    QVERIFY(tightFeatures.values.leftCols(Speed) == open.values.leftCols(Speed));
    QVERIFY(tightFeatures.values != open.values);
}

void TestPolicyNetwork::linearGradients()
{
    Random random(1);
    Linear layer("l", 5, 3);
    layer.weight.initializeGlorot(random);
    layer.bias.value = randomMatrix(1, 3, random);
    Matrix x = randomMatrix(7, 5, random);
    const Matrix r = randomMatrix(7, 3, random);
    const auto loss = [&] { return sumProduct(layer.forward(x), r); };
    const Matrix dx = layer.backward(x, r);
    QVERIFY(worstRelativeError(layer.weight.value, layer.weight.gradient, loss) < 1e-7);
    QVERIFY(worstRelativeError(layer.bias.value, layer.bias.gradient, loss) < 1e-7);
    QVERIFY(worstRelativeError(x, dx, loss) < 1e-7);
}

void TestPolicyNetwork::graphConvolutionGradients()
{
    Random random(2);
    const GraphFeatures graph = smallGraphFeatures();
    GraphConvolution layer("g", 6);
    for (Parameter *p : {&layer.self, &layer.along, &layer.against})
        p->initializeGlorot(random);
    layer.bias.value = randomMatrix(1, 6, random);
    Matrix h = randomMatrix(Eigen::Index(graph.nodeCount()), 6, random);
    const Matrix r = randomMatrix(h.rows(), 6, random);
    GraphConvolution::Cache cache;
    const auto loss = [&] {
        GraphConvolution::Cache scratch;
        return sumProduct(layer.forward(h, graph, scratch), r);
    };
    layer.forward(h, graph, cache);
    const Matrix dh = layer.backward(r, graph, cache);
    for (Parameter *p : {&layer.self, &layer.along, &layer.against, &layer.bias})
        QVERIFY2(worstRelativeError(p->value, p->gradient, loss) < 1e-6, p->name.c_str());
    QVERIFY(worstRelativeError(h, dh, loss) < 1e-6);
}

void TestPolicyNetwork::networkGradients_data()
{
    QTest::addColumn<bool>("gate");
    QTest::newRow("three heads") << false;
    QTest::newRow("with a gate") << true;
}

void TestPolicyNetwork::networkGradients()
{
    QFETCH(bool, gate);
    Random random(3);
    const GraphFeatures graph = smallGraphFeatures();
    PolicyNetwork network({.hidden = 8, .rounds = 2, .gate = gate}, 5);
    QCOMPARE(network.parameters().size(), std::size_t(gate ? 19 : 17));
    // Move the heads off their initial values so every gradient path carries signal.
    for (Parameter *p : network.parameters())
        p->value += 0.3 * randomMatrix(p->value.rows(), p->value.cols(), random);
    PolicyNetwork::Cache cache;
    const PolicyLogits shape = network.forward(graph, cache);
    const PolicyLogits r{randomMatrix(shape.device.rows(), shape.device.cols(), random),
                         randomMatrix(shape.priority.rows(), shape.priority.cols(), random),
                         randomMatrix(shape.rho.rows(), shape.rho.cols(), random),
                         randomMatrix(shape.gate.rows(), shape.gate.cols(), random)};
    QCOMPARE(shape.gate.size(), Eigen::Index(gate ? 1 : 0));
    const auto loss = [&] {
        PolicyNetwork::Cache scratch;
        const PolicyLogits logits = network.forward(graph, scratch);
        const double gateTerm = gate ? sumProduct(logits.gate, r.gate) : 0.0;
        return sumProduct(logits.device, r.device) + sumProduct(logits.priority, r.priority) + sumProduct(logits.rho, r.rho) +
               gateTerm;
    };
    network.zeroGradients();
    network.backward(graph, cache, r);
    for (Parameter *p : network.parameters())
        QVERIFY2(worstRelativeError(p->value, p->gradient, loss, 25) < 1e-6, p->name.c_str());
}

void TestPolicyNetwork::categoricalLossGradient()
{
    Random random(4);
    Matrix logits = randomMatrix(5, 6, random); // 5 rows of 2 distributions over 3 choices
    const std::vector<int> choices = {0, 2, 1, 1, 2, 0, 0, 1, 2, 2};
    const double advantage = 0.7;
    const double entropyWeight = 0.05;
    const auto loss = [&] {
        const CategoricalGroups groups(logits, 3);
        double entropy = 0.0;
        for (double h : groups.entropies())
            entropy += h;
        return -advantage * groups.logProbability(choices) - entropyWeight * entropy;
    };
    const Matrix analytic = CategoricalGroups(logits, 3).lossGradient(choices, advantage, entropyWeight);
    QVERIFY(worstRelativeError(logits, analytic, loss) < 1e-7);

    // Sampling follows the probabilities: a choice of probability ~0.88 comes out ~88% of the time.
    Matrix skewed = Matrix::Zero(1, 3);
    skewed(0, 1) = 2.0;
    const CategoricalGroups groups(skewed, 3);
    int hits = 0;
    for (int i = 0; i < 4000; ++i)
        hits += groups.sample(random)[0] == 1 ? 1 : 0;
    QVERIFY(std::abs(hits / 4000.0 - groups.probability(0, 1)) < 0.03);
    QCOMPARE(groups.mode(), std::vector<int>{1});
}

void TestPolicyNetwork::freshNetworkIsPlainBrkga()
{
    const GraphFeatures graph = smallGraphFeatures();
    const PolicyNetwork network({}, 9);
    PolicyNetwork::Cache cache;
    const PolicyLogits logits = network.forward(graph, cache);
    const PolicyShape &shape = network.shape();
    for (const auto &[matrix, choices] : {std::pair{&logits.device, shape.deviceChoices},
                                          std::pair{&logits.priority, shape.priorityChoices},
                                          std::pair{&logits.rho, shape.rhoChoices}}) {
        const std::vector<int> mode = CategoricalGroups(*matrix, choices).mode();
        QVERIFY(std::all_of(mode.begin(), mode.end(), [](int choice) { return choice == 0; }));
    }
    QCOMPARE(logits.device.cols(), Eigen::Index(shape.deviceChoices));
}

void TestPolicyNetwork::adamMinimises()
{
    // Minimise |x - t|^2 from x = 0: Adam gets within 1e-3 of t.
    Parameter x("x", 1, 3);
    const Matrix target = (Matrix(1, 3) << 1.0, -2.0, 0.5).finished();
    Adam adam({&x}, {.learningRate = 0.05});
    for (int step = 0; step < 2000; ++step) {
        x.gradient = 2.0 * (x.value - target);
        adam.step();
    }
    QVERIFY((x.value - target).norm() < 1e-3);
}

void TestPolicyNetwork::modelFileRoundTrip_data()
{
    QTest::addColumn<bool>("gate");
    QTest::newRow("three heads") << false;
    QTest::newRow("with a gate") << true;
}

void TestPolicyNetwork::modelFileRoundTrip()
{
    QFETCH(bool, gate);
    PolicyModel model{Task::Memory, std::make_shared<PolicyNetwork>(PolicyShape{.hidden = 4, .rounds = 1, .gate = gate}, 3),
                      R"({"steps":10})"};
    model.network->gateHead().bias.value(0, 0) = -0.25; // a gate that was fitted
    const std::string text = writePolicyJson(model);
    Result<PolicyModel> read = readPolicyJson(text, "m.json");
    QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
    QCOMPARE(read->task, Task::Memory);
    QCOMPARE(read->network->shape(), model.network->shape());
    QCOMPARE(writePolicyJson(*read), text);
    QCOMPARE(read->checksum, nlohmann::json::parse(text)["checksum"].get<std::string>());
    const GraphFeatures graph = smallGraphFeatures();
    PolicyNetwork::Cache a;
    PolicyNetwork::Cache b;
    QCOMPARE(read->network->forward(graph, a).priority, model.network->forward(graph, b).priority);
    QCOMPARE(read->network->forward(graph, a).gate, model.network->forward(graph, b).gate);
    QCOMPARE(nlohmann::json::parse(text)["shape"].contains("gate"), gate);

    // One changed weight breaks the checksum.
    nlohmann::json document = nlohmann::json::parse(text);
    document["parameters"]["input.bias"]["values"][0] = 0.125;
    const Result<PolicyModel> damaged = readPolicyJson(document.dump(), "m.json");
    QVERIFY(!damaged.ok());
    QVERIFY(QString::fromStdString(damaged.error()).contains(QStringLiteral("checksum")));
}

QTEST_GUILESS_MAIN(TestPolicyNetwork)
#include "tst_policynetwork.moc"
