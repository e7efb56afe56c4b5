#include "core/policy/memorypressure.h"

#include "core/sim/liveatpeak.h"

namespace regal {

std::vector<double> liveShareAtPeak(const Problem &problem, const Timeline &timeline)
{
    std::vector<double> share(problem.nodeCount(), 0.0);
    for (int device = 0; device < problem.deviceCount(); ++device) {
        const PeakMoment peak = liveAtPeak(timeline.buffers, DeviceId(device));
        for (std::uint32_t index : peak.live) {
            const BufferSpan &buffer = timeline.buffers[index];
            if (buffer.kind != BufferKind::Copy)
                share[buffer.node] += double(buffer.bytes) / double(peak.bytes);
        }
    }
    return share;
}

} // namespace regal
