#include "app/studio/placementgraph.h"

#include "core/io/graphfile.h"
#include "resources/embeddedsamples.h"

#include <QDir>
#include <QFileInfo>

namespace regal {
namespace {

constexpr int MaxOtherFiles = 50;
constexpr qint64 MaxFileBytes = 64 << 20;

bool matches(const PlacementFile &placement, const std::string &argument)
{
    Result<Graph> graph = readGuarded(argument, [&] { return loadGraphArgument(argument); });
    if (!graph)
        return false;
    return placement.graphHash.empty() ? graph->name() == placement.graphName
                                       : graph->contentHash() == placement.graphHash;
}

} // namespace

QString findPlacementGraph(const PlacementFile &placement, const QString &placementPath)
{
    for (const std::string &sample : sampleNames())
        if (matches(placement, "sample:" + sample))
            return QStringLiteral("sample:") + QString::fromStdString(sample);

    const QFileInfo self(placementPath);
    const QString graphName = QString::fromStdString(placement.graphName);
    QStringList named, others;
    for (const QFileInfo &file : self.absoluteDir().entryInfoList(QDir::Files | QDir::Readable, QDir::Name)) {
        if (file == self || file.size() > MaxFileBytes || !graphFormatOf(file.filePath().toStdString()))
            continue;
        if (!graphName.isEmpty() && file.fileName().startsWith(graphName))
            named << file.filePath();
        else if (file.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0 && others.size() < MaxOtherFiles)
            others << file.filePath();
    }
    for (const QString &path : named + others)
        if (matches(placement, path.toStdString()))
            return path;
    return {};
}

} // namespace regal
