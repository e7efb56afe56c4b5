#include "resources/tunedparams.h"

#include "core/base/jsonreader.h"

#include <QFile>

namespace regal {

Result<BrkgaParams> readTunedParams(const std::string &text, Task task, const std::string &source)
{
    Result<nlohmann::json> document = parseJson(text, source);
    if (!document)
        return Error{document.error()};
    ReadErrors errors{source, {}};
    JsonFields top(*document, {}, errors);
    checkFormat(top, "regal-brkga-params", 1);
    const std::string key(taskName(task));
    const nlohmann::json &params = top.field(key.c_str(), true);
    if (errors.failed())
        return Error{errors.first};
    Result<SearchParams> read = readSearchParams(params.dump(), source + ": " + key);
    if (!read)
        return Error{read.error()};
    return read->brkga;
}

Result<BrkgaParams> tunedBrkgaParams(Task task)
{
    QFile file(QStringLiteral(":/params/brkga-tuned.json"));
    if (!file.open(QIODevice::ReadOnly))
        return Error{"the tuned BRKGA parameters are missing from this build (:/params/brkga-tuned.json)"};
    return readTunedParams(file.readAll().toStdString(), task, "brkga-tuned.json");
}

} // namespace regal
