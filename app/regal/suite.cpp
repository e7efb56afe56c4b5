#include "app/regal/suite.h"

#include "resources/embeddedsamples.h"

#include <algorithm>
#include <filesystem>

namespace regal::cli {

Result<std::vector<SuiteGraph>> loadSuite(const std::vector<std::string> &arguments)
{
    namespace fs = std::filesystem;
    std::vector<std::pair<std::string, std::string>> entries; // name, argument
    for (const std::string &argument : arguments) {
        std::error_code error;
        if (fs::is_directory(argument, error)) {
            std::vector<fs::path> files;
            for (const fs::directory_entry &entry : fs::directory_iterator(argument, error))
                if (entry.is_regular_file() && (entry.path().extension() == ".json" || entry.path().extension() == ".dot"))
                    files.push_back(entry.path());
            if (error)
                return Error{argument + ": " + error.message()};
            std::sort(files.begin(), files.end());
            for (const fs::path &file : files)
                entries.emplace_back(file.stem().string(), file.string());
        } else if (argument.starts_with("sample:")) {
            entries.emplace_back(argument.substr(7), argument);
        } else {
            entries.emplace_back(fs::path(argument).stem().string(), argument);
        }
    }
    if (entries.empty())
        return Error{"the suite has no graphs (a directory needs .json or .dot files)"};
    std::vector<SuiteGraph> suite;
    for (const auto &[name, argument] : entries) {
        Result<Graph> graph = loadGraphArgument(argument);
        if (!graph)
            return Error{graph.error()};
        suite.push_back({name, std::make_shared<const Graph>(std::move(graph).value())});
    }
    return suite;
}

} // namespace regal::cli
