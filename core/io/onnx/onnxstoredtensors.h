#pragma once

#include "core/io/onnx/onnxgraphwalk.h"

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace regal {

/// \brief The tensors an ONNX file stores (initializers and Constant nodes of the main graph)
/// and which kept nodes read each of them, directly or through constants folded away.
///
/// A kept node that reads Transpose(W), folded, reads W: what the file holds is counted, once,
/// however many folded copies derive from it. Folded constants that need more than stored
/// tensors (shapes computed from Shape of an input) or none (ConstantOfShape, Range of known
/// scalars) are constants of their own, counted apart.
class OnnxStoredTensors
{
public:
    OnnxStoredTensors(const onnx::GraphProto &graph, const OnnxGraphWalk &walk, const OnnxScope &scope);

    /// The stored tensors that the constant tensor \a name stands for: itself when stored, the
    /// stored tensors it was folded from otherwise (possibly none).
    std::vector<std::string> rootsOf(const std::string &name) const;
    bool isStored(const std::string &name) const { return m_bytes.contains(name); }
    Bytes bytesOf(const std::string &name) const;
    /// How many kept nodes read stored tensor \a name.
    std::size_t readers(const std::string &name) const;
    /// Stored tensors read by at least two kept nodes, of at least \a minBytes, in file order.
    std::vector<std::string> shared(Bytes minBytes) const;
    /// Bytes of every stored tensor of the main graph: what the file holds.
    Bytes storedBytes() const { return m_storedBytes; }

private:
    void addRoots(const std::string &from, std::vector<std::string> &into) const;

    std::vector<std::string> m_order;
    std::unordered_map<std::string, Bytes> m_bytes;
    std::unordered_map<std::string, std::vector<std::string>> m_roots;
    /// Folded tensors that do not stand for stored ones (computed from shapes, ConstantOfShape).
    std::unordered_set<std::string> m_derived;
    std::unordered_map<std::string, std::size_t> m_readers;
    Bytes m_storedBytes = 0;
};

} // namespace regal
