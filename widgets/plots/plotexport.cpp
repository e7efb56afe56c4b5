#include "widgets/plots/plotexport.h"

#include <QFileInfo>
#include <qcustomplot.h>

namespace regal {

bool exportPlot(QCustomPlot &plot, const QString &path)
{
    if (QFileInfo(path).suffix().compare(QStringLiteral("pdf"), Qt::CaseInsensitive) == 0)
        return plot.savePdf(path, 800, 500);
    return plot.savePng(path, 800, 500, 2.0);
}

} // namespace regal
