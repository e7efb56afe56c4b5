#include "core/io/import/importedgraph.h"

#include "core/base/counted.h"

#include <fmt/format.h>

namespace regal {

void ShapeFallbacks::add(const std::string &type, const std::string &name, const std::string &reason)
{
    Entry &entry = m_types[type];
    if (entry.count++ == 0) {
        entry.first = name;
        entry.reason = reason;
    }
}

void ShapeFallbacks::warn(ImportNotes &notes, const char *noun, const char *kind) const
{
    for (const auto &[type, entry] : m_types)
        notes.warn(fmt::format("{} of {} {} (first '{}'): {}; outputs assumed the shape of input 0",
                               counted(std::int64_t(entry.count), noun), kind, type, entry.first, entry.reason));
}

Result<Graph> finishImport(GraphBuilder &&builder, const ImportNotes &notes, const std::string &source)
{
    builder.setExtra(notes.toExtra());
    Result<Graph> graph = std::move(builder).build();
    if (!graph)
        return Error::of(ErrorKind::InvalidFile, {source, graph.error()});
    return graph;
}

} // namespace regal
