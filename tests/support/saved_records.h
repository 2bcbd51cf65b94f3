// Two different games with large comments (about 1 MB written each), for the tests that kill a program
// while it saves: `which` 0 is a Gomoku game of 20 moves with comments of 'a', 1 one of 21 moves with 'b'.
// The size makes a save last long enough (and its fsync longer) for a kill to land inside it.
#pragma once

#include <string>
#include <vector>

#include "record/game_record.h"

namespace qipan::testing {

inline GameRecord savedRecord(int which) {
    std::vector<std::string> moves = {"e1", "k2", "j5", "c4", "g5", "k5",  "i2", "k11", "j14", "b2", "k6",
                                      "a4", "o5", "i1", "e7", "j7", "d15", "d5", "m4",  "j4",  "j6"};
    if (which == 0) moves.pop_back();
    GameRecord record = recordFromMoves("gomoku/freestyle/15", moves);
    for (std::size_t i = 0; i < record.size(); ++i)
        record.step(i).comment = std::string(50000, which == 0 ? 'a' : 'b');
    return record;
}

}  // namespace qipan::testing
