#pragma once

#include "core/base/result.h"
#include "core/io/import/dimensionresolver.h"
#include "core/io/import/tensorinfo.h"

#include <map>
#include <onnx.pb.h>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace regal {

/// \brief The tensors visible inside one ONNX graph; a subgraph's scope sees its parent's.
class OnnxScope
{
public:
    explicit OnnxScope(const OnnxScope *parent = nullptr) : m_parent(parent) {}

    /// The tensor named \a name here or in an enclosing scope, or nullptr.
    const TensorInfo *find(const std::string &name) const;
    bool definesLocally(const std::string &name) const { return m_tensors.contains(name); }
    TensorInfo &define(const std::string &name, TensorInfo info);
    const OnnxScope *parent() const { return m_parent; }

private:
    const OnnxScope *m_parent;
    std::unordered_map<std::string, TensorInfo> m_tensors;
};

/// \brief What the walk found out about one node.
struct OnnxNodeInfo
{
    double flops = 0.0;
    /// Bytes read and written; negative means "all inputs plus all outputs".
    double bytesAccessed = -1.0;
    /// Index of the ONNX input that output 0 reuses, or -1.
    int aliasOf = -1;
    /// A constant: its outputs are folded into their consumers.
    bool folded = false;
    /// Weights used inside the node's subgraphs (If, Loop, Scan).
    Bytes subgraphParams = 0;
    /// Tensors of enclosing graphs that the node's subgraphs read: inputs of the node too.
    std::vector<std::string> outerInputs;
};

/// \brief Shared state of one import: opset, dynamic dimensions and the warnings gathered.
struct OnnxWalkContext
{
    int opset = 13;
    DimensionResolver *dimensions = nullptr;
    ImportNotes *notes = nullptr;
    /// Nodes whose shapes were not inferred, by op type: how many, the first one, and why.
    struct Fallback
    {
        std::size_t count = 0;
        std::string firstNode;
        std::string reason;
        std::string how;
    };
    std::map<std::string, Fallback> fallbacks;
    std::size_t depth = 0;
};

/// \brief Infers the shapes and costs of one ONNX graph in dependency order and decides which
/// nodes are constants to fold. Subgraphs of If, Loop and Scan are walked recursively and
/// collapsed into their node: the node's cost is their cost (the larger branch of an If, the
/// body times the trip count of a Loop), their weights are its parameters and the tensors they
/// read from outside become its inputs.
class OnnxGraphWalk
{
public:
    OnnxGraphWalk(const onnx::GraphProto &graph, OnnxScope &scope, OnnxWalkContext &context);

    /// Walks every node; fails on a tensor nobody provides or a cycle, naming the node.
    Status run();

    /// Node indices of the graph in dependency order.
    const std::vector<int> &order() const { return m_order; }
    const OnnxNodeInfo &info(int node) const { return m_infos[std::size_t(node)]; }
    /// Names read from enclosing scopes by any node of this graph (for the parent node).
    const std::set<std::string> &outerReads() const { return m_outerReads; }
    /// Sums over the nodes that are not folded: FLOPs, bytes accessed, and weights read
    /// (constants of this graph counted once).
    double totalFlops() const;
    double totalBytesAccessed() const;
    Bytes constantBytesRead() const;

    /// All names a graph's nodes read that the graph does not define (deep, for sorting).
    static std::set<std::string> freeNames(const onnx::GraphProto &graph);

private:
    Status sortNodes();
    void inferNode(int index);
    /// Guesses the outputs of a node whose rule failed; the warning is one per op type, or one
    /// for this node when \a perNode (an attribute that lies).
    void fallBack(int index, const std::string &reason, std::vector<TensorInfo> &outputs,
                  const std::vector<const TensorInfo *> &inputs, bool perNode = false);
    void walkSubgraphs(int index, OnnxNodeInfo &info, std::vector<TensorInfo> &outputs,
                       const std::vector<const TensorInfo *> &inputs);
    bool declaredShape(const std::string &name, TensorInfo &info);
    const TensorInfo *lookup(const std::string &name);

    const onnx::GraphProto &m_graph;
    OnnxScope &m_scope;
    OnnxWalkContext &m_context;
    std::vector<int> m_order;
    std::vector<OnnxNodeInfo> m_infos;
    std::set<std::string> m_outerReads;
    std::set<std::string> m_graphOutputs;
    std::unordered_map<std::string, const onnx::ValueInfoProto *> m_declared;
};

} // namespace regal
