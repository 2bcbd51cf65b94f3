// Threat-space search: proves wins by continuous fours (VCF) and by threes and fours (VCT).
//
// The attacker is the side to move. In VCF every attacking move is a four, so the defence is the one
// point that stops five; in VCT a move may also be an open three, answered by every point that stops
// the straight four and by the defender's own fours. Renju is respected on both sides: Black never
// attacks with a foul, and a Black defender whose only block is a foul has lost (White exploits it).
// Proofs are sound: a "win" is a forced win under the rules; "no win" only means none was found
// within the depth. Failures are remembered in tables lent by the caller (search_memory.h).
#pragma once

#include <cstdint>
#include <vector>

#include "core/search_control.h"
#include "gomoku/board.h"
#include "gomoku/search_memory.h"

namespace qipan::gomoku {

// Plies from the position to the five along a proof line (the attacker's moves and the defender's
// answers, as vcf()/vct() give it): the line's length when its last move makes five, two more when it
// ends with a threat no defence stops (a straight four, a double four, or a block that is a Renju foul).
// So a five to make is 1 ply, a straight four to make is 3 plies. The board is unchanged afterwards.
int proofPlies(Board& board, const std::vector<int>& line);

class ThreatSearch {
  public:
    ThreatSearch(Board& board, SearchControl& control, ThreatTables& tables);

    // Does the side to move win by continuous fours within `maxFours` fours? `line` (optional) gets the
    // moves of the proof, attacker and defender alternating.
    bool vcf(int maxFours, std::vector<int>* line = nullptr);
    // VCF for the search's leaves: the caller knows the opponent has no five to make.
    bool vcfFromHere(int maxFours) { return vcfAttack(maxFours, -1); }
    // Does the side to move win by threes and fours within `maxAttacks` attacking moves (each attack node
    // also tries a VCF of up to `vcfFours`)? `line` gets the main line of the proof.
    bool vct(int maxAttacks, int vcfFours, std::vector<int>* line = nullptr);

  private:
    static constexpr int kFailSlots = ThreatTables::kSlots;

    // `forced`: the point the attacker must play first (the defender threatens five there), or -1.
    bool vcfAttack(int foursLeft, int forced);
    bool vctAttack(int attacksLeft, int forced);
    bool vctQuietThreats(int attacksLeft);
    // With the attacker's threat at `p` on the board and the defender to move: tries each defence (the
    // given ones plus the defender's own fours; `defences` has room for every point), takes `p` back,
    // and returns true with the proof in proof_ when no defence refutes the threat.
    bool everyDefenceLoses(int p, std::int16_t* defences, int defenceCount, int attacksLeft);
    static constexpr int kQuietThreatWidth = 24;
    // After the attacker's four at p: the defender's forced block, or -2 when the defender cannot
    // (a Renju foul: the attacker wins), or -1 when the block makes five for the defender.
    int forcedBlock(int p, std::uint8_t attacker);
    // Points on the four lines through p where `color` would make five; returns how many (max 2 kept).
    int fivePointsThrough(std::uint8_t color, int p, int* out) const;
    // The defender's points of five anywhere (used once at the root).
    int fivePointsAnywhere(std::uint8_t color, int* out) const;
    bool attackLegal(int p);
    bool failed(const std::uint64_t* table, std::uint64_t key, int depth) const;
    void fail(std::uint64_t* table, std::uint64_t key, int depth);
    void prepend(int a, int b);

    Board& board_;
    SearchControl& control_;
    std::vector<int> proof_;  // the proof found by the last successful call, filled while unwinding
    std::uint64_t* vcfFails_;
    std::uint64_t* vctFails_;
    std::uint64_t salt_;  // rule and board size, so that shared tables never mix games
    int vcfFours_ = 0;
};

}  // namespace qipan::gomoku
