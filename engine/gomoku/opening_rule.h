// Opening rules: who places the first stones of a Gomoku or Renju game and who then plays which colour.
// An Opening is the protocol's state machine; it knows the rules and refuses a step that breaks them,
// and it decides nothing (the computer's choices are in opening_choice.h).
//
// The rules, as their published definitions give them (the tentative first player is the "opener",
// 0; the other player is 1; stones always alternate in colour from Black, so the opening's stones are
// the game's first moves and a record keeps them as moves):
//   Swap (Gomoku): the opener places three stones anywhere (black, white, black); the other player
//     chooses a colour; the game goes on with White to move.
//   Swap2 (Gomoku; Gomocup's and the Czech federation's rule): the opener places three stones; the other
//     player takes Black (swap), stays White (and plays the fourth move as the game goes on), or places
//     two more stones (a white fourth and a black fifth) anywhere, after which the opener chooses the
//     colour and the game goes on with White to move.
//   Soosõrv-8 (Renju, RIF, the World Championship rule since 2017): the opener places one of the 26
//     openings (the first stone on the centre, the second in the central 3x3, the third in the central
//     5x5); the other player may swap; White places the fourth stone anywhere and declares how many
//     fifth moves (1..8) Black will offer; the other player (Black) may swap; Black offers that many
//     fifth moves, no two symmetrical; White chooses one of them as the fifth move and plays the sixth.
//   Taraguchi-10 (Renju, RIF): Black places the first stone on the centre, then White the second in the
//     central 3x3, Black the third in the central 5x5 and White the fourth in the central 7x7, and after
//     each of these stones the other player may swap. Then Black either places one fifth stone in the
//     central 9x9 (and the other player may swap once more) or offers ten fifth moves anywhere, no two
//     symmetrical, of which White chooses one; White then plays the sixth.
// Symmetrical fifth moves: two offers are symmetrical when a rotation or reflection that maps the stones
// on the board onto stones of the same colour maps one offer onto the other (distance to the edges is not
// considered, as RIF judges it). Offers must be moves Black may play (no Renju foul).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gomoku/gomoku_game.h"
#include "gomoku/rule.h"

namespace qipan::gomoku {

enum class OpeningRule : std::uint8_t { None, Swap, Swap2, Soosorv8, Taraguchi10 };

std::string_view openingRuleName(OpeningRule rule);  // "none", "swap", "swap2", "soosorv-8", "taraguchi-10"
std::optional<OpeningRule> parseOpeningRule(std::string_view name);
// Swap and Swap2 are Gomoku rules (freestyle, standard, caro); Soosõrv-8 and Taraguchi-10 are Renju
// rules on the 15x15 board.
bool openingRuleFits(OpeningRule opening, Rule rule, int size);
// The opening rules a game of `rule` on a `size` board can be played with (None first).
std::vector<OpeningRule> openingRulesFor(Rule rule, int size);
// The same for a registry id ("gomoku/renju/15"); only None for other games and strict Renju.
std::vector<OpeningRule> openingRulesForGame(std::string_view gameId);

enum class StepKind : std::uint8_t {
    Place,        // the actor places the next stone within `radius` of the centre (-1: anywhere)
    SwapChoice,   // the actor decides whether the players exchange colours (Swap or Keep)
    Swap2Choice,  // Swap2, three stones: take Black (Swap), stay White (Keep) or place two more (PlaceTwo)
    Declare,      // Soosõrv: White, having placed the fourth stone, declares 1..`count` fifth moves
    FifthChoice,  // Taraguchi: Black places one fifth stone (OneFifth) or offers `count` (OfferFifths)
    Offer,        // Black offers fifth moves, one at a time, until `count` are on the board
    Pick,         // White picks one of the offers; it becomes the fifth move
    Done,         // the opening is over; the game goes on with the colours as chosen
};

enum class Choice : std::uint8_t { Swap, Keep, PlaceTwo, OneFifth, OfferFifths };

struct OpeningStep {
    StepKind kind = StepKind::Done;
    int actor = 0;    // 0 the opener, 1 the other player
    int radius = -1;  // Place: Chebyshev distance from the centre allowed (0 the centre itself); -1 anywhere
    int count = 0;    // Declare: the most; FifthChoice / Offer: how many fifth moves are offered
};

// One step taken, as the record keeps it.
struct OpeningEvent {
    enum class Kind : std::uint8_t { Place, Choose, Declare, Offer, Withdraw, Pick };
    Kind kind = Kind::Place;
    int cell = -1;  // Place, Offer, Withdraw, Pick: y * size + x
    Choice choice = Choice::Keep;
    int number = 0;  // Declare
    friend bool operator==(const OpeningEvent&, const OpeningEvent&) = default;
};

class Opening {
  public:
    // `rule` must fit (openingRuleFits); OpeningRule::None is over at once.
    Opening(OpeningRule opening, Rule rule, int size);

    OpeningRule openingRule() const { return opening_; }
    Rule rule() const { return game_.rule(); }
    int size() const { return game_.width(); }

    const OpeningStep& step() const { return step_; }
    bool done() const { return step_.kind == StepKind::Done; }
    // Which player holds each colour now: 0 the opener, 1 the other.
    int blackPlayer() const { return blackPlayer_; }
    int playerOf(Side colour) const { return colour == Side::First ? blackPlayer_ : 1 - blackPlayer_; }
    // The stones placed (cells, in order: black, white, black, ...) and the offers standing.
    const std::vector<int>& stones() const { return stones_; }
    const std::vector<int>& offers() const { return offers_; }
    int declared() const { return declared_; }
    const std::vector<OpeningEvent>& events() const { return events_; }
    // The game after the stones placed (offers are not moves), for searching and drawing.
    const GomokuGame& game() const { return game_; }

    // Each step's action. Empty when taken; otherwise why not (English, marked for translators by the
    // caller), and nothing changes.
    std::string place(int cell);
    std::string choose(Choice choice);
    std::string declare(int number);
    std::string offer(int cell);
    std::string withdraw(int cell);  // takes back an offer while the offers are not complete
    std::string pick(int cell);
    std::string apply(const OpeningEvent& event);
    // Why `cell` cannot be placed, offered or picked at this step, or empty.
    std::string cellRefusal(int cell) const;
    // Takes back the last event (replaying the ones before); false when there is none.
    bool undo();

    // The events as text for a record: "h8 i9 j10 swap k11 declare:2 keep offer:g7 offer:k9 pick:g7";
    // readOpening() replays such text through the rules, so a bad record is refused with the reason.
    std::string eventsText() const;
    static std::optional<Opening> readOpening(OpeningRule opening, Rule rule, int size, std::string_view text,
                                              std::string& error);

    // Two fifth moves are symmetrical in the position on the board (see the header comment).
    bool symmetrical(int cellA, int cellB) const;
    // The cells `cell` maps to under the position's symmetries (itself included).
    std::vector<int> symmetricImages(int cell) const;
    int centre() const { return (size() / 2) * size() + size() / 2; }
    int distanceFromCentre(int cell) const;

  private:
    struct Script {
        StepKind kind;
        int actor;  // 0 opener, 1 other, 2 whoever holds Black, 3 whoever holds White
        int radius;
        int count;
    };
    void begin();
    void advance();  // to the next script entry
    void placeStone(int cell);
    std::string refuseAt(int cell) const;

    OpeningRule opening_;
    GomokuGame game_;
    std::vector<Script> script_;
    std::size_t next_ = 0;
    OpeningStep step_;
    int blackPlayer_ = 0;
    int declared_ = 0;
    std::vector<int> stones_;
    std::vector<int> offers_;
    std::vector<OpeningEvent> events_;
};

}  // namespace qipan::gomoku
