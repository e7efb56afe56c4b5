// The libFuzzer entry point of one reader; REGAL_FUZZ_READER names it (tests/fuzz/CMakeLists.txt
// builds this file once per reader, the session reader with REGAL_FUZZ_SESSION).
#include "tests/fuzz/fuzzreaders.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

#ifdef REGAL_FUZZ_ONNX
#include "tests/fuzz/onnxmutator.h"

#include <cstring>
#include <random>

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t *data, std::size_t size, std::size_t maxSize);

/// Three times in four a valid model gets one attribute or dimension made to lie (structure
/// aware); otherwise, and for bytes that do not parse, libFuzzer mutates the bytes.
extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t *data, std::size_t size, std::size_t maxSize,
                                               unsigned int seed)
{
    std::minstd_rand random(seed);
    onnx::ModelProto model;
    if (random() % 4 == 0 || !model.ParseFromArray(data, int(size)))
        return LLVMFuzzerMutate(data, size, maxSize);
    regal::fuzz::mutateOnnxModel(model, random);
    const std::string bytes = model.SerializeAsString();
    if (bytes.size() > maxSize)
        return LLVMFuzzerMutate(data, size, maxSize);
    std::memcpy(data, bytes.data(), bytes.size());
    return bytes.size();
}
#endif

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const regal::fuzz::FuzzedReader *reader = [] {
#ifdef REGAL_FUZZ_SESSION
        const regal::fuzz::FuzzedReader *found = &regal::fuzz::sessionReader();
#else
        const regal::fuzz::FuzzedReader *found = regal::fuzz::findReader(regal::fuzz::engineReaders(), REGAL_FUZZ_READER);
#endif
        if (!found) {
            std::fprintf(stderr, "no reader named %s\n", REGAL_FUZZ_READER);
            std::abort();
        }
        return found;
    }();
    reader->read(std::string(reinterpret_cast<const char *>(data), size));
    return 0;
}
