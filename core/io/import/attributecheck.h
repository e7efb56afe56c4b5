#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace regal {

/// \brief Checks of the integer attributes that a shape rule reads (kernel sizes, pads, strides,
/// permutations, axes, split sizes), shared by every importer. Each check names the attribute;
/// the first one that fails is kept, the later ones are skipped, so a rule can chain them:
///
///     AttributeCheck check;
///     check.length("strides", strides, spatial).positive("strides", strides);
///     if (!check.ok())
///         return context.fail(check.problem());
///
/// A rule that fails falls back to a guessed shape and the importer warns, naming the node.
class AttributeCheck
{
public:
    bool ok() const { return m_problem.empty(); }
    /// What is wrong, e.g. "strides has 3 values; the input has 2 spatial axes".
    const std::string &problem() const { return m_problem; }

    /// \a values is absent (empty) or has \a expected entries; \a what says what that count is.
    AttributeCheck &length(const char *name, const std::vector<std::int64_t> &values, std::size_t expected,
                           const char *what = "spatial axes of the input");
    /// Every value is at least 1.
    AttributeCheck &positive(const char *name, const std::vector<std::int64_t> &values);
    /// A single attribute (a stride, a group count) is at least 1.
    AttributeCheck &positive(const char *name, std::int64_t value);
    /// Every value is at least 0.
    AttributeCheck &nonNegative(const char *name, const std::vector<std::int64_t> &values);
    /// \a values holds each of 0 .. rank - 1 exactly once (negative axes counted from the end).
    AttributeCheck &permutation(const char *name, const std::vector<std::int64_t> &values, std::size_t rank);
    /// Every axis lies in [-rank, rank) and none repeats; negative ones become axis + rank.
    AttributeCheck &axes(const char *name, std::vector<std::int64_t> &values, std::size_t rank);
    /// The values are at least 0 and add up to \a total.
    AttributeCheck &sumsTo(const char *name, const std::vector<std::int64_t> &values, std::int64_t total);
    /// a * b as a dimension, or a failure naming \a name when it would pass MaxDimension or is
    /// negative; returns 0 after a failure.
    std::int64_t product(const char *name, std::int64_t a, std::int64_t b);
    /// a + b as a dimension, or a failure naming \a name when it would pass MaxDimension or is
    /// negative; returns 0 after a failure.
    std::int64_t sum(const char *name, std::int64_t a, std::int64_t b);
    /// Records \a problem unless an earlier check failed.
    AttributeCheck &fail(std::string problem);

    /// The largest dimension a product may give: 2^62, where element counts saturate.
    static constexpr std::int64_t MaxDimension = std::int64_t(1) << 62;

private:
    AttributeCheck &atLeast(const char *name, const std::vector<std::int64_t> &values, std::int64_t least);
    /// a x b or a + b (\a operation), checked like product() and sum().
    std::int64_t combine(const char *name, std::int64_t a, std::int64_t b, char operation);

    std::string m_problem;
};

} // namespace regal
