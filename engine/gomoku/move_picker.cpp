#include "gomoku/move_picker.h"

#include <algorithm>

namespace qipan::gomoku {

namespace {

constexpr std::int32_t kHashBonus = 1 << 28;
constexpr std::int32_t kKillerBonus = 1 << 20;

bool legalFor(Board& board, std::uint8_t color, int p) {
    return color != kBlack || !board.mayBeFoul(p) || board.foul(p) == Foul::None;
}

void sortDescending(MoveList& list, int keep) {
    const auto byScore = [](const ScoredMove& a, const ScoredMove& b) { return a.score > b.score; };
    if (keep < list.count) {
        std::partial_sort(list.moves, list.moves + keep, list.moves + list.count, byScore);
        list.count = keep;
    } else {
        std::sort(list.moves, list.moves + list.count, byScore);
    }
}

}  // namespace

int findFive(const Board& board, std::uint8_t color) {
    const int n = board.size();
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const int p = board.point(x, y);
            if (board.stone(p) == kEmpty && board.nearStones(p) && board.makesFive(color, p)) return p;
        }
    return -1;
}

NodeKind generateMoves(Board& board, MoveList& list, int width, int hashMove, const int* killers,
                       const std::int32_t* history) {
    list.count = 0;
    const std::uint8_t me = board.toMove();
    const std::uint8_t opp = otherColor(me);
    const int n = board.size();
    if (board.stoneCount() == 0) {
        list.add(board.point(n / 2, n / 2), 0);
        return NodeKind::Normal;
    }

    int oppFives[2] = {-1, -1};
    int oppFiveCount = 0;
    int myOpenFour = -1;
    bool oppThree = false;
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const int p = board.point(x, y);
            if (board.stone(p) != kEmpty || !board.nearStones(p)) continue;
            const ShapeInfo& mine = board.shapeInfo(me, p);
            const ShapeInfo& theirs = board.shapeInfo(opp, p);
            if (mine.threat == Threat::Five) {
                list.count = 0;
                list.add(p, 0);
                return NodeKind::WinNow;
            }
            if (theirs.threat == Threat::Five) {
                if (oppFiveCount < 2) oppFives[oppFiveCount] = p;
                ++oppFiveCount;
            }
            if (mine.threat == Threat::OpenFour && myOpenFour < 0 && legalFor(board, me, p)) myOpenFour = p;
            if (theirs.threat == Threat::OpenFour) oppThree = true;
            std::int32_t score = mine.value + theirs.value * 9 / 10;
            if (p == hashMove) score += kHashBonus;
            if (killers && (p == killers[0] || p == killers[1])) score += kKillerBonus;
            if (history) score += history[p] >> 4;
            list.add(p, score);
        }
    }

    if (oppFiveCount > 0) {
        list.count = 0;
        for (int i = 0; i < std::min(oppFiveCount, 2); ++i)
            if (legalFor(board, me, oppFives[i])) list.add(oppFives[i], 0);
        if (oppFiveCount >= 2 && oppFives[0] != oppFives[1]) return NodeKind::LostForced;
        return NodeKind::MustBlock;
    }
    if (myOpenFour >= 0) {
        list.count = 0;
        list.add(myOpenFour, 0);
        return NodeKind::WinIn3;
    }
    if (oppThree) {
        // Against a three: the points where the opponent would make a four (they include every
        // defence of the three), and our own fours, which gain a tempo.
        int kept = 0;
        for (int i = 0; i < list.count; ++i) {
            const int p = list.moves[i].point;
            const ShapeInfo& mine = board.shapeInfo(me, p);
            const ShapeInfo& theirs = board.shapeInfo(opp, p);
            const bool defends = theirs.fours > 0 || theirs.threat == Threat::OpenFour;
            if (!defends && mine.fours == 0) continue;
            if (mine.fours > 0) list.moves[i].score += 1 << 16;
            if (!legalFor(board, me, p)) continue;
            list.moves[kept++] = list.moves[i];
        }
        list.count = kept;
        sortDescending(list, list.count);
        return NodeKind::DefendThree;
    }
    if (me == kBlack && board.rule() == Rule::Renju) {
        int kept = 0;
        for (int i = 0; i < list.count; ++i)
            if (legalFor(board, me, list.moves[i].point)) list.moves[kept++] = list.moves[i];
        list.count = kept;
    }
    sortDescending(list, width > 0 ? width : list.count);
    return NodeKind::Normal;
}

}  // namespace qipan::gomoku
