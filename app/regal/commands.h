#pragma once

#include <CLI/App.hpp>

namespace regal::cli {

/// Each command registers its options on \a app and stores its exit code in \a exitCode when
/// it runs: 0 on success, 1 on bad input (with one message on stderr).
void addInfoCommand(CLI::App &app, int &exitCode);
void addEvaluateCommand(CLI::App &app, int &exitCode);
void addConvertCommand(CLI::App &app, int &exitCode);
void addGenerateCommand(CLI::App &app, int &exitCode);

// Search: optimize, bench quality, tune.
void addOptimizeCommand(CLI::App &app, int &exitCode);
void addBenchQualityCommand(CLI::App &app, int &exitCode);
void addBenchSearchCommand(CLI::App &app, int &exitCode);
void addTuneCommand(CLI::App &app, int &exitCode);
void addBenchSimCommand(CLI::App &app, int &exitCode);
void addBenchArenaCommand(CLI::App &app, int &exitCode);
void addTrainCommand(CLI::App &app, int &exitCode);
void addCommitteeCommand(CLI::App &app, int &exitCode);
/// The "bench" command that groups the benchmarks, made on first use.
CLI::App &benchCommand(CLI::App &app);

/// Prints "regal: MESSAGE" on stderr and returns exit code 1.
int fail(const std::string &message);

} // namespace regal::cli
