#include "core/search/randomstream.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace regal {
namespace {

std::uint64_t splitMix(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

constexpr std::uint64_t rotateLeft(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/// The largest double below 1: keys live in [0, 1).
constexpr double BelowOne = 1.0 - 0x1.0p-53;

} // namespace

RandomStream::RandomStream(std::uint64_t seed)
{
    std::uint64_t state = seed;
    for (std::uint64_t &word : m_state)
        word = splitMix(state);
}

RandomStream RandomStream::derive(std::uint64_t seed, std::uint64_t step, std::uint64_t index)
{
    std::uint64_t state = seed;
    std::uint64_t mixed = splitMix(state);
    state = mixed ^ (step * 0xd1b54a32d192ed03ULL);
    mixed = splitMix(state);
    state = mixed ^ (index * 0xabc98388fb8fac03ULL);
    return RandomStream(splitMix(state));
}

std::uint64_t RandomStream::next()
{
    const std::uint64_t result = rotateLeft(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotateLeft(m_state[3], 45);
    return result;
}

double RandomStream::uniform()
{
    return double(next() >> 11) * 0x1.0p-53;
}

std::uint64_t RandomStream::below(std::uint64_t bound)
{
    // Rejects the few draws that would make the remainder biased.
    const std::uint64_t threshold = (0 - bound) % bound;
    for (;;) {
        const std::uint64_t draw = next();
        if (draw >= threshold)
            return draw % bound;
    }
}

double RandomStream::normal()
{
    const double u = 1.0 - uniform(); // (0, 1]
    const double v = uniform();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * std::numbers::pi * v);
}

double RandomStream::gamma(double shape)
{
    if (shape < 1.0) {
        // Gamma(a) = Gamma(a + 1) * U^(1/a).
        const double u = 1.0 - uniform();
        return gamma(shape + 1.0) * std::pow(u, 1.0 / shape);
    }
    const double d = shape - 1.0 / 3.0;
    const double c = 1.0 / std::sqrt(9.0 * d);
    for (;;) {
        double x;
        double v;
        do {
            x = normal();
            v = 1.0 + c * x;
        } while (v <= 0.0);
        v = v * v * v;
        const double u = 1.0 - uniform();
        if (u < 1.0 - 0.0331 * x * x * x * x || std::log(u) < 0.5 * x * x + d * (1.0 - v + std::log(v)))
            return d * v;
    }
}

double RandomStream::beta(double alpha, double betaParam)
{
    if (alpha == 1.0 && betaParam == 1.0)
        return uniform();
    const double x = gamma(alpha);
    const double y = gamma(betaParam);
    const double sum = x + y;
    if (!(sum > 0.0)) // both underflowed: fall back on the mean
        return std::min(alpha / (alpha + betaParam), BelowOne);
    return std::min(x / sum, BelowOne);
}

} // namespace regal
