#pragma once

#include <cmath>
#include <cstdint>
#include <numbers>

namespace regal {

/// \brief A small, fast, portable random stream (xoshiro256**, Blackman and Vigna 2018).
///
/// The same seed gives the same numbers on every platform and standard library, which the
/// generators and the search rely on for reproducible results. Seeds are spread with SplitMix64.
class Random
{
public:
    explicit Random(std::uint64_t seed = 0) { reseed(seed); }

    /// A stream for one item of a family, e.g. (seed, generation, individual).
    static Random forStream(std::uint64_t seed, std::uint64_t a, std::uint64_t b = 0)
    {
        return Random(mix(mix(seed ^ mix(a)) ^ mix(b + 0x9e3779b97f4a7c15ULL)));
    }

    void reseed(std::uint64_t seed)
    {
        for (std::uint64_t &word : m_state) {
            seed += 0x9e3779b97f4a7c15ULL;
            word = mix(seed);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    /// Uniform in [0, 1).
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }
    /// Uniform integer in [0, n), n > 0.
    std::uint64_t below(std::uint64_t n) { return std::uint64_t(uniform() * double(n)); }
    bool chance(double probability) { return uniform() < probability; }

    /// Standard normal (Box-Muller; one value per call, so streams stay simple to reason about).
    double normal()
    {
        const double u = 1.0 - uniform();
        return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * std::numbers::pi * uniform());
    }

    /// Log-normal with the given median and the sigma of the underlying normal.
    double logNormal(double median, double sigma) { return median * std::exp(sigma * normal()); }

    /// Gamma(shape, 1) by Marsaglia and Tsang (2000); shape > 0.
    double gamma(double shape)
    {
        if (shape < 1.0)
            return gamma(shape + 1.0) * std::pow(uniform() + 0x1.0p-60, 1.0 / shape);
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
            const double u = uniform();
            if (u < 1.0 - 0.0331 * x * x * x * x || std::log(u) < 0.5 * x * x + d * (1.0 - v + std::log(v)))
                return d * v;
        }
    }

    /// Beta(alpha, beta) in [0, 1); Beta(1, 1) is uniform.
    double beta(double alpha, double beta)
    {
        if (alpha == 1.0 && beta == 1.0)
            return uniform();
        const double x = gamma(alpha);
        const double y = gamma(beta);
        const double value = x / (x + y);
        return value < 1.0 ? value : 0x1.fffffffffffffp-1;
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static std::uint64_t mix(std::uint64_t z)
    {
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    std::uint64_t m_state[4];
};

} // namespace regal
