#pragma once

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

namespace regal {

/// \brief A bounds-checked reader of a FlatBuffers buffer, for files that may lie.
///
/// Tables, vectors and strings are named by their position in the buffer. A table's field is
/// named by its index in the schema (the n-th field, a union taking two). Every read that would
/// leave the buffer, and every offset that points outside it, reads as absent: a scalar gives its
/// default, a table, vector or string nothing.
class FlatBufferView
{
public:
    /// A vector's elements: \a count of them from \a begin.
    struct Vector
    {
        std::uint64_t begin = 0;
        std::uint32_t count = 0;
    };

    explicit FlatBufferView(std::string_view bytes) : m_bytes(bytes) {}

    /// The root table, or nullopt.
    std::optional<std::uint64_t> root() const { return table(0); }
    /// The four bytes of the file identifier (after the root offset), or empty.
    std::string_view identifier() const { return m_bytes.size() >= 8 ? m_bytes.substr(4, 4) : std::string_view(); }

    template <typename T>
    T scalar(std::uint64_t table, int field, T fallback) const
    {
        const std::optional<std::uint64_t> at = fieldPosition(table, field, sizeof(T));
        return at ? read<T>(*at).value_or(fallback) : fallback;
    }
    /// The table that field \a field of \a table refers to.
    std::optional<std::uint64_t> table(std::uint64_t table, int field) const;
    /// The vector that field \a field of \a table refers to, with elements of \a elementBytes.
    std::optional<Vector> vector(std::uint64_t table, int field, std::size_t elementBytes) const;
    std::string string(std::uint64_t table, int field) const;

    template <typename T>
    T element(const Vector &vector, std::uint32_t index, T fallback) const
    {
        return index < vector.count ? read<T>(vector.begin + std::uint64_t(index) * sizeof(T)).value_or(fallback) : fallback;
    }
    /// The table that element \a index of a vector of tables refers to.
    std::optional<std::uint64_t> tableAt(const Vector &vector, std::uint32_t index) const;

private:
    template <typename T>
    std::optional<T> read(std::uint64_t position) const
    {
        if (position > m_bytes.size() || m_bytes.size() - position < sizeof(T))
            return std::nullopt;
        T value;
        std::memcpy(&value, m_bytes.data() + position, sizeof(T));
        return value;
    }
    /// The table that the unsigned offset at \a position refers to, if its vtable is whole.
    std::optional<std::uint64_t> table(std::uint64_t position) const;
    /// Where the unsigned offset at \a position points.
    std::optional<std::uint64_t> follow(std::uint64_t position) const;
    /// Where field \a field of \a table lies, if present and \a size bytes fit there.
    std::optional<std::uint64_t> fieldPosition(std::uint64_t table, int field, std::size_t size) const;

    std::string_view m_bytes;
};

} // namespace regal
