#include "app/regal/numberchecks.h"

#include <cmath>
#include <string>

namespace regal::cli {
namespace {

CLI::Validator finiteNumber(bool zeroAllowed)
{
    const std::string wanted = zeroAllowed ? "a number >= 0" : "a positive number";
    return CLI::Validator(
        [zeroAllowed, wanted](std::string &text) -> std::string {
            double value = 0.0;
            const bool parsed = CLI::detail::lexical_cast(text, value);
            if (parsed && std::isfinite(value) && (value > 0.0 || (zeroAllowed && value == 0.0)))
                return {};
            return "must be " + wanted + ", got '" + text + "'";
        },
        zeroAllowed ? "NONNEGATIVE" : "POSITIVE");
}

} // namespace

const CLI::Validator &positiveNumber()
{
    static const CLI::Validator check = finiteNumber(false);
    return check;
}

const CLI::Validator &nonNegativeNumber()
{
    static const CLI::Validator check = finiteNumber(true);
    return check;
}

} // namespace regal::cli
