#include "core/graph/opcategory.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <string>
#include <unordered_map>

namespace regal {
namespace {

using enum OpCategory;

/// Operation names, normalised as in canonicalName(), by category: ONNX, TensorFlow and TF.js,
/// Keras layer classes, Darknet layer types, PyTorch aten, and the generators' own.
constexpr std::array<std::pair<OpCategory, std::string_view>, 18> Names = {{
    {Io, "input placeholder placeholderwithdefault const constant variable varhandleop readvariableop "
         "parameter param weight arg retval output"},
    {Conv, "conv conv1d conv2d conv3d convolution convolutional deconvolutional depthwiseconv2d "
           "depthwiseconv2dnative convtranspose convinteger qlinearconv local"},
    {MatMul, "matmul batchmatmul gemm mm bmm addmm baddbmm addbmm linear connected einsum dense dot "
             "tensordot fullyconnected matmulinteger qlinearmatmul"},
    {Normalisation, "batchnormalization batchnorm layernorm layernormalization instancenormalization groupnorm "
                    "lrn nativebatchnorm nativebatchnormlegit nativelayernorm nativegroupnorm l2normalize "
                    "meanvariancenormalization lpnormalization"},
    {Activation, "relu relu6 prelu leakyrelu elu selu celu gelu silu swish hardswish hardsigmoid sigmoid "
                 "logistic tanh softplus softsign mish clip threshold hardtanh activation"},
    {Elementwise, "add addn sub rsub mul div realdiv floordiv floormod mod pow sqrt rsqrt neg abs exp expm1 "
                  "log log1p sin cos tan asin acos atan atan2 erf square squareddifference maximum minimum "
                  "reciprocal floor ceil round trunc sign equal notequal less lessequal greater greaterequal "
                  "logicaland logicalor logicalnot and or not xor select where cast convert biasadd shortcut "
                  "zeroslike oneslike fill constantofshape dropout scalechannels sam addcmul addcdiv lerp "
                  "isnan isinf clamp quantizelinear dequantizelinear eq ne lt le gt ge nativedropout tocopy zeros ones "
                  "multiply subtract average rescaling masking spatialdropout1d spatialdropout2d spatialdropout3d "
                  "gaussiannoise gaussiandropout alphadropout activityregularization "
                  "full empty arange bernoulli randomuniform randomstandardnormal"},
    {Reduce, "mean sum max min prod all any argmax argmin topk sort cumsum cumprod var varmean std norm linalgvectornorm cost "
             "nllloss crossentropy mseloss softmaxcrossentropywithlogits sparsesoftmaxcrossentropywithlogits"},
    {Pool, "maxpool avgpool averagepool globalaveragepool globalmaxpool lppool pool"},
    {Resize, "resize resizebilinear resizenearestneighbor resizebicubic upsample interpolate gridsample "
             "upsampling1d upsampling2d upsampling3d"},
    {ConcatSplit, "concat cat concatenate pack stack split splitv splitwithsizes unpack unbind chunk route"},
    {ReshapeView, "reshape view unsafeview squeeze unsqueeze flatten expanddims identity transpose permute t "
                  "shape size rank slice stridedslice narrow pad mirrorpad tile broadcastto expand "
                  "depthtospace spacetodepth spacetobatchnd batchtospacend reorg crop contiguous clone copy "
                  "alias detach getitem asstrided roll reverse flip stopgradient preventgradient "
                  "checknumerics ensureshape snapshot zeropadding1d zeropadding2d zeropadding3d cropping1d "
                  "cropping2d cropping3d repeatvector"},
    {GatherScatter, "gather gathernd gatherelements scatter scatternd scatterelements scatteradd indexselect "
                    "index indexput indexadd onehot nonzero take"},
    {Embedding, "embedding embeddingbag embeddinglookup"},
    {Attention, "softmax logsoftmax attention multiheadattention scaleddotproductattention"},
    {Recurrent, "lstm gru rnn crnn lstmcell grucell rnncell blocklstm"},
    {OptimizerUpdate, "applyadam applygradientdescent applymomentum applyrmsprop applyadagrad adam adamw sgd "
                      "assign assignadd assignsub"},
    {Control, "noop switch merge enter exit nextiteration loopcond if loop while controltrigger"},
    {Other, "op yolo region detection nonmaxsuppression"},
}};

/// Substrings that decide the category of a name not in the table, in order.
constexpr std::array<std::pair<std::string_view, OpCategory>, 36> Keywords = {{
    {"embed", Embedding},      {"attention", Attention},    {"softmax", Attention},
    {"lstm", Recurrent},       {"gru", Recurrent},          {"rnn", Recurrent},
    {"conv", Conv},            {"matmul", MatMul},          {"gemm", MatMul},
    {"norm", Normalisation},   {"pool", Pool},              {"resize", Resize},
    {"upsample", Resize},      {"concat", ConcatSplit},     {"split", ConcatSplit},
    {"gather", GatherScatter}, {"scatter", GatherScatter},  {"tensorarray", GatherScatter},
    {"tensorlist", GatherScatter}, {"index", GatherScatter}, {"reduce", Reduce},
    {"loss", Reduce},          {"reshape", ReshapeView},    {"view", ReshapeView},
    {"transpose", ReshapeView}, {"slice", ReshapeView},     {"relu", Activation},
    {"sigmoid", Activation},   {"gelu", Activation},        {"swish", Activation},
    {"tanh", Activation},      {"apply", OptimizerUpdate},  {"adam", OptimizerUpdate},
    {"sgd", OptimizerUpdate},  {"foreach", OptimizerUpdate}, {"quantize", Elementwise},
}};

/// What marks the gradient of an operation, in the names of every framework.
constexpr std::array<std::string_view, 3> BackwardMarks = {"backward", "backprop", "grad"};

/// Lowercase, without a framework prefix, overload suffix, underscores or "fused".
std::string canonicalName(std::string_view op)
{
    std::string name(op.size(), ' ');
    std::transform(op.begin(), op.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    for (std::string_view prefix : {"aten::", "aten."})
        if (const std::size_t at = name.find(prefix); at != std::string::npos)
            name.erase(0, at + prefix.size());
    name = name.substr(0, name.find('.'));
    std::erase_if(name, [](char c) { return c == '_' || c == '-' || c == ' '; });
    if (name.starts_with("fused") && name.size() > 5)
        name.erase(0, 5);
    return name;
}

const std::unordered_map<std::string_view, OpCategory> &nameTable()
{
    static const std::unordered_map<std::string_view, OpCategory> table = [] {
        std::unordered_map<std::string_view, OpCategory> names;
        for (const auto &[category, list] : Names)
            for (std::size_t begin = 0; begin < list.size();) {
                const std::size_t end = std::min(list.find(' ', begin), list.size());
                names.emplace(list.substr(begin, end - begin), category);
                begin = end + 1;
            }
        return names;
    }();
    return table;
}

/// The table's entry for \a name as it is, without a version suffix ("ConcatV2"), or without a
/// counter ("conv1", "add_2", as hand-written DOT labels have).
std::optional<OpCategory> byTable(std::string_view name)
{
    const auto &table = nameTable();
    const std::size_t digits = name.find_last_not_of("0123456789") + 1;
    const bool versioned = digits < name.size() && digits >= 2 && name[digits - 1] == 'v';
    for (std::string_view candidate : {name, versioned ? name.substr(0, digits - 1) : name, name.substr(0, digits)})
        if (const auto it = table.find(candidate); it != table.end())
            return it->second;
    return std::nullopt;
}

OpCategory forwardCategory(std::string_view name)
{
    if (const std::optional<OpCategory> category = byTable(name))
        return *category;
    for (const auto &[keyword, category] : Keywords)
        if (name.find(keyword) != std::string_view::npos)
            return category;
    return Other;
}

} // namespace

OpCategory opCategoryOf(std::string_view op)
{
    std::string name = canonicalName(op);
    if (const std::optional<OpCategory> category = byTable(name))
        return *category;
    for (std::string_view mark : BackwardMarks) {
        const std::size_t at = name.find(mark);
        if (at == std::string::npos)
            continue;
        name.erase(at, mark.size());
        switch (const OpCategory category = forwardCategory(name)) {
        case Conv: return ConvBackward;
        case Normalisation: return NormalisationBackward;
        default: return category;
        }
    }
    return forwardCategory(name);
}

std::string_view opCategoryName(OpCategory category)
{
    static constexpr std::array<std::string_view, OpCategoryCount> names = {
        "io", "conv", "conv-backward", "matmul", "normalisation", "normalisation-backward", "activation",
        "elementwise", "reduce", "pool", "resize", "concat-split", "reshape-view", "gather-scatter",
        "embedding", "attention", "recurrent", "optimizer-update", "control", "other"};
    return names[std::size_t(category)];
}

} // namespace regal
