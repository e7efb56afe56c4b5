#include "core/io/graphfile.h"
#include "core/io/import/importnotes.h"
#include "core/io/tensorflow/kerasops.h"

#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace regal;
using nlohmann::json;

namespace {

/// A Keras 2 layer: its calls are lists of ["layer", call, output, {}].
json layer(const std::string &className, const std::string &name, json config, std::vector<std::vector<std::string>> calls = {})
{
    config["name"] = name;
    json inbound = json::array();
    for (const std::vector<std::string> &reads : calls) {
        json call = json::array();
        for (const std::string &read : reads) {
            const std::size_t hash = read.find('#');
            const int index = hash == std::string::npos ? 0 : std::stoi(read.substr(hash + 1));
            call.push_back(json::array({read.substr(0, hash), index, 0, json::object()}));
        }
        inbound.push_back(call);
    }
    return {{"class_name", className}, {"name", name}, {"config", config}, {"inbound_nodes", inbound}};
}

json weight(const std::string &name, std::vector<int> shape) { return {{"name", name}, {"shape", shape}, {"dtype", "float32"}}; }

json layersModel(const json &model, const json &weights)
{
    return {{"format", "layers-model"},
            {"modelTopology", {{"keras_version", "2.10.0"}, {"backend", "tensorflow"}, {"model_config", model}}},
            {"weightsManifest", json::array({{{"paths", {"group1-shard1of1.bin"}}, {"weights", weights}}})}};
}

/// x[None, 8, 8, 3] -> Conv2D 3x3 same, 4 filters, relu -> MaxPooling2D 2 -> Flatten -> Dense 10,
/// in the Keras 2 form; the manifest also lists a weight of no layer.
json convModel()
{
    json layers = json::array();
    layers.push_back(layer("InputLayer", "x", {{"batch_input_shape", {nullptr, 8, 8, 3}}, {"dtype", "float32"}}));
    layers.push_back(layer("Conv2D", "conv",
                           {{"filters", 4}, {"kernel_size", {3, 3}}, {"strides", {1, 1}}, {"padding", "same"},
                            {"activation", "relu"}, {"use_bias", true}},
                           {{"x"}}));
    layers.push_back(layer("MaxPooling2D", "pool", {{"pool_size", {2, 2}}, {"strides", nullptr}, {"padding", "valid"}}, {{"conv"}}));
    layers.push_back(layer("Flatten", "flat", json::object(), {{"pool"}}));
    layers.push_back(layer("Dense", "dense", {{"units", 10}, {"activation", "linear"}}, {{"flat"}}));
    const json model = {{"class_name", "Functional"},
                        {"config",
                         {{"name", "net"},
                          {"layers", layers},
                          {"input_layers", json::array({json::array({"x", 0, 0})})},
                          {"output_layers", json::array({json::array({"dense", 0, 0})})}}}};
    return layersModel(model, json::array({weight("conv/kernel", {3, 3, 3, 4}), weight("conv/bias", {4}),
                                           weight("dense/kernel", {64, 10}), weight("dense/bias", {10}),
                                           weight("orphan/kernel", {5})}));
}

/// The same model as Keras 3 writes it: calls as "args" of "__keras_tensor__" objects, single
/// input and output refs, "batch_shape".
json convModelKeras3()
{
    json model = convModel();
    json &config = model["modelTopology"]["model_config"]["config"];
    for (json &entry : config["layers"]) {
        json calls = json::array();
        for (const json &call : entry["inbound_nodes"]) {
            json args = json::array();
            for (const json &read : call)
                args.push_back({{"class_name", "__keras_tensor__"},
                                {"config", {{"shape", json::array()}, {"dtype", "float32"}, {"keras_history", {read[0], read[1], read[2]}}}}});
            calls.push_back({{"args", args}, {"kwargs", json::object()}});
        }
        entry["inbound_nodes"] = calls;
        if (entry["config"].contains("batch_input_shape")) {
            entry["config"]["batch_shape"] = entry["config"]["batch_input_shape"];
            entry["config"].erase("batch_input_shape");
        }
    }
    config["input_layers"] = json::array({"x", 0, 0});
    config["output_layers"] = json::array({"dense", 0, 0});
    model["modelTopology"]["keras_version"] = "3.3.3";
    return model;
}

Result<Graph> writeAndLoad(const QTemporaryDir &folder, const json &model)
{
    const std::string path = folder.filePath(QStringLiteral("model.json")).toStdString();
    std::ofstream(path) << model.dump();
    return loadGraph(path);
}

bool warns(const Graph &graph, const std::string &text)
{
    const std::vector<std::string> &warnings = ImportNotes::of(graph).warnings;
    return std::any_of(warnings.begin(), warnings.end(), [&](const std::string &warning) {
        return warning.find(text) != std::string::npos;
    });
}

Dims dimsOf(const QString &text)
{
    Dims dims;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        dims.push_back(part.trimmed().toLongLong());
    return dims;
}

/// A Functional model of \a layers reading \a inputs and giving \a outputs.
json functional(const json &layers, std::vector<std::string> inputs, std::vector<std::string> outputs)
{
    json in = json::array();
    for (const std::string &name : inputs)
        in.push_back(json::array({name, 0, 0}));
    json out = json::array();
    for (const std::string &name : outputs) {
        const std::size_t hash = name.find('#');
        out.push_back(json::array({name.substr(0, hash), hash == std::string::npos ? 0 : std::stoi(name.substr(hash + 1)), 0}));
    }
    return {{"class_name", "Functional"}, {"config", {{"name", "m"}, {"layers", layers}, {"input_layers", in}, {"output_layers", out}}}};
}

} // namespace

class TestKerasImport : public QObject
{
    Q_OBJECT

private slots:
    void convModelBecomesOneNodePerLayer();
    void keras3CallsGiveTheSameGraph();
    void aLayerCalledTwiceReadsItsWeightsFromOneParameter();
    void nestedModelsAreExpandedInPlace();
    void customLayersPassTheirShapeOnWithAWarning();
    void weightNamesOfManyScopesAreReadByTheirLast();
    void brokenModelsAreErrorsNamingTheLayer_data();
    void brokenModelsAreErrorsNamingTheLayer();
    void shapeRules_data();
    void shapeRules();
    void recurrentStatesAreMoreOutputs();
    void rulesRefuseWhatKerasRefuses_data();
    void rulesRefuseWhatKerasRefuses();
};

void TestKerasImport::convModelBecomesOneNodePerLayer()
{
    QTemporaryDir folder;
    Result<Graph> loaded = writeAndLoad(folder, convModel());
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    QCOMPARE(loaded->nodeCount(), std::size_t(5));
    QCOMPARE(loaded->name(), folder.path().section(QLatin1Char('/'), -1).toStdString());

    const Node &input = loaded->node(loaded->find("x"));
    QCOMPARE(input.op, std::string("Input"));
    QCOMPARE(input.outputs[0].bytes, Bytes(1 * 8 * 8 * 3 * 4)); // the batch guessed as 1

    const Node &conv = loaded->node(loaded->find("conv"));
    QCOMPARE(conv.op, std::string("Conv2D"));
    QCOMPARE(conv.outputs[0].bytes, Bytes(8 * 8 * 4 * 4));
    QCOMPARE(conv.paramBytes, Bytes((108 + 4) * 4));
    QCOMPARE(conv.flops, 2.0 * 256 * 9 * 3 + 256 + 256); // multiply-adds, bias, relu

    QCOMPARE(loaded->node(loaded->find("pool")).outputs[0].bytes, Bytes(4 * 4 * 4 * 4));
    const Node &flat = loaded->node(loaded->find("flat"));
    QCOMPARE(flat.outputs[0].aliasOf, 0);
    const Node &dense = loaded->node(loaded->find("dense"));
    QCOMPARE(dense.outputs[0].bytes, Bytes(10 * 4));
    QCOMPARE(dense.paramBytes, Bytes((640 + 10) * 4));
    QVERIFY(dense.outputs[0].isGraphOutput);
    QVERIFY(!conv.outputs[0].isGraphOutput);

    const ImportNotes notes = ImportNotes::of(*loaded);
    QCOMPARE(notes.format, std::string("tensorflow.js layers"));
    QCOMPARE(notes.producer, std::string("keras 2.10.0"));
    QCOMPARE(notes.storedParameterBytes, Bytes((108 + 4 + 640 + 10 + 5) * 4));
    QVERIFY(warns(*loaded, "1 weight of the manifest (first 'orphan/kernel') belong to no layer"));
    QVERIFY(warns(*loaded, "dynamic dimension 'x[0]' of x guessed as 1"));
}

void TestKerasImport::keras3CallsGiveTheSameGraph()
{
    QTemporaryDir two;
    QTemporaryDir three;
    Result<Graph> keras2 = writeAndLoad(two, convModel());
    Result<Graph> keras3 = writeAndLoad(three, convModelKeras3());
    QVERIFY2(keras3, keras3 ? "" : keras3.error().c_str());
    QCOMPARE(keras3->nodeCount(), keras2->nodeCount());
    QCOMPARE(keras3->contentHash(), keras2->contentHash());
    QCOMPARE(ImportNotes::of(*keras3).producer, std::string("keras 3.3.3"));
}

void TestKerasImport::aLayerCalledTwiceReadsItsWeightsFromOneParameter()
{
    // A Siamese pair: one Dense tower (16 x 32 + 32 floats) on two inputs, the results added.
    json layers = json::array();
    layers.push_back(layer("InputLayer", "a", {{"batch_input_shape", {1, 16}}}));
    layers.push_back(layer("InputLayer", "b", {{"batch_input_shape", {1, 16}}}));
    layers.push_back(layer("Dense", "tower", {{"units", 32}}, {{"a"}, {"b"}}));
    layers.push_back(layer("Add", "sum", json::object(), {{"tower#0", "tower#1"}}));
    const json model = layersModel(functional(layers, {"a", "b"}, {"sum"}),
                                   json::array({weight("tower/kernel", {16, 32}), weight("tower/bias", {32})}));
    QTemporaryDir folder;
    Result<Graph> loaded = writeAndLoad(folder, model);
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    const NodeId weights = loaded->find("tower/weights");
    QVERIFY(weights != InvalidNode);
    QCOMPARE(loaded->node(weights).op, std::string("Parameter"));
    QCOMPARE(loaded->node(weights).outputs[0].bytes, Bytes((512 + 32) * 4));
    Bytes charged = 0;
    for (NodeId id = 0; id < loaded->nodeCount(); ++id)
        charged += loaded->node(id).paramBytes;
    QCOMPARE(charged, Bytes(0));
    for (const char *name : {"tower", "tower_2"}) {
        const Node &call = loaded->node(loaded->find(name));
        QCOMPARE(call.op, std::string("Dense"));
        QVERIFY(std::find(call.inputs.begin(), call.inputs.end(), TensorRef{weights, 0}) != call.inputs.end());
    }
    const Node &sum = loaded->node(loaded->find("sum"));
    QCOMPARE(sum.inputs.size(), std::size_t(2));
    QVERIFY(sum.inputs[0] != sum.inputs[1]);
}

void TestKerasImport::nestedModelsAreExpandedInPlace()
{
    // A Sequential whose first layer is a Functional base with its own input, then a Dense head,
    // as models built on a pretrained base are.
    json baseLayers = json::array();
    baseLayers.push_back(layer("InputLayer", "in", {{"batch_input_shape", {nullptr, 4, 4, 2}}}));
    baseLayers.push_back(layer("Conv2D", "conv", {{"filters", 3}, {"kernel_size", 1}}, {{"in"}}));
    json base = functional(baseLayers, {"in"}, {"conv"});
    base["name"] = "base";
    base["config"]["name"] = "base";
    const json head = layer("Dense", "head", {{"units", 5}});
    const json model = {{"class_name", "Sequential"}, {"config", {{"name", "outer"}, {"layers", json::array({base, head})}}}};
    QTemporaryDir folder;
    Result<Graph> loaded = writeAndLoad(folder, layersModel(model, json::array({weight("base/conv/kernel", {1, 1, 2, 3}),
                                                                                weight("head/kernel", {3, 5})})));
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    QCOMPARE(loaded->nodeCount(), std::size_t(3));
    const Node &conv = loaded->node(loaded->find("base/conv"));
    QCOMPARE(conv.group, std::string("base"));
    QCOMPARE(conv.paramBytes, Bytes(6 * 4));
    QCOMPARE(conv.inputs.size(), std::size_t(1));
    QCOMPARE(conv.inputs[0].node, loaded->find("base/in"));
    const Node &dense = loaded->node(loaded->find("head"));
    QCOMPARE(dense.outputs[0].bytes, Bytes(4 * 4 * 5 * 4));
    QCOMPARE(dense.paramBytes, Bytes(15 * 4));
    QVERIFY(dense.outputs[0].isGraphOutput);
}

void TestKerasImport::customLayersPassTheirShapeOnWithAWarning()
{
    json layers = json::array();
    layers.push_back(layer("InputLayer", "x", {{"batch_input_shape", {1, 4, 4, 8}}}));
    layers.push_back(layer("PixelShuffle2x", "shuffle", json::object(), {{"x"}}));
    layers.push_back(layer("Conv2D", "conv", {{"filters", 2}, {"kernel_size", 1}}, {{"shuffle"}}));
    QTemporaryDir folder;
    Result<Graph> loaded = writeAndLoad(folder, layersModel(functional(layers, {"x"}, {"conv"}), json::array()));
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    QCOMPARE(loaded->node(loaded->find("shuffle")).outputs[0].bytes, Bytes(4 * 4 * 8 * 4));
    QCOMPARE(loaded->node(loaded->find("conv")).outputs[0].bytes, Bytes(4 * 4 * 2 * 4));
    QVERIFY(warns(*loaded, "1 layer call of class PixelShuffle2x (first 'shuffle'): a layer class the importer does "
                           "not know"));
}

void TestKerasImport::weightNamesOfManyScopesAreReadByTheirLast()
{
    // Thirty scopes before the layer's name still find it; a name of 100,000 empty scopes (once
    // a search of every run of scopes, minutes) belongs to no layer and is quoted short.
    std::string deep;
    for (int scope = 0; scope < 30; ++scope)
        deep += "outer" + std::to_string(scope) + "/";
    json layers = json::array();
    layers.push_back(layer("InputLayer", "x", {{"batch_input_shape", {1, 4}}}));
    layers.push_back(layer("Dense", "dense", {{"units", 2}}, {{"x"}}));
    const json model = layersModel(functional(layers, {"x"}, {"dense"}),
                                   json::array({weight(deep + "dense/kernel", {4, 2}), weight(std::string(100000, '/') + "k", {1})}));
    QTemporaryDir folder;
    Result<Graph> loaded = writeAndLoad(folder, model);
    QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
    QCOMPARE(loaded->node(loaded->find("dense")).paramBytes, Bytes(8 * 4));
    const std::vector<std::string> &warnings = ImportNotes::of(*loaded).warnings;
    const auto unplaced = std::find_if(warnings.begin(), warnings.end(), [](const std::string &warning) {
        return warning.find("1 weight of the manifest") != std::string::npos;
    });
    QVERIFY(unplaced != warnings.end());
    QVERIFY2(unplaced->size() < 400, unplaced->c_str());
}

void TestKerasImport::brokenModelsAreErrorsNamingTheLayer_data()
{
    QTest::addColumn<QByteArray>("model");
    QTest::addColumn<QString>("error");
    const json input = layer("InputLayer", "x", {{"batch_input_shape", {1, 4}}});
    const auto row = [](const char *name, const json &model, const char *error) {
        QTest::newRow(name) << QByteArray::fromStdString(layersModel(model, json::array()).dump()) << QString::fromUtf8(error);
    };
    row("unknown layer read",
        functional(json::array({input, layer("Dense", "d", {{"units", 2}}, {{"ghost"}})}), {"x"}, {"d"}),
        "layer 'd' reads 'ghost', which the model does not have");
    row("cycle",
        functional(json::array({input, layer("Add", "a", json::object(), {{"x", "b"}}),
                                layer("Add", "b", json::object(), {{"x", "a"}})}),
                   {"x"}, {"b"}),
        "layer 'a' reads 'b', which no call of that layer makes, or which comes after it (a cycle)");
    row("unknown output", functional(json::array({input}), {"x"}, {"y"}), "output_layers names 'y', which no layer makes");
    row("no layers", functional(json::array(), {}, {}), "the Keras model has no layers");
    row("sequential without an input shape",
        json{{"class_name", "Sequential"}, {"config", {{"layers", json::array({layer("Dense", "d", {{"units", 2}})})}}}},
        "the Sequential model's first layer 'd' gives no input shape");
    row("not a model", json{{"class_name", "Dense"}, {"config", json::object()}},
        "the Keras model is of class 'Dense', not Sequential, Functional or Model");
}

void TestKerasImport::brokenModelsAreErrorsNamingTheLayer()
{
    QFETCH(QByteArray, model);
    QFETCH(QString, error);
    QTemporaryDir folder;
    Result<Graph> loaded = writeAndLoad(folder, json::parse(model.toStdString()));
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().find(error.toStdString()) != std::string::npos, loaded.error().c_str());
    QVERIFY2(loaded.error().find("model.json") != std::string::npos, loaded.error().c_str());
}

void TestKerasImport::shapeRules_data()
{
    QTest::addColumn<QString>("className");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("inputs"); // dims of each input, separated by ';'
    QTest::addColumn<QString>("output");
    QTest::addColumn<int>("alias");
    const auto row = [](const char *name, const char *className, const char *config, const char *inputs, const char *output,
                        int alias = -1) {
        QTest::newRow(name) << QString::fromUtf8(className) << QString::fromUtf8(config) << QString::fromUtf8(inputs)
                            << QString::fromUtf8(output) << alias;
    };
    row("conv valid, stride 2", "Conv2D", R"({"filters":8,"kernel_size":[3,3],"strides":[2,2]})", "1,9,9,3", "1,4,4,8");
    row("conv channels first, same", "Conv2D",
        R"({"filters":8,"kernel_size":3,"strides":2,"padding":"same","data_format":"channels_first"})", "1,3,9,9",
        "1,8,5,5");
    row("conv1d causal, dilated", "Conv1D", R"({"filters":6,"kernel_size":3,"dilation_rate":2,"padding":"causal"})",
        "1,10,4", "1,10,6");
    row("transposed same", "Conv2DTranspose", R"({"filters":3,"kernel_size":3,"strides":2,"padding":"same"})",
        "1,4,4,8", "1,8,8,3");
    row("transposed valid", "Conv2DTranspose", R"({"filters":3,"kernel_size":3,"strides":2})", "1,4,4,8", "1,9,9,3");
    row("transposed output padding", "Conv2DTranspose",
        R"({"filters":3,"kernel_size":3,"strides":2,"padding":"same","output_padding":[1,1]})", "1,4,4,8", "1,8,8,3");
    row("depthwise", "DepthwiseConv2D", R"({"kernel_size":3,"padding":"same","depth_multiplier":2})", "1,8,8,3",
        "1,8,8,6");
    row("separable", "SeparableConv2D", R"({"filters":16,"kernel_size":3})", "1,8,8,3", "1,6,6,16");
    row("dense on the last axis", "Dense", R"({"units":7})", "2,5,4", "2,5,7");
    row("max pool same", "MaxPooling2D", R"({"pool_size":3,"strides":2,"padding":"same"})", "1,7,7,4", "1,4,4,4");
    row("average pool 1d default", "AveragePooling1D", "{}", "1,9,4", "1,4,4");
    row("global average", "GlobalAveragePooling2D", "{}", "1,7,7,4", "1,4");
    row("global max, kept dims", "GlobalMaxPooling2D", R"({"keepdims":true})", "1,7,7,4", "1,1,1,4");
    row("concatenate", "Concatenate", R"({"axis":-1})", "1,4,4,2;1,4,4,3", "1,4,4,5");
    row("add broadcasts", "Add", "{}", "1,4,4,3;1,1,1,3", "1,4,4,3");
    row("flatten", "Flatten", "{}", "1,2,3,4", "1,24", 0);
    row("reshape with -1", "Reshape", R"({"target_shape":[-1,4]})", "1,2,3,4", "1,6,4", 0);
    row("permute", "Permute", R"({"dims":[2,1]})", "1,5,7", "1,7,5");
    row("repeat vector", "RepeatVector", R"({"n":3})", "1,6", "1,3,6");
    row("upsampling", "UpSampling2D", R"({"size":[2,3]})", "1,4,4,2", "1,8,12,2");
    row("zero padding per side", "ZeroPadding2D", R"({"padding":[[1,2],[3,4]]})", "1,4,4,2", "1,7,11,2");
    row("zero padding one number", "ZeroPadding2D", R"({"padding":1})", "1,4,4,2", "1,6,6,2");
    row("cropping 1d", "Cropping1D", R"({"cropping":[1,2]})", "1,10,3", "1,7,3");
    row("embedding", "Embedding", R"({"input_dim":100,"output_dim":16})", "1,12", "1,12,16");
    row("lstm sequences", "LSTM", R"({"units":8,"return_sequences":true})", "1,20,4", "1,20,8");
    row("gru last", "GRU", R"({"units":8})", "1,20,4", "1,8");
    row("bidirectional concat", "Bidirectional",
        R"({"layer":{"class_name":"LSTM","config":{"units":8,"return_sequences":true}}})", "1,20,4", "1,20,16");
    row("time distributed dense", "TimeDistributed", R"({"layer":{"class_name":"Dense","config":{"units":5}}})",
        "1,6,4", "1,6,5");
    row("dropout is an alias", "Dropout", R"({"rate":0.5})", "1,3", "1,3", 0);
}

void TestKerasImport::shapeRules()
{
    QFETCH(QString, className);
    QFETCH(QString, config);
    QFETCH(QString, inputs);
    QFETCH(QString, output);
    QFETCH(int, alias);
    const json parsed = json::parse(config.toStdString());
    std::vector<TensorInfo> shapes;
    for (const QString &dims : inputs.split(QLatin1Char(';'))) {
        TensorInfo shape;
        shape.type = ElementType::Float32;
        shape.dims = dimsOf(dims);
        shape.shapeKnown = true;
        shapes.push_back(shape);
    }
    KerasLayerCall call;
    call.className = className.toStdString();
    call.config = &parsed;
    for (const TensorInfo &shape : shapes)
        call.inputs.push_back(&shape);
    QVERIFY2(inferKerasLayer(call), call.problem.c_str());
    QCOMPARE(formatDims(call.outputs.at(0).dims), formatDims(dimsOf(output)));
    QCOMPARE(call.aliasOf, alias);
    QVERIFY(call.flops >= 0.0);
}

void TestKerasImport::recurrentStatesAreMoreOutputs()
{
    const json config = json::parse(R"({"units":8,"return_state":true})");
    TensorInfo sequence;
    sequence.dims = {2, 20, 4};
    sequence.shapeKnown = true;
    KerasLayerCall call;
    call.className = "LSTM";
    call.config = &config;
    call.inputs = {&sequence};
    QVERIFY(inferKerasLayer(call));
    QCOMPARE(call.outputs.size(), std::size_t(3)); // the last output, then the hidden and the cell state
    for (const TensorInfo &output : call.outputs)
        QCOMPARE(formatDims(output.dims), std::string("[2, 8]"));
    QCOMPARE(call.flops, 2.0 * 2 * 20 * 4 * 8 * (4 + 8));

    // Both directions: the concatenated output, then each direction's hidden and cell state.
    const json both = json::parse(R"({"layer":{"class_name":"LSTM","config":{"units":8,"return_state":true}}})");
    KerasLayerCall bidirectional;
    bidirectional.className = "Bidirectional";
    bidirectional.config = &both;
    bidirectional.inputs = {&sequence};
    QVERIFY(inferKerasLayer(bidirectional));
    QCOMPARE(bidirectional.outputs.size(), std::size_t(5));
    QCOMPARE(formatDims(bidirectional.outputs[0].dims), std::string("[2, 16]"));
    for (std::size_t state = 1; state < 5; ++state)
        QCOMPARE(formatDims(bidirectional.outputs[state].dims), std::string("[2, 8]"));
}

void TestKerasImport::rulesRefuseWhatKerasRefuses_data()
{
    QTest::addColumn<QString>("className");
    QTest::addColumn<QString>("config");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("problem");
    QTest::newRow("permute names an axis twice") << "Permute" << R"({"dims":[1,1]})" << "1,5,7"
                                                 << "its dims must name each of the axes 1 to 2 once";
    QTest::newRow("bidirectional over a scalar")
        << "Bidirectional" << R"({"layer":{"class_name":"Activation","config":{}}})" << ""
        << "its layer gives an output of rank 0";
    QTest::newRow("dense without units") << "Dense" << "{}" << "1,4" << "has no units";
}

void TestKerasImport::rulesRefuseWhatKerasRefuses()
{
    QFETCH(QString, className);
    QFETCH(QString, config);
    QFETCH(QString, input);
    QFETCH(QString, problem);
    const json parsed = json::parse(config.toStdString());
    TensorInfo shape;
    shape.dims = dimsOf(input);
    shape.shapeKnown = true;
    KerasLayerCall call;
    call.className = className.toStdString();
    call.config = &parsed;
    call.inputs = {&shape};
    QVERIFY(!inferKerasLayer(call));
    QCOMPARE(QString::fromStdString(call.problem), problem);
}

QTEST_GUILESS_MAIN(TestKerasImport)
#include "tst_kerasimport.moc"
