#pragma once

#include <QImage>
#include <QWidget>
#include <vector>

namespace regal {

/// \brief A small picture of the whole graph in a corner of the graph view, with the part
/// the view shows outlined. Clicking or dragging in it moves the view there.
///
/// It draws the boxes only (edges would be noise at this size), from a picture made once per
/// layout or recolouring, so following the view costs one rectangle per frame.
class MiniMap : public QWidget
{
    Q_OBJECT
public:
    explicit MiniMap(QWidget *parent = nullptr);

    /// The scene's extent and its boxes, in scene coordinates, with their fills.
    void setBoxes(const QRectF &scene, const std::vector<QRectF> &boxes, const std::vector<QRgb> &fills);
    /// The part of the scene the view shows.
    void setVisibleRect(const QRectF &visible);
    QRectF visibleRect() const { return m_visible; }
    /// The largest size the map takes; the map keeps the scene's shape inside it.
    static QSize maximumMapSize() { return {200, 150}; }

signals:
    /// The user clicked or dragged to \a scenePoint: the view should centre there.
    void centerRequested(const QPointF &scenePoint);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    QPointF toScene(const QPointF &point) const;
    QRectF toMap(const QRectF &rect) const;

    QRectF m_scene;
    QRectF m_visible;
    QImage m_picture;
    double m_scale = 1.0;
};

} // namespace regal
