#pragma once

#include "core/policy/parameter.h"

#include <vector>

namespace regal {

/// \brief Adam (Kingma and Ba, "Adam: A Method for Stochastic Optimization", ICLR 2015),
/// minimising: each step moves every parameter against its accumulated gradient.
class Adam
{
public:
    struct Settings
    {
        double learningRate = 3e-3; ///< > 0
        double beta1 = 0.9;         ///< in [0, 1)
        double beta2 = 0.999;       ///< in [0, 1)
        double epsilon = 1e-8;
        double gradientClip = 5.0;  ///< largest global gradient norm; 0 means no clipping
    };

    Adam(std::vector<Parameter *> parameters, Settings settings);

    void step();
    int steps() const { return m_steps; }

    /// The moment estimates, parameter by parameter, for checkpoints.
    const std::vector<Matrix> &firstMoments() const { return m_first; }
    const std::vector<Matrix> &secondMoments() const { return m_second; }
    /// Resumes from a checkpoint; the moments must have the parameters' shapes.
    void restore(int steps, std::vector<Matrix> first, std::vector<Matrix> second);

private:
    std::vector<Parameter *> m_parameters;
    Settings m_settings;
    std::vector<Matrix> m_first;
    std::vector<Matrix> m_second;
    int m_steps = 0;
};

} // namespace regal
