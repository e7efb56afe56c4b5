#include "widgets/plots/plotunits.h"

#include <QCoreApplication>

namespace regal {

PlotUnit timeUnit(double largest)
{
    if (largest >= 1.0 || largest <= 0.0)
        return {1.0, QCoreApplication::translate("regal::PlotUnits", "s")};
    if (largest >= 1e-3)
        return {1e-3, QCoreApplication::translate("regal::PlotUnits", "ms")};
    return {1e-6, QCoreApplication::translate("regal::PlotUnits", "µs")};
}

PlotUnit byteUnit(double largest)
{
    if (largest >= double(1 << 30))
        return {double(1 << 30), QCoreApplication::translate("regal::PlotUnits", "GiB")};
    if (largest >= double(1 << 20))
        return {double(1 << 20), QCoreApplication::translate("regal::PlotUnits", "MiB")};
    if (largest >= 1024.0)
        return {1024.0, QCoreApplication::translate("regal::PlotUnits", "KiB")};
    return {1.0, QCoreApplication::translate("regal::PlotUnits", "bytes")};
}

} // namespace regal
