#include "core/runner/runsettings.h"

namespace regal {

Status RunSettings::validate() const
{
    if (method.empty())
        return Error{"run settings: no method chosen"};
    if (budget < 1 || budget > 1'000'000'000)
        return Error{"run settings: budget must be between 1 and 1e9 evaluations, not " + std::to_string(budget)};
    if (threads < 0 || threads > 256)
        return Error{"run settings: threads must be between 0 (all) and 256, not " + std::to_string(threads)};
    if (populationSize < 4 || populationSize > 100000)
        return Error{"run settings: population size must be between 4 and 100000, not "
                     + std::to_string(populationSize)};
    return {};
}

} // namespace regal
