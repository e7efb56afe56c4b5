#pragma once

#include <CLI/CLI.hpp>

#include <string>

namespace regal::cli {

/// \brief CLI11's help layout, with the options that an option excludes named in alphabetical
/// order. CLI11 lists them in the order of their addresses in memory, which changes from one
/// build to the next, and docs/command-line.md quotes the help.
class HelpFormatter final : public CLI::Formatter
{
public:
    std::string make_option_opts(const CLI::Option *option) const override;
};

} // namespace regal::cli
