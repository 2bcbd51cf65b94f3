// Checked conversion of input text to numbers: the whole text must be one number (no sign for
// unsigned types, no spaces) within [min, max]; anything else, an overflow included, is nullopt.
// Used wherever numbers are read from files, protocols or the command line, instead of sscanf/atoi
// (undefined on overflow) or stoi (throws, and reads "12abc" as 12).
#pragma once

#include <charconv>
#include <limits>
#include <optional>
#include <string_view>
#include <system_error>
#include <type_traits>

namespace qipan {

template <class T>
std::optional<T> parseNumber(std::string_view text, T min = std::numeric_limits<T>::lowest(),
                             T max = std::numeric_limits<T>::max()) {
    static_assert(std::is_arithmetic_v<T>);
    T value{};
    const char* end = text.data() + text.size();
    std::from_chars_result r;
    if constexpr (std::is_floating_point_v<T>)
        r = std::from_chars(text.data(), end, value, std::chars_format::general);
    else
        r = std::from_chars(text.data(), end, value);
    if (text.empty() || r.ec != std::errc() || r.ptr != end) return std::nullopt;
    if constexpr (std::is_floating_point_v<T>) {
        if (!(value == value) || value - value != 0) return std::nullopt;  // NaN or infinite
    }
    if (value < min || value > max) return std::nullopt;
    return value;
}

}  // namespace qipan
