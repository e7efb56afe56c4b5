#include "core/base/errorkind.h"

#include <fmt/args.h>
#include <fmt/format.h>

namespace regal {
namespace {

/// The phrase of each kind, its arguments numbered as in errorkind.h.
const char *englishPhrase(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::Other:
        return "{0}";
    case ErrorKind::IsFolder:
        return "{0}: is a folder, not a file";
    case ErrorKind::FileTooLarge:
        return "{0}: {1} bytes is larger than the {2} bytes a file may have";
    case ErrorKind::CannotOpen:
        return "{0}: cannot open: {1}";
    case ErrorKind::CannotRead:
        return "{0}: cannot read: {1}";
    case ErrorKind::CannotWrite:
        return "{0}: cannot write: {1}";
    case ErrorKind::NotJson:
        return "{0}: not valid JSON: {1}";
    case ErrorKind::InvalidField:
        return "{0}: {1}: {2}";
    case ErrorKind::UnknownGraphFormat:
        return "{0}: unknown graph format '{1}'; Regal Studio reads .json (regal-graph or TensorFlow.js model.json), "
               ".dot, .gv, .onnx, .pbtxt (TensorFlow CostGraphDef), .cfg (Darknet) and .tflite (TensorFlow Lite)";
    case ErrorKind::InvalidFile:
        return "{0}: {1}";
    case ErrorKind::OtherGraph:
        return "{0}: this placement was made for graph '{1}' ({2}), not for '{3}' ({4}); the graphs differ";
    case ErrorKind::UnknownNode:
        return "{0}: node '{1}' is not in graph '{2}'";
    case ErrorKind::NodePlacedTwice:
        return "{0}: node '{1}' is placed twice";
    case ErrorKind::UnknownDevice:
        return "{0}: node '{1}' is placed on device '{2}', which the cluster does not have";
    case ErrorKind::UnplacedNodes:
        return "{0}: {1} nodes of graph '{2}' have no placement, the first is '{3}'";
    case ErrorKind::BudgetTooSmall:
        return "{0} needs a budget above {1} evaluations, the simulations its heuristics run";
    }
    return "{0}";
}

} // namespace

std::string englishErrorText(ErrorKind kind, const std::vector<std::string> &arguments)
{
    // A field error without a field reads "file: what".
    if (kind == ErrorKind::InvalidField && arguments.size() == 3 && arguments[1].empty())
        return arguments[0] + ": " + arguments[2];
    if (kind == ErrorKind::UnplacedNodes && arguments.size() == 4 && arguments[1] == "1")
        return arguments[0] + ": node '" + arguments[3] + "' of graph '" + arguments[2] + "' has no placement";
    fmt::dynamic_format_arg_store<fmt::format_context> store;
    for (const std::string &argument : arguments)
        store.push_back(argument);
    try {
        return fmt::vformat(englishPhrase(kind), store);
    } catch (const fmt::format_error &) {
        return arguments.empty() ? std::string("error") : arguments.front(); // too few arguments
    }
}

} // namespace regal
