// qipan-engine: Qipan's engines without the GUI. Protocol mode (Gomocup, UCCI/UCI, NBoard) plus perft,
// bench, solve, analyse and match subcommands. See --help.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <string>

#include "cli/command.h"
#include "core/parse_number.h"
#include "protocol/line_reader.h"

namespace qipan::cli {

std::vector<CliCommand>& commands() {
    static std::vector<CliCommand> list;
    return list;
}

std::vector<CliProtocol>& protocols() {
    static std::vector<CliProtocol> list;
    return list;
}

std::string& programPath() {
    static std::string path;
    return path;
}

bool hasFlag(const Args& args, const std::string& name) {
    return std::find(args.begin(), args.end(), name) != args.end();
}

std::string optionValue(const Args& args, const std::string& name, const std::string& fallback) {
    for (std::size_t i = 0; i + 1 < args.size(); ++i)
        if (args[i] == name) return args[i + 1];
    return fallback;
}

long long numberArg(const std::string& text, long long fallback) {
    return parseNumber<long long>(text).value_or(fallback);
}

Args positionals(const Args& args, const std::vector<std::string>& optionsWithValues) {
    Args out;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (std::find(optionsWithValues.begin(), optionsWithValues.end(), args[i]) != optionsWithValues.end()) {
            ++i;
            continue;
        }
        if (args[i].rfind("--", 0) == 0) continue;
        out.push_back(args[i]);
    }
    return out;
}

namespace {

void printHelp(std::ostream& out) {
    out << "qipan-engine " << QIPAN_VERSION << " - the engines of Qipan (Gomoku/Renju, Othello, Xiangqi)\n\n"
        << "Usage:\n"
        << "  qipan-engine                 protocol mode; the protocol is recognised from the first line\n";
    std::vector<std::string> lines;
    for (const auto& p : protocols()) lines.push_back("  qipan-engine " + p.name);
    for (const auto& c : commands()) lines.push_back("  qipan-engine " + c.usage);
    std::sort(lines.begin(), lines.end());
    for (const auto& l : lines) out << l << '\n';
    out << "  qipan-engine --version\n  qipan-engine --help\n\n"
        << "Coordinates: Gomoku columns a-o left to right, row 1 at the bottom (h8 is the centre);\n"
        << "Othello a1-h8 with a1 top left; Xiangqi ICCS squares a0-i9 with Red at the bottom.\n"
        << "Started as pbrain-qipan without arguments it speaks the Gomocup protocol; with arguments it\n"
        << "runs them as qipan-engine does (pbrain-qipan bench gomoku).\n";
}

int serveProtocol(const CliProtocol& p, const std::string& firstLine) { return p.serve(firstLine, std::cin, std::cout); }

int protocolMode() {
    std::string first;
    for (protocol::LineRead read;
         (read = protocol::readLine(std::cin, first)).kind != protocol::LineRead::Kind::End;) {
        if (read.kind == protocol::LineRead::Kind::TooLong) {
            std::cout << "ERROR " << protocol::tooLongText(read) << std::endl;
            continue;
        }
        if (!first.empty() && first.back() == '\r') first.pop_back();
        if (first.find_first_not_of(" \t") == std::string::npos) continue;
        for (const auto& p : protocols())
            if (p.detects(first)) return serveProtocol(p, first);
        std::cout << "ERROR unknown protocol; start with one of:";
        for (const auto& p : protocols()) std::cout << ' ' << p.name;
        std::cout << std::endl;
    }
    return 0;
}

}  // namespace
}  // namespace qipan::cli

int main(int argc, char** argv) {
    using namespace qipan::cli;
    // Before anything is read: switching later would drop input already buffered by the C streams.
    std::ios::sync_with_stdio(false);
    const std::string program = std::filesystem::path(argv[0]).filename().string();
    Args args(argv + 1, argv + argc);
    programPath() = argc > 0 ? argv[0] : "qipan-engine";

    // A Gomocup manager starts its brain without arguments; with arguments the name changes nothing.
    if (program.rfind("pbrain-", 0) == 0 && args.empty()) {
        for (const auto& p : protocols())
            if (p.name == "gomocup") return serveProtocol(p, {});
    }
    if (args.empty()) return protocolMode();
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        printHelp(std::cout);
        return 0;
    }
    if (args[0] == "--version") {
        std::cout << "qipan-engine " << QIPAN_VERSION << std::endl;
        return 0;
    }
    for (const auto& p : protocols())
        if (args[0] == p.name) return serveProtocol(p, {});

    const std::string& verb = args[0];
    // `--help` anywhere after a command shows that command's usage instead of running it (a fit or a
    // match run by mistake would take minutes).
    const auto runCommand = [](const CliCommand& c, Args rest) {
        if (std::find(rest.begin(), rest.end(), "--help") != rest.end() ||
            std::find(rest.begin(), rest.end(), "-h") != rest.end()) {
            std::cout << "usage: qipan-engine " << c.usage << '\n';
            return 0;
        }
        return c.run(rest, std::cout, std::cerr);
    };
    if (args.size() >= 2) {
        for (const auto& c : commands())
            if (c.verb == verb && !c.game.empty() && c.game == args[1])
                return runCommand(c, Args(args.begin() + 2, args.end()));
    }
    for (const auto& c : commands())
        if (c.verb == verb && c.game.empty()) return runCommand(c, Args(args.begin() + 1, args.end()));

    bool verbKnown = false;
    for (const auto& c : commands()) verbKnown = verbKnown || c.verb == verb;
    if (verbKnown) {
        std::cerr << "qipan-engine: '" << verb << "' needs a game; one of:";
        for (const auto& c : commands())
            if (c.verb == verb) std::cerr << ' ' << c.game;
        std::cerr << '\n';
    } else {
        std::cerr << "qipan-engine: unknown command '" << verb << "'; see qipan-engine --help\n";
    }
    return 2;
}
