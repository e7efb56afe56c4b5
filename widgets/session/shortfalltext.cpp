#include "widgets/session/shortfalltext.h"

#include "widgets/session/units.h"

#include <QCoreApplication>

namespace regal {
namespace {

struct ShortfallText
{
    Q_DECLARE_TR_FUNCTIONS(regal::ShortfallText)
};

} // namespace

QString shortfallText(const Problem &problem, const MemoryShortfall &shortfall)
{
    if (shortfall.node == InvalidNode)
        return ShortfallText::tr("No solution fits: in every one some device peaks at %1 or more, and no device has "
                                 "more than %2.")
            .arg(formatBytes(shortfall.need), formatBytes(shortfall.capacity));
    return ShortfallText::tr("No solution fits: “%1” needs %2 while it runs, and no device it may run on has more "
                             "than %3.")
        .arg(QString::fromStdString(problem.graph().node(shortfall.node).name), formatBytes(shortfall.need),
             formatBytes(shortfall.capacity));
}

} // namespace regal
