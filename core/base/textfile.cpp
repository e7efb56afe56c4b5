#include "core/base/textfile.h"

#include "core/base/filelimits.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace regal {
namespace {

/// Where writeFileAtomically writes before it renames: beside \a path, on the same file system.
std::string temporaryFor(const std::string &path)
{
    return path + ".part";
}

Error cannotReplace(const std::string &path, int error)
{
    return Error{fmt::format("{}: cannot replace: {}", path, std::strerror(error))};
}

} // namespace

Result<std::string> readTextFile(const std::string &path)
{
    std::error_code code;
    if (std::filesystem::is_directory(path, code))
        return Error::of(ErrorKind::IsFolder, {path});
    if (const auto size = std::filesystem::file_size(path, code); !code && size > limits::MaxFileBytes)
        return Error::of(ErrorKind::FileTooLarge, {path, std::to_string(size), std::to_string(limits::MaxFileBytes)});
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error::of(ErrorKind::CannotOpen, {path, std::strerror(errno)});
    std::ostringstream content;
    content << in.rdbuf();
    if (in.bad())
        return Error::of(ErrorKind::CannotRead, {path, std::strerror(errno)});
    return content.str();
}

Status writeFileAtomically(const std::string &path, const std::string &content)
{
    const std::string temporary = temporaryFor(path);
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return Error::of(ErrorKind::CannotWrite, {path, std::strerror(errno)});
    std::size_t written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int saved = errno;
            ::close(fd);
            ::unlink(temporary.c_str());
            return Error::of(ErrorKind::CannotWrite, {path, std::strerror(saved)});
        }
        written += std::size_t(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const int saved = errno;
        ::unlink(temporary.c_str());
        return Error::of(ErrorKind::CannotWrite, {path, std::strerror(saved)});
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const int saved = errno;
        ::unlink(temporary.c_str());
        return cannotReplace(path, saved);
    }
    return {};
}

Status checkWritable(const std::string &path)
{
    std::error_code code;
    if (std::filesystem::is_directory(path, code))
        return cannotReplace(path, EISDIR);
    const std::string temporary = temporaryFor(path);
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        return Error::of(ErrorKind::CannotWrite, {path, std::strerror(errno)});
    ::close(fd);
    ::unlink(temporary.c_str());
    return {};
}

Status writeFileThrough(const std::string &path, const std::function<bool(const std::string &temporary)> &write)
{
    const std::filesystem::path target(path);
    const std::string temporary =
        (target.parent_path() / ("." + target.stem().string() + ".part" + target.extension().string())).string();
    if (!write(temporary)) {
        ::unlink(temporary.c_str());
        return Error{fmt::format("{}: cannot write", path)};
    }
    const int fd = ::open(temporary.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0 || ::fsync(fd) != 0) {
        const int saved = errno;
        if (fd >= 0)
            ::close(fd);
        ::unlink(temporary.c_str());
        return Error::of(ErrorKind::CannotWrite, {path, std::strerror(saved)});
    }
    ::close(fd);
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const int saved = errno;
        ::unlink(temporary.c_str());
        return cannotReplace(path, saved);
    }
    return {};
}

} // namespace regal
