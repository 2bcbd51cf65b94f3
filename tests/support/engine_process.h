// Runs the built qipan-engine as a program, for the tests of its command line: the one place the tests
// know how each system starts a program (/bin/sh and /dev/null on Linux, cmd.exe and NUL on Windows).
#pragma once

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#ifdef _WIN32
#include <process.h>
#else
#include <unistd.h>
#endif

namespace qipan::testing {

inline long processId() {
#ifdef _WIN32
    return _getpid();
#else
    return static_cast<long>(::getpid());
#endif
}

enum class Stderr { discard, merge };

// The program beside qipan-engine that is the same program under the name Gomocup managers start.
inline std::string pbrainExe() {
    const std::filesystem::path engine(QIPAN_ENGINE_EXE);
    return (engine.parent_path() / ("pbrain-qipan" + engine.extension().string())).string();
}

// qipan-engine's standard output (and its standard error with Stderr::merge) when started with
// `arguments` (quoted with double quotes only, which both shells read alike) and `input` as its standard
// input. The input goes through a temporary file, so no shell's quoting of it matters. `program` runs
// another file of the build instead (pbrainExe()).
inline std::string runEngine(const std::string& arguments, const std::string& input = {},
                             Stderr errors = Stderr::discard, const std::string& program = QIPAN_ENGINE_EXE) {
    namespace fs = std::filesystem;
    static int runs = 0;
    const fs::path inputFile =
        fs::temp_directory_path() /
        ("qipan-engine-input-" + std::to_string(processId()) + "-" + std::to_string(runs++) + ".txt");
    std::ofstream(inputFile, std::ios::binary) << input;
#ifdef _WIN32
    const std::string exe = fs::path(program).make_preferred().string();
    const std::string discard = " 2>NUL";
#else
    const std::string exe = program;
    const std::string discard = " 2>/dev/null";
#endif
    const std::string command = exe + (arguments.empty() ? "" : " " + arguments) + " <\"" +
                                inputFile.string() + "\"" + (errors == Stderr::merge ? " 2>&1" : discard);
    std::string output;
#ifdef _WIN32
    FILE* pipe = _popen(command.c_str(), "r");
#else
    FILE* pipe = popen(command.c_str(), "r");
#endif
    if (pipe) {
        char buffer[4096];
        while (std::fgets(buffer, sizeof buffer, pipe)) output += buffer;
#ifdef _WIN32
        _pclose(pipe);
#else
        pclose(pipe);
#endif
    }
    std::error_code ignored;
    fs::remove(inputFile, ignored);
    return output;
}

}  // namespace qipan::testing
