#pragma once

#include "core/graph/ids.h"

#include <QString>

namespace regal {

/// "12.3 ms", "4.56 s", "870 µs": seconds with a unit that keeps three significant digits.
QString formatSeconds(double seconds);
/// "1.5 GiB" in the user's locale.
QString formatBytes(Bytes bytes);
/// "+4.1 %" style, from a fraction.
QString formatPercent(double fraction);
/// "12.3 ms → 11.8 ms (−4.1 %)": an old and a new value with the relative change.
QString formatChange(const QString &before, const QString &after, double oldValue, double newValue);

} // namespace regal
