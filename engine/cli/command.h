// Subcommands of `qipan-engine`. Each cli/*.cpp file registers its own commands with a static
// CliRegistrar, so a game adds its perft/solve/bench/protocol commands without touching main.cpp.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace qipan::cli {

using Args = std::vector<std::string>;
using CliHandler = int (*)(const Args& args, std::ostream& out, std::ostream& err);

struct CliCommand {
    std::string verb;   // "perft", "solve", "bench", "analyse", "forbidden", "match", ...
    std::string game;   // "othello", "xiangqi", "gomoku", ...; empty: the verb is game-independent
    std::string usage;  // one line for --help, e.g. "perft othello <depth>"
    CliHandler run;     // receives the arguments after the verb (and after the game, when set)
};

// A protocol front end for protocol mode: started as `qipan-engine <name>`, or detected from the first
// line read on standard input when `qipan-engine` runs without arguments.
using ProtocolDetect = bool (*)(const std::string& firstLine);
using ProtocolServe = int (*)(const std::string& firstLine, std::istream& in, std::ostream& out);

struct CliProtocol {
    std::string name;  // "gomocup", "ucci", "uci", "nboard"
    ProtocolDetect detects;
    ProtocolServe serve;  // firstLine may be empty when started by name
};

std::vector<CliCommand>& commands();
std::vector<CliProtocol>& protocols();

struct CliRegistrar {
    explicit CliRegistrar(CliCommand command) { commands().push_back(std::move(command)); }
    explicit CliRegistrar(CliProtocol protocol) { protocols().push_back(std::move(protocol)); }
};

// The path this program was started by (argv[0]), for commands that start it again.
std::string& programPath();

// Helpers for handlers: "--name value" options.
bool hasFlag(const Args& args, const std::string& name);
std::string optionValue(const Args& args, const std::string& name, const std::string& fallback = {});
// A whole decimal number, or `fallback` when `text` is not one.
long long numberArg(const std::string& text, long long fallback);
// Positional arguments (those not starting with "--" and not an option's value).
Args positionals(const Args& args, const std::vector<std::string>& optionsWithValues);

}  // namespace qipan::cli
