#include "core/training/policytrainer.h"

#include "core/base/jsonreader.h"

#include <fmt/format.h>

namespace regal {
namespace {

nlohmann::ordered_json matrixJson(const Matrix &matrix)
{
    return std::vector<double>(matrix.data(), matrix.data() + matrix.size());
}

bool readMatrix(const nlohmann::json &values, Matrix &into)
{
    if (!values.is_array() || values.size() != std::size_t(into.size()))
        return false;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!values[i].is_number())
            return false;
        into.data()[i] = values[i].get<double>();
    }
    return true;
}

} // namespace

std::string PolicyTrainer::checkpointJson() const
{
    nlohmann::ordered_json json;
    json["format"] = "regal-training-checkpoint";
    json["version"] = 2;
    json["step"] = m_step;
    json["seconds"] = m_seconds;
    json["params"] = nlohmann::ordered_json::parse(m_params.json());
    if (m_bestValidation)
        json["best_validation"] = *m_bestValidation;
    json["reference_costs"] = m_referenceCosts;
    // Filled apart and moved in: references into an ordered_json die when it grows.
    nlohmann::ordered_json weights;
    nlohmann::ordered_json best;
    nlohmann::ordered_json first;
    nlohmann::ordered_json second;
    const std::vector<Parameter *> parameters = m_network->parameters();
    const std::vector<Parameter *> bestParameters = m_best->parameters();
    for (std::size_t i = 0; i < parameters.size(); ++i) {
        weights[parameters[i]->name] = matrixJson(parameters[i]->value);
        best[parameters[i]->name] = matrixJson(bestParameters[i]->value);
        first[parameters[i]->name] = matrixJson(m_adam->firstMoments()[i]);
        second[parameters[i]->name] = matrixJson(m_adam->secondMoments()[i]);
    }
    json["weights"] = std::move(weights);
    json["best_weights"] = std::move(best);
    json["adam_first"] = std::move(first);
    json["adam_second"] = std::move(second);
    json["adam_steps"] = m_adam->steps();
    return json.dump() + '\n';
}

Status PolicyTrainer::restore(const std::string &checkpoint, const std::string &source)
{
    Result<nlohmann::json> document = parseJson(checkpoint, source);
    if (!document)
        return document.failure();
    ReadErrors errors{source, {}};
    JsonFields top(*document, {}, errors);
    checkFormat(top, "regal-training-checkpoint", 2);
    const int step = int(top.integer("step", 0, 0, 1 << 30));
    const int adamSteps = int(top.integer("adam_steps", 0, 0, 1 << 30));
    const nlohmann::json &reference = top.field("reference_costs", true);
    if (errors.failed())
        return errors.error();
    if (nlohmann::json::parse(m_params.json())["shape"] != (*document)["params"]["shape"])
        return Error{source + ": the checkpoint's network has another shape than these training parameters"};

    std::vector<Parameter *> parameters = m_network->parameters();
    std::vector<Parameter *> bestParameters = m_best->parameters();
    std::vector<Matrix> first;
    std::vector<Matrix> second;
    for (std::size_t i = 0; i < parameters.size(); ++i) {
        const std::string &name = parameters[i]->name;
        first.push_back(parameters[i]->value);
        second.push_back(parameters[i]->value);
        if (!readMatrix((*document)["weights"][name], parameters[i]->value)
            || !readMatrix((*document)["best_weights"][name], bestParameters[i]->value)
            || !readMatrix((*document)["adam_first"][name], first.back())
            || !readMatrix((*document)["adam_second"][name], second.back()))
            return Error{fmt::format("{}: the weights of '{}' are missing or have the wrong size", source, name)};
    }
    m_adam->restore(adamSteps, std::move(first), std::move(second));
    m_referenceCosts.clear();
    for (const auto &[name, value] : reference.items())
        if (value.is_number())
            m_referenceCosts[name] = value.get<double>();
    if (document->contains("best_validation"))
        m_bestValidation = (*document)["best_validation"].get<double>();
    m_step = step;
    m_seconds = (*document).value("seconds", 0.0);
    return {};
}

} // namespace regal
