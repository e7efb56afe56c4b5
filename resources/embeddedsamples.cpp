#include "resources/embeddedsamples.h"

#include "core/io/graphfile.h"

#include <QDir>
#include <QFile>

namespace regal {

std::vector<std::string> sampleNames()
{
    std::vector<std::string> names;
    for (const QString &file : QDir(QStringLiteral(":/samples")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        names.push_back(file.chopped(5).toStdString());
    return names;
}

Result<Graph> loadGraphArgument(const std::string &argument)
{
    constexpr std::string_view prefix = "sample:";
    if (!argument.starts_with(prefix))
        return loadGraph(argument);
    const std::string name = argument.substr(prefix.size());
    QFile file(QStringLiteral(":/samples/%1.json").arg(QString::fromStdString(name)));
    if (!file.open(QIODevice::ReadOnly)) {
        std::string known;
        for (const std::string &sample : sampleNames())
            known += (known.empty() ? "" : ", ") + sample;
        return Error{"there is no built-in sample '" + name + "'; the samples are: " + known};
    }
    return parseGraph(file.readAll().toStdString(), GraphFormat::Regal, argument);
}

} // namespace regal
