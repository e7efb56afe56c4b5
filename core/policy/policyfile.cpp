#include "core/policy/policyfile.h"

#include "core/base/jsonreader.h"
#include "core/base/sha256.h"
#include "core/base/textfile.h"
#include "core/policy/actiongrid.h"

#include <cmath>
#include <fmt/format.h>
#include <set>

namespace regal {
namespace {

/// Version 2: op categories instead of hashed op names, cluster features, five device choices.
constexpr int PolicyVersion = 2;
/// Widest embedding and most rounds a file may ask for; trained policies use 32 and 3.
constexpr int MaxHidden = 1024;
constexpr int MaxRounds = 64;

/// The shape and every weight of \a network, printed exactly: what its checksum covers.
std::string weightsText(const PolicyNetwork &network)
{
    const PolicyShape &shape = network.shape();
    // A gate is named only where there is one, so the checksums of the files before it hold.
    std::string text = fmt::format("{} {} {} {} {}{}\n", shape.hidden, shape.rounds, shape.deviceChoices,
                                   shape.priorityChoices, shape.rhoChoices, shape.gate ? " gate" : "");
    for (const Parameter *parameter : network.parameters()) {
        text += parameter->name + '\n';
        for (Eigen::Index i = 0; i < parameter->value.size(); ++i)
            text += fmt::format("{}\n", parameter->value.data()[i]);
    }
    return text;
}

std::string checksumOf(const PolicyNetwork &network) { return "sha256:" + sha256Hex(weightsText(network)); }

nlohmann::ordered_json weightsJson(const PolicyNetwork &network)
{
    nlohmann::ordered_json parameters = nlohmann::ordered_json::object();
    for (const Parameter *parameter : network.parameters()) {
        std::vector<double> values(parameter->value.data(), parameter->value.data() + parameter->value.size());
        parameters[parameter->name] = {{"rows", parameter->value.rows()}, {"columns", parameter->value.cols()},
                                       {"values", values}};
    }
    return parameters;
}

/// A network of \a shape with the weights of \a object, the "parameters" at \a where of the file
/// \a source; refuses a missing, extra, misshapen or non-finite weight.
Result<std::shared_ptr<PolicyNetwork>> readWeights(const nlohmann::json &object, const std::string &where,
                                                   const PolicyShape &shape, const std::string &source)
{
    // The file must carry every weight, and the message-passing rounds alone need rounds x 3 x
    // hidden^2 of them: checking that first keeps a small hostile file from allocating a huge
    // network.
    std::size_t weightsInFile = 0;
    if (object.is_object())
        for (const auto &[name, entry] : object.items())
            if (entry.is_object() && entry.contains("values") && entry["values"].is_array())
                weightsInFile += entry["values"].size();
    const double weightsNeeded = 3.0 * shape.rounds * double(shape.hidden) * shape.hidden;
    if (double(weightsInFile) < weightsNeeded)
        return Error{fmt::format("{}: {}: the file holds {} weights, fewer than the {} that a shape of "
                                 "hidden {} and {} rounds needs",
                                 source, where, weightsInFile, weightsNeeded, shape.hidden, shape.rounds)};

    auto network = std::make_shared<PolicyNetwork>(shape, 0);
    ReadErrors errors{source, {}};
    JsonFields parameters(object, where, errors);
    std::set<std::string> expected;
    for (const Parameter *parameter : network->parameters())
        expected.insert(parameter->name);
    for (const auto &[name, entry] : object.items())
        if (!expected.contains(name))
            return Error{fmt::format("{}: {}.{}: no weight of this shape has that name", source, where, name)};
    for (Parameter *parameter : network->parameters()) {
        const std::string place = where + '.' + parameter->name;
        const nlohmann::json &entry = parameters.field(parameter->name.c_str(), true);
        if (errors.failed())
            return errors.error();
        JsonFields fields(entry, place, errors);
        const std::int64_t rows = fields.integer("rows", -1, 0, 1 << 20);
        const std::int64_t columns = fields.integer("columns", -1, 0, 1 << 20);
        const nlohmann::json &values = fields.array("values", true);
        if (errors.failed())
            return errors.error();
        if (rows != parameter->value.rows() || columns != parameter->value.cols() || values.size() != std::size_t(parameter->value.size()))
            return Error{fmt::format("{}: {}: the file gives {}x{} with {} values; the shape needs {}x{}", source,
                                     place, rows, columns, values.size(), parameter->value.rows(),
                                     parameter->value.cols())};
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (!values[i].is_number())
                return Error{fmt::format("{}: {}: value {} is not a number", source, place, i)};
            parameter->value.data()[i] = values[i].get<double>();
            if (!std::isfinite(parameter->value.data()[i]))
                return Error{fmt::format("{}: {}: value {} is not finite", source, place, i)};
        }
    }
    return network;
}

} // namespace

std::string policyChecksum(const PolicyModel &model)
{
    if (model.committee.empty())
        return checksumOf(*model.network);
    std::string text = weightsText(*model.network) + "committee\n";
    for (const std::shared_ptr<PolicyNetwork> &member : model.committee)
        text += checksumOf(*member) + '\n';
    return "sha256:" + sha256Hex(text);
}

std::string writePolicyJson(const PolicyModel &model)
{
    const PolicyShape &shape = model.network->shape();
    nlohmann::ordered_json top;
    top["format"] = "regal-policy";
    top["version"] = PolicyVersion;
    top["task"] = taskName(model.task);
    top["steering"] = steeringName(model.steering);
    top["shape"] = {{"hidden", shape.hidden},
                    {"rounds", shape.rounds},
                    {"device_choices", shape.deviceChoices},
                    {"priority_choices", shape.priorityChoices},
                    {"rho_choices", shape.rhoChoices}};
    if (shape.gate)
        top["shape"]["gate"] = true;
    top["training"] = nlohmann::ordered_json::parse(model.trainingJson.empty() ? "{}" : model.trainingJson);
    top["checksum"] = policyChecksum(model);
    top["parameters"] = weightsJson(*model.network);
    if (!model.committee.empty()) {
        nlohmann::ordered_json &committee = top["committee"] = nlohmann::ordered_json::array();
        for (const std::shared_ptr<PolicyNetwork> &member : model.committee)
            committee.push_back({{"checksum", checksumOf(*member)}, {"parameters", weightsJson(*member)}});
    }
    return top.dump(1) + '\n';
}

Result<PolicyModel> readPolicyJson(const std::string &text, const std::string &source)
{
    Result<nlohmann::json> document = parseJson(text, source);
    if (!document)
        return document.failure();
    ReadErrors errors{source, {}};
    JsonFields top(*document, {}, errors);
    checkFormat(top, "regal-policy", PolicyVersion);
    if (!errors.failed() && top.integer("version", PolicyVersion, 1, PolicyVersion) < PolicyVersion)
        top.fail(fmt::format("version {} policies read other features than this program gives (version {}); "
                             "train the policy again with regal train", top.integer("version", 1, 1, PolicyVersion),
                             PolicyVersion));
    PolicyModel model;
    const std::string task = top.string("task");
    if (!errors.failed()) {
        if (const std::optional<Task> parsed = parseTask(task))
            model.task = *parsed;
        else
            top.fail(fmt::format("task must be \"runtime\" or \"memory\", not \"{}\"", task));
    }
    JsonFields shapeFields(top.field("shape", true), "shape", errors);
    PolicyShape shape;
    // The heads may offer fewer choices than the action grid defines, never more: a choice past
    // the grid would have no meaning (ActionGrid reads fixed tables).
    shape.hidden = int(shapeFields.integer("hidden", 32, 1, MaxHidden));
    shape.rounds = int(shapeFields.integer("rounds", 3, 0, MaxRounds));
    shape.deviceChoices = int(shapeFields.integer("device_choices", 4, 1, ActionGrid::DeviceChoices));
    shape.priorityChoices = int(shapeFields.integer("priority_choices", 6, 1, ActionGrid::PriorityChoices));
    shape.rhoChoices = int(shapeFields.integer("rho_choices", 4, 1, ActionGrid::RhoChoices));
    shape.gate = shapeFields.boolean("gate", false);
    const std::string steering = top.optionalString("steering", "every-other");
    if (const std::optional<Brkga::Steering> parsed = parseSteering(steering))
        model.steering = *parsed;
    else
        top.fail(fmt::format("steering must be \"every-other\" or \"all\", not \"{}\"", steering));
    const std::string checksum = top.string("checksum");
    if (const nlohmann::json &training = top.field("training", false); training.is_object())
        model.trainingJson = training.dump();
    const nlohmann::json &parameters = top.field("parameters", true);
    const nlohmann::json &committee = top.array("committee", false);
    if (errors.failed())
        return errors.error();

    Result<std::shared_ptr<PolicyNetwork>> network = readWeights(parameters, "parameters", shape, source);
    if (!network)
        return network.failure();
    model.network = std::move(network).value();
    for (std::size_t i = 0; i < committee.size(); ++i) {
        const std::string where = fmt::format("committee[{}]", i);
        JsonFields member(committee[i], where, errors);
        const std::string memberChecksum = member.string("checksum");
        const nlohmann::json &memberParameters = member.field("parameters", true);
        if (errors.failed())
            return errors.error();
        Result<std::shared_ptr<PolicyNetwork>> read =
            readWeights(memberParameters, where + ".parameters", shape, source);
        if (!read)
            return read.failure();
        if (checksumOf(**read) != memberChecksum)
            return Error{fmt::format("{}: {}: the weights do not match the member's checksum; the model file is damaged",
                                     source, where)};
        model.committee.push_back(std::move(read).value());
    }
    if (policyChecksum(model) != checksum)
        return Error{source + ": the weights do not match the file's checksum; the model file is damaged"};
    model.checksum = checksum;
    return model;
}

Result<PolicyModel> readPolicyFile(const std::string &path)
{
    Result<std::string> text = readTextFile(path);
    if (!text)
        return text.failure();
    return readPolicyJson(*text, path);
}

} // namespace regal
