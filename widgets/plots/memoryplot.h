#pragma once

#include <QWidget>

class QCustomPlot;

namespace regal {

class Session;

/// \brief Memory in use over time on each device for the current solution, with each
/// device's capacity as a dashed line of the same colour; the legend keeps out of their way.
class MemoryPlot final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MemoryPlot)
public:
    explicit MemoryPlot(Session &session, QWidget *parent = nullptr);

    QCustomPlot *plot() const { return m_plot; }
    /// PNG or PDF by suffix.
    bool exportImage(const QString &path);

private:
    void refresh();

    Session &m_session;
    QCustomPlot *m_plot;
};

} // namespace regal
