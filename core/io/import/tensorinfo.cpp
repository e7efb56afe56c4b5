#include "core/io/import/tensorinfo.h"

#include "core/base/wholenumber.h"

namespace regal {

int elementBits(ElementType type)
{
    switch (type) {
    case ElementType::Float64:
    case ElementType::Int64:
    case ElementType::UInt64:
    case ElementType::Complex64:
    case ElementType::String:
        return 64;
    case ElementType::Complex128:
        return 128;
    case ElementType::Float16:
    case ElementType::BFloat16:
    case ElementType::Int16:
    case ElementType::UInt16:
        return 16;
    case ElementType::Float8:
    case ElementType::Int8:
    case ElementType::UInt8:
    case ElementType::Bool:
        return 8;
    case ElementType::Float4:
    case ElementType::Int4:
    case ElementType::UInt4:
        return 4;
    case ElementType::Int2:
    case ElementType::UInt2:
        return 2;
    case ElementType::Unknown:
    case ElementType::Float32:
    case ElementType::Int32:
    case ElementType::UInt32:
        return 32;
    }
    return 32;
}

Bytes packedBytes(std::int64_t count, ElementType type)
{
    constexpr std::int64_t limit = std::int64_t(1) << 62;
    const int bits = elementBits(type);
    if (bits < 8) {
        const std::int64_t perByte = 8 / bits;
        return count / perByte + (count % perByte != 0);
    }
    const std::int64_t size = bits / 8;
    return count > limit / size ? limit : count * size;
}

const char *elementTypeName(ElementType type)
{
    static constexpr const char *names[] = {"unknown", "float32", "float16", "bfloat16", "float64", "float8",
                                            "int8",    "uint8",   "int16",   "uint16",   "int32",   "uint32",
                                            "int64",   "uint64",  "bool",    "string",   "complex64", "complex128",
                                            "float4",  "int4",    "uint4",   "int2",     "uint2"};
    return names[static_cast<int>(type)];
}

bool isIntegerType(ElementType type)
{
    switch (type) {
    case ElementType::Int8:
    case ElementType::UInt8:
    case ElementType::Int16:
    case ElementType::UInt16:
    case ElementType::Int32:
    case ElementType::UInt32:
    case ElementType::Int64:
    case ElementType::UInt64:
    case ElementType::Int4:
    case ElementType::UInt4:
    case ElementType::Int2:
    case ElementType::UInt2:
    case ElementType::Bool:
        return true;
    default:
        return false;
    }
}

std::int64_t elementCount(const Dims &dims)
{
    constexpr std::int64_t limit = std::int64_t(1) << 62;
    std::int64_t count = 1;
    for (std::int64_t dim : dims) {
        if (dim <= 0)
            return 0;
        count = count > limit / dim ? limit : count * dim;
    }
    return count;
}

std::int64_t TensorInfo::elements() const
{
    return shapeKnown ? elementCount(dims) : 0;
}

Bytes TensorInfo::bytes() const
{
    return packedBytes(elements(), type);
}

std::optional<std::vector<std::int64_t>> TensorInfo::integers() const
{
    if (!values)
        return std::nullopt;
    std::vector<std::int64_t> result;
    result.reserve(values->size());
    for (double value : *values) {
        const std::optional<std::int64_t> integer = saturatedInteger(value);
        if (!integer)
            return std::nullopt;
        result.push_back(*integer);
    }
    return result;
}

std::string formatDims(const Dims &dims)
{
    std::string text = "[";
    for (std::size_t i = 0; i < dims.size(); ++i)
        text += (i ? ", " : "") + std::to_string(dims[i]);
    return text + "]";
}

} // namespace regal
