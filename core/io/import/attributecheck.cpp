#include "core/io/import/attributecheck.h"

#include <fmt/format.h>

namespace regal {

AttributeCheck &AttributeCheck::fail(std::string problem)
{
    if (ok())
        m_problem = std::move(problem);
    return *this;
}

AttributeCheck &AttributeCheck::length(const char *name, const std::vector<std::int64_t> &values,
                                       std::size_t expected, const char *what)
{
    if (ok() && !values.empty() && values.size() != expected)
        fail(fmt::format("{} has {} values; the {} are {}", name, values.size(), what, expected));
    return *this;
}

AttributeCheck &AttributeCheck::positive(const char *name, const std::vector<std::int64_t> &values)
{
    return atLeast(name, values, 1);
}

AttributeCheck &AttributeCheck::positive(const char *name, std::int64_t value)
{
    if (ok() && value < 1)
        fail(fmt::format("{} is {}; it must be at least 1", name, value));
    return *this;
}

AttributeCheck &AttributeCheck::nonNegative(const char *name, const std::vector<std::int64_t> &values)
{
    return atLeast(name, values, 0);
}

AttributeCheck &AttributeCheck::atLeast(const char *name, const std::vector<std::int64_t> &values, std::int64_t least)
{
    for (std::size_t i = 0; ok() && i < values.size(); ++i)
        if (values[i] < least)
            fail(fmt::format("{} value {} is {}; it must be at least {}", name, i, values[i], least));
    return *this;
}

AttributeCheck &AttributeCheck::permutation(const char *name, const std::vector<std::int64_t> &values,
                                            std::size_t rank)
{
    if (!ok())
        return *this;
    if (values.size() != rank)
        return fail(fmt::format("{} has {} values; the input has rank {}", name, values.size(), rank));
    std::vector<std::int64_t> normal = values;
    return axes(name, normal, rank);
}

AttributeCheck &AttributeCheck::axes(const char *name, std::vector<std::int64_t> &values, std::size_t rank)
{
    const auto signedRank = static_cast<std::int64_t>(rank);
    std::vector<bool> seen(rank, false);
    for (std::int64_t &axis : values) {
        if (!ok())
            break;
        if (axis < -signedRank || axis >= signedRank)
            return fail(fmt::format("{} names axis {}, outside rank {}", name, axis, rank));
        if (axis < 0)
            axis += signedRank;
        if (seen[std::size_t(axis)])
            return fail(fmt::format("{} names axis {} twice", name, axis));
        seen[std::size_t(axis)] = true;
    }
    return *this;
}

AttributeCheck &AttributeCheck::sumsTo(const char *name, const std::vector<std::int64_t> &values, std::int64_t total)
{
    nonNegative(name, values);
    std::int64_t sum = 0;
    for (std::int64_t value : values) {
        if (!ok())
            break;
        if (value > MaxDimension - sum)
            return fail(fmt::format("{} adds up past 2^62", name));
        sum += value;
    }
    if (ok() && sum != total)
        fail(fmt::format("{} adds up to {}, not to the {} of the axis", name, sum, total));
    return *this;
}

std::int64_t AttributeCheck::product(const char *name, std::int64_t a, std::int64_t b)
{
    return combine(name, a, b, 'x');
}

std::int64_t AttributeCheck::sum(const char *name, std::int64_t a, std::int64_t b)
{
    return combine(name, a, b, '+');
}

std::int64_t AttributeCheck::combine(const char *name, std::int64_t a, std::int64_t b, char operation)
{
    if (!ok())
        return 0;
    std::int64_t result = 0;
    const bool overflow = operation == 'x' ? __builtin_mul_overflow(a, b, &result) : __builtin_add_overflow(a, b, &result);
    if (a < 0 || b < 0 || overflow || result > MaxDimension) {
        fail(fmt::format("{}: {} {} {} is not a dimension (negative, or past 2^62)", name, a, operation, b));
        return 0;
    }
    return result;
}

} // namespace regal
