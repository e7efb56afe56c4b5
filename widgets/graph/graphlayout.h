#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <cstdint>
#include <vector>

namespace regal {

/// \brief What to lay out: box sizes in points and directed edges between them.
struct LayoutRequest
{
    std::vector<QSizeF> sizes;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    /// The window the layout should fit; when it is not empty, the long rows of a wide layout are
    /// wrapped into lines (see wrapLayout()) and a long layout is folded into side-by-side
    /// columns (see foldLayout()), so that the whole best fits a window of this shape.
    QSizeF viewport;
};

/// \brief Where everything goes, ranks from top to bottom (as Netron draws models), in scene
/// coordinates (points, y down).
struct GraphLayout
{
    std::vector<QPointF> centers;
    /// Per edge its route: a polyline, or with \c splines a cubic Bezier chain
    /// p0, c1, c2, p1, c1, c2, p2, ...
    std::vector<std::vector<QPointF>> routes;
    bool splines = false;
    QRectF bounds;
    QString engine; ///< "dot" or "layered"
    int lines = 1;   ///< how many lines the longest row was wrapped into
    int columns = 1; ///< how many columns the ranks were folded into
    double seconds = 0.0;
};

/// \brief Which algorithm lays a graph out.
enum class LayoutEngine {
    Auto,    ///< Graphviz dot up to dotLimit() boxes without cycles, the fast layered layout else
    Dot,     ///< Graphviz dot: crossing minimisation and splines, slow on big graphs
    Layered, ///< longest-path ranks with barycentre ordering and straight edges: linear time
};

/// The most boxes that Auto still gives to dot.
int dotLimit();

/// Lays out \a request; safe to call from any thread (Graphviz calls hold graphvizMutex()).
GraphLayout layoutGraph(const LayoutRequest &request, LayoutEngine engine = LayoutEngine::Auto);

} // namespace regal
