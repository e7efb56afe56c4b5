#pragma once

#include "core/sim/arenaplan.h"

#include <QWidget>
#include <optional>

namespace regal {

class NodeSelection;

/// \brief The buffers of one device as rectangles: allocation to free along the time axis,
/// arena offset to offset + bytes up the other. A dashed line marks the peak.
///
/// Paints straight from the timeline and the plan (one batch of rectangles per kind), so a
/// graph of 10,000 nodes draws in a few milliseconds. The buffers of the selected nodes are
/// outlined; clicking a buffer emits bufferClicked.
class LifetimeChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LifetimeChart)
public:
    LifetimeChart(const NodeSelection &selection, QWidget *parent = nullptr);

    /// Shows the buffers of \a device; \a timeline and \a plan must outlive the next call.
    void setData(const Timeline *timeline, const ArenaPlan *plan, DeviceId device, double peakTime);
    DeviceId device() const { return m_device; }
    /// Whether the weights are drawn; without them the offset axis starts above them, where the
    /// plan puts the activations.
    void setWeightsShown(bool shown);
    bool weightsShown() const { return m_weightsShown; }
    /// Indices (into Timeline::buffers) of the buffers drawn.
    const std::vector<std::uint32_t> &shown() const { return m_shown; }

    /// Where buffer \a index is drawn, in widget coordinates.
    QRectF bufferRect(std::uint32_t index) const;
    /// The x of the peak line.
    double peakX() const;
    /// The buffer drawn at \a point (the smallest when several overlap there in time), or nothing.
    std::optional<std::uint32_t> bufferAt(QPointF point) const;

    QSize sizeHint() const override { return {480, 260}; }
    QSize minimumSizeHint() const override { return {200, 120}; }

signals:
    void bufferClicked(std::uint32_t index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

public:
    /// The chart's area inside the axes, in widget coordinates.
    QRectF plotArea() const;

private:
    /// The lowest offset drawn: 0, or the weights' bytes when they are hidden.
    Bytes base() const;
    void paintAxes(class QPainter &painter, const QRectF &area) const;

    const NodeSelection &m_selection;
    const Timeline *m_timeline = nullptr;
    const ArenaPlan *m_plan = nullptr;
    DeviceId m_device = 0;
    double m_peakTime = 0.0;
    bool m_weightsShown = false;
    std::vector<std::uint32_t> m_shown;
};

} // namespace regal
