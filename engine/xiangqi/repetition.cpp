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

std::uint16_t chasedPieces(Position& p) {
    const PlyRecord& last = p.history().back();
    if (last.move == kNoMove) return 0;
    const int at = toOf(last.move);
    const std::uint8_t chaser = p.at(at);
    const Kind chaserKind = kindOf(chaser);
    if (chaserKind == kGeneral || chaserKind == kSoldier) return 0;
    // Let the chaser move again to list its captures (a check is set aside as if answered).
    p.makeNull();
    MoveList list;
    p.generateCaptures(list);
    const bool checked = p.inCheck();
    std::uint16_t chased = 0;
    for (Move16 m : list) {
        if (fromOf(m) != at || !p.isLegal(m, checked)) continue;
        const int to = toOf(m);
        const std::uint8_t victim = p.at(to);
        const Kind kind = kindOf(victim);
        if (kind == kGeneral) continue;
        if (kind == kSoldier && onOwnHalf(colourOf(victim), to)) continue;
        p.make(m);
        const bool recaptured = canRecapture(p, to);
        p.unmake();
        bool chase;
        if (kind == chaserKind) {
            // Attacking a piece of the same kind is an offered exchange when it could take the attacker.
            p.makeNull();
            const bool mutual = p.isPseudoLegal(makeMove(to, at)) && p.isLegal(makeMove(to, at), p.inCheck());
            p.unmakeNull();
            chase = !mutual && !recaptured;
        } else {
            chase = (kind == kChariot && (chaserKind == kHorse || chaserKind == kCannon)) || !recaptured;
        }
        if (chase) chased = static_cast<std::uint16_t>(chased | (1u << p.slotOf(to)));
    }
    p.unmakeNull();
    return chased;
}

bool lastMoveChases(Position& p) {
    return chasedPieces(p) != 0;
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
    // allCheck[c]: every move of colour c in the cycle was a check; chased[c]: the enemy pieces that every
    // one of its moves chased (a piece keeps its slot as it moves).
    bool allCheck[2] = {true, true}, moved[2] = {false, false};
    std::uint16_t chased[2] = {0xFFFF, 0xFFFF};
    for (int i = 0; i < n; ++i) {
        const int mover = p.sideToMove();
        p.make(moves[static_cast<std::size_t>(i)]);
        moved[mover] = true;
        allCheck[mover] = allCheck[mover] && p.inCheck();
        if (chased[mover] != 0) chased[mover] &= chasedPieces(p);
    }
    // Perpetual check loses, also against a perpetual chase; otherwise a perpetual chase of one piece
    // loses. Both sides breaking the same rule, or neither, is a draw. A mix of checks and chases, or
    // chases of different pieces in turn, is allowed.
    const bool checks[2] = {moved[0] && allCheck[0], moved[1] && allCheck[1]};
    const bool chases[2] = {moved[0] && chased[0] != 0, moved[1] && chased[1] != 0};
    if (checks[0] != checks[1]) {
        v.loser = checks[0] ? kRed : kBlack;
        v.reason = "perpetual check";
    } else if (!checks[0] && chases[0] != chases[1]) {
        v.loser = chases[0] ? kRed : kBlack;
        v.reason = "perpetual chase";
    } else {
        v.reason = "repetition";
    }
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
