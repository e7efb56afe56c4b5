#include "core/distributed/agreement.h"

#include "core/base/sha256.h"

#include <fmt/format.h>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

namespace regal {
namespace {

/// The hash of this program's executable: equal on two hosts when they run the same build.
std::string programHash()
{
    std::ifstream file("/proc/self/exe", std::ios::binary);
    const std::string bytes{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
    return file || file.eof() ? sha256Hex(bytes) : std::string("unreadable");
}

} // namespace

void RunFingerprint::add(std::string name, std::string_view content)
{
    m_parts.emplace_back(std::move(name), sha256Hex(content));
}

std::string RunFingerprint::digest() const
{
    std::string all;
    for (const auto &[name, hash] : m_parts)
        all += name + ' ' + hash + '\n';
    return sha256Hex(all);
}

Status checkAgreement(Communicator &communicator, const Status &started, const RunFingerprint &fingerprint)
{
    if (communicator.size() == 1)
        return started;
    nlohmann::ordered_json mine;
    mine["error"] = started.error();
    mine["parts"] = nlohmann::ordered_json::array({{"program", programHash()}});
    for (const auto &[name, hash] : fingerprint.parts())
        mine["parts"].push_back({name, hash});
    const std::vector<std::string> texts = communicator.gatherAll(mine.dump());

    std::vector<nlohmann::json> ranks;
    for (const std::string &text : texts)
        ranks.push_back(nlohmann::json::parse(text));
    for (std::size_t rank = 0; rank < ranks.size(); ++rank)
        if (const std::string error = ranks[rank]["error"].get<std::string>(); !error.empty())
            return Error{fmt::format("rank {} could not start: {}", rank, error)};
    const nlohmann::json &reference = ranks[0]["parts"];
    for (std::size_t rank = 1; rank < ranks.size(); ++rank) {
        const nlohmann::json &parts = ranks[rank]["parts"];
        for (std::size_t part = 0; part < reference.size(); ++part) {
            if (part < parts.size() && parts[part] == reference[part])
                continue;
            const std::string name = reference[part][0].get<std::string>();
            const std::string what = name == "program" ? "runs another build of regal than rank 0 (install the same one on every host)"
                                                       : fmt::format("has other {} than rank 0 (give every rank the same)", name);
            return Error{fmt::format("rank {} {}; sha256 {:.12} against {:.12}; refusing to start", rank, what,
                                     part < parts.size() ? parts[part][1].get<std::string>() : std::string("none"),
                                     reference[part][1].get<std::string>())};
        }
    }
    return {};
}

} // namespace regal
