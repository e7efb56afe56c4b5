#pragma once

#include "app/regal/qualitytable.h"
#include "core/base/result.h"

#include <cstdio>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace regal::cli {

/// \brief A run of a quality benchmark as it finished: its measures, or why the method
/// skipped it. One line of the runs file, and the message a rank sends rank 0.
struct QualityRecord
{
    QualityRun run;
    std::string skipped; ///< the method's error when it could not run; then run holds only the names

    std::string json() const;
    static Result<QualityRecord> parse(const std::string &text);
};

/// \brief OUT/quality-TASK.runs.jsonl: every finished run of a benchmark, one JSON line each,
/// appended as it finishes, so that a benchmark that stopped can go on with --resume.
///
/// The first line names the benchmark by a fingerprint of its graphs, methods and settings;
/// a file of another benchmark is refused, never mixed in.
class QualityRunsFile
{
public:
    using Key = std::tuple<std::string, std::string, std::uint64_t>; ///< graph, method, seed

    ~QualityRunsFile();
    QualityRunsFile(QualityRunsFile &&other) noexcept;
    QualityRunsFile &operator=(QualityRunsFile &&) = delete;

    /// Starts the file at \a path for the benchmark \a fingerprint. With \a resume, keeps the
    /// runs a file of the same benchmark holds (a line cut short by a crash is dropped) and
    /// returns them in \a kept.
    static Result<QualityRunsFile> open(const std::string &path, const std::string &fingerprint, bool resume,
                                        std::map<Key, QualityRecord> &kept);

    const std::string &path() const { return m_path; }
    /// Appends \a record and flushes it to the file.
    Status append(const QualityRecord &record);

private:
    QualityRunsFile(std::string path, std::FILE *file) : m_path(std::move(path)), m_file(file) {}

    std::string m_path;
    std::FILE *m_file = nullptr;
};

} // namespace regal::cli
