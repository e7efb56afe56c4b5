#include "core/policy/policynetwork.h"

#include "core/base/random.h"

namespace regal {
namespace {

/// Small head weights and a bias towards choice 0, so a fresh network is nearly plain BRKGA.
void initializeHead(Linear &head, Random &random)
{
    head.weight.initializeGlorot(random);
    head.weight.value *= 0.1;
    head.bias.value(0, 0) = 2.0;
}

} // namespace

PolicyNetwork::PolicyNetwork(const PolicyShape &shape, std::uint64_t seed)
    : m_shape(shape)
    , m_input("input", GraphFeatures::Count, shape.hidden)
    , m_opEmbedding("op_embedding", GraphFeatures::OpCategories, shape.hidden)
    , m_deviceHead("device_head", shape.hidden, shape.deviceChoices)
    , m_priorityHead("priority_head", shape.hidden, shape.priorityChoices)
    , m_rhoHead("rho_head", shape.hidden, shape.rhoChoices)
    , m_gateHead("gate_head", shape.hidden, 1)
{
    Random random(seed);
    m_input.weight.initializeGlorot(random);
    m_opEmbedding.initializeGlorot(random);
    for (int round = 0; round < shape.rounds; ++round) {
        GraphConvolution &layer = m_rounds.emplace_back("round" + std::to_string(round), shape.hidden);
        for (Parameter *weight : {&layer.self, &layer.along, &layer.against}) {
            weight->initializeGlorot(random);
            weight->value *= 0.5;
        }
    }
    initializeHead(m_deviceHead, random);
    initializeHead(m_priorityHead, random);
    initializeHead(m_rhoHead, random);
    // A fresh gate steers every graph, as a network without one does, until it is fitted.
    m_gateHead.bias.value(0, 0) = 1.0;
}

PolicyLogits PolicyNetwork::forward(const GraphFeatures &graph, Cache &cache) const
{
    cache.inputPreActivation = m_input.forward(graph.values);
    for (std::size_t node = 0; node < graph.nodeCount(); ++node)
        cache.inputPreActivation.row(Eigen::Index(node)) += m_opEmbedding.value.row(graph.opCategory[node]);
    Matrix h = cache.inputPreActivation.cwiseMax(0.0);
    cache.rounds.resize(m_rounds.size());
    for (std::size_t round = 0; round < m_rounds.size(); ++round)
        h = m_rounds[round].forward(h, graph, cache.rounds[round]);
    cache.embedding = std::move(h);
    PolicyLogits logits{m_deviceHead.forward(cache.embedding), m_priorityHead.forward(cache.embedding),
                        m_rhoHead.forward(cache.embedding), Matrix()};
    if (m_shape.gate) {
        cache.pooled = cache.embedding.colwise().mean();
        logits.gate = m_gateHead.forward(cache.pooled);
    }
    return logits;
}

void PolicyNetwork::backward(const GraphFeatures &graph, const Cache &cache, const PolicyLogits &gradient)
{
    Matrix dH = m_deviceHead.backward(cache.embedding, gradient.device);
    dH += m_priorityHead.backward(cache.embedding, gradient.priority);
    dH += m_rhoHead.backward(cache.embedding, gradient.rho);
    if (m_shape.gate && gradient.gate.size() == 1 && dH.rows() > 0)
        dH.rowwise() += (m_gateHead.backward(cache.pooled, gradient.gate) / double(dH.rows())).row(0);
    for (std::size_t round = m_rounds.size(); round-- > 0;)
        dH = m_rounds[round].backward(dH, graph, cache.rounds[round]);
    const Matrix dPre = (cache.inputPreActivation.array() > 0.0).cast<double>().matrix().cwiseProduct(dH);
    for (std::size_t node = 0; node < graph.nodeCount(); ++node)
        m_opEmbedding.gradient.row(graph.opCategory[node]) += dPre.row(Eigen::Index(node));
    m_input.backward(graph.values, dPre);
}

std::vector<Parameter *> PolicyNetwork::parameters()
{
    std::vector<Parameter *> all = {&m_input.weight, &m_input.bias, &m_opEmbedding};
    for (GraphConvolution &layer : m_rounds)
        for (Parameter *parameter : {&layer.self, &layer.along, &layer.against, &layer.bias})
            all.push_back(parameter);
    for (Linear *head : {&m_deviceHead, &m_priorityHead, &m_rhoHead}) {
        all.push_back(&head->weight);
        all.push_back(&head->bias);
    }
    if (m_shape.gate) {
        all.push_back(&m_gateHead.weight);
        all.push_back(&m_gateHead.bias);
    }
    return all;
}

std::vector<const Parameter *> PolicyNetwork::parameters() const
{
    std::vector<const Parameter *> all;
    for (Parameter *parameter : const_cast<PolicyNetwork *>(this)->parameters())
        all.push_back(parameter);
    return all;
}

void PolicyNetwork::zeroGradients()
{
    for (Parameter *parameter : parameters())
        parameter->gradient.setZero();
}

} // namespace regal
