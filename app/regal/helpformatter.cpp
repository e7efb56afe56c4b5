#include "app/regal/helpformatter.h"

#include <algorithm>
#include <vector>

namespace regal::cli {

std::string HelpFormatter::make_option_opts(const CLI::Option *option) const
{
    std::string text = CLI::Formatter::make_option_opts(option);
    const std::string label = " " + get_label("Excludes") + ":";
    const std::size_t at = text.rfind(label);
    if (option->get_excludes().empty() || at == std::string::npos)
        return text;
    std::vector<std::string> names;
    for (const CLI::Option *other : option->get_excludes())
        names.push_back(other->get_name());
    std::sort(names.begin(), names.end());
    text.erase(at + label.size());
    for (const std::string &name : names)
        text += " " + name;
    return text;
}

} // namespace regal::cli
