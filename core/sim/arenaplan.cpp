#include "core/sim/arenaplan.h"

#include "core/sim/liveatpeak.h"

#include <algorithm>
#include <numeric>

namespace regal {
namespace {

enum class Fit { First, Best };

struct Placed
{
    Bytes offset;
    Bytes end;
};

/// The placed buffers of one device by time: the step axis cut into buckets, each listing the
/// buffers live somewhere in it, so that finding the buffers whose lifetimes overlap one costs
/// about the number live around it rather than the number placed.
class LifetimeBuckets
{
public:
    LifetimeBuckets(std::span<const BufferSpan> buffers, const std::vector<std::uint32_t> &order)
        : m_buffers(buffers), m_seen(buffers.size(), 0)
    {
        for (const std::uint32_t index : order)
            m_lastStep = std::max(m_lastStep, buffers[index].freeStep);
        m_buckets.resize(std::clamp<std::size_t>(order.size() / 4, 1, 4096));
    }

    void add(std::uint32_t index)
    {
        const BufferSpan &buffer = m_buffers[index];
        for (std::size_t bucket = bucketOf(buffer.allocStep); bucket <= bucketOf(buffer.freeStep - 1); ++bucket)
            m_buckets[bucket].push_back(index);
    }

    /// Calls \a visit once for every added buffer whose lifetime overlaps \a buffer's.
    template <typename Visit>
    void forEachOverlapping(const BufferSpan &buffer, Visit visit)
    {
        ++m_query;
        for (std::size_t bucket = bucketOf(buffer.allocStep); bucket <= bucketOf(buffer.freeStep - 1); ++bucket)
            for (const std::uint32_t other : m_buckets[bucket])
                if (m_seen[other] != m_query) {
                    m_seen[other] = m_query;
                    if (buffer.overlaps(m_buffers[other]))
                        visit(other);
                }
    }

private:
    std::size_t bucketOf(std::uint32_t step) const
    {
        return std::size_t(std::uint64_t(step) * m_buckets.size() / (std::uint64_t(m_lastStep) + 1));
    }

    std::span<const BufferSpan> m_buffers;
    std::vector<std::vector<std::uint32_t>> m_buckets;
    std::vector<std::uint32_t> m_seen; ///< per buffer, the last query that met it
    std::uint32_t m_query = 0;
    std::uint32_t m_lastStep = 0;
};

/// Plans the buffers \a order of one device: the weights first, one after another from 0, since
/// they live for the whole run, then the rest largest first above them. Returns the arena size.
Bytes planDevice(std::span<const BufferSpan> buffers, const std::vector<std::uint32_t> &order, Fit fit,
                 std::vector<Bytes> &offset)
{
    Bytes weights = 0;
    std::vector<std::uint32_t> rest;
    for (const std::uint32_t index : order) {
        if (buffers[index].kind == BufferKind::Parameters) {
            offset[index] = weights;
            weights += buffers[index].bytes;
        } else {
            rest.push_back(index);
        }
    }
    LifetimeBuckets placed(buffers, rest);
    std::vector<Placed> overlapping;
    Bytes arena = weights;
    for (const std::uint32_t index : rest) {
        const BufferSpan &buffer = buffers[index];
        overlapping.clear();
        placed.forEachOverlapping(buffer, [&](std::uint32_t other) {
            overlapping.push_back({offset[other], offset[other] + buffers[other].bytes});
        });
        std::sort(overlapping.begin(), overlapping.end(),
                  [](const Placed &a, const Placed &b) { return a.offset < b.offset; });
        Bytes cursor = weights;
        Bytes chosen = -1;
        Bytes chosenGap = 0;
        for (const Placed &other : overlapping) {
            const Bytes gap = other.offset - cursor;
            if (gap >= buffer.bytes && (chosen < 0 || (fit == Fit::Best && gap < chosenGap))) {
                chosen = cursor;
                chosenGap = gap;
                if (fit == Fit::First)
                    break;
            }
            cursor = std::max(cursor, other.end);
        }
        if (chosen < 0)
            chosen = cursor;
        offset[index] = chosen;
        arena = std::max(arena, chosen + buffer.bytes);
        placed.add(index);
    }
    return arena;
}

} // namespace

std::vector<Bytes> idealPeaks(std::span<const BufferSpan> buffers, std::size_t deviceCount)
{
    std::vector<Bytes> peaks(deviceCount, 0);
    for (std::size_t device = 0; device < deviceCount; ++device)
        peaks[device] = liveAtPeak(buffers, DeviceId(device)).bytes;
    return peaks;
}

ArenaPlan planArena(std::span<const BufferSpan> buffers, std::size_t deviceCount)
{
    std::vector<std::vector<std::uint32_t>> order(deviceCount);
    for (std::uint32_t index = 0; index < buffers.size(); ++index)
        order[buffers[index].device].push_back(index);
    ArenaPlan plan;
    plan.offset.assign(buffers.size(), 0);
    plan.devices.resize(deviceCount);
    const std::vector<Bytes> peaks = idealPeaks(buffers, deviceCount);
    std::vector<Bytes> bestFit(buffers.size(), 0);
    for (std::size_t device = 0; device < deviceCount; ++device) {
        std::vector<std::uint32_t> &indices = order[device];
        // Weights first: they live for the whole run, so they take [0, weights) and the
        // activations are planned above them, largest first.
        const auto weights = [&](std::uint32_t index) { return buffers[index].kind == BufferKind::Parameters; };
        std::stable_sort(indices.begin(), indices.end(), [&](std::uint32_t a, std::uint32_t b) {
            if (weights(a) != weights(b))
                return weights(a);
            return buffers[a].bytes > buffers[b].bytes
                || (buffers[a].bytes == buffers[b].bytes && buffers[a].allocStep < buffers[b].allocStep);
        });
        const Bytes first = planDevice(buffers, indices, Fit::First, plan.offset);
        const Bytes best = planDevice(buffers, indices, Fit::Best, bestFit);
        if (best < first)
            for (const std::uint32_t index : indices)
                plan.offset[index] = bestFit[index];
        Bytes parameters = 0;
        for (const std::uint32_t index : indices)
            if (buffers[index].kind == BufferKind::Parameters)
                parameters += buffers[index].bytes;
        plan.devices[device] = {std::min(first, best), peaks[device], parameters};
    }
    return plan;
}

ArenaSummary summarize(const ArenaPlan &plan)
{
    ArenaSummary summary;
    for (const ArenaDevice &device : plan.devices) {
        summary.worst = std::max(summary.worst, device.fragmentation());
        summary.worstActivations = std::max(summary.worstActivations, device.activationFragmentation());
        summary.largestArena = std::max(summary.largestArena, device.size);
        summary.largestPeak = std::max(summary.largestPeak, device.peak);
    }
    return summary;
}

} // namespace regal
