#include "xiangqi/position.h"

#include <algorithm>
#include <array>
#include <cstring>

#include "core/zobrist.h"

namespace qipan::xiangqi {
namespace {

struct Keys {
    std::uint64_t piece[16][256];
    std::uint64_t side;
    Keys() {
        SplitMix64 rng(0x5869616E67716931ULL);  // "Xiangqi1": fixed, so bench signatures never change
        for (auto& row : piece)
            for (auto& k : row) k = rng.next();
        side = rng.next();
    }
};
const Keys& keys() {
    static const Keys k;
    return k;
}

constexpr std::array<std::array<bool, 256>, 2> makePalace() {
    std::array<std::array<bool, 256>, 2> t{};
    for (int c = 0; c < 2; ++c)
        for (int sq = 0; sq < 256; ++sq) t[c][sq] = onBoard(sq) && inPalace(c, sq);
    return t;
}
constexpr auto kPalace = makePalace();

constexpr int kOrth[4] = {-16, 16, -1, 1};
constexpr int kDiag[4] = {-17, -15, 15, 17};

// Can a piece of `colour` land on a square holding `target`: empty or enemy, never off the board.
inline bool canLand(int colour, std::uint8_t target) {
    if (target == kEmpty) return true;
    if (target == kOffBoard) return false;
    return colourOf(target) != colour;
}

}  // namespace

std::uint64_t Position::pieceKey(std::uint8_t piece, int sq) { return keys().piece[piece & 15][sq]; }
std::uint64_t Position::sideKey() { return keys().side; }

const char* const Position::kStartFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

Position::Position() {
    std::string error;
    setFen(kStartFen, error);
}

void Position::clear() {
    std::memset(board_, kOffBoard, sizeof board_);
    for (int y = 0; y < kRanks; ++y)
        for (int x = 0; x < kFiles; ++x) board_[squareOf(x, y)] = kEmpty;
    std::memset(slotAt_, 0, sizeof slotAt_);
    std::memset(slotSq_, 0, sizeof slotSq_);
    std::memset(slotPiece_, 0, sizeof slotPiece_);
    std::memset(counts_, 0, sizeof counts_);
    side_ = kRed;
    key_ = 0;
    quiet_ = 0;
    fullmove_ = 1;
    startBlack_ = 0;
    history_.clear();
}

void Position::put(std::uint8_t piece, int sq, int slot) {
    board_[sq] = piece;
    slotAt_[sq] = static_cast<std::uint8_t>(slot);
    slotSq_[slot] = static_cast<std::uint8_t>(sq);
    slotPiece_[slot] = piece;
    ++counts_[colourOf(piece)][kindOf(piece)];
    key_ ^= pieceKey(piece, sq);
}

namespace {

// Is `sq` attacked by `by` on `board` in the sense of a check (the facing general included)?
bool attackedOn(const std::uint8_t* board_, int sq, int by) {
    const std::uint8_t chariot = makePiece(by, kChariot), cannon = makePiece(by, kCannon);
    const std::uint8_t horse = makePiece(by, kHorse), soldier = makePiece(by, kSoldier);
    const std::uint8_t general = makePiece(by, kGeneral);
    for (int i = 0; i < 4; ++i) {
        const int dir = kOrth[i];
        int s = sq + dir;
        while (board_[s] == kEmpty) s += dir;
        const std::uint8_t p = board_[s];
        if (p == kOffBoard) continue;
        if (p == chariot || (p == general && i < 2)) return true;  // i < 2: along the file (flying general)
        s += dir;
        while (board_[s] == kEmpty) s += dir;
        if (board_[s] == cannon) return true;
    }
    for (int dir : kDiag) {
        if (board_[sq + dir] != kEmpty) continue;  // the horse's leg is blocked
        const int v = dir > 0 ? 16 : -16;
        const int h = dir - v;
        if (board_[sq + dir + v] == horse || board_[sq + dir + h] == horse) return true;
    }
    if (board_[sq - forward(by)] == soldier) return true;
    if (board_[sq - 1] == soldier && !onOwnHalf(by, sq - 1)) return true;
    if (board_[sq + 1] == soldier && !onOwnHalf(by, sq + 1)) return true;
    return false;
}

}  // namespace

bool Position::generalAttacked(int sq, int by) const { return attackedOn(board_, sq, by); }

template <bool kCapturesOnly>
static inline void addStep(MoveList& list, const std::uint8_t* board, int colour, int from, int to) {
    const std::uint8_t t = board[to];
    if (kCapturesOnly ? (isPiece(t) && colourOf(t) != colour) : canLand(colour, t)) list.push(from, to);
}

template <bool kCapturesOnly>
static void generateImpl(const std::uint8_t* board, const std::uint8_t* slotSq, const std::uint8_t* slotPiece,
                         int colour, MoveList& list) {
    for (int i = colour * 16, end = i + 16; i < end; ++i) {
        const int from = slotSq[i];
        if (from == 0) continue;
        switch (kindOf(slotPiece[i])) {
            case kGeneral:
                for (int dir : kOrth)
                    if (kPalace[colour][from + dir]) addStep<kCapturesOnly>(list, board, colour, from, from + dir);
                break;
            case kAdvisor:
                for (int dir : kDiag)
                    if (kPalace[colour][from + dir]) addStep<kCapturesOnly>(list, board, colour, from, from + dir);
                break;
            case kElephant:
                for (int dir : kDiag) {
                    const int to = from + 2 * dir;
                    if (board[from + dir] == kEmpty && board[to] != kOffBoard && onOwnHalf(colour, to))
                        addStep<kCapturesOnly>(list, board, colour, from, to);
                }
                break;
            case kHorse:
                for (int dir : kOrth) {
                    if (board[from + dir] != kEmpty) continue;
                    const int side = (dir == 16 || dir == -16) ? 1 : 16;
                    addStep<kCapturesOnly>(list, board, colour, from, from + 2 * dir + side);
                    addStep<kCapturesOnly>(list, board, colour, from, from + 2 * dir - side);
                }
                break;
            case kChariot:
                for (int dir : kOrth) {
                    int to = from + dir;
                    for (; board[to] == kEmpty; to += dir)
                        if (!kCapturesOnly) list.push(from, to);
                    if (board[to] != kOffBoard && colourOf(board[to]) != colour) list.push(from, to);
                }
                break;
            case kCannon:
                for (int dir : kOrth) {
                    int to = from + dir;
                    for (; board[to] == kEmpty; to += dir)
                        if (!kCapturesOnly) list.push(from, to);
                    if (board[to] == kOffBoard) continue;
                    for (to += dir; board[to] == kEmpty; to += dir) {
                    }
                    if (board[to] != kOffBoard && colourOf(board[to]) != colour) list.push(from, to);
                }
                break;
            case kSoldier: {
                addStep<kCapturesOnly>(list, board, colour, from, from + forward(colour));
                if (!onOwnHalf(colour, from)) {
                    addStep<kCapturesOnly>(list, board, colour, from, from - 1);
                    addStep<kCapturesOnly>(list, board, colour, from, from + 1);
                }
                break;
            }
            default:
                break;
        }
    }
}

void Position::generate(MoveList& list) const {
    list.size = 0;
    generateImpl<false>(board_, slotSq_, slotPiece_, side_, list);
}

void Position::generateCaptures(MoveList& list) const {
    list.size = 0;
    generateImpl<true>(board_, slotSq_, slotPiece_, side_, list);
}

void Position::generateLegal(MoveList& list) const {
    MoveList pseudo;
    generate(pseudo);
    const bool checked = inCheck();
    list.size = 0;
    for (Move16 m : pseudo)
        if (isLegal(m, checked)) list.moves[list.size++] = m;
}

// Is `sq` attacked along the ray `dir` by a chariot, a cannon (over one screen) or, on a file, the general?
inline bool Position::rayAttacked(int sq, int dir, int by) const {
    int s = sq + dir;
    while (board_[s] == kEmpty) s += dir;
    const std::uint8_t p = board_[s];
    if (p == kOffBoard) return false;
    if (p == makePiece(by, kChariot) || ((dir == 16 || dir == -16) && p == makePiece(by, kGeneral))) return true;
    s += dir;
    while (board_[s] == kEmpty) s += dir;
    return board_[s] == makePiece(by, kCannon);
}

bool Position::isLegal(Move16 m, bool checked) const {
    const int from = fromOf(m), to = toOf(m);
    const int general = slotSq_[side_ * 16];
    const int them = side_ ^ 1;
    if (!checked && from != general) {
        // A move can only expose its own general when it leaves or enters the general's file or rank
        // (chariot, cannon screen, facing generals) or opens a horse leg next to the general; only
        // those lines need looking at.
        const int d = from - general;
        const bool leg = d == 15 || d == 17 || d == -15 || d == -17;
        const bool file = ((from ^ general) & 15) == 0 || ((to ^ general) & 15) == 0;
        const bool rank = ((from ^ general) >> 4) == 0 || ((to ^ general) >> 4) == 0;
        if (!leg && !file && !rank) return true;
        auto* board = const_cast<std::uint8_t*>(board_);
        const std::uint8_t moved = board[from], taken = board[to];
        board[to] = moved;
        board[from] = kEmpty;
        bool attacked = false;
        if (file) attacked = rayAttacked(general, -16, them) || rayAttacked(general, 16, them);
        if (!attacked && rank) attacked = rayAttacked(general, -1, them) || rayAttacked(general, 1, them);
        if (!attacked && leg) {
            const std::uint8_t horse = makePiece(them, kHorse);
            const int v = d > 0 ? 16 : -16;
            attacked = board[from + v] == horse || board[from + (d - v)] == horse;
        }
        board[from] = moved;
        board[to] = taken;
        return !attacked;
    }
    // Try the move on the board and look at the general. The board is restored before returning.
    auto* board = const_cast<std::uint8_t*>(board_);
    const std::uint8_t moved = board[from], taken = board[to];
    board[to] = moved;
    board[from] = kEmpty;
    const bool attacked = generalAttacked(from == general ? to : general, them);
    board[from] = moved;
    board[to] = taken;
    return !attacked;
}

bool Position::givesCheck(Move16 m) const {
    const int from = fromOf(m), to = toOf(m);
    const int general = slotSq_[(side_ ^ 1) * 16];
    // A check needs the destination within two steps of the general (horse, soldier), or the move to
    // enter or leave the general's file or rank (chariot, cannon, screen), or to leave a square next to
    // it diagonally (a horse's leg).
    const int tx = fileOf(to) - fileOf(general), ty = rowOf(to) - rowOf(general);
    const int fx = fileOf(from) - fileOf(general), fy = rowOf(from) - rowOf(general);
    const bool near = (tx >= -2 && tx <= 2 && ty >= -2 && ty <= 2) || (fx >= -1 && fx <= 1 && fy >= -1 && fy <= 1);
    if (!near && tx != 0 && ty != 0 && fx != 0 && fy != 0) return false;
    auto* board = const_cast<std::uint8_t*>(board_);
    const std::uint8_t moved = board[from], taken = board[to];
    board[to] = moved;
    board[from] = kEmpty;
    const bool check = generalAttacked(general, side_);
    board[from] = moved;
    board[to] = taken;
    return check;
}

bool Position::isPseudoLegal(Move16 m) const {
    const int from = fromOf(m), to = toOf(m);
    if (!onBoard(from) || !onBoard(to)) return false;
    const std::uint8_t p = board_[from];
    if (!isPiece(p) || colourOf(p) != side_) return false;
    MoveList list;
    list.size = 0;
    // Generate this piece's moves only: reuse the generator over a one-slot view.
    std::uint8_t oneSq[32] = {}, onePiece[32] = {};
    oneSq[slotAt_[from]] = static_cast<std::uint8_t>(from);
    onePiece[slotAt_[from]] = p;
    generateImpl<false>(board_, oneSq, onePiece, side_, list);
    for (Move16 x : list)
        if (x == m) return true;
    return false;
}

namespace {

// The square of the least valuable piece of `by` that attacks `sq` on `board` (0 if none), by kind
// value order soldier, advisor, elephant, horse, cannon, chariot, general.
int leastAttacker(const std::uint8_t* board, int sq, int by, const int (&values)[8]) {
    int best = 0, bestValue = 1 << 30;
    auto consider = [&](int from) {
        const int v = values[kindOf(board[from])];
        if (v < bestValue) best = from, bestValue = v;
    };
    const std::uint8_t soldier = makePiece(by, kSoldier);
    if (board[sq - forward(by)] == soldier) consider(sq - forward(by));
    if (!onOwnHalf(by, sq)) {
        if (board[sq - 1] == soldier) consider(sq - 1);
        if (board[sq + 1] == soldier) consider(sq + 1);
    }
    if (bestValue <= values[kSoldier]) return best;
    if (kPalace[by][sq]) {
        const std::uint8_t advisor = makePiece(by, kAdvisor);
        for (int dir : kDiag)
            if (board[sq + dir] == advisor) consider(sq + dir);
    }
    if (onOwnHalf(by, sq)) {
        const std::uint8_t elephant = makePiece(by, kElephant);
        for (int dir : kDiag)
            if (board[sq + 2 * dir] == elephant && board[sq + dir] == kEmpty) consider(sq + 2 * dir);
    }
    const std::uint8_t horse = makePiece(by, kHorse);
    for (int dir : kDiag) {
        if (board[sq + dir] != kEmpty) continue;  // the leg next to the horse, beside the target
        const int v = dir > 0 ? 16 : -16;
        const int h = dir - v;
        if (board[sq + dir + v] == horse) consider(sq + dir + v);
        if (board[sq + dir + h] == horse) consider(sq + dir + h);
    }
    const std::uint8_t chariot = makePiece(by, kChariot), cannon = makePiece(by, kCannon);
    const std::uint8_t general = makePiece(by, kGeneral);
    for (int dir : kOrth) {
        int s = sq + dir;
        while (board[s] == kEmpty) s += dir;
        if (board[s] == kOffBoard) continue;
        if (board[s] == chariot)
            consider(s);
        else if (board[s] == general && s == sq + dir && kPalace[by][sq])
            consider(s);
        int t = s + dir;
        while (board[t] == kEmpty) t += dir;
        if (board[t] == cannon) consider(t);
    }
    return best;
}

}  // namespace

int Position::see(Move16 m, const int (&values)[8]) const {
    std::uint8_t board[256];
    std::memcpy(board, board_, sizeof board);
    const int from = fromOf(m), to = toOf(m);
    int gain[40];
    int depth = 0;
    gain[0] = board[to] == kEmpty ? 0 : values[kindOf(board[to])];
    int onSquare = values[kindOf(board[from])];  // the piece now standing on `to`
    board[to] = board[from];
    board[from] = kEmpty;
    int side = side_ ^ 1;
    const int generals[2] = {slotSq_[0], slotSq_[16]};
    while (depth < 38) {
        const int attacker = leastAttacker(board, to, side, values);
        if (attacker == 0) break;
        if (kindOf(board[attacker]) == kGeneral) {
            // The general may take only when the square is then safe.
            const std::uint8_t saved = board[attacker];
            board[attacker] = kEmpty;
            const bool defended = leastAttacker(board, to, side ^ 1, values) != 0;
            board[attacker] = saved;
            if (defended) break;
        } else {
            // A piece pinned to its own general (a cannon's screen, say) cannot take: it stays on the
            // board as a blocker of no kind, and the next attacker is looked for.
            const std::uint8_t piece = board[attacker], victim = board[to];
            board[to] = piece;
            board[attacker] = kEmpty;
            const bool pinned = attackedOn(board, generals[side], side ^ 1);
            board[attacker] = piece;
            board[to] = victim;
            if (pinned) {
                board[attacker] = kBlackBit;  // a piece of no kind: blocks lines, attacks nothing
                continue;
            }
        }
        ++depth;
        gain[depth] = onSquare - gain[depth - 1];
        onSquare = values[kindOf(board[attacker])];
        board[to] = board[attacker];
        board[attacker] = kEmpty;
        side ^= 1;
    }
    while (depth > 0) {
        gain[depth - 1] = -std::max(-gain[depth - 1], gain[depth]);
        --depth;
    }
    return gain[0];
}

void Position::make(Move16 m) {
    const int from = fromOf(m), to = toOf(m);
    const std::uint8_t piece = board_[from], taken = board_[to];
    const std::uint8_t takenSlot = slotAt_[to];
    history_.push_back(PlyRecord{key_, m, taken, takenSlot, static_cast<std::int16_t>(quiet_)});
    const auto& k = keys();
    if (taken != kEmpty) {
        slotSq_[takenSlot] = 0;
        --counts_[colourOf(taken)][kindOf(taken)];
        key_ ^= k.piece[taken][to];
        quiet_ = 0;
    } else {
        ++quiet_;
    }
    key_ ^= k.piece[piece][from] ^ k.piece[piece][to] ^ k.side;
    board_[to] = piece;
    board_[from] = kEmpty;
    const std::uint8_t slot = slotAt_[from];
    slotAt_[to] = slot;
    slotSq_[slot] = static_cast<std::uint8_t>(to);
    side_ ^= 1;
}

void Position::unmake() {
    const PlyRecord& r = history_.back();
    const int from = fromOf(r.move), to = toOf(r.move);
    const std::uint8_t piece = board_[to];
    const std::uint8_t slot = slotAt_[to];
    board_[from] = piece;
    slotAt_[from] = slot;
    slotSq_[slot] = static_cast<std::uint8_t>(from);
    board_[to] = r.captured;
    if (r.captured != kEmpty) {
        slotAt_[to] = r.capturedSlot;
        slotSq_[r.capturedSlot] = static_cast<std::uint8_t>(to);
        ++counts_[colourOf(r.captured)][kindOf(r.captured)];
    }
    key_ = r.key;
    quiet_ = r.quietPlies;
    side_ ^= 1;
    history_.pop_back();
}

void Position::makeNull() {
    history_.push_back(PlyRecord{key_, kNoMove, kEmpty, 0, static_cast<std::int16_t>(quiet_)});
    key_ ^= keys().side;
    quiet_ = 0;  // repetition scans never reach across a null move
    side_ ^= 1;
}

void Position::unmakeNull() {
    const PlyRecord& r = history_.back();
    key_ = r.key;
    quiet_ = r.quietPlies;
    side_ ^= 1;
    history_.pop_back();
}

}  // namespace qipan::xiangqi
