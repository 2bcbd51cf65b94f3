// The computer's side of an opening rule: what it places, proposes and chooses, decided by the engine's
// own search (no tables). Every judgement is a search of a position from the opening, read as a score
// for Black (centi-units, mate scores for proven results):
//   - a colour choice (swap or keep) takes the colour the search prefers;
//   - a stone after which the other player chooses colours is placed where the position is most nearly
//     balanced (the smallest |score|), so that neither colour is a gift; the first stone goes on the
//     centre; the second is the one whose most balanced third stone balances best (Taraguchi, swapped
//     right after it: the most balanced itself), the seed picking among those within `secondTolerance`
//     centi-units of the best, so that games vary;
//   - Swap2, three stones: take Black or stay White when one colour is clearly better (by `clearMargin`),
//     otherwise place two more stones: the search's best White fourth and the Black fifth that balances;
//   - fifth moves to offer are Black's best, none symmetrical to another; White picks the offer whose
//     position is worst for Black. The value of "N offers" for Black is the N-th best fifth move, so
//     Soosõrv's White chooses the fourth stone and the number N that bring that value nearest zero (Black
//     may still swap), and Taraguchi's Black offers ten when the tenth best still beats placing one
//     balanced fifth stone.
#pragma once

#include <cstdint>
#include <stop_token>
#include <string>
#include <vector>

#include "gomoku/opening_rule.h"

namespace qipan::gomoku {

struct OpeningThinking {
    std::uint64_t nodes = 20000;  // per position judged in depth
    int depth = 0;                // 0: no depth limit (tests may fix both for reproducible choices)
    int candidates = 8;           // positions judged in depth per decision, after a shallow pass over all
    std::uint64_t seed = 0;       // picks the opener's second stone among equally balanced ones
    int clearMargin = 150;        // Swap2: a colour this much better is taken at once
    int secondTolerance = 25;     // second stones this near the most balanced one are equally good
};

struct OpeningAction {
    StepKind kind = StepKind::Done;  // the step this answers
    Choice choice = Choice::Keep;    // SwapChoice, Swap2Choice, FifthChoice
    int cell = -1;                   // Place, Pick
    int number = 0;                  // Declare
    std::vector<int> cells;          // Offer: every offer, best first
    int blackScore = 0;              // the judgement the decision rests on, for Black
};

// What the computer does at the opening's current step (which must not be Done). When `stop` is
// requested it still returns a legal action, judged on what was searched so far.
OpeningAction decideOpening(const Opening& opening, const OpeningThinking& thinking,
                            std::stop_token stop = {});
// Takes the action on `opening` (every offer, for Offer). Empty, or why not.
std::string applyOpeningAction(Opening& opening, const OpeningAction& action);

// The search's score for Black of the opening's position with `extra` stones played after its stones.
int judgeForBlack(const Opening& opening, const std::vector<int>& extra, const OpeningThinking& thinking,
                  std::stop_token stop = {});

struct RankedCell {
    int cell;
    int blackScore;
};
// Black's best fifth moves in the opening's position (Black to move), best first, no two symmetrical,
// at most `count` (fewer when the board has fewer).
std::vector<RankedCell> bestFifthMoves(const Opening& opening, int count, const OpeningThinking& thinking,
                                       std::stop_token stop = {});

}  // namespace qipan::gomoku
