#include "core/io/import/nodenames.h"

namespace regal {

std::string UniqueNames::take(const std::string &wanted, const std::string &fallback)
{
    const std::string base = wanted.empty() ? fallback : wanted;
    if (m_taken.insert(base).second)
        return base;
    // Each base remembers where its suffixes went on, so that many nodes of one name cost one
    // try each rather than one per earlier namesake.
    std::size_t &suffix = m_nextSuffix.try_emplace(base, 2).first->second;
    for (;; ++suffix) {
        std::string candidate = base + "_" + std::to_string(suffix);
        if (m_taken.insert(candidate).second) {
            ++suffix;
            return candidate;
        }
    }
}

std::string scopeOfName(std::string_view name)
{
    while (name.starts_with('/'))
        name.remove_prefix(1);
    const std::size_t last = name.rfind('/');
    if (last == std::string_view::npos)
        return {};
    std::string_view scope = name.substr(0, last);
    while (scope.ends_with('/'))
        scope.remove_suffix(1);
    return std::string(scope);
}

} // namespace regal
