#pragma once

#include "core/graph/ids.h"

#include <QObject>
#include <vector>

namespace regal {

/// \brief The selected nodes, shared by every view: each view listens and sets.
class NodeSelection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NodeSelection)
public:
    using QObject::QObject;

    const std::vector<NodeId> &nodes() const { return m_nodes; }
    bool isEmpty() const { return m_nodes.empty(); }
    bool contains(NodeId node) const;
    /// The node shown in detail: the one selected last, or InvalidNode.
    NodeId current() const { return m_nodes.empty() ? InvalidNode : m_nodes.back(); }

    /// Replaces the selection; emits changed() only when it differs.
    void set(std::vector<NodeId> nodes);
    void clear() { set({}); }

signals:
    void changed();

private:
    std::vector<NodeId> m_nodes;
    std::vector<NodeId> m_sorted;
};

} // namespace regal
