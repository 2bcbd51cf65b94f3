// Threat-space search: proves wins by continuous fours (VCF) and by threats (VCT).
//
// The attacker is the side to move. Lengths count the attacker's moves up to and including the five:
// a five to make is a win in 1, a straight four to make a win in 2. A proof of length n holds against
// every defence: the attacker wins in at most n moves whatever the defender plays.
//
// In VCF every attacking move is a four: the defender's one answer is the point that stops five (a
// defender with a five of his own plays it; a Renju block that is a foul for Black is no block). In VCT
// an attacking move may also be any move that threatens a win by fours next (an open three threatens a
// straight four; a quiet move may threaten a longer VCF). Then every legal reply of the defender is
// examined: a reply after which the threat still works is refuted by replaying it, and every other
// reply (blocks of any kind, the defender's own fours, moves that gain him threats) is searched. Renju
// is respected on both sides: Black never attacks with a foul and never defends with one.
//
// Failures are remembered, with the depth they were searched to, in tables lent by the caller
// (search_memory.h); a failure found without running out of depth holds at every depth, which lets
// vct() tell "no win by these threats" (a disproof) from "none within the depth".
#pragma once

#include <cstdint>
#include <vector>

#include "core/search_control.h"
#include "gomoku/board.h"
#include "gomoku/search_memory.h"

namespace qipan::gomoku {

// Which quiet moves (no four, no three) VCT tries as threats of a VCF. Every four and three is always
// tried, and every reply of the defender is always examined: the width only decides which other moves
// of the attacker are looked at, so a win found at any width is a proof.
enum class ThreatWidth : std::uint8_t {
    Narrow,  // the best 24 by shape among nearby points that grow a line, with 4 or more moves left
    Near,    // every point next to a stone, also as a threat of a win in two (3 moves left)
    Every,   // every legal point: a failure at this width is a disproof of any win by threats
};

class ThreatSearch {
  public:
    ThreatSearch(Board& board, SearchControl& control, ThreatTables& tables,
                 ThreatWidth width = ThreatWidth::Narrow);

    // The shortest win by continuous fours within `maxMoves` of the side to move's moves; 0 when there
    // is none or the search was stopped. `line` gets the proof (attacker and defender alternating).
    int vcf(int maxMoves, std::vector<int>* line = nullptr);
    // VCF for the search's leaves (any length up to maxMoves, not the shortest).
    bool vcfFromHere(int maxMoves) { return vcfAttack(maxMoves) > 0; }
    // The shortest win by threats of at most `maxMoves` moves, by iterative deepening from `fromMoves`;
    // 0 when none was found. `line` gets the main line (the longest defence at each step).
    int vct(int maxMoves, std::vector<int>* line = nullptr, int fromMoves = 1);
    // After vcf()/vct() found nothing: true when the search proved that no win of its kind exists at any
    // length (the last iteration never ran out of depth), false when it only found none within the depth
    // or was stopped.
    bool disproved() const { return disproved_; }
    // The deepest vct() iteration that finished (moves).
    int completedDepth() const { return completedDepth_; }
    ThreatWidth width() const { return width_; }

  private:
    static constexpr int kFailSlots = ThreatTables::kSlots;
    static constexpr int kQuietThreatWidth = 24;
    static constexpr int kNoDepthLimit = 255;  // a failure stored with this depth holds at every depth
    enum class ThreatKind { None, StraightFour, Vcf };

    int vcfAttack(int movesLeft);
    int vctAttack(int movesLeft);
    // The attacker's four at p (legal, not a five); the defender's block; then VCF or VCT.
    int playFour(int p, int movesLeft, bool vct);
    // The attacker's non-four move p: does it threaten a win, and does every reply lose?
    int playThreat(int p, int movesLeft);
    // Defender to move after the attacker's threat (the attacker has `movesLeft` moves to win): the
    // length of the longest defence, with the main line in proof_, or 0 when a reply refutes it.
    int everyReplyLoses(int movesLeft, ThreatKind kind, const std::vector<int>& threatLine, int threatMoves);
    // Attacker to move, the defender without a five to make: does `line` (a VCF) still win? When given,
    // `foulNearby` is set if a Renju point it played or stopped on had the shapes of a foul.
    bool replayFours(const std::vector<int>& line, int movesLeft, bool* foulNearby = nullptr);
    // `color`'s points of five anywhere (at most 2 reported).
    int fivePointsAnywhere(std::uint8_t color, int* out) const;
    // Some legal point where the side to move makes a straight four (or two fours), or -1.
    int openFourPoint();
    bool attackLegal(int p);  // the side to move may play p (no Renju foul)
    bool defenceLegal(std::uint8_t defender, int p);
    std::uint64_t key(std::uint8_t attacker) const;
    bool failed(const std::uint64_t* table, std::uint64_t key, int depth);
    void fail(std::uint64_t* table, std::uint64_t key, int depth, std::uint64_t cutsBefore);

    Board& board_;
    SearchControl& control_;
    std::vector<int> proof_;  // the proof found by the last successful call, filled while unwinding
    std::uint64_t* vcfFails_;
    std::uint64_t* vctFails_;
    ThreatWidth width_;
    std::uint64_t salt_;           // rule, board size and width, so that shared tables never mix them
    std::uint64_t depthCuts_ = 0;  // failures caused by the depth limit (counted, for disproofs)
    bool disproved_ = false;
    int completedDepth_ = 0;
};

}  // namespace qipan::gomoku
