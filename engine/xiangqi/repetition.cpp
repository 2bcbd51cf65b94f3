#include "xiangqi/repetition.h"

#include <array>

namespace qipan::xiangqi {

int repetitionStart(const Position& position, int occurrences) {
    const auto& h = position.history();
    const int size = static_cast<int>(h.size());
    const int limit = size - position.quietPlies();
    int found = 0;
    for (int i = size - 4; i >= 0 && i >= limit; i -= 2) {
        if (h[static_cast<std::size_t>(i)].key == position.key() && ++found == occurrences) return i;
    }
    return -1;
}

namespace {

// Can the side to move capture on `sq` legally?
bool canRecapture(const Position& p, int sq) {
    MoveList list;
    p.generateCaptures(list);
    const bool checked = p.inCheck();
    for (Move16 m : list)
        if (toOf(m) == sq && p.isLegal(m, checked)) return true;
    return false;
}

}  // namespace

bool lastMoveChases(Position& p) {
    const PlyRecord& last = p.history().back();
    if (last.move == kNoMove) return false;
    const int at = toOf(last.move);
    const std::uint8_t chaser = p.at(at);
    const Kind chaserKind = kindOf(chaser);
    if (chaserKind == kGeneral || chaserKind == kSoldier) return false;
    // Let the chaser move again to list its captures.
    p.makeNull();
    MoveList list;
    p.generateCaptures(list);
    const bool checked = p.inCheck();
    bool chase = false;
    for (Move16 m : list) {
        if (fromOf(m) != at || !p.isLegal(m, checked)) continue;
        const std::uint8_t victim = p.at(toOf(m));
        const Kind kind = kindOf(victim);
        if (kind == kGeneral) continue;
        if (kind == kSoldier && onOwnHalf(colourOf(victim), toOf(m))) continue;
        if (kind == chaserKind) continue;  // an offered exchange, not a chase
        if (kind == kChariot && (chaserKind == kHorse || chaserKind == kCannon)) {
            chase = true;
            break;
        }
        p.make(m);
        const bool protectedVictim = canRecapture(p, toOf(m));
        p.unmake();
        if (!protectedVictim) {
            chase = true;
            break;
        }
    }
    p.unmakeNull();
    return chase;
}

RepetitionVerdict judgeRepetition(Position& p, int start) {
    RepetitionVerdict v;
    const int size = static_cast<int>(p.history().size());
    if (start < 0 || start >= size) return v;
    v.repeated = true;
    std::array<Move16, 512> moves{};
    const int n = size - start;
    if (n > static_cast<int>(moves.size())) {
        v.reason = "repetition";
        return v;
    }
    for (int i = n - 1; i >= 0; --i) {
        moves[static_cast<std::size_t>(i)] = p.history().back().move;
        p.unmake();
    }
    // allCheck[c] / allForcing[c]: every move of colour c in the cycle was a check / a check or a chase.
    bool allCheck[2] = {true, true}, allForcing[2] = {true, true}, moved[2] = {false, false};
    for (int i = 0; i < n; ++i) {
        const int mover = p.sideToMove();
        p.make(moves[static_cast<std::size_t>(i)]);
        const bool check = p.inCheck();
        const bool forcing = check || lastMoveChases(p);
        moved[mover] = true;
        allCheck[mover] = allCheck[mover] && check;
        allForcing[mover] = allForcing[mover] && forcing;
    }
    const bool breaks[2] = {moved[0] && allForcing[0], moved[1] && allForcing[1]};
    if (breaks[0] == breaks[1]) {
        v.reason = "repetition";
        return v;
    }
    v.loser = breaks[0] ? kRed : kBlack;
    v.reason = allCheck[v.loser] ? "perpetual check" : "perpetual chase";
    return v;
}

RepetitionVerdict verdictIfRepeated(Position& p, int start, int& plies) {
    const int size = static_cast<int>(p.history().size());
    plies = 0;
    if (start < 0 || start >= size) return {};
    RepetitionVerdict v;
    for (int i = start; i < size; ++i) {
        p.make(p.history()[static_cast<std::size_t>(i)].move);
        ++plies;
        if (repetitionStart(p, 2) >= 0) {
            v = judgeRepetition(p, repetitionStart(p, 1));
            break;
        }
        if (p.quietPlies() >= 120) {
            v.repeated = true;
            v.reason = "repetition";
            break;
        }
    }
    for (int i = 0; i < plies; ++i) p.unmake();
    return v;
}

}  // namespace qipan::xiangqi
