#include "core/io/import/dependencyorder.h"

#include <functional>
#include <queue>

namespace regal {

DependencyOrder::DependencyOrder(const std::vector<std::vector<std::size_t>> &readers) : waiting(readers.size(), 0)
{
    for (const std::vector<std::size_t> &list : readers)
        for (std::size_t reader : list)
            ++waiting[reader];
    std::priority_queue<std::size_t, std::vector<std::size_t>, std::greater<>> ready;
    for (std::size_t node = 0; node < waiting.size(); ++node)
        if (waiting[node] == 0)
            ready.push(node);
    while (!ready.empty()) {
        const std::size_t node = ready.top();
        ready.pop();
        order.push_back(node);
        for (std::size_t reader : readers[node])
            if (--waiting[reader] == 0)
                ready.push(reader);
    }
}

std::size_t DependencyOrder::firstLeftOut() const
{
    std::size_t node = 0;
    while (node < waiting.size() && waiting[node] == 0)
        ++node;
    return node;
}

} // namespace regal
