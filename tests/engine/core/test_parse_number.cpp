// Numbers read from input go through parseNumber: the whole text, in range, or nothing (no overflow,
// no "12abc" read as 12). The command line's numbers included: qipan-engine refuses a bad one with a
// message and status 2 instead of dying on an uncaught exception or reading a prefix.
#include <boost/test/unit_test.hpp>

#include <sys/wait.h>
#include <cstdint>
#include <cstdio>
#include <string>

#include "core/parse_number.h"

using namespace qipan;

namespace {

// Runs qipan-engine with `arguments`; its output (both streams) and exit status.
std::pair<std::string, int> run(const std::string& arguments) {
    const std::string command = std::string(QIPAN_ENGINE_EXE) + " " + arguments + " 2>&1";
    std::string output;
    FILE* pipe = popen(command.c_str(), "r");
    BOOST_REQUIRE(pipe);
    char buffer[512];
    while (fgets(buffer, sizeof buffer, pipe)) output += buffer;
    const int status = pclose(pipe);
    return {output, WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(parse_number)

BOOST_AUTO_TEST_CASE(whole_text_in_range_or_nothing) {
    BOOST_TEST(parseNumber<int>("42").value() == 42);
    BOOST_TEST(parseNumber<int>("-7").value() == -7);
    BOOST_TEST(parseNumber<std::int64_t>("9223372036854775807").value() == INT64_MAX);
    for (const char* bad :
         {"", " 1", "1 ", "12abc", "+3", "0x10", "99999999999", "-99999999999", "1e3", "--1"})
        BOOST_TEST(!parseNumber<int>(bad).has_value(), bad);
    BOOST_TEST(!parseNumber<std::int64_t>("9223372036854775808").has_value());
    BOOST_TEST(!parseNumber<std::uint64_t>("-1").has_value());
    BOOST_TEST(!parseNumber<int>("21", 5, 20).has_value());
    BOOST_TEST(parseNumber<int>("20", 5, 20).value() == 20);
    BOOST_TEST(parseNumber<double>("2.5").value() == 2.5);
    for (const char* bad : {"1e300x", "inf", "nan", "1e999", "-1e999", ""})
        BOOST_TEST(!parseNumber<double>(bad).has_value(), bad);
    BOOST_TEST(!parseNumber<double>("1e300", -100.0, 100.0).has_value());
}

BOOST_AUTO_TEST_CASE(the_command_line_refuses_bad_numbers) {
    for (const char* arguments :
         {"fit othello --games abc", "fit othello --depth 99999999999", "fit gomoku --games 10x",
          "match --engine level=1 --engine level=1 --games 2x",
          "match --engine level=1 --engine level=1 --tc 99999999999999999999",
          "match --engine level=1 --engine level=1 --seed -1"}) {
        const auto [output, status] = run(arguments);
        BOOST_TEST(status == 2, arguments << " -> " << status << ": " << output);
        BOOST_TEST(output.find("terminate") == std::string::npos, arguments << ": " << output);
    }
}

BOOST_AUTO_TEST_SUITE_END()
