#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace regal {

/// \brief What went wrong, as a phrase with arguments, so that each interface can say it in its
/// own language: the command line in English (englishErrorText()), the Studio through tr().
///
/// The arguments are the details a phrase needs: the file, the field or line, a name. Where an
/// importer's detail is too specific for a phrase of its own (InvalidFile), the detail is an
/// argument and stays as the importer wrote it.
enum class ErrorKind : std::uint8_t {
    Other,              ///< {message}
    IsFolder,           ///< {path}
    FileTooLarge,       ///< {path, bytes, limit}
    CannotOpen,         ///< {path, reason}
    CannotRead,         ///< {path, reason}
    CannotWrite,        ///< {path, reason}
    NotJson,            ///< {place (file or file:line:column), reason}
    InvalidField,       ///< {file, field (may be empty), what is wrong}
    UnknownGraphFormat, ///< {path, extension}
    InvalidFile,        ///< {file, what the importer found wrong}
    OtherGraph,         ///< {file, placement's graph, its hash, open graph, its hash}
    UnknownNode,        ///< {file, node, graph}
    NodePlacedTwice,    ///< {file, node}
    UnknownDevice,      ///< {file, node, device}
    UnplacedNodes,      ///< {file, count, graph, first node}
    BudgetTooSmall,     ///< {method, evaluations its heuristics spend}
};

/// The English text of an error: what Error::message holds and the command line prints.
std::string englishErrorText(ErrorKind kind, const std::vector<std::string> &arguments);

} // namespace regal
