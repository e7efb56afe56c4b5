#pragma once

#include <cstdint>

namespace regal {

/// \brief A small, fast and fully specified pseudo-random stream (xoshiro256**, seeded through
/// SplitMix64), with uniform, Gamma and Beta samples.
///
/// Every sample is computed by this code alone, so a stream gives the same numbers on every
/// platform and standard library. derive() makes independent streams from a seed and a
/// position, so that parallel work can give each item its own stream and stay reproducible
/// whatever the number of threads.
class RandomStream
{
public:
    explicit RandomStream(std::uint64_t seed);
    /// The stream for item \a index of step \a step of a run seeded with \a seed.
    static RandomStream derive(std::uint64_t seed, std::uint64_t step, std::uint64_t index);

    std::uint64_t next();
    /// Uniform in [0, 1).
    double uniform();
    /// Uniform integer in [0, bound); \a bound > 0.
    std::uint64_t below(std::uint64_t bound);
    /// Standard normal (Box-Muller).
    double normal();
    /// Gamma(shape, 1) by Marsaglia and Tsang (2000); shape > 0.
    double gamma(double shape);
    /// Beta(alpha, beta) in [0, 1), as X / (X + Y) with X ~ Gamma(alpha), Y ~ Gamma(beta).
    /// Beta(1, 1) is a plain uniform sample.
    double beta(double alpha, double beta);

private:
    std::uint64_t m_state[4];
};

} // namespace regal
