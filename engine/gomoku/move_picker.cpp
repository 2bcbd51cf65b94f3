#include "gomoku/move_picker.h"

#include <algorithm>

namespace qipan::gomoku {

namespace {

constexpr std::int32_t kHashBonus = 1 << 28;
// Killers and counter moves go before ordinary shapes but after the strongest (a four with a three
// scores about 1700, two threes about 800).
constexpr std::int32_t kKillerBonus = 1200;
constexpr std::int32_t kCounterBonus = 500;
constexpr std::int32_t kHistoryCap = 400;
constexpr std::int32_t kOwnFourBonus = 1 << 16;

bool legalFor(Board& board, std::uint8_t color, int p) {
    return color != kBlack || !board.mayBeFoul(p) || board.foul(p) == Foul::None;
}

}  // namespace

int findFive(const Board& board, std::uint8_t color) {
    int found = -1;
    board.points(color, kFivePoints).any([&](int p) {
        found = p;
        return true;
    });
    return found;
}

NodeKind generateMoves(Board& board, MoveList& list, int hashMove, const int* killers,
                       const std::int32_t* history, int counter) {
    list.count = 0;
    const std::uint8_t me = board.toMove();
    const std::uint8_t opp = otherColor(me);
    const int n = board.size();
    if (board.stoneCount() == 0) {
        list.add(board.point(n / 2, n / 2), 0);
        return NodeKind::Normal;
    }
    const auto score = [&](int p) {
        std::int32_t s = board.shapeInfo(me, p).value + board.shapeInfo(opp, p).value * 9 / 10;
        if (p == hashMove) s += kHashBonus;
        if (killers && (p == killers[0] || p == killers[1])) s += kKillerBonus;
        if (p == counter) s += kCounterBonus;
        if (history) s += std::clamp(history[p] >> 6, -kHistoryCap, kHistoryCap);
        return s;
    };

    const int five = findFive(board, me);
    if (five >= 0) {
        list.add(five, 0);
        return NodeKind::WinNow;
    }
    if (!board.points(opp, kFivePoints).empty()) {
        int stops[kMaxMoves];
        const int stopCount = board.stopsOfFives(opp, stops);
        if (stopCount == 0) {
            // Lost whatever we do; still name the points of five, so a move is ready that meets one.
            board.points(opp, kFivePoints).any([&](int p) {
                if (legalFor(board, me, p)) list.add(p, score(p));
                return false;
            });
            return NodeKind::LostForced;
        }
        for (int i = 0; i < stopCount; ++i)
            if (legalFor(board, me, stops[i])) list.add(stops[i], score(stops[i]));
        return NodeKind::MustBlock;
    }

    int openFour = -1;
    board.points(me, kOpenFourPoints).any([&](int p) {
        if (legalFor(board, me, p)) openFour = p;
        return openFour >= 0;
    });
    if (openFour >= 0) {
        list.add(openFour, 0);
        return NodeKind::WinIn3;
    }

    if (!board.points(opp, kOpenFourPoints).empty()) {
        // Against a three: the points where the opponent would make a four (every defence of the three
        // is among them), and our own fours, which gain a tempo. A point of his four after which he
        // still has a straight four defends nothing (he plays it and wins in three plies): left out.
        const PointSet& theirs = board.points(opp, kFourPoints);
        const PointSet& mine = board.points(me, kFourPoints);
        const bool exact = !board.openFourMayBeFoul(opp);
        PointSet both;
        for (int i = 0; i < PointSet::kWords; ++i) both.word[i] = theirs.word[i] | mine.word[i];
        both.any([&](int p) {
            if (!legalFor(board, me, p)) return false;
            if (mine.has(p)) list.add(p, score(p) + kOwnFourBonus);
            else if (!exact || !board.keepsOpenFour(opp, p)) list.add(p, score(p));
            return false;
        });
        if (list.count == 0 && exact) {
            // No stone stops every straight four and we have no four: lost. Every point of his four is
            // still listed, so that the node has moves to search.
            theirs.any([&](int p) {
                if (legalFor(board, me, p)) list.add(p, score(p));
                return false;
            });
        }
        return NodeKind::DefendThree;
    }

    const bool renjuBlack = me == kBlack && board.rule() == Rule::Renju;
    board.nearPoints().any([&](int p) {
        if (board.stone(p) == kEmpty && (!renjuBlack || legalFor(board, me, p))) list.add(p, score(p));
        return false;
    });
    return NodeKind::Normal;
}

}  // namespace qipan::gomoku
