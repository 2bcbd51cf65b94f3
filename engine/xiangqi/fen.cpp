// FEN for Xiangqi: reading with the checks that make a position one that could arise, and writing.
#include <cctype>
#include <sstream>

#include "xiangqi/position.h"

namespace qipan::xiangqi {

char pieceLetter(std::uint8_t piece) {
    static const char kLetters[] = " KABNRCP";
    const char c = kLetters[kindOf(piece)];
    return colourOf(piece) == kRed ? c : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

std::uint8_t pieceFromLetter(char c) {
    const int colour = std::isupper(static_cast<unsigned char>(c)) ? kRed : kBlack;
    switch (std::toupper(static_cast<unsigned char>(c))) {
        case 'K': return makePiece(colour, kGeneral);
        case 'A': return makePiece(colour, kAdvisor);
        case 'B':
        case 'E': return makePiece(colour, kElephant);
        case 'N':
        case 'H': return makePiece(colour, kHorse);
        case 'R': return makePiece(colour, kChariot);
        case 'C': return makePiece(colour, kCannon);
        case 'P': return makePiece(colour, kSoldier);
        default: return kEmpty;
    }
}

namespace {

const char* colourName(int colour) {
    return colour == kRed ? QIPAN_WORDS("red") : QIPAN_WORDS("black");
}

std::string squareName(int sq) {
    return std::string(1, static_cast<char>('a' + fileOf(sq))) + static_cast<char>('0' + rankOf(sq));
}

// Where a piece of this kind can ever stand; an empty pattern when it can stand on `sq`.
Message placementError(std::uint8_t piece, int sq) {
    const int colour = colourOf(piece);
    const int x = fileOf(sq), y = rowOf(sq);
    const int r = colour == kRed ? 9 - y : y;  // rows counted from the piece's own back rank
    const auto where = [&](const char* pattern) {
        return Message{pattern, {pieceName(piece), squareName(sq)}};
    };
    switch (kindOf(piece)) {
        case kGeneral:
            if (!inPalace(colour, sq)) return where(QIPAN_WORDS("{1} on {2} is outside its palace"));
            break;
        case kAdvisor:
            if (!inPalace(colour, sq) || (x + r) % 2 != 1)
                return where(QIPAN_WORDS("{1} on {2} is not on an advisor point of its palace"));
            break;
        case kElephant: {
            const bool point = (r == 0 || r == 4) ? (x == 2 || x == 6) : r == 2 ? (x % 4 == 0) : false;
            if (!point) return where(QIPAN_WORDS("{1} on {2} is not on one of its elephant points"));
            break;
        }
        case kSoldier:
            if (r < 3) return where(QIPAN_WORDS("{1} on {2} stands behind its starting rank"));
            if (r <= 4 && x % 2 != 0)
                return where(QIPAN_WORDS("{1} on {2} cannot have left its file before crossing the river"));
            break;
        default:
            break;
    }
    return {};
}

}  // namespace

const char* pieceName(std::uint8_t piece) {
    static const char* const kNames[16] = {"",
                                           QIPAN_WORDS("red general"),
                                           QIPAN_WORDS("red advisor"),
                                           QIPAN_WORDS("red elephant"),
                                           QIPAN_WORDS("red horse"),
                                           QIPAN_WORDS("red chariot"),
                                           QIPAN_WORDS("red cannon"),
                                           QIPAN_WORDS("red soldier"),
                                           "",
                                           QIPAN_WORDS("black general"),
                                           QIPAN_WORDS("black advisor"),
                                           QIPAN_WORDS("black elephant"),
                                           QIPAN_WORDS("black horse"),
                                           QIPAN_WORDS("black chariot"),
                                           QIPAN_WORDS("black cannon"),
                                           QIPAN_WORDS("black soldier")};
    return piece < 16 ? kNames[piece] : "";
}

bool Position::setFen(std::string_view text, std::string& error) {
    Message problem;
    if (setFen(text, problem)) return true;
    error = problem.text();
    return false;
}

bool Position::setFen(std::string_view text, Message& error) {
    std::istringstream in{std::string(text)};
    std::string placement, side, castling, ep;
    int quiet = 0, fullmove = 1;
    in >> placement >> side;
    if (placement.empty()) {
        error = {QIPAN_WORDS("empty FEN"), {}};
        return false;
    }
    if (in >> castling >> ep) {
        if (!(in >> quiet)) quiet = 0;
        if (!(in >> fullmove)) fullmove = 1;
    }
    if (quiet < 0 || fullmove < 1) {
        error = {QIPAN_WORDS("bad move counters"), {}};
        return false;
    }
    Position p{Blank{}};
    int y = 0, x = 0;
    int nextSlot[2] = {1, 1};
    for (char c : placement) {
        if (c == '/') {
            if (x != kFiles) {
                error = {QIPAN_WORDS("rank {1} does not have 9 files"), {std::to_string(9 - y)}};
                return false;
            }
            ++y;
            x = 0;
            if (y >= kRanks) {
                error = {QIPAN_WORDS("more than 10 ranks"), {}};
                return false;
            }
            continue;
        }
        if (c >= '1' && c <= '9') {
            x += c - '0';
        } else {
            const std::uint8_t piece = pieceFromLetter(c);
            if (piece == kEmpty) {
                error = {QIPAN_WORDS("unknown piece letter '{1}'"), {std::string(1, c)}};
                return false;
            }
            if (x >= kFiles) break;
            const int sq = squareOf(x, y);
            const int colour = colourOf(piece);
            if (kindOf(piece) == kGeneral) {
                if (p.slotSq_[colour * 16] != 0) {
                    error = {QIPAN_WORDS("two {1}s"), {pieceName(piece)}};
                    return false;
                }
                p.put(piece, sq, colour * 16);
            } else {
                if (nextSlot[colour] >= 16) {
                    error = {QIPAN_WORDS("too many {1} pieces"), {colourName(colour)}};
                    return false;
                }
                p.put(piece, sq, colour * 16 + nextSlot[colour]++);
            }
            ++x;
        }
        if (x > kFiles) break;
    }
    if (x != kFiles || y != kRanks - 1) {
        error = {QIPAN_WORDS("the board must have 10 ranks of 9 files"), {}};
        return false;
    }
    if (side == "w" || side == "r" || side == "W" || side == "R" || side.empty()) p.side_ = kRed;
    else if (side == "b" || side == "B") p.side_ = kBlack;
    else {
        error = {QIPAN_WORDS("side to move must be 'w' (or 'r') or 'b', not '{1}'"), {side}};
        return false;
    }
    static const int kMax[8] = {0, 1, 2, 2, 2, 2, 2, 5};
    for (int colour = 0; colour < 2; ++colour) {
        if (p.slotSq_[colour * 16] == 0) {
            error = {QIPAN_WORDS("missing {1}"), {pieceName(makePiece(colour, kGeneral))}};
            return false;
        }
        for (int k = kAdvisor; k <= kSoldier; ++k)
            if (p.counts_[colour][k] > kMax[k]) {
                error = {QIPAN_WORDS("too many {1}s ({2}, at most {3})"),
                         {pieceName(makePiece(colour, static_cast<Kind>(k))),
                          std::to_string(p.counts_[colour][k]), std::to_string(kMax[k])}};
                return false;
            }
    }
    for (int i = 0; i < 32; ++i) {
        if (p.slotSq_[i] == 0) continue;
        Message why = placementError(p.slotPiece_[i], p.slotSq_[i]);
        if (!why.pattern.empty()) {
            error = why;
            return false;
        }
    }
    // Facing generals: the red general would be "attacked" along the file by the black one.
    const int redGeneral = p.slotSq_[0], blackGeneral = p.slotSq_[16];
    if (fileOf(redGeneral) == fileOf(blackGeneral)) {
        bool open = true;
        for (int s = blackGeneral + 16; s < redGeneral; s += 16)
            if (p.board_[s] != kEmpty) open = false;
        if (open) {
            error = {QIPAN_WORDS("the generals face each other on an open file"), {}};
            return false;
        }
    }
    if (p.generalAttacked(p.slotSq_[(p.side_ ^ 1) * 16], p.side_)) {
        error = {QIPAN_WORDS("the side not to move ({1}) is in check"), {colourName(p.side_ ^ 1)}};
        return false;
    }
    if (p.side_ == kBlack) p.key_ ^= sideKey();
    p.quiet_ = quiet;
    p.fullmove_ = fullmove;
    p.startBlack_ = p.side_;
    *this = std::move(p);
    return true;
}

std::string Position::fen() const {
    std::string out;
    for (int y = 0; y < kRanks; ++y) {
        int empty = 0;
        for (int x = 0; x < kFiles; ++x) {
            const std::uint8_t p = board_[squareOf(x, y)];
            if (p == kEmpty) {
                ++empty;
                continue;
            }
            if (empty) out += static_cast<char>('0' + empty);
            empty = 0;
            out += pieceLetter(p);
        }
        if (empty) out += static_cast<char>('0' + empty);
        if (y + 1 < kRanks) out += '/';
    }
    out += side_ == kRed ? " w - - " : " b - - ";
    out += std::to_string(quiet_) + " " + std::to_string(fullmove());
    return out;
}

}  // namespace qipan::xiangqi
