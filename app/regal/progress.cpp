#include "app/regal/progress.h"
#include "app/regal/report.h"

#include <cstdio>
#include <fmt/format.h>
#include <unistd.h>

namespace regal::cli {
namespace {

std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "a signal handler may only touch lock-free atomics");

void onInterrupt(int)
{
    interrupted.store(true);
}

} // namespace

ProgressBar::ProgressBar(std::int64_t budget, std::string (*describe)(double))
    : m_budget(budget)
    , m_describe(describe)
    , m_enabled(isatty(STDERR_FILENO) != 0)
{
}

ProgressBar::~ProgressBar()
{
    finish();
}

void ProgressBar::update(const SearchStatus &status)
{
    if (!m_enabled)
        return;
    const auto now = std::chrono::steady_clock::now();
    if (m_drawn && now - m_last < std::chrono::milliseconds(100) && status.evaluations < m_budget)
        return;
    m_last = now;
    constexpr int Width = 30;
    const double done = m_budget > 0 ? std::min(1.0, double(status.evaluations) / double(m_budget)) : 1.0;
    const int filled = int(done * Width);
    // Under memory limits the best may still overflow: say by how much, which the search lowers first.
    const std::string over = status.best.penalty > 0.0 ? fmt::format(" ({} over memory)", formatBytes(Bytes(status.best.penalty))) : "";
    const std::string line = fmt::format("\r[{}{}] {:3.0f}%  {}/{} evaluations  best {}{}  {:.1f} s", std::string(filled, '#'),
                                         std::string(Width - filled, '.'), 100.0 * done, status.evaluations, m_budget,
                                         m_describe(status.best.value), over, status.elapsed);
    std::fputs(line.c_str(), stderr);
    std::fputs("\x1b[K", stderr);
    std::fflush(stderr);
    m_drawn = true;
}

void ProgressBar::finish()
{
    if (m_drawn) {
        std::fputs("\r\x1b[K", stderr);
        std::fflush(stderr);
        m_drawn = false;
    }
}

InterruptFlag::InterruptFlag()
{
    interrupted = false;
    struct sigaction action = {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &m_previous);
}

InterruptFlag::~InterruptFlag()
{
    sigaction(SIGINT, &m_previous, nullptr);
}

const std::atomic<bool> *InterruptFlag::flag() const
{
    return &interrupted;
}

bool InterruptFlag::raised() const
{
    return interrupted.load();
}

} // namespace regal::cli
