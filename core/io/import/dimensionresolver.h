#pragma once

#include "core/io/import/importnotes.h"
#include "core/io/import/importoptions.h"
#include "core/io/import/tensorinfo.h"

#include <map>
#include <set>
#include <string>

namespace regal {

/// \brief Gives every dynamic dimension of a model's inputs a value and records what it did.
///
/// A dimension takes, in this order: the value given by name in ImportOptions::dimensions (the
/// symbolic name, or "TENSOR[AXIS]" for an unnamed one); the value already chosen for the same
/// symbolic name; else a guess. The guess is 1 for axis 0 (the batch); 224 for the two spatial
/// axes of an image-like input (rank 4, NCHW with a static channel axis 1, or NHWC with a static
/// channel axis 3 of at most 4); and 128 for any other axis (a sequence length).
/// finish() writes the dimensions into the notes, with a warning for each guess and for each
/// given name that matched nothing.
class DimensionResolver
{
public:
    DimensionResolver(const ImportOptions &options, ImportNotes &notes);

    /// The value for axis \a axis of \a tensor, whose static dims are \a dims (-1 where dynamic);
    /// \a symbol is the dimension's symbolic name or empty.
    std::int64_t resolve(const std::string &symbol, const std::string &tensor, std::size_t axis, const Dims &dims);

    void finish();

private:
    static std::int64_t guess(std::size_t axis, const Dims &dims);

    const ImportOptions &m_options;
    ImportNotes &m_notes;
    std::map<std::string, std::size_t> m_byName;
    std::set<std::string> m_used;
};

} // namespace regal
