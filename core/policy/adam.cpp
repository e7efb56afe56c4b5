#include "core/policy/adam.h"

#include <cmath>

namespace regal {

Adam::Adam(std::vector<Parameter *> parameters, Settings settings)
    : m_parameters(std::move(parameters)), m_settings(settings)
{
    for (const Parameter *parameter : m_parameters) {
        m_first.push_back(Matrix::Zero(parameter->value.rows(), parameter->value.cols()));
        m_second.push_back(Matrix::Zero(parameter->value.rows(), parameter->value.cols()));
    }
}

void Adam::restore(int steps, std::vector<Matrix> first, std::vector<Matrix> second)
{
    m_steps = steps;
    m_first = std::move(first);
    m_second = std::move(second);
}

void Adam::step()
{
    double squaredNorm = 0.0;
    for (const Parameter *parameter : m_parameters)
        squaredNorm += parameter->gradient.squaredNorm();
    const double norm = std::sqrt(squaredNorm);
    const double scale = m_settings.gradientClip > 0.0 && norm > m_settings.gradientClip ? m_settings.gradientClip / norm : 1.0;

    ++m_steps;
    const double correction1 = 1.0 - std::pow(m_settings.beta1, m_steps);
    const double correction2 = 1.0 - std::pow(m_settings.beta2, m_steps);
    for (std::size_t i = 0; i < m_parameters.size(); ++i) {
        Parameter &parameter = *m_parameters[i];
        const Matrix gradient = parameter.gradient * scale;
        m_first[i] = m_settings.beta1 * m_first[i] + (1.0 - m_settings.beta1) * gradient;
        m_second[i] = m_settings.beta2 * m_second[i] + (1.0 - m_settings.beta2) * gradient.cwiseAbs2();
        parameter.value.array() -= m_settings.learningRate * (m_first[i].array() / correction1)
                                   / ((m_second[i].array() / correction2).sqrt() + m_settings.epsilon);
    }
}

} // namespace regal
