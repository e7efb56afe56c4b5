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

private:
    std::vector<Parameter *> m_parameters;
    Settings m_settings;
    std::vector<Matrix> m_first;
    std::vector<Matrix> m_second;
    int m_steps = 0;
};

} // namespace regal
