// A message for a person, in parts that an interface can put into its own language: an English pattern
// with the places {1}, {2}, ... and the words, names and numbers that fill them. The engine speaks
// English (protocols, the terminal: text()); the GUI looks the pattern and each part up in its catalogs
// ("{1} on {2} is outside its palace" with "red general", "d0"), so a square or a number, which has no
// translation, stays as it is.
#pragma once

#include <string>
#include <vector>

// Marks an English pattern or word for the translators (xgettext --keyword=QIPAN_WORDS finds it; the
// check of the catalogs asks for a translation of each). It is the text itself.
#define QIPAN_WORDS(text) text

namespace qipan {

struct Message {
    std::string pattern;
    std::vector<std::string> args;

    // The pattern with its places filled: English.
    std::string text() const {
        std::string out;
        for (std::size_t i = 0; i < pattern.size(); ++i) {
            const std::size_t close = pattern.find('}', i);
            if (pattern[i] == '{' && close != std::string::npos && close > i + 1 && close - i <= 3) {
                const std::string number = pattern.substr(i + 1, close - i - 1);
                const int n = number.find_first_not_of("0123456789") == std::string::npos ? std::stoi(number) : 0;
                if (n >= 1 && static_cast<std::size_t>(n) <= args.size()) {
                    out += args[static_cast<std::size_t>(n) - 1];
                    i = close;
                    continue;
                }
            }
            out += pattern[i];
        }
        return out;
    }
    friend bool operator==(const Message&, const Message&) = default;
};

}  // namespace qipan
