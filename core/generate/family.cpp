#include "core/generate/family.h"

#include <array>
#include <utility>

namespace regal {
namespace {

constexpr std::array<std::pair<Family, std::string_view>, 7> names = {{
    {Family::ErdosRenyi, "er"},
    {Family::StochasticBlock, "sbm"},
    {Family::Layered, "layered"},
    {Family::Residual, "residual"},
    {Family::Inception, "inception"},
    {Family::Transformer, "transformer"},
    {Family::Rnn, "rnn"},
}};

} // namespace

std::string_view familyName(Family family)
{
    for (const auto &[value, name] : names)
        if (value == family)
            return name;
    return {};
}

std::optional<Family> parseFamily(std::string_view name)
{
    for (const auto &[value, known] : names)
        if (known == name)
            return value;
    return std::nullopt;
}

std::vector<Family> allFamilies()
{
    std::vector<Family> families;
    for (const auto &entry : names)
        families.push_back(entry.first);
    return families;
}

} // namespace regal
