#include "app/regal/commands.h"

#include "core/base/textfile.h"
#include "core/policy/policyfile.h"

#include <cstdio>
#include <fmt/format.h>

namespace regal::cli {
namespace {

struct CommitteeOptions
{
    std::string model;
    std::vector<std::string> members;
    std::string out;
};

Result<PolicyModel> readPlainPolicy(const std::string &path)
{
    Result<PolicyModel> model = readPolicyFile(path);
    if (model && !model->committee.empty())
        return Error{path + ": this policy carries a committee already; join the trainings it was made of instead"};
    return model;
}

int runCommittee(const CommitteeOptions &options)
{
    Result<PolicyModel> model = readPlainPolicy(options.model);
    if (!model)
        return fail(model.error());
    for (const std::string &path : options.members) {
        Result<PolicyModel> member = readPlainPolicy(path);
        if (!member)
            return fail(member.error());
        if (member->task != model->task)
            return fail(fmt::format("{}: trained for the {} task; {} for the {} task", path, taskName(member->task),
                                    options.model, taskName(model->task)));
        if (!(member->network->shape() == model->network->shape()))
            return fail(fmt::format("{}: the network's shape differs from that of {}; a committee votes with one "
                                    "shape",
                                    path, options.model));
        model->committee.push_back(member->network);
    }
    if (Status saved = writeFileAtomically(options.out, writePolicyJson(*model)); !saved)
        return fail(saved.error());
    std::fprintf(stderr, "%s steers, %zu members vote on its device advice: written to %s (%s)\n",
                 options.model.c_str(), options.members.size(), options.out.c_str(), policyChecksum(*model).c_str());
    return 0;
}

} // namespace

void addCommitteeCommand(CLI::App &app, int &exitCode)
{
    auto options = std::make_shared<CommitteeOptions>();
    CLI::App *command = app.add_subcommand(
        "committee", "Join trained policies: the first steers the search; where any of the others would advise "
                     "another device choice for a node, that node's device advice is weakened");
    command->add_option("model", options->model, "the policy file that steers")->required();
    command->add_option("members", options->members, "policy files of other trainings, of the same task and shape")
        ->required()
        ->expected(1, -1);
    command->add_option("--out", options->out, "policy file to write")->required();
    command->callback([options, &exitCode] { exitCode = runCommittee(*options); });
}

} // namespace regal::cli
