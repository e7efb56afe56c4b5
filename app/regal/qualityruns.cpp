#include "app/regal/qualityruns.h"

#include "core/base/textfile.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <utility>

namespace regal::cli {
namespace {

constexpr const char *Format = "regal-bench-runs";

std::string header(const std::string &fingerprint)
{
    return nlohmann::ordered_json{{"format", Format}, {"version", 1}, {"benchmark", fingerprint}}.dump();
}

} // namespace

std::string QualityRecord::json() const
{
    nlohmann::ordered_json json{{"graph", run.graph}, {"method", run.method}, {"seed", run.seed}};
    if (!skipped.empty()) {
        json["skipped"] = skipped;
    } else {
        json["value"] = run.value;
        json["feasible"] = run.feasible;
        json["evaluations"] = run.evaluations;
        json["seconds"] = run.seconds;
    }
    return json.dump();
}

Result<QualityRecord> QualityRecord::parse(const std::string &text)
{
    const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
    QualityRecord record;
    try {
        record.run.graph = json.at("graph").get<std::string>();
        record.run.method = json.at("method").get<std::string>();
        record.run.seed = json.at("seed").get<std::uint64_t>();
        if (json.contains("skipped")) {
            record.skipped = json.at("skipped").get<std::string>();
        } else {
            record.run.value = json.at("value").get<double>();
            record.run.feasible = json.at("feasible").get<bool>();
            record.run.evaluations = json.at("evaluations").get<std::int64_t>();
            record.run.seconds = json.at("seconds").get<double>();
        }
    } catch (const nlohmann::json::exception &error) {
        return Error{fmt::format("a run that is not one: {}", error.what())};
    }
    return record;
}

QualityRunsFile::~QualityRunsFile()
{
    if (m_file)
        std::fclose(m_file);
}

QualityRunsFile::QualityRunsFile(QualityRunsFile &&other) noexcept
    : m_path(std::move(other.m_path))
    , m_file(std::exchange(other.m_file, nullptr))
{
}

Result<QualityRunsFile> QualityRunsFile::open(const std::string &path, const std::string &fingerprint, bool resume,
                                              std::map<Key, QualityRecord> &kept)
{
    std::string content = header(fingerprint) + '\n';
    if (resume) {
        if (Result<std::string> text = readTextFile(path)) {
            std::size_t start = 0;
            bool first = true;
            while (start < text->size()) {
                const std::size_t end = std::min(text->find('\n', start), text->size());
                const std::string line = text->substr(start, end - start);
                start = end + 1;
                if (first) {
                    if (line != header(fingerprint))
                        return Error{fmt::format("{}: holds the runs of another benchmark (other graphs, methods or settings); "
                                                 "run without --resume to start again",
                                                 path)};
                    first = false;
                    continue;
                }
                if (Result<QualityRecord> record = QualityRecord::parse(line)) {
                    kept.insert_or_assign(Key{record->run.graph, record->run.method, record->run.seed}, *record);
                    content += line + '\n';
                }
            }
        }
    }
    // Written anew, so that a line a crash cut short is gone before others follow it.
    if (Status written = writeFileAtomically(path, content); !written)
        return written.failure();
    std::FILE *file = std::fopen(path.c_str(), "a");
    if (!file)
        return Error{path + ": cannot append to it"};
    return QualityRunsFile(path, file);
}

Status QualityRunsFile::append(const QualityRecord &record)
{
    const std::string line = record.json() + '\n';
    if (std::fputs(line.c_str(), m_file) < 0 || std::fflush(m_file) != 0)
        return Error{m_path + ": cannot write the run just finished"};
    return {};
}

} // namespace regal::cli
