#include "widgets/graph/graphlayout.h"

#include "widgets/graph/dotlayout.h"

#include <QElapsedTimer>

namespace regal {

int dotLimit()
{
    return 1500;
}

GraphLayout layoutGraph(const LayoutRequest &request, LayoutEngine engine)
{
    QElapsedTimer timer;
    timer.start();
    if (engine == LayoutEngine::Auto)
        engine = int(request.sizes.size()) <= dotLimit() ? LayoutEngine::Dot : LayoutEngine::Layered;
    GraphLayout layout = engine == LayoutEngine::Dot ? dotLayout(request) : layeredLayout(request);
    layout.seconds = double(timer.nsecsElapsed()) * 1e-9;
    return layout;
}

} // namespace regal
