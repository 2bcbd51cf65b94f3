// The entry point of each Boost.Test executable; BOOST_TEST_MODULE is set per target by CMake.
#include <boost/test/unit_test.hpp>
