#include "widgets/session/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace regal {

QString formatSeconds(double seconds)
{
    const QLocale locale;
    const double magnitude = std::abs(seconds);
    if (magnitude == 0.0)
        return QCoreApplication::translate("regal::Units", "0 s");
    if (magnitude >= 1.0)
        return QCoreApplication::translate("regal::Units", "%1 s").arg(locale.toString(seconds, 'g', 4));
    if (magnitude >= 1e-3)
        return QCoreApplication::translate("regal::Units", "%1 ms").arg(locale.toString(seconds * 1e3, 'g', 4));
    if (magnitude >= 1e-6)
        return QCoreApplication::translate("regal::Units", "%1 µs").arg(locale.toString(seconds * 1e6, 'g', 4));
    return QCoreApplication::translate("regal::Units", "%1 ns").arg(locale.toString(seconds * 1e9, 'g', 4));
}

QString formatBytes(Bytes bytes)
{
    return QLocale().formattedDataSize(bytes, 2);
}

QString formatPercent(double fraction)
{
    const int decimals = std::abs(fraction) < 0.1 ? 2 : 1;
    const double scale = decimals == 2 ? 100.0 : 10.0;
    // What rounds to zero is zero, without a sign: not "-0.00 %" for a makespan a picosecond
    // under its bound.
    const double percent = std::round(fraction * 100.0 * scale) / scale;
    const QString number = QLocale().toString(percent == 0.0 ? 0.0 : percent, 'f', decimals);
    return QCoreApplication::translate("regal::Units", "%1 %").arg(percent > 0.0 ? QStringLiteral("+") + number : number);
}

QString formatChange(const QString &before, const QString &after, double oldValue, double newValue)
{
    if (oldValue == newValue)
        return QCoreApplication::translate("regal::Units", "%1 (unchanged)").arg(after);
    const double change = oldValue != 0.0 ? newValue / oldValue - 1.0 : 0.0;
    return QCoreApplication::translate("regal::Units", "%1 → %2 (%3)").arg(before, after, formatPercent(change));
}

} // namespace regal
