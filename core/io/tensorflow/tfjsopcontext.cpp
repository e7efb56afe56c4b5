#include "core/io/tensorflow/tfjsops.h"

#include "core/io/tensorflow/tfjsfiles.h"

#include <unordered_map>

namespace regal {
namespace {

std::string decodeBase64(const std::string &text)
{
    static const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    int value = 0;
    int bits = -8;
    for (char c : text) {
        const std::size_t index = alphabet.find(c);
        if (index == std::string::npos)
            break;
        value = (value << 6) + int(index);
        bits += 6;
        if (bits >= 0) {
            out.push_back(char((value >> bits) & 0xff));
            bits -= 8;
        }
    }
    return out;
}

} // namespace

std::optional<std::vector<std::int64_t>> TfOpContext::inputIntegers(std::size_t index) const
{
    return index < inputs.size() && inputs[index] ? inputs[index]->integers() : std::nullopt;
}

std::int64_t TfOpContext::integer(const char *name, std::int64_t fallback) const
{
    if (!attributes || !attributes->contains(name))
        return fallback;
    const nlohmann::json &value = (*attributes)[name];
    return value.contains("i") ? tfjsInteger(value["i"]) : fallback;
}

bool TfOpContext::boolean(const char *name, bool fallback) const
{
    if (!attributes || !attributes->contains(name))
        return fallback;
    const nlohmann::json &value = (*attributes)[name];
    return value.contains("b") && value["b"].is_boolean() ? value["b"].get<bool>() : fallback;
}

std::string TfOpContext::text(const char *name, const std::string &fallback) const
{
    if (!attributes || !attributes->contains(name))
        return fallback;
    const nlohmann::json &value = (*attributes)[name];
    if (value.contains("s") && value["s"].is_string())
        return decodeBase64(value["s"].get<std::string>());
    if (value.contains("type") && value["type"].is_string())
        return value["type"].get<std::string>();
    return fallback;
}

std::vector<std::int64_t> TfOpContext::integers(const char *name) const
{
    std::vector<std::int64_t> values;
    if (!attributes || !attributes->contains(name))
        return values;
    const nlohmann::json &value = (*attributes)[name];
    if (value.contains("list") && value["list"].contains("i") && value["list"]["i"].is_array())
        for (const nlohmann::json &item : value["list"]["i"])
            values.push_back(tfjsInteger(item));
    return values;
}

ElementType elementTypeOfTf(const std::string &name)
{
    static const std::unordered_map<std::string, ElementType> types = {
        {"DT_FLOAT", ElementType::Float32}, {"float32", ElementType::Float32}, {"DT_HALF", ElementType::Float16},
        {"float16", ElementType::Float16},  {"DT_DOUBLE", ElementType::Float64}, {"DT_INT32", ElementType::Int32},
        {"int32", ElementType::Int32},      {"DT_INT64", ElementType::Int64},    {"DT_INT8", ElementType::Int8},
        {"int8", ElementType::Int8},        {"DT_UINT8", ElementType::UInt8},    {"uint8", ElementType::UInt8},
        {"DT_INT16", ElementType::Int16},   {"int16", ElementType::Int16},       {"DT_UINT16", ElementType::UInt16},
        {"uint16", ElementType::UInt16},    {"DT_BOOL", ElementType::Bool},      {"bool", ElementType::Bool},
        {"DT_STRING", ElementType::String}, {"string", ElementType::String},     {"DT_COMPLEX64", ElementType::Complex64},
        {"complex64", ElementType::Complex64}, {"DT_BFLOAT16", ElementType::BFloat16}};
    const auto found = types.find(name);
    return found == types.end() ? ElementType::Float32 : found->second;
}

} // namespace regal
