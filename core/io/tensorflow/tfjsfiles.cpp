#include "core/io/tensorflow/tfjsfiles.h"

#include "core/base/wholenumber.h"
#include "core/graph/limits.h"
#include "core/io/import/importnotes.h"
#include "core/io/tensorflow/tfjsops.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>

namespace regal {
namespace {

/// A weight shard named in the manifest, if it is a regular file of at most MaxFileBytes in the
/// model's own folder: a hostile model must not make the importer read /dev/zero or files
/// elsewhere.
std::optional<std::filesystem::path> shardPath(const std::filesystem::path &folder, const nlohmann::json &name)
{
    if (!name.is_string())
        return std::nullopt;
    const std::filesystem::path relative(name.get<std::string>());
    if (relative.empty() || relative.is_absolute() || relative.has_root_name())
        return std::nullopt;
    for (const std::filesystem::path &part : relative)
        if (part == "..")
            return std::nullopt;
    const std::filesystem::path path = folder / relative;
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error) || std::filesystem::file_size(path, error) > limits::MaxFileBytes)
        return std::nullopt;
    return path;
}

} // namespace

std::int64_t tfjsInteger(const nlohmann::json &value)
{
    if (value.is_number_float()) // 1e30 or NaN-like text must not reach a conversion
        return saturatedInteger(value.get<double>()).value_or(0);
    if (value.is_number())
        return value.get<std::int64_t>();
    if (value.is_string())
        return std::strtoll(value.get<std::string>().c_str(), nullptr, 10);
    return 0;
}

Bytes TfjsManifest::storedBytes() const
{
    Bytes total = 0;
    for (const auto &[name, weight] : weights)
        total = std::min(total + weight.storedBytes, limits::MaxTotalBytes);
    return total;
}

TfjsManifest readTfjsManifest(const nlohmann::json &document, const std::string &source)
{
    TfjsManifest manifest;
    if (!document.contains("weightsManifest") || !document["weightsManifest"].is_array())
        return manifest;
    const std::filesystem::path folder = std::filesystem::path(source).parent_path();
    for (const nlohmann::json &group : document["weightsManifest"]) {
        if (!group.is_object() || !group.contains("weights") || !group["weights"].is_array())
            continue;
        std::string data;
        bool loaded = false;
        Bytes offset = 0;
        for (const nlohmann::json &entry : group["weights"]) {
            if (!entry.is_object() || !entry.contains("name"))
                continue;
            TfjsWeight weight;
            weight.type = elementTypeOfTf(entry.value("dtype", std::string("float32")));
            if (entry.contains("shape") && entry["shape"].is_array())
                for (const nlohmann::json &dim : entry["shape"])
                    weight.dims.push_back(tfjsInteger(dim));
            weight.stored = weight.type;
            if (entry.contains("quantization") && entry["quantization"].is_object())
                weight.stored = elementTypeOfTf(entry["quantization"].value("dtype", std::string("uint8")));
            const std::int64_t count = elementCount(weight.dims);
            weight.bytes = packedBytes(count, weight.type);
            weight.storedBytes = packedBytes(count, weight.stored);
            if (weight.stored == ElementType::Int32 && std::size_t(count) <= TensorInfo::MaxKnownValues) {
                if (!loaded && group.contains("paths") && group["paths"].is_array()) {
                    loaded = true;
                    for (const nlohmann::json &path : group["paths"]) {
                        const std::optional<std::filesystem::path> shard = shardPath(folder, path);
                        if (!shard) {
                            // Named in a warning: a hostile name is cut short there.
                            const std::string name = path.is_string() ? path.get<std::string>() : path.dump();
                            manifest.unreadShards.push_back(nameInWarning(name));
                            break;
                        }
                        std::ifstream in(*shard, std::ios::binary);
                        data.append(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
                    }
                }
                if (Bytes(data.size()) >= offset + weight.storedBytes) {
                    std::vector<double> values(static_cast<std::size_t>(count));
                    for (std::size_t i = 0; i < values.size(); ++i) {
                        std::int32_t value = 0;
                        std::memcpy(&value, data.data() + offset + Bytes(i) * 4, 4);
                        values[i] = value;
                    }
                    weight.values = std::move(values);
                }
            }
            offset = std::min(offset + weight.storedBytes, limits::MaxTotalBytes);
            if (entry["name"].is_string())
                manifest.weights[entry["name"].get<std::string>()] = std::move(weight);
        }
    }
    return manifest;
}

std::vector<std::string> TfjsManifest::warnings() const
{
    std::vector<std::string> warnings;
    for (const std::string &shard : unreadShards)
        warnings.push_back(fmt::format("the weight file '{}' is not beside the model, or cannot be read there: the "
                                       "shapes and paddings it stores are unknown, so the sizes that depend on them "
                                       "are guessed",
                                       shard));
    return warnings;
}

std::string tfjsGraphName(const std::string &source)
{
    const std::filesystem::path path(source);
    if (path.filename() == "model.json" && path.has_parent_path() && !path.parent_path().filename().empty())
        return path.parent_path().filename().string();
    return path.stem().string();
}

} // namespace regal
