#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace regal {

/// \brief Hands out unique node names: a name already taken gets "_2", "_3"... appended.
class UniqueNames
{
public:
    /// \a wanted if free, else the first free "wanted_N"; an empty \a wanted becomes \a fallback.
    std::string take(const std::string &wanted, const std::string &fallback = "node");

private:
    std::unordered_set<std::string> m_taken;
    std::unordered_map<std::string, std::size_t> m_nextSuffix;
};

/// The scope path of a framework node name: "/encoder/layer.0/attn/MatMul" and
/// "encoder/layer.0/attn/MatMul" give "encoder/layer.0/attn"; a name without '/' gives "".
std::string scopeOfName(std::string_view name);

} // namespace regal
