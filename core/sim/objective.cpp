#include "core/sim/objective.h"

namespace regal {

std::string_view taskName(Task task)
{
    return task == Task::Runtime ? "runtime" : "memory";
}

std::optional<Task> parseTask(std::string_view name)
{
    if (name == "runtime")
        return Task::Runtime;
    if (name == "memory")
        return Task::Memory;
    return std::nullopt;
}

Score score(Task task, const Metrics &metrics)
{
    if (task == Task::Runtime)
        return {double(metrics.overflow), metrics.makespan, 0.0};
    return {0.0, double(metrics.maxPeakMemory()), metrics.makespan};
}

bool scoreCountsMemory(Task task, const Cluster &cluster)
{
    return task == Task::Memory || cluster.memoryLimited();
}

} // namespace regal
