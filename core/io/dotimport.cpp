#include "core/io/dotimport.h"

#include "core/base/wholenumber.h"
#include "core/graph/graphbuilder.h"
#include "core/graph/limits.h"
#include "core/io/graphvizlock.h"

#include <cmath>
#include <filesystem>
#include <fmt/format.h>
#include <graphviz/cgraph.h>
#include <memory>
#include <unordered_map>

// cgraph's scanner keeps the text it has not read across calls, so that after a graph with text
// behind it, or a syntax error, the next read begins with that rest and fails. The parser
// itself flushes it with this function, which libcgraph exports but its headers do not declare.
extern "C" void aglexbad(void);

namespace regal {
namespace {

std::string g_lastError;

int collectError(char *message)
{
    g_lastError += message;
    return 0;
}

std::string attribute(void *object, const char *name)
{
    const char *value = agget(object, const_cast<char *>(name));
    return value ? std::string(value) : std::string();
}

/// Parses the attribute \a name as a number >= 0; an empty attribute gives \a fallback.
std::optional<double> numberAttribute(void *object, const char *name, const std::string &where,
                                      std::string &error)
{
    const std::string text = attribute(object, name);
    if (text.empty())
        return std::nullopt;
    char *end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !std::isfinite(value) || value < 0.0) {
        if (error.empty())
            error = fmt::format("{}: attribute {}=\"{}\" must be a number >= 0", where, name, text);
        return std::nullopt;
    }
    return value;
}

Bytes bytesAttribute(void *object, const char *name, const std::string &where, std::string &error)
{
    const std::optional<double> value = numberAttribute(object, name, where, error);
    if (!value)
        return 0;
    // Past the size limit the graph builder refuses it by name; past 64 bits it may not even be
    // converted.
    const std::optional<std::int64_t> whole = wholeNumber(*value, 0, limits::MaxBytes + 1);
    if (!whole && error.empty())
        error = fmt::format("{}: attribute {}={} must be a whole number of bytes, at most 2^50 (1 PiB)", where, name,
                            attribute(object, name));
    return whole.value_or(0);
}

/// The DOT graph's own name; an anonymous `digraph { ... }`, which cgraph names "%1", takes the
/// stem of \a source, as the other importers' unnamed graphs do.
std::string graphName(Agraph_t *dot, const std::string &source)
{
    const char *name = agnameof(dot);
    if (name && *name && *name != '%')
        return name;
    return std::filesystem::path(source).stem().string();
}

struct GraphDeleter
{
    void operator()(Agraph_t *graph) const { agclose(graph); }
};

} // namespace

Result<Graph> readDot(const std::string &text, const std::string &source)
{
    std::lock_guard lock(graphvizMutex());
    g_lastError.clear();
    const agusererrf previous = agseterrf(collectError);
    std::unique_ptr<Agraph_t, GraphDeleter> dot(agmemread(text.c_str()));
    aglexbad();
    agseterrf(previous);
    if (!dot) {
        std::string reason = g_lastError;
        while (!reason.empty() && (reason.back() == '\n' || reason.back() == ' '))
            reason.pop_back();
        return Error::of(ErrorKind::InvalidFile, {source, fmt::format("not a readable DOT graph{}{}", reason.empty() ? "" : ": ", reason)});
    }
    if (!agisdirected(dot.get()))
        return Error::of(ErrorKind::InvalidFile, {source, "the DOT graph must be a digraph (edges give the direction of data)"});

    GraphBuilder builder(graphName(dot.get(), source));
    std::unordered_map<Agnode_t *, NodeId> ids;
    std::string error;
    for (Agnode_t *dotNode = agfstnode(dot.get()); dotNode; dotNode = agnxtnode(dot.get(), dotNode)) {
        Node node;
        node.name = agnameof(dotNode);
        const std::string where = fmt::format("node '{}'", node.name);
        node.op = attribute(dotNode, "op");
        if (node.op.empty())
            node.op = attribute(dotNode, "label");
        if (node.op.empty() || node.op == "\\N")
            node.op = "Op";
        node.group = attribute(dotNode, "group");
        node.cost = numberAttribute(dotNode, "cost", where, error);
        node.flops = numberAttribute(dotNode, "flops", where, error).value_or(0.0);
        node.bytesAccessed = numberAttribute(dotNode, "bytes_accessed", where, error).value_or(0.0);
        node.tempBytes = bytesAttribute(dotNode, "temp_bytes", where, error);
        node.paramBytes = bytesAttribute(dotNode, "param_bytes", where, error);
        node.device = attribute(dotNode, "device");
        node.outputs.push_back({.bytes = bytesAttribute(dotNode, "bytes", where, error)});
        ids[dotNode] = builder.addNode(std::move(node));
    }
    for (Agnode_t *dotNode = agfstnode(dot.get()); dotNode; dotNode = agnxtnode(dot.get(), dotNode)) {
        const NodeId tail = ids[dotNode];
        for (Agedge_t *edge = agfstout(dot.get(), dotNode); edge; edge = agnxtout(dot.get(), edge)) {
            const NodeId head = ids[aghead(edge)];
            const std::string where = fmt::format("edge '{}' -> '{}'", builder.node(tail).name,
                                                  builder.node(head).name);
            const std::string control = attribute(edge, "control");
            if (control == "true" || control == "1") {
                builder.addControlInput(head, builder.node(tail).name);
                continue;
            }
            std::uint32_t port = 0;
            if (!attribute(edge, "bytes").empty()) {
                port = std::uint32_t(builder.node(tail).outputs.size());
                builder.node(tail).outputs.push_back({.bytes = bytesAttribute(edge, "bytes", where, error)});
            }
            builder.addInput(head, builder.node(tail).name, port);
        }
    }
    if (!error.empty())
        return Error::of(ErrorKind::InvalidFile, {source, error});
    Result<Graph> graph = std::move(builder).build();
    if (!graph)
        return Error::of(ErrorKind::InvalidFile, {source, graph.error()});
    return graph;
}

} // namespace regal
