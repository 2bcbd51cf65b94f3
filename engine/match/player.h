// A player in an engine match: one of Qipan's own configurations (a level, a candidate width, ...) or an
// external program speaking its game's protocol (Gomocup for Gomoku, GTP for Othello, UCCI/UCI for
// Xiangqi).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "game/game.h"

namespace qipan::match {

class Player {
public:
    virtual ~Player() = default;
    virtual std::string name() const = 0;
    // Chooses a move for `current`, reached from `initial` by `moves`. Returns Move::none() and sets
    // `error` when the player fails (no answer in time, unparsable or illegal answer, crashed program).
    virtual Move think(const Game& initial, const std::vector<Move>& moves, const Game& current, std::int64_t timeMs,
                       std::string& error) = 0;
};

// Makes a player from a specification:
//   "level=5", "level=10,width=12", "qipan" (full strength)      Qipan's engine with these limits
//   "gomocup:CMD", "gtp:CMD", "ucci:CMD", "uci:CMD"             an external program started with CMD
//   "CMD" (contains a '/' or a space)                             an external program in the game's usual protocol
// Throws std::runtime_error for a bad specification or a program that does not start.
std::unique_ptr<Player> makePlayer(const std::string& spec, const Game& initial);

}  // namespace qipan::match
