#include "core/io/onnx/onnxtensors.h"

#include "core/io/import/shapemath.h"

#include <cstring>

namespace regal {
namespace {

template <typename T>
std::vector<double> rawValues(const std::string &raw, std::size_t count)
{
    std::vector<double> values(count);
    for (std::size_t i = 0; i < count; ++i) {
        T value;
        std::memcpy(&value, raw.data() + i * sizeof(T), sizeof(T));
        values[i] = double(value);
    }
    return values;
}

std::optional<std::vector<double>> valuesOf(const onnx::TensorProto &tensor, ElementType type, std::int64_t count)
{
    if (count < 0 || std::size_t(count) > TensorInfo::MaxKnownValues
        || tensor.data_location() == onnx::TensorProto::EXTERNAL)
        return std::nullopt;
    const auto size = std::size_t(count);
    if (tensor.has_raw_data()) {
        const std::string &raw = tensor.raw_data();
        if (Bytes(raw.size()) < packedBytes(count, type))
            return std::nullopt;
        switch (type) {
        case ElementType::Float32: return rawValues<float>(raw, size);
        case ElementType::Float64: return rawValues<double>(raw, size);
        case ElementType::Int64: return rawValues<std::int64_t>(raw, size);
        case ElementType::Int32: return rawValues<std::int32_t>(raw, size);
        case ElementType::UInt64: return rawValues<std::uint64_t>(raw, size);
        case ElementType::UInt32: return rawValues<std::uint32_t>(raw, size);
        case ElementType::Int16: return rawValues<std::int16_t>(raw, size);
        case ElementType::UInt16: return rawValues<std::uint16_t>(raw, size);
        case ElementType::Int8: return rawValues<std::int8_t>(raw, size);
        case ElementType::UInt8:
        case ElementType::Bool: return rawValues<std::uint8_t>(raw, size);
        default: return std::nullopt;
        }
    }
    const auto take = [&](const auto &field) -> std::optional<std::vector<double>> {
        if (std::size_t(field.size()) < size)
            return std::nullopt;
        return std::vector<double>(field.begin(), field.begin() + count);
    };
    switch (type) {
    case ElementType::Float32: return take(tensor.float_data());
    case ElementType::Float64: return take(tensor.double_data());
    case ElementType::Int64: return take(tensor.int64_data());
    case ElementType::UInt64:
    case ElementType::UInt32: return take(tensor.uint64_data());
    case ElementType::Int32:
    case ElementType::Int16:
    case ElementType::UInt16:
    case ElementType::Int8:
    case ElementType::UInt8:
    case ElementType::Bool: return take(tensor.int32_data());
    default: return std::nullopt;
    }
}

} // namespace

ElementType elementTypeOfOnnx(std::int64_t dataType)
{
    switch (dataType) {
    case onnx::TensorProto::FLOAT: return ElementType::Float32;
    case onnx::TensorProto::UINT8: return ElementType::UInt8;
    case onnx::TensorProto::INT8: return ElementType::Int8;
    case onnx::TensorProto::UINT16: return ElementType::UInt16;
    case onnx::TensorProto::INT16: return ElementType::Int16;
    case onnx::TensorProto::INT32: return ElementType::Int32;
    case onnx::TensorProto::INT64: return ElementType::Int64;
    case onnx::TensorProto::STRING: return ElementType::String;
    case onnx::TensorProto::BOOL: return ElementType::Bool;
    case onnx::TensorProto::FLOAT16: return ElementType::Float16;
    case onnx::TensorProto::DOUBLE: return ElementType::Float64;
    case onnx::TensorProto::UINT32: return ElementType::UInt32;
    case onnx::TensorProto::UINT64: return ElementType::UInt64;
    case onnx::TensorProto::COMPLEX64: return ElementType::Complex64;
    case onnx::TensorProto::COMPLEX128: return ElementType::Complex128;
    case onnx::TensorProto::BFLOAT16: return ElementType::BFloat16;
    case 17: case 18: case 19: case 20: // the float8 types of ONNX 1.14
    case 24:                            // and float8e8m0 of ONNX 1.18
        return ElementType::Float8;
    case 21: return ElementType::UInt4;
    case 22: return ElementType::Int4;
    case 23: return ElementType::Float4; // float4e2m1
    case 25: return ElementType::UInt2;
    case 26: return ElementType::Int2;
    default: return ElementType::Unknown;
    }
}

TensorInfo tensorInfoOfOnnx(const onnx::TensorProto &tensor)
{
    TensorInfo info;
    info.type = elementTypeOfOnnx(tensor.data_type());
    info.dims.assign(tensor.dims().begin(), tensor.dims().end());
    info.shapeKnown = true;
    for (std::int64_t &dim : info.dims)
        dim = clampDimension(dim);
    info.constant = true;
    info.values = valuesOf(tensor, info.type, elementCount(info.dims));
    return info;
}

DeclaredShape declaredShapeOf(const onnx::ValueInfoProto &value)
{
    DeclaredShape declared;
    if (!value.type().has_tensor_type())
        return declared;
    const onnx::TypeProto::Tensor &tensor = value.type().tensor_type();
    declared.type = elementTypeOfOnnx(tensor.elem_type());
    if (!tensor.has_shape())
        return declared;
    declared.hasShape = true;
    for (const onnx::TensorShapeProto::Dimension &dim : tensor.shape().dim()) {
        const bool isStatic = dim.has_dim_value() && dim.dim_value() >= 0 && dim.dim_value() == clampDimension(dim.dim_value());
        declared.dims.push_back(isStatic ? dim.dim_value() : -1);
        declared.symbols.push_back(dim.has_dim_param() ? dim.dim_param() : std::string());
    }
    return declared;
}

} // namespace regal
