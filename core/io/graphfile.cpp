#include "core/io/graphfile.h"

#include "core/io/darknet/darknetimport.h"
#include "core/io/dotimport.h"
#include "core/io/graphjson.h"
#include "core/io/onnx/onnximporter.h"
#include "core/io/tensorflow/costgraphimport.h"
#include "core/io/tensorflow/tfjsimporter.h"
#include "core/io/tflite/tfliteimporter.h"
#include "core/base/textfile.h"

#include <algorithm>
#include <filesystem>

namespace regal {

Result<GraphFormat> graphFormatOf(const std::string &path)
{
    std::string extension = std::filesystem::path(path).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (extension == ".json")
        return GraphFormat::Regal;
    if (extension == ".dot" || extension == ".gv")
        return GraphFormat::Dot;
    if (extension == ".onnx")
        return GraphFormat::Onnx;
    if (extension == ".pbtxt")
        return GraphFormat::CostGraph;
    if (extension == ".cfg")
        return GraphFormat::Darknet;
    if (extension == ".tflite")
        return GraphFormat::Tflite;
    return Error::of(ErrorKind::UnknownGraphFormat, {path, extension});
}

Result<Graph> parseGraph(const std::string &text, GraphFormat format, const std::string &source,
                         const ImportOptions &options)
{
    switch (format) {
    case GraphFormat::Regal:
        if (isTfjsModel(text))
            return readTfjsModel(text, source, options);
        return readGraphJson(text, source);
    case GraphFormat::TfjsModel:
        return readTfjsModel(text, source, options);
    case GraphFormat::Dot:
        return readDot(text, source);
    case GraphFormat::Onnx:
        return readOnnx(text, source, options);
    case GraphFormat::CostGraph:
        return readCostGraph(text, source);
    case GraphFormat::Darknet:
        return readDarknetCfg(text, source, options);
    case GraphFormat::Tflite:
        return readTfliteModel(text, source, options);
    }
    return Error::of(ErrorKind::InvalidFile, {source, "unknown graph format"});
}

Result<Graph> loadGraph(const std::string &path, const ImportOptions &options)
{
    Result<GraphFormat> format = graphFormatOf(path);
    if (!format) {
        // A path that names no file says so, whatever its extension.
        std::error_code code;
        if (!std::filesystem::exists(path, code) || std::filesystem::is_directory(path, code))
            return readTextFile(path).failure();
        return format.failure();
    }
    Result<std::string> text = readTextFile(path);
    if (!text)
        return text.failure();
    return parseGraph(*text, *format, path, options);
}

Result<Graph> readGuarded(const std::string &source, const std::function<Result<Graph>()> &read)
{
    try {
        return read();
    } catch (const std::exception &error) {
        return Error::of(ErrorKind::InvalidFile,
                         {source, std::string("the reader failed (") + error.what() + "); please report this file"});
    }
}

} // namespace regal
