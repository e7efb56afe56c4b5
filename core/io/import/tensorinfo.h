#pragma once

#include "core/graph/ids.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace regal {

/// \brief Element types of imported tensors, shared by the ONNX, TensorFlow and Darknet readers.
enum class ElementType {
    Unknown,
    Float32, Float16, BFloat16, Float64, Float8,
    Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64, UInt64,
    Bool, String, Complex64, Complex128,
    Float4, Int4, UInt4, Int2, UInt2
};

/// Bits of one element; a string counts as 64 (a pointer), an unknown type as 32 (float).
int elementBits(ElementType type);
/// Bytes that \a count elements of \a type take, packed as the formats store them: two 4-bit or
/// four 2-bit elements to a byte, the last byte whole; saturating at 2^62 like elementCount().
Bytes packedBytes(std::int64_t count, ElementType type);
const char *elementTypeName(ElementType type);
bool isIntegerType(ElementType type);

using Dims = std::vector<std::int64_t>;

/// \brief What an importer knows about one tensor: type, shape and, for small constant tensors
/// such as shapes and axes, the values themselves (shape arithmetic needs them).
struct TensorInfo
{
    ElementType type = ElementType::Unknown;
    Dims dims;
    /// False when the shape could not be inferred; dims is then empty and bytes() is 0.
    bool shapeKnown = false;
    /// The element values, when they are known before running the model (at most MaxKnownValues).
    std::optional<std::vector<double>> values;
    /// Holds a weight or a constant: folded into its consumers instead of being a node.
    bool constant = false;

    static constexpr std::size_t MaxKnownValues = 4096;

    std::int64_t elements() const;
    Bytes bytes() const;
    std::size_t rank() const { return dims.size(); }
    /// The known values as integers (truncated), or nullopt.
    std::optional<std::vector<std::int64_t>> integers() const;
};

/// A stored weight that several operations read becomes one Parameter node of zero cost that
/// feeds them, from this size on (docs/cost-model.md, shared parameters); a smaller one is
/// counted with its first reader.
inline constexpr Bytes SharedParameterMinBytes = 1024;

/// Product of \a dims, saturating at 2^62 instead of overflowing; 0 if any dim is 0.
std::int64_t elementCount(const Dims &dims);

/// "[1, 3, 224, 224]"
std::string formatDims(const Dims &dims);

} // namespace regal
