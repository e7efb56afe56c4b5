// The libFuzzer entry point of one reader; REGAL_FUZZ_READER names it (tests/fuzz/CMakeLists.txt
// builds this file once per reader, the session reader with REGAL_FUZZ_SESSION).
#include "tests/fuzz/fuzzreaders.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

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
