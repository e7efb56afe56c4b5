#include "core/io/arenajson.h"

namespace regal {

nlohmann::ordered_json arenaJson(const Problem &problem, const Timeline &timeline, const ArenaPlan &plan)
{
    const Graph &graph = problem.graph();
    const Cluster &cluster = problem.cluster();
    nlohmann::ordered_json arena;
    nlohmann::ordered_json &devices = arena["devices"] = nlohmann::ordered_json::object();
    for (std::size_t device = 0; device < plan.devices.size(); ++device)
        devices[cluster.devices[device].name] = {{"size", plan.devices[device].size},
                                                 {"peak", plan.devices[device].peak}};
    nlohmann::ordered_json &buffers = arena["buffers"] = nlohmann::ordered_json::array();
    for (std::size_t index = 0; index < timeline.buffers.size(); ++index) {
        const BufferSpan &buffer = timeline.buffers[index];
        nlohmann::ordered_json entry{{"device", cluster.devices[buffer.device].name},
                                     {"kind", bufferKindName(buffer.kind)},
                                     {"node", graph.node(buffer.node).name}};
        if (buffer.kind == BufferKind::Output || buffer.kind == BufferKind::Copy)
            entry["port"] = buffer.output - graph.outputOffset(buffer.node);
        entry["bytes"] = buffer.bytes;
        entry["alloc"] = buffer.alloc;
        entry["free"] = buffer.free;
        entry["offset"] = plan.offset[index];
        buffers.push_back(std::move(entry));
    }
    return arena;
}

} // namespace regal
