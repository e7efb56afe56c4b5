#include "app/regal/ranks.h"

#include "app/regal/commands.h"
#include "core/distributed/launch.h"

namespace regal::cli {

int runOnRanks(const std::function<int(Communicator &)> &command)
{
    Result<std::unique_ptr<Communicator>> communicator = createCommunicator();
    if (!communicator)
        return fail(communicator.error());
    return runOnEveryRank(**communicator, [&] { return command(**communicator); });
}

int failOnEveryRank(const Communicator &communicator, const std::string &message)
{
    return communicator.isRoot() ? fail(message) : 1;
}

std::string suiteFingerprint(const std::vector<SuiteGraph> &suite)
{
    std::string text;
    for (const SuiteGraph &entry : suite)
        text += entry.name + ' ' + entry.graph->contentHash() + '\n';
    return text;
}

} // namespace regal::cli
