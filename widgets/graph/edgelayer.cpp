#include "widgets/graph/edgelayer.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtMath>
#include <array>

namespace regal {
namespace {

QPen penFor(EdgeLayer::Category category, bool detailed, bool faint)
{
    switch (category) {
    case EdgeLayer::CrossDevice:
        return QPen(QColor(0xd0, 0x60, 0x00), detailed ? 2.2 : 0.0, Qt::SolidLine);
    case EdgeLayer::Control:
        return QPen(QColor(0x90, 0x90, 0x90, faint ? 60 : 255), detailed ? 1.0 : 0.0, detailed ? Qt::DotLine : Qt::SolidLine);
    case EdgeLayer::Critical:
        return QPen(QColor(0xc0, 0x10, 0x10), detailed ? 3.0 : 1.5, Qt::SolidLine);
    case EdgeLayer::Highlighted:
        return QPen(QColor(0x10, 0x10, 0x10), detailed ? 2.4 : 1.0, Qt::SolidLine);
    default:
        return QPen(QColor(0x70, 0x78, 0x80, faint ? 60 : 255), detailed ? 1.1 : 0.0, Qt::SolidLine);
    }
}

} // namespace

EdgeLayer::EdgeLayer(const std::vector<std::vector<QPointF>> &routes, bool splines, bool dense)
    : m_splines(splines), m_dense(dense)
{
    setFlag(ItemUsesExtendedStyleOption);
    setZValue(0.0);
    m_edges.reserve(routes.size());
    for (const std::vector<QPointF> &route : routes) {
        Edge edge;
        if (route.size() >= 2) {
            edge.path.moveTo(route.front());
            if (splines && route.size() >= 4) {
                for (std::size_t i = 1; i + 2 < route.size(); i += 3) {
                    edge.path.cubicTo(route[i], route[i + 1], route[i + 2]);
                    edge.segments.emplace_back(route[i - 1], route[i + 2]);
                }
            } else {
                for (std::size_t i = 1; i < route.size(); ++i) {
                    edge.path.lineTo(route[i]);
                    edge.segments.emplace_back(route[i - 1], route[i]);
                }
            }
            edge.lastSegment = QLineF(route[route.size() - 2], route.back());
            if (edge.lastSegment.length() < 1e-6)
                edge.lastSegment = QLineF(route.front(), route.back());
        }
        edge.bounds = edge.path.controlPointRect().adjusted(-4, -4, 4, 4);
        m_bounds |= edge.bounds;
        m_edges.push_back(std::move(edge));
    }
}

void EdgeLayer::setCategories(const std::vector<Category> &categories)
{
    for (std::size_t edge = 0; edge < m_edges.size() && edge < categories.size(); ++edge)
        m_edges[edge].category = categories[edge];
    update();
}

void EdgeLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF exposed = option->exposedRect;
    const bool detailed = lod >= 0.35;
    // Curves need antialiasing to look right; straight edges are drawn faster without it.
    painter->setRenderHint(QPainter::Antialiasing, detailed && m_splines);
    // Draw the plain edges first and the highlighted ones on top.
    std::array<std::vector<QLineF>, CategoryCount> lines;
    for (int category = 0; category < CategoryCount; ++category) {
        const QPen pen = penFor(Category(category), detailed, m_dense && !detailed);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        for (const Edge &edge : m_edges) {
            if (edge.category != category || !edge.bounds.intersects(exposed))
                continue;
            if (!detailed || !m_splines) {
                lines[std::size_t(category)].insert(lines[std::size_t(category)].end(), edge.segments.begin(),
                                                    edge.segments.end());
                continue;
            }
            painter->drawPath(edge.path);
        }
        painter->drawLines(lines[std::size_t(category)].data(), int(lines[std::size_t(category)].size()));
        if (!detailed)
            continue;
        // Arrow heads.
        painter->setBrush(pen.color());
        painter->setPen(Qt::NoPen);
        for (const Edge &edge : m_edges) {
            if (edge.category != category || !edge.bounds.intersects(exposed))
                continue;
            const QPointF tip = edge.lastSegment.p2();
            const double angle = qDegreesToRadians(edge.lastSegment.angle());
            const double size = 7.0;
            const QPointF back(-std::cos(angle) * size, std::sin(angle) * size);
            const QPointF side(std::sin(angle) * size * 0.45, std::cos(angle) * size * 0.45);
            const QPointF head[3] = {tip, tip + back + side, tip + back - side};
            painter->drawPolygon(head, 3);
        }
    }
}

} // namespace regal
