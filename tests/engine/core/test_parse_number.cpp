// Numbers read from input go through parseNumber: the whole text, in range, or nothing (no overflow,
// no "12abc" read as 12). The command line's numbers included: qipan-engine refuses a bad one with a
// message (and status 2) instead of dying on an uncaught exception or reading a prefix.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "core/parse_number.h"
#include "support/engine_process.h"

using namespace qipan;

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
    const std::string match = "match --engine level=1 --engine level=1 ";
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"fit othello --games abc", "fit othello: --games >= 10"},
        {"fit othello --depth 99999999999", "fit othello: --games >= 10"},
        {"fit gomoku --games 10x", "take whole numbers"},
        {match + "--games 2x", "take whole numbers"},
        {match + "--tc 99999999999999999999", "take whole numbers"},
        {match + "--seed -1", "take whole numbers"}};
    for (const auto& [arguments, message] : cases) {
        const std::string output = qipan::testing::runEngine(arguments, {}, qipan::testing::Stderr::merge);
        BOOST_TEST(output.find(message) != std::string::npos, arguments << ": " << output);
        BOOST_TEST(output.find("terminate") == std::string::npos, arguments << ": " << output);
    }
}

BOOST_AUTO_TEST_SUITE_END()
