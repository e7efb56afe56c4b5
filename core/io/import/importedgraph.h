#pragma once

#include "core/base/result.h"
#include "core/graph/graph.h"
#include "core/graph/graphbuilder.h"
#include "core/io/import/importnotes.h"
#include "core/io/import/nodenames.h"

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace regal {

/// \brief The operations whose shape rule failed, counted by type, so that one warning per type
/// names the first of them and why.
class ShapeFallbacks
{
public:
    void add(const std::string &type, const std::string &name, const std::string &reason);
    /// One warning per type: "3 nodes of op type Foo (first 'a'): why; outputs assumed the shape
    /// of input 0", with \a noun for "nodes" and \a kind for "op type".
    void warn(ImportNotes &notes, const char *noun, const char *kind) const;

private:
    struct Entry
    {
        std::size_t count = 0;
        std::string first;
        std::string reason;
    };
    std::map<std::string, Entry> m_types;
};

/// \brief The data inputs of a node being built, each producer output once, found in constant
/// time (a node may read many thousands of tensors).
class InputSlots
{
public:
    explicit InputSlots(std::vector<TensorRef> &inputs);
    /// The input slot that reads \a ref, appended the first time.
    std::size_t add(TensorRef ref);

private:
    std::vector<TensorRef> &m_inputs;
    std::unordered_map<std::uint64_t, std::size_t> m_slots;
};

/// Adds a Parameter node of zero cost whose one output of \a bytes is a weight that several
/// operations read, so that it is counted once (docs/cost-model.md, shared parameters). Its name
/// is \a name made unique by \a names (\a fallback when empty); it is grouped under \a group.
TensorRef addParameterNode(GraphBuilder &builder, UniqueNames &names, const std::string &name, const std::string &fallback,
                           std::string group, Bytes bytes);
/// Adds an Input node, a tensor of \a bytes that the caller of the model gives; named and
/// grouped as addParameterNode() does.
TensorRef addInputNode(GraphBuilder &builder, UniqueNames &names, const std::string &name, const std::string &fallback,
                       std::string group, Bytes bytes);

/// The graph that \a builder holds, with \a notes in its extra fields; a graph the builder
/// refuses is an error that names \a source.
Result<Graph> finishImport(GraphBuilder &&builder, const ImportNotes &notes, const std::string &source);

} // namespace regal
