#pragma once

#include "core/io/import/tensorinfo.h"

#include <onnx.pb.h>
#include <string>

namespace regal {

/// \brief Conversions from ONNX protobuf messages to TensorInfo.

ElementType elementTypeOfOnnx(std::int64_t dataType);

/// Type, shape and (for small inline tensors) values of a TensorProto, marked constant. The
/// data itself is never needed for the shape, so external data files are not read.
TensorInfo tensorInfoOfOnnx(const onnx::TensorProto &tensor);

/// \brief A declared tensor type: static dims are >= 0, dynamic ones -1 with their symbol.
struct DeclaredShape
{
    ElementType type = ElementType::Unknown;
    bool hasShape = false;
    Dims dims;
    std::vector<std::string> symbols;
};

DeclaredShape declaredShapeOf(const onnx::ValueInfoProto &value);

} // namespace regal
