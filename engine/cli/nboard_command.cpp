// The NBoard protocol front end: `qipan-engine nboard`, or detected from a first line "nboard ...".
#include <string>

#include "cli/command.h"
#include "protocol/nboard.h"

namespace qipan::cli {
namespace {

bool detectsNBoard(const std::string& firstLine) {
    const auto start = firstLine.find_first_not_of(" \t");
    return start != std::string::npos && firstLine.compare(start, 6, "nboard") == 0;
}

const CliRegistrar nboardProtocol(CliProtocol{"nboard", detectsNBoard, protocol::serveNBoard});

}  // namespace
}  // namespace qipan::cli
