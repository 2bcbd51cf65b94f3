// A player in an engine match: one of Qipan's own configurations (a level, a candidate width, ...) or an
// external program speaking its game's protocol (Gomocup for Gomoku, GTP for Othello, UCCI/UCI for
// Xiangqi).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
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

// The error of a UCCI/UCI engine that answered `nobestmove`: it sees no move to play, or (ElephantEye) holds
// the game drawn by its own rules.
inline constexpr const char* kNoBestMove = "no best move";

// An option for the external engines, sent to each one that offers it (UCI `setoption name N value V`,
// UCCI `setoption N V`); names compare without regard to case, as UCI asks.
struct EngineOption {
    std::string name, value;
};

// Makes a player from a specification:
//   "level=5", "level=10,width=12", "qipan" (full strength)      Qipan's engine with these limits
//   "gomocup:CMD", "gtp:CMD", "ucci:CMD", "uci:CMD"             an external program started with CMD
//   "CMD" (contains a '/' or a space)                             an external program in the game's usual protocol
// A UCI engine that offers UCI_Variant (Fairy-Stockfish) is set to the game's variant ("xiangqi") and
// numbers ranks from 1 as it does (h3e3 for ICCS h2e2); other UCI engines (Pikafish) use ICCS.
// `options` go to the external engines that offer them (e.g. Hash, or Fairy-Stockfish's "Use NNUE").
// Throws std::runtime_error for a bad specification or a program that does not start.
std::unique_ptr<Player> makePlayer(const std::string& spec, const Game& initial,
                                   const std::vector<EngineOption>& options = {});

// Xiangqi moves between ICCS (ranks 0-9: "h2e2") and the numbering from 1 of Fairy-Stockfish ("h3e3",
// "a9a10"); nullopt for a text that is not a move of files a-i and ranks in range.
std::optional<std::string> iccsToRanksFromOne(const std::string& iccs);
std::optional<std::string> ranksFromOneToIccs(const std::string& text);

}  // namespace qipan::match
