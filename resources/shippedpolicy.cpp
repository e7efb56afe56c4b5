#include "resources/shippedpolicy.h"

#include <QFile>

namespace regal {

Result<PolicyModel> shippedPolicy(Task task)
{
    const QString path = QStringLiteral(":/policies/regal-%1.json").arg(QString::fromStdString(std::string(taskName(task))));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{"no trained policy for the " + std::string(taskName(task)) + " task ships with this build"};
    return readPolicyJson(file.readAll().toStdString(), path.toStdString());
}

Result<LoadedPolicy> loadPolicy(const std::string &file, Task task)
{
    if (file.empty()) {
        Result<PolicyModel> shipped = shippedPolicy(task);
        if (!shipped)
            return LoadedPolicy{nullptr, shipped.error()};
        return LoadedPolicy{std::make_shared<const PolicyModel>(std::move(shipped).value()), {}};
    }
    Result<PolicyModel> model = readPolicyFile(file);
    if (!model)
        return Error{model.error()};
    return LoadedPolicy{std::make_shared<const PolicyModel>(std::move(model).value()), {}};
}

} // namespace regal
