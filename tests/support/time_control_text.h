// A time control from its settings text ("game 300+5", "byoyomi 0 30x3"), for tests that set clocks; the
// test stops when the text is not one.
#pragma once

#include <string>

#include <boost/test/unit_test.hpp>

#include "game/time_control.h"

namespace qipan::testing {

inline TimeControl timeControl(const std::string& text) {
    const auto c = TimeControl::parse(text);
    BOOST_REQUIRE_MESSAGE(c.has_value(), text);
    return *c;
}

}  // namespace qipan::testing
