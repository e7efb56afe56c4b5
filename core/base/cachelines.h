#pragma once

#include <cstddef>
#include <new>
#include <vector>

namespace regal {

/// The cache line size of the machines the project runs on (x86-64 and most ARM64 cores).
inline constexpr std::size_t CacheLine = 64;

/// \brief An allocator that gives every allocation whole cache lines of its own.
///
/// Each thread of a search owns its scratch space, yet small buffers of two threads that the
/// heap happens to place side by side share a cache line, and every write to one then evicts the
/// line from the other core (false sharing). Buffers from this allocator start on a line and
/// end on one, so nothing of another buffer sits beside them.
template <typename T>
struct CacheLineAllocator
{
    using value_type = T;

    CacheLineAllocator() = default;
    template <typename U>
    CacheLineAllocator(const CacheLineAllocator<U> &)
    {
    }

    T *allocate(std::size_t count) { return static_cast<T *>(::operator new(bytes(count), std::align_val_t(CacheLine))); }
    void deallocate(T *pointer, std::size_t) { ::operator delete(pointer, std::align_val_t(CacheLine)); }

    template <typename U>
    bool operator==(const CacheLineAllocator<U> &) const
    {
        return true;
    }

private:
    static std::size_t bytes(std::size_t count) { return (count * sizeof(T) + CacheLine - 1) / CacheLine * CacheLine; }
};

/// A vector whose elements sit on cache lines of their own (CacheLineAllocator).
template <typename T>
using LineVector = std::vector<T, CacheLineAllocator<T>>;

} // namespace regal
