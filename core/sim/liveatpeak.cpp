#include "core/sim/liveatpeak.h"

#include <algorithm>

namespace regal {

PeakMoment liveAtPeak(std::span<const BufferSpan> buffers, DeviceId device)
{
    struct Change
    {
        std::uint32_t step;
        Bytes bytes;
        double time;
    };
    std::vector<Change> changes;
    for (const BufferSpan &buffer : buffers)
        if (buffer.device == device) {
            changes.push_back({buffer.allocStep, buffer.bytes, buffer.alloc});
            changes.push_back({buffer.freeStep, -buffer.bytes, buffer.free});
        }
    std::sort(changes.begin(), changes.end(), [](const Change &a, const Change &b) {
        return a.step < b.step || (a.step == b.step && a.bytes < b.bytes);
    });
    PeakMoment peak;
    Bytes live = 0;
    for (std::size_t i = 0; i < changes.size(); ++i) {
        live += changes[i].bytes;
        const bool stepEnds = i + 1 == changes.size() || changes[i + 1].step != changes[i].step;
        if (stepEnds && live > peak.bytes) {
            peak.bytes = live;
            peak.step = changes[i].step;
            peak.time = changes[i].time;
        }
    }
    if (peak.bytes == 0)
        return peak;
    for (std::uint32_t index = 0; index < buffers.size(); ++index)
        if (buffers[index].device == device && buffers[index].allocStep <= peak.step && peak.step < buffers[index].freeStep)
            peak.live.push_back(index);
    std::stable_sort(peak.live.begin(), peak.live.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return buffers[a].bytes > buffers[b].bytes; });
    return peak;
}

} // namespace regal
