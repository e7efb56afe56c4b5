#pragma once

#include "core/search/searchstatus.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <string>

namespace regal::cli {

/// \brief A one-line progress bar on stderr, drawn only when stderr is a terminal and at most
/// ten times a second.
class ProgressBar
{
public:
    /// \a describe turns a score into text, e.g. seconds or bytes.
    ProgressBar(std::int64_t budget, std::string (*describe)(double));
    ~ProgressBar();

    void update(const SearchStatus &status);
    /// Clears the line.
    void finish();

private:
    std::int64_t m_budget;
    std::string (*m_describe)(double);
    bool m_enabled;
    bool m_drawn = false;
    std::chrono::steady_clock::time_point m_last;
};

/// \brief Turns Ctrl-C into a flag while it lives: the first SIGINT sets flag() so a search
/// can stop cleanly and save its best; the previous handler comes back on destruction.
class InterruptFlag
{
public:
    InterruptFlag();
    ~InterruptFlag();
    InterruptFlag(const InterruptFlag &) = delete;
    InterruptFlag &operator=(const InterruptFlag &) = delete;

    const std::atomic<bool> *flag() const;
    bool raised() const;

private:
    struct sigaction m_previous;
};

} // namespace regal::cli
