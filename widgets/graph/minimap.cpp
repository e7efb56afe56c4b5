#include "widgets/graph/minimap.h"

#include <QMouseEvent>
#include <QPainter>
#include <map>

namespace regal {
namespace {

constexpr int Frame = 1;

} // namespace

MiniMap::MiniMap(QWidget *parent) : QWidget(parent)
{
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("The whole graph: click or drag to move the view"));
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void MiniMap::setBoxes(const QRectF &scene, const std::vector<QRectF> &boxes, const std::vector<QRgb> &fills)
{
    m_scene = scene;
    if (scene.isEmpty()) {
        m_picture = QImage();
        return;
    }
    const QSize most = maximumMapSize() - QSize(2 * Frame, 2 * Frame);
    m_scale = std::min(most.width() / scene.width(), most.height() / scene.height());
    const QSize size(std::max(8, int(scene.width() * m_scale)), std::max(8, int(scene.height() * m_scale)));
    resize(size + QSize(2 * Frame, 2 * Frame));
    m_picture = QImage(size, QImage::Format_RGB32);
    m_picture.fill(QColor(0xfa, 0xfa, 0xf8));
    QPainter painter(&m_picture);
    painter.setPen(Qt::NoPen);
    std::map<QRgb, std::vector<QRectF>> batches;
    for (std::size_t box = 0; box < boxes.size(); ++box) {
        QRectF mapped = toMap(boxes[box]).translated(-Frame, -Frame);
        // Every box stays visible, however small the map.
        mapped.setSize(mapped.size().expandedTo(QSizeF(1.0, 1.0)));
        batches[box < fills.size() ? fills[box] : qRgb(0xb0, 0xb0, 0xb0)].push_back(mapped);
    }
    for (const auto &[fill, rects] : batches) {
        painter.setBrush(QColor::fromRgb(fill).darker(110));
        painter.drawRects(rects.data(), int(rects.size()));
    }
    painter.end();
    update();
}

void MiniMap::setVisibleRect(const QRectF &visible)
{
    if (visible != m_visible) {
        m_visible = visible;
        update();
    }
}

QRectF MiniMap::toMap(const QRectF &rect) const
{
    return QRectF((rect.left() - m_scene.left()) * m_scale + Frame, (rect.top() - m_scene.top()) * m_scale + Frame,
                  rect.width() * m_scale, rect.height() * m_scale);
}

QPointF MiniMap::toScene(const QPointF &point) const
{
    return QPointF((point.x() - Frame) / m_scale + m_scene.left(), (point.y() - Frame) / m_scale + m_scene.top());
}

void MiniMap::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), QColor(0x90, 0x90, 0x90));
    painter.drawImage(Frame, Frame, m_picture);
    if (m_scene.isEmpty())
        return;
    const QRectF shown = toMap(m_visible.intersected(m_scene)).adjusted(0.5, 0.5, -0.5, -0.5);
    painter.setPen(QPen(QColor(0x20, 0x60, 0xc0), 1.5));
    painter.setBrush(QColor(0x20, 0x60, 0xc0, 40));
    painter.drawRect(shown);
}

void MiniMap::mousePressEvent(QMouseEvent *event)
{
    emit centerRequested(toScene(event->position()));
    event->accept();
}

void MiniMap::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        emit centerRequested(toScene(event->position()));
    event->accept();
}

} // namespace regal
