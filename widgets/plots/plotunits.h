#pragma once

#include <QString>
#include <vector>

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
/// The round step (1, 2 or 5 times a power of ten) nearest above \a target, for axis ticks.
double niceStep(double target);
/// The ticks of an axis from \a low to \a high: the multiples of a round step between them, at
/// most \a mostSteps steps apart end to end; none when \a high <= \a low.
std::vector<double> roundTicks(double low, double high, int mostSteps);
/// Where an axis that starts at \a low should end so that a few far values do not squash the
/// rest: at the largest of \a values that is not far. A value is far when it lies among the
/// largest twentieth, more than a quarter above the largest of the others, and more than twice as
/// far from \a low; so fewer than 20 values are all kept.
double axisTop(std::vector<double> values, double low);

} // namespace regal
