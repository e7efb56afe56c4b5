#include "widgets/plots/plotunits.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

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

double niceStep(double target)
{
    const double power = std::pow(10.0, std::floor(std::log10(target)));
    for (double factor : {1.0, 2.0, 5.0, 10.0})
        if (factor * power >= target)
            return factor * power;
    return 10.0 * power;
}

std::vector<double> roundTicks(double low, double high, int mostSteps)
{
    std::vector<double> ticks;
    if (!(high > low) || mostSteps < 1)
        return ticks;
    const double step = niceStep((high - low) / mostSteps);
    // Multiples of the step, each computed afresh so that no rounding error adds up.
    for (double index = std::ceil(low / step - 1e-9);; ++index) {
        const double tick = index * step;
        if (tick > high + 1e-9 * step)
            return ticks;
        ticks.push_back(tick + 0.0); // 0, not -0
    }
}

double axisTop(std::vector<double> values, double low)
{
    if (values.empty())
        return low;
    const std::size_t others = values.size() - values.size() / 20;
    std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(others - 1), values.end());
    const double inner = values[others - 1];
    double top = low;
    for (const double value : values)
        if (value <= 1.25 * inner || value - low <= 2.0 * (inner - low))
            top = std::max(top, value);
    return top;
}

} // namespace regal
