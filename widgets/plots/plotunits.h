#pragma once

#include <QString>

namespace regal {

/// \brief A unit for a plot axis: values are divided by \c divisor and labelled with \c label.
struct PlotUnit
{
    double divisor = 1.0;
    QString label;
};

/// Seconds, milliseconds or microseconds, whichever keeps \a largest readable.
PlotUnit timeUnit(double largest);
/// Bytes, KiB, MiB or GiB.
PlotUnit byteUnit(double largest);

} // namespace regal
