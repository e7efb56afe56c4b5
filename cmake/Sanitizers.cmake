# Instrumented builds, each in a build directory of its own (packaging/sanitize.sh, tests/fuzz/run.sh):
#   -DREGAL_SANITIZE=address,undefined   every target with AddressSanitizer and UBSan (gcc or clang)
#   -DREGAL_SANITIZE=thread              every target with ThreadSanitizer
#   -DREGAL_FUZZ=ON                      clang only: libFuzzer targets of every file reader in
#                                        build/fuzz/, everything instrumented for coverage, ASan, UBSan
# A normal build sets neither and is not affected.
set(REGAL_SANITIZE "" CACHE STRING "Sanitizers for every target: address,undefined or thread (empty: none)")
option(REGAL_FUZZ "Build the libFuzzer targets of the file readers (needs clang)" OFF)

if(REGAL_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "REGAL_FUZZ needs clang: configure with -DCMAKE_CXX_COMPILER=clang++")
    endif()
    if(NOT REGAL_SANITIZE)
        set(REGAL_SANITIZE "address,undefined")
    endif()
    add_compile_options(-fsanitize=fuzzer-no-link)
endif()

if(REGAL_SANITIZE)
    # Stop at the first report: a sanitizer finding fails the test that met it.
    add_compile_options(-fsanitize=${REGAL_SANITIZE} -fno-omit-frame-pointer -fno-sanitize-recover=all -g)
    add_link_options(-fsanitize=${REGAL_SANITIZE})
endif()
