#include "core/io/import/dimensionresolver.h"

#include <algorithm>
#include <fmt/format.h>

namespace regal {

DimensionResolver::DimensionResolver(const ImportOptions &options, ImportNotes &notes)
    : m_options(options), m_notes(notes)
{
}

std::int64_t DimensionResolver::guess(std::size_t axis, const Dims &dims)
{
    if (axis == 0)
        return 1;
    const auto isStatic = [&](std::size_t index) { return index < dims.size() && dims[index] > 0; };
    const bool channelsFirst = dims.size() == 4 && isStatic(1) && (axis == 2 || axis == 3);
    const bool channelsLast = dims.size() == 4 && isStatic(3) && dims[3] <= 4 && (axis == 1 || axis == 2);
    if (channelsFirst || channelsLast)
        return 224;
    return 128;
}

std::int64_t DimensionResolver::resolve(const std::string &symbol, const std::string &tensor, std::size_t axis,
                                        const Dims &dims)
{
    const std::string name = symbol.empty() ? fmt::format("{}[{}]", tensor, axis) : symbol;
    if (auto known = m_byName.find(name); known != m_byName.end()) {
        GuessedDimension &dimension = m_notes.dimensions[known->second];
        if (std::find(dimension.tensors.begin(), dimension.tensors.end(), tensor) == dimension.tensors.end())
            dimension.tensors.push_back(tensor);
        return dimension.value;
    }
    GuessedDimension dimension;
    dimension.name = name;
    dimension.tensors.push_back(tensor);
    if (auto given = m_options.dimensions.find(name); given != m_options.dimensions.end()) {
        dimension.value = given->second;
        dimension.given = true;
        m_used.insert(name);
    } else {
        dimension.value = guess(axis, dims);
    }
    m_byName.emplace(name, m_notes.dimensions.size());
    m_notes.dimensions.push_back(std::move(dimension));
    return m_notes.dimensions.back().value;
}

void DimensionResolver::finish()
{
    for (const GuessedDimension &dimension : m_notes.dimensions) {
        if (dimension.given)
            continue;
        std::string tensors;
        for (const std::string &tensor : dimension.tensors)
            tensors += (tensors.empty() ? "" : ", ") + tensor;
        m_notes.warn(fmt::format("dynamic dimension '{}' of {} guessed as {} (set it with --dim '{}=N')",
                                 dimension.name, tensors, dimension.value, dimension.name));
    }
    for (const auto &[name, value] : m_options.dimensions)
        if (!m_used.contains(name))
            m_notes.warn(fmt::format("--dim {}={} matches no dynamic dimension of the model", name, value));
}

} // namespace regal
