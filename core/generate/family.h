#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace regal {

/// \brief The kinds of graph the generators make.
///
/// er and sbm are the synthetic families of REGAL (Paliwal et al. 2020, section 5.1):
/// Erdos-Renyi and stochastic block model graphs made acyclic by a random node order. The others
/// are shaped like real networks.
enum class Family { ErdosRenyi, StochasticBlock, Layered, Residual, Inception, Transformer, Rnn };

/// Command-line names: er, sbm, layered, residual, inception, transformer, rnn.
std::string_view familyName(Family family);
std::optional<Family> parseFamily(std::string_view name);
std::vector<Family> allFamilies();

} // namespace regal
