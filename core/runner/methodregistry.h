#pragma once

#include "core/runner/methodassets.h"
#include "core/runner/optimizer.h"

#include <string>
#include <vector>

namespace regal {

/// \brief The search methods a front end can offer, by name.
class MethodRegistry
{
public:
    using Factory = std::function<std::unique_ptr<Optimizer>()>;

    struct Method
    {
        std::string name;        ///< stable id, used in files and on the command line
        std::string description; ///< one line for people (English; front ends translate by name)
        Factory create;
    };

    void add(Method method);
    const std::vector<Method> &methods() const { return m_methods; }
    /// The method named \a name, or nullptr.
    const Method *find(const std::string &name) const;
    /// A new optimizer for \a name, or an error listing the known methods.
    Result<std::unique_ptr<Optimizer>> create(const std::string &name) const;

private:
    std::vector<Method> m_methods;
};

/// Adds every method of the engine's registry (core/methods), with \a assets for the methods
/// that need them.
void addBuiltInMethods(MethodRegistry &registry, std::shared_ptr<const MethodAssets> assets);

} // namespace regal
