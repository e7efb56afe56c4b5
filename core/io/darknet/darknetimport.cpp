#include "core/io/darknet/darknetimport.h"

#include "core/base/counted.h"
#include "core/graph/graphbuilder.h"
#include "core/graph/limits.h"
#include "core/io/import/attributecheck.h"
#include "core/io/import/importedgraph.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fmt/format.h>
#include <map>

namespace regal {
namespace {

constexpr Bytes FloatBytes = 4;
/// Every number of a .cfg lies within +-MaxOption and every dimension of a layer's output within
/// MaxDimension, its elements within MaxElements: beyond them the shape arithmetic in int64
/// could overflow, and no real network comes near.
constexpr std::int64_t MaxOption = std::int64_t(1) << 20;
constexpr std::int64_t MaxDimension = std::int64_t(1) << 20;
constexpr double MaxElements = double(std::int64_t(1) << 36);

/// One [section] of the file with its key=value options.
struct Section
{
    std::string type;
    std::size_t line = 0;
    std::map<std::string, std::string> options;
};

std::string trimmed(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return std::string(text);
}

Result<std::vector<Section>> parseSections(const std::string &text, const std::string &source)
{
    std::vector<Section> sections;
    std::size_t lineNumber = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        const std::string line = trimmed(std::string_view(text).substr(start, end - start));
        start = end + 1;
        ++lineNumber;
        if (line.empty() || line[0] == '#' || line[0] == ';')
            continue;
        if (line[0] == '[') {
            if (line.back() != ']')
                return Error::of(ErrorKind::InvalidFile, {fmt::format("{}:{}", source, lineNumber), "a section header must end in ']'"});
            sections.push_back(Section{trimmed(line.substr(1, line.size() - 2)), lineNumber, {}});
            continue;
        }
        const std::size_t equals = line.find('=');
        if (equals == std::string::npos)
            return Error{fmt::format("{}:{}: expected [section] or key=value, found '{}'", source, lineNumber,
                                     line.substr(0, 40))};
        if (sections.empty())
            return Error::of(ErrorKind::InvalidFile, {fmt::format("{}:{}", source, lineNumber), "an option before the first [section]"});
        sections.back().options[trimmed(line.substr(0, equals))] = trimmed(line.substr(equals + 1));
    }
    return sections;
}

/// The shape of a layer's output: channels, height, width (darknet's c, h, w).
struct Shape
{
    std::int64_t c = 0;
    std::int64_t h = 0;
    std::int64_t w = 0;

    /// In double: a shape is checked against MaxElements only after it is computed.
    double elements() const { return double(c) * double(h) * double(w); }
};

class DarknetReader
{
public:
    DarknetReader(const std::string &source, const ImportOptions &options)
        : m_source(source), m_options(options), m_builder(std::filesystem::path(source).stem().string())
    {
        m_notes.format = "darknet";
    }

    Result<Graph> run(const std::vector<Section> &sections)
    {
        if (sections.empty() || (sections[0].type != "net" && sections[0].type != "network"))
            return Error::of(ErrorKind::InvalidFile, {m_source, "a Darknet .cfg starts with a [net] section"});
        if (!readNet(sections[0]))
            return Error{m_error};
        for (std::size_t index = 1; index < sections.size(); ++index)
            if (!addLayer(sections[index], int(index) - 1))
                return Error{m_error};
        if (!m_layers.empty())
            m_builder.node(m_layers.back().node).outputs[0].isGraphOutput = true;
        for (const auto &[type, count] : m_unknown)
            m_notes.warn(fmt::format("{} of the unknown type [{}], taken as element-wise layers",
                                     counted(std::int64_t(count), "section"), type));
        return finishImport(std::move(m_builder), m_notes, m_source);
    }

private:
    struct Layer
    {
        NodeId node = InvalidNode;
        Shape shape;
    };

    bool fail(const Section &section, const std::string &what)
    {
        m_error = fmt::format("{}:{}: [{}] {}", m_source, section.line, section.type, what);
        return false;
    }

    std::int64_t integer(const Section &section, const char *key, std::int64_t fallback)
    {
        const auto found = section.options.find(key);
        if (found == section.options.end())
            return fallback;
        std::int64_t value = 0;
        const std::string &text = found->second;
        const auto [end, code] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (code != std::errc() || end != text.data() + text.size() || value < -MaxOption || value > MaxOption) {
            if (m_error.empty())
                fail(section, fmt::format("{}={} must be a whole number from {} to {}", key, text, -MaxOption, MaxOption));
            return fallback;
        }
        return value;
    }

    /// An option that must be at least 1 (a size, a stride, a count): anything else is an error
    /// naming the option; 1 stands in for it so the layer can still be sized.
    std::int64_t positive(const Section &section, const char *key, std::int64_t fallback)
    {
        const std::int64_t value = integer(section, key, fallback);
        if (AttributeCheck check; !check.positive(key, value).ok() && m_error.empty())
            fail(section, check.problem());
        return std::max<std::int64_t>(1, value);
    }

    std::vector<std::int64_t> integers(const Section &section, const char *key)
    {
        std::vector<std::int64_t> values;
        const auto found = section.options.find(key);
        if (found == section.options.end())
            return values;
        std::string_view text = found->second;
        while (!text.empty()) {
            const std::size_t comma = text.find(',');
            const std::string item = trimmed(text.substr(0, comma));
            std::int64_t value = 0;
            const auto [end, code] = std::from_chars(item.data(), item.data() + item.size(), value);
            if (code != std::errc() || end != item.data() + item.size() || value < -MaxOption || value > MaxOption) {
                fail(section, fmt::format("{}={} must be a list of whole numbers from {} to {}", key, found->second,
                                          -MaxOption, MaxOption));
                return {};
            }
            values.push_back(value);
            text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
        }
        return values;
    }

    bool readNet(const Section &net)
    {
        const std::int64_t inputs = integer(net, "inputs", 0);
        m_input.h = integer(net, "height", inputs > 0 ? 1 : 0);
        m_input.w = integer(net, "width", inputs > 0 ? 1 : 0);
        m_input.c = integer(net, "channels", inputs > 0 ? inputs : 0);
        if (!m_error.empty())
            return false;
        if (m_input.c <= 0 || m_input.h <= 0 || m_input.w <= 0)
            return fail(net, "needs width, height and channels (or inputs) greater than 0");
        if (double(m_input.c) * double(m_input.h) * double(m_input.w) > MaxElements)
            return fail(net, fmt::format("the input of {}x{}x{} has more than {} elements", m_input.c, m_input.h,
                                         m_input.w, MaxElements));
        GuessedDimension batch{"batch", 1, {"input"}, false};
        if (auto given = m_options.dimensions.find("batch"); given != m_options.dimensions.end()) {
            batch.value = given->second;
            batch.given = true;
        } else if (integer(net, "batch", 1) != 1) {
            m_notes.warn(fmt::format("the [net] batch of {} is a training batch; the graph is for batch 1 (set it "
                                     "with --dim batch=N)",
                                     integer(net, "batch", 1)));
        }
        m_batch = std::clamp<std::int64_t>(batch.value, 1, MaxOption);
        m_notes.dimensions.push_back(batch);
        Node input;
        input.name = "input";
        input.op = "Input";
        input.outputs.push_back(Tensor{bytesOf(m_input), -1, false, {}});
        m_inputNode = m_builder.addNode(std::move(input));
        return true;
    }

    Bytes bytesOf(const Shape &shape) const { return Bytes(double(m_batch) * shape.elements() * double(FloatBytes)); }

    /// The layer \a reference points at: negative counts back from \a index, else absolute.
    const Layer *resolve(const Section &section, int index, std::int64_t reference)
    {
        const std::int64_t target = reference < 0 ? index + reference : reference;
        if (target < 0 || target >= index) {
            fail(section, fmt::format("refers to layer {}, but layer {} can only read layers 0 to {}", reference,
                                      index, index - 1));
            return nullptr;
        }
        return &m_layers[std::size_t(target)];
    }

    bool addLayer(const Section &section, int index)
    {
        const Shape in = index == 0 ? m_input : m_layers.back().shape;
        const TensorRef previous{index == 0 ? m_inputNode : m_layers.back().node, 0};
        Node node;
        node.name = fmt::format("{}_{}", section.type, index);
        node.op = section.type;
        node.inputs.push_back(previous);
        Shape out = in;
        double flops = 0.0;
        double params = 0.0; // weights, in floats
        bool alias = false;
        const std::string &type = section.type;
        const bool batchNorm = integer(section, "batch_normalize", 0) != 0;

        if (type == "convolutional" || type == "local" || type == "deconvolutional") {
            const std::int64_t filters = positive(section, "filters", 1);
            const std::int64_t size = positive(section, "size", 1);
            const std::int64_t stride = positive(section, "stride", 1);
            const std::int64_t groups = positive(section, "groups", 1);
            const std::int64_t padding = integer(section, "pad", 0) != 0 ? size / 2 : integer(section, "padding", 0);
            if (type == "deconvolutional") {
                out = Shape{filters, (in.h - 1) * stride + size - 2 * padding, (in.w - 1) * stride + size - 2 * padding};
            } else {
                const std::int64_t localPadding = type == "local" ? (integer(section, "pad", 0) != 0 ? size / 2 : 0) : padding;
                out = Shape{filters, (in.h + 2 * localPadding - size) / stride + 1, (in.w + 2 * localPadding - size) / stride + 1};
            }
            const double weights = double(in.c / groups) * (double(size) * double(size)) * double(filters);
            const double positions = double(type == "deconvolutional" ? in.h * in.w : out.h * out.w);
            flops = 2.0 * positions * weights + double(out.elements()) * (batchNorm ? 3.0 : 2.0);
            params = weights * (type == "local" ? double(out.h) * double(out.w) : 1.0) + double(filters) * (batchNorm ? 4 : 1);
        } else if (type == "connected") {
            const std::int64_t outputs = positive(section, "output", 1);
            out = Shape{outputs, 1, 1};
            flops = 2.0 * double(in.elements()) * double(outputs) + double(outputs);
            params = double(in.elements()) * double(outputs) + double(outputs) * (batchNorm ? 4 : 1);
        } else if (type == "maxpool") {
            const std::int64_t stride = positive(section, "stride", 1);
            const std::int64_t size = positive(section, "size", stride);
            const std::int64_t padding = integer(section, "padding", size - 1);
            out = Shape{in.c, (in.h + padding - size) / stride + 1, (in.w + padding - size) / stride + 1};
            flops = double(out.elements()) * (double(size) * double(size));
        } else if (type == "avgpool") {
            out = Shape{in.c, 1, 1};
            flops = double(in.elements());
        } else if (type == "upsample") {
            const std::int64_t stride = integer(section, "stride", 2);
            if (stride == 0)
                return fail(section, "stride=0: upsampling needs a stride other than 0");
            out = stride > 0 ? Shape{in.c, in.h * stride, in.w * stride} : Shape{in.c, in.h / -stride, in.w / -stride};
            flops = double(out.elements());
        } else if (type == "reorg") {
            const std::int64_t stride = positive(section, "stride", 1);
            out = integer(section, "reverse", 0) != 0 ? Shape{in.c / (stride * stride), in.h * stride, in.w * stride}
                                                      : Shape{in.c * stride * stride, in.h / stride, in.w / stride};
        } else if (type == "crop") {
            out = Shape{in.c, integer(section, "crop_height", in.h), integer(section, "crop_width", in.w)};
        } else if (type == "route") {
            node.inputs.clear();
            const std::vector<std::int64_t> layers = integers(section, "layers");
            if (layers.empty())
                return m_error.empty() ? fail(section, "needs layers=") : false;
            out = Shape{0, 0, 0};
            for (std::int64_t reference : layers) {
                const Layer *from = resolve(section, index, reference);
                if (!from)
                    return false;
                node.inputs.push_back(TensorRef{from->node, 0});
                out = Shape{out.c + from->shape.c, from->shape.h, from->shape.w};
            }
            const std::int64_t groups = positive(section, "groups", 1);
            out.c /= groups;
            alias = layers.size() == 1 && groups == 1;
        } else if (type == "shortcut" || type == "scale_channels" || type == "sam") {
            for (std::int64_t reference : integers(section, "from")) {
                const Layer *from = resolve(section, index, reference);
                if (!from)
                    return false;
                node.inputs.push_back(TensorRef{from->node, 0});
            }
            flops = double(out.elements()) * double(node.inputs.size());
        } else if (type == "rnn" || type == "gru" || type == "lstm" || type == "crnn") {
            const std::int64_t outputs = integer(section, "output", 1);
            const std::int64_t hidden = integer(section, "hidden", outputs);
            const double inputs = double(in.elements());
            const double o = double(outputs);
            const double hid = double(hidden);
            // Darknet builds these from connected layers: rnn = input, self and output layers; gru
            // and lstm have an input and a recurrent layer per gate (3 and 4 gates).
            const double weights = type == "rnn"    ? inputs * hid + hid * hid + hid * o
                                   : type == "gru"  ? 3 * (inputs * o + o * o)
                                   : type == "lstm" ? 4 * (inputs * o + o * o)
                                                    : (double(in.c) * hid + hid * hid + hid * o) * 9;
            out = type == "crnn" ? Shape{outputs, in.h, in.w} : Shape{outputs, 1, 1};
            flops = 2.0 * weights * (type == "crnn" ? double(in.h) * double(in.w) : 1.0);
            params = weights + o * (batchNorm ? 4 : 1);
        } else if (type == "softmax" || type == "yolo" || type == "region" || type == "detection" || type == "logistic"
                   || type == "batchnorm" || type == "activation" || type == "normalization") {
            flops = double(in.elements()) * (type == "softmax" ? 5.0 : 2.0);
            params = type == "batchnorm" ? 4.0 * double(in.c) : 0.0;
        } else if (type == "dropout" || type == "cost") {
            alias = true;
        } else {
            ++m_unknown[type];
            flops = double(in.elements());
        }
        if (!m_error.empty())
            return false;
        if (out.c <= 0 || out.h <= 0 || out.w <= 0)
            return fail(section, fmt::format("gives an empty output ({}x{}x{}) from an input of {}x{}x{}", out.c, out.h,
                                             out.w, in.c, in.h, in.w));
        if (out.c > MaxDimension || out.h > MaxDimension || out.w > MaxDimension
            || double(out.c) * double(out.h) * double(out.w) > MaxElements)
            return fail(section, fmt::format("gives an output of {}x{}x{}: more than {} in one dimension or {} elements",
                                             out.c, out.h, out.w, MaxDimension, MaxElements));
        if (params * double(FloatBytes) > double(limits::MaxBytes))
            return fail(section, fmt::format("has {} weights, more than {} bytes", params, limits::MaxBytes));
        node.flops = flops * double(m_batch);
        node.paramBytes = Bytes(params) * FloatBytes;
        Tensor output{bytesOf(out), alias ? 0 : -1, false, {}};
        double accessed = double(output.bytes) * (alias ? 0.0 : 1.0) + double(node.paramBytes);
        if (!alias)
            for (const TensorRef &input : node.inputs)
                accessed += double(bytesOf(layerShape(input.node)));
        node.bytesAccessed = accessed;
        node.outputs.push_back(output);
        const NodeId id = m_builder.addNode(std::move(node));
        m_layers.push_back(Layer{id, out});
        return true;
    }

    /// The input is node 0 and layer i is node i + 1.
    Shape layerShape(NodeId node) const { return node == m_inputNode ? m_input : m_layers[node - 1].shape; }

    const std::string &m_source;
    const ImportOptions &m_options;
    GraphBuilder m_builder;
    ImportNotes m_notes;
    std::string m_error;
    Shape m_input;
    std::int64_t m_batch = 1;
    NodeId m_inputNode = InvalidNode;
    std::vector<Layer> m_layers;
    std::map<std::string, int> m_unknown;
};

} // namespace

Result<Graph> readDarknetCfg(const std::string &text, const std::string &source, const ImportOptions &options)
{
    Result<std::vector<Section>> sections = parseSections(text, source);
    if (!sections)
        return sections.failure();
    return DarknetReader(source, options).run(*sections);
}

} // namespace regal
