#pragma once

#include <CLI/CLI.hpp>

namespace regal::cli {

/// Checks for numeric options that name what they want: "must be a positive number, got 0".
/// CLI11's PositiveNumber and NonNegativeNumber let NaN through and quote the largest double as
/// their upper bound. Infinity is refused too: no option of regal means anything by it.
const CLI::Validator &positiveNumber();
const CLI::Validator &nonNegativeNumber();

} // namespace regal::cli
