#include "core/runner/methodregistry.h"

#include "core/runner/engineoptimizer.h"

#include <algorithm>

namespace regal {

void MethodRegistry::add(Method method)
{
    auto same = [&](const Method &known) { return known.name == method.name; };
    if (auto it = std::find_if(m_methods.begin(), m_methods.end(), same); it != m_methods.end())
        *it = std::move(method);
    else
        m_methods.push_back(std::move(method));
}

const MethodRegistry::Method *MethodRegistry::find(const std::string &name) const
{
    for (const Method &method : m_methods)
        if (method.name == name)
            return &method;
    return nullptr;
}

Result<std::unique_ptr<Optimizer>> MethodRegistry::create(const std::string &name) const
{
    if (const Method *method = find(name))
        return method->create();
    std::string known;
    for (const Method &method : m_methods)
        known += (known.empty() ? "" : ", ") + method.name;
    return Error{"unknown method '" + name + "'; the methods are: " + known};
}

void addBuiltInMethods(MethodRegistry &registry, std::shared_ptr<const MethodAssets> assets)
{
    for (const Method &method : methods())
        registry.add({std::string(method.name), std::string(method.summary),
                      [&method, assets] { return std::make_unique<EngineOptimizer>(method, assets); }});
}

} // namespace regal
