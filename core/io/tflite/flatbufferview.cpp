#include "core/io/tflite/flatbufferview.h"

namespace regal {

std::optional<std::uint64_t> FlatBufferView::follow(std::uint64_t position) const
{
    const std::optional<std::uint32_t> offset = read<std::uint32_t>(position);
    if (!offset)
        return std::nullopt;
    const std::uint64_t target = position + *offset;
    return target < m_bytes.size() ? std::optional(target) : std::nullopt;
}

std::optional<std::uint64_t> FlatBufferView::table(std::uint64_t position) const
{
    const std::optional<std::uint64_t> at = follow(position);
    if (!at)
        return std::nullopt;
    const std::optional<std::int32_t> back = read<std::int32_t>(*at);
    if (!back)
        return std::nullopt;
    const std::int64_t vtable = std::int64_t(*at) - *back;
    if (vtable < 0)
        return std::nullopt;
    const std::optional<std::uint16_t> size = read<std::uint16_t>(std::uint64_t(vtable));
    if (!size || *size < 4 || *size % 2 != 0 || std::uint64_t(vtable) + *size > m_bytes.size())
        return std::nullopt;
    return at;
}

std::optional<std::uint64_t> FlatBufferView::fieldPosition(std::uint64_t table, int field, std::size_t size) const
{
    const std::int64_t vtable = std::int64_t(table) - read<std::int32_t>(table).value_or(0);
    const std::uint16_t vtableSize = read<std::uint16_t>(std::uint64_t(vtable)).value_or(0);
    const std::uint64_t slot = 4 + 2 * std::uint64_t(field);
    if (field < 0 || slot + 2 > vtableSize)
        return std::nullopt;
    const std::uint16_t offset = read<std::uint16_t>(std::uint64_t(vtable) + slot).value_or(0);
    if (offset == 0)
        return std::nullopt;
    const std::uint64_t position = table + offset;
    if (position > m_bytes.size() || m_bytes.size() - position < size)
        return std::nullopt;
    return position;
}

std::optional<std::uint64_t> FlatBufferView::table(std::uint64_t table, int field) const
{
    const std::optional<std::uint64_t> at = fieldPosition(table, field, 4);
    return at ? this->table(*at) : std::nullopt;
}

std::optional<FlatBufferView::Vector> FlatBufferView::vector(std::uint64_t table, int field, std::size_t elementBytes) const
{
    const std::optional<std::uint64_t> at = fieldPosition(table, field, 4);
    const std::optional<std::uint64_t> start = at ? follow(*at) : std::nullopt;
    const std::optional<std::uint32_t> count = start ? read<std::uint32_t>(*start) : std::nullopt;
    if (!count)
        return std::nullopt;
    const std::uint64_t begin = *start + 4;
    if (begin > m_bytes.size() || (m_bytes.size() - begin) / elementBytes < *count)
        return std::nullopt;
    return Vector{begin, *count};
}

std::string FlatBufferView::string(std::uint64_t table, int field) const
{
    const std::optional<Vector> bytes = vector(table, field, 1);
    return bytes ? std::string(m_bytes.substr(bytes->begin, bytes->count)) : std::string();
}

std::optional<std::uint64_t> FlatBufferView::tableAt(const Vector &vector, std::uint32_t index) const
{
    return index < vector.count ? table(vector.begin + std::uint64_t(index) * 4) : std::nullopt;
}

} // namespace regal
