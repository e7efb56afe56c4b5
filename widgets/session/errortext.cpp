#include "widgets/session/errortext.h"

#include <QCoreApplication>

namespace regal {
namespace {

struct ErrorText
{
    Q_DECLARE_TR_FUNCTIONS(regal::ErrorText)
};

/// The phrase of \a kind with %1, %2, … for the arguments in the order of core/base/errorkind.h;
/// where a count decides the grammar, %n takes \a count and the count's own marker is skipped.
QString phrase(ErrorKind kind, bool hasField, int count)
{
    switch (kind) {
    case ErrorKind::Other:
        return QStringLiteral("%1");
    case ErrorKind::IsFolder:
        return ErrorText::tr("%1 is a folder, not a file");
    case ErrorKind::FileTooLarge:
        return ErrorText::tr("%1 has %2 bytes, more than the %3 bytes a file may have");
    case ErrorKind::CannotOpen:
        return ErrorText::tr("Cannot open %1: %2");
    case ErrorKind::CannotRead:
        return ErrorText::tr("Cannot read %1: %2");
    case ErrorKind::CannotWrite:
        return ErrorText::tr("Cannot write %1: %2");
    case ErrorKind::NotJson:
        return ErrorText::tr("%1 is not valid JSON: %2");
    case ErrorKind::InvalidField:
        return hasField ? ErrorText::tr("%1, field %2: %3") : ErrorText::tr("%1: %3");
    case ErrorKind::UnknownGraphFormat:
        return ErrorText::tr("%1 has an unknown graph format (“%2”). Regal Studio reads .json (regal-graph or "
                             "TensorFlow.js model.json), .dot, .gv, .onnx, .pbtxt (TensorFlow CostGraphDef), "
                             ".cfg (Darknet) and .tflite (TensorFlow Lite).");
    case ErrorKind::InvalidFile:
        return ErrorText::tr("%1 cannot be used: %2");
    case ErrorKind::OtherGraph:
        return ErrorText::tr("%1 is a placement for the graph “%2” (%3), not for “%4” (%5): the graphs differ.");
    case ErrorKind::UnknownNode:
        return ErrorText::tr("%1 places the node “%2”, which the graph “%3” does not have.");
    case ErrorKind::NodePlacedTwice:
        return ErrorText::tr("%1 places the node “%2” twice.");
    case ErrorKind::UnknownDevice:
        return ErrorText::tr("%1 places the node “%2” on the device “%3”, which the cluster does not have.");
    case ErrorKind::UnplacedNodes:
        return ErrorText::tr("%1 leaves %n node(s) of the graph “%3” without a device, the first is “%4”.", nullptr,
                             count);
    case ErrorKind::BudgetTooSmall:
        return ErrorText::tr("%1 needs a budget above %2 evaluations: its heuristics spend that many.");
    }
    return QStringLiteral("%1");
}

} // namespace

QString errorText(const Error &error)
{
    if (error.kind == ErrorKind::Other || error.arguments.empty())
        return QString::fromStdString(error.message);
    const bool hasField = error.arguments.size() > 1 && !error.arguments[1].empty();
    QStringList arguments;
    for (const std::string &argument : error.arguments)
        arguments.append(QString::fromStdString(argument));
    if (error.kind == ErrorKind::InvalidField && !hasField)
        arguments.removeAt(1); // "%1: %3" takes the file and what is wrong
    int count = 0;
    if (error.kind == ErrorKind::UnplacedNodes && arguments.size() > 1)
        count = arguments.takeAt(1).toInt(); // "%n" takes the count
    // One multi-argument arg(): a "%2" inside a file name is not read as a place marker.
    const QString text = phrase(error.kind, hasField, count);
    switch (arguments.size()) {
    case 1:
        return text.arg(arguments[0]);
    case 2:
        return text.arg(arguments[0], arguments[1]);
    case 3:
        return text.arg(arguments[0], arguments[1], arguments[2]);
    case 4:
        return text.arg(arguments[0], arguments[1], arguments[2], arguments[3]);
    default:
        return text.arg(arguments[0], arguments[1], arguments[2], arguments[3], arguments[4]);
    }
}

} // namespace regal
