#include "core/io/graphvizlock.h"

namespace regal {

std::mutex &graphvizMutex()
{
    static std::mutex mutex;
    return mutex;
}

} // namespace regal
