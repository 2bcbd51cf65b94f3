#include "plain_prover.h"

#include <algorithm>

namespace qipan::gomoku::plain {

namespace {

constexpr int kDirections[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

}  // namespace

Position::Position(int size, Rule rule)
    : size_(size), rule_(rule), cells_(static_cast<std::size_t>(size * size), kEmpty) {}

int Position::stone(int x, int y) const {
    if (x < 0 || y < 0 || x >= size_ || y >= size_) return kOffBoard;
    const std::size_t i = static_cast<std::size_t>(y * size_ + x);
    if (reads_) (*reads_)[i] = true;
    return cells_[i];
}

int Position::runLength(int x, int y, int dx, int dy) const {
    const int color = stone(x, y);
    int length = 1;
    for (int k = 1; stone(x + k * dx, y + k * dy) == color; ++k) ++length;
    for (int k = 1; stone(x - k * dx, y - k * dy) == color; ++k) ++length;
    return length;
}

bool Position::winsAt(int x, int y) const {
    const int color = stone(x, y);
    if (color != kBlack && color != kWhite) return false;
    for (const auto& [dx, dy] : kDirections) {
        const int length = runLength(x, y, dx, dy);
        if (length < 5) continue;
        switch (rule_) {
            case Rule::Freestyle:
                return true;
            case Rule::Standard:
                if (length == 5) return true;
                break;
            case Rule::Renju:
                if (color == kWhite || length == 5) return true;
                break;
            case Rule::Caro: {
                // Five or more, unless an opponent's stone or the edge closes both ends.
                int hi = 1, lo = 1;
                while (stone(x + hi * dx, y + hi * dy) == color) ++hi;
                while (stone(x - lo * dx, y - lo * dy) == color) ++lo;
                const bool closedHigh = stone(x + hi * dx, y + hi * dy) != kEmpty;
                const bool closedLow = stone(x - lo * dx, y - lo * dy) != kEmpty;
                if (!(closedHigh && closedLow)) return true;
                break;
            }
        }
    }
    return false;
}

bool Position::makesFive(int color, int x, int y) {
    if (stone(x, y) != kEmpty) return false;
    put(x, y, color);
    const bool five = winsAt(x, y);
    lift(x, y);
    return five;
}

bool Position::exactFiveThrough(int x, int y, int dx, int dy) const {
    return runLength(x, y, dx, dy) == 5;
}

// Black stone on (x, y): the points of this line where one more black stone makes exactly five with
// it. Two such points at both ends of one run of four are one (straight) four; otherwise each is a four.
int Position::foursThrough(int x, int y, int dx, int dy) {
    std::vector<int> at;
    for (int k = -4; k <= 4; ++k) {
        const int qx = x + k * dx, qy = y + k * dy;
        if (k == 0 || stone(qx, qy) != kEmpty) continue;
        put(qx, qy, kBlack);
        if (exactFiveThrough(x, y, dx, dy)) at.push_back(k);
        lift(qx, qy);
    }
    if (at.size() == 2 && at[1] - at[0] == 5) return 1;
    return static_cast<int>(at.size());
}

// Black stone on (x, y): does it stand in an unbroken run of exactly four with both ends empty, where
// either end makes exactly five?
bool Position::straightFourThrough(int x, int y, int dx, int dy) const {
    int hi = 1, lo = 1;
    while (stone(x + hi * dx, y + hi * dy) == kBlack) ++hi;
    while (stone(x - lo * dx, y - lo * dy) == kBlack) ++lo;
    if (hi + lo - 1 != 4) return false;
    return stone(x + hi * dx, y + hi * dy) == kEmpty && stone(x - lo * dx, y - lo * dy) == kEmpty &&
           stone(x + (hi + 1) * dx, y + (hi + 1) * dy) != kBlack &&
           stone(x - (lo + 1) * dx, y - (lo + 1) * dy) != kBlack;
}

// Black stone on (x, y): is there a point on this line where one more black stone makes a straight four
// with it, that point itself being no foul?
bool Position::threeThrough(int x, int y, int dx, int dy, int depth) {
    for (int k = -3; k <= 3; ++k) {
        const int qx = x + k * dx, qy = y + k * dy;
        if (k == 0 || stone(qx, qy) != kEmpty) continue;
        bool joined = true;  // the stones between (x, y) and the point are black: one run with both
        const int step = k > 0 ? 1 : -1;
        for (int j = step; j != k; j += step) joined = joined && stone(x + j * dx, y + j * dy) == kBlack;
        if (!joined) continue;
        put(qx, qy, kBlack);
        const bool straight = straightFourThrough(x, y, dx, dy);
        lift(qx, qy);
        if (straight && foulAt(qx, qy, depth + 1) == Foul::None) return true;
    }
    return false;
}

Foul Position::foulAt(int x, int y, int depth) {
    if (rule_ != Rule::Renju || stone(x, y) != kEmpty) return Foul::None;
    put(x, y, kBlack);
    Foul foul = Foul::None;
    bool five = false, overline = false;
    for (const auto& [dx, dy] : kDirections) {
        const int length = runLength(x, y, dx, dy);
        five = five || length == 5;
        overline = overline || length >= 6;
    }
    if (!five) {
        if (overline) {
            foul = Foul::Overline;
        } else {
            int fours = 0, threes = 0;
            for (const auto& [dx, dy] : kDirections) {
                const int f = foursThrough(x, y, dx, dy);
                fours += f;
                if (f == 0 && threeThrough(x, y, dx, dy, depth)) ++threes;
            }
            if (fours >= 2)
                foul = Foul::DoubleFour;
            else if (threes >= 2)
                foul = Foul::DoubleThree;
        }
    }
    lift(x, y);
    return foul;
}

Foul Position::foul(int x, int y) {
    return foulAt(x, y, 0);
}

bool Position::legal(int color, int x, int y) {
    if (stone(x, y) != kEmpty) return false;
    return color != kBlack || rule_ != Rule::Renju || foul(x, y) == Foul::None;
}

std::vector<Point> Position::fivePoints(int color) {
    std::vector<Point> points;
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x)
            if (makesFive(color, x, y)) points.push_back({x, y});
    return points;
}

std::vector<Point> Position::fivePointsThrough(int color, int x, int y) {
    std::vector<Point> points;
    for (const auto& [dx, dy] : kDirections)
        for (int k = -4; k <= 4; ++k) {
            const Point q{x + k * dx, y + k * dy};
            if (k == 0 || !makesFive(color, q.x, q.y)) continue;
            if (std::find(points.begin(), points.end(), q) == points.end()) points.push_back(q);
        }
    return points;
}

std::vector<Point> Position::stops(int color, const std::vector<Point>& fives) {
    // A stone can only change a point's five if it lies on one of its lines within five points: in a
    // game still going on the five spans at most four points on either side (five stones in a row on
    // one side would already be a win) and its closing ends are one point further.
    const int opponent = 3 - color;
    std::vector<Point> found;
    for (const Point f : fives)
        for (const auto& [dx, dy] : kDirections)
            for (int k = -5; k <= 5; ++k) {
                const Point q{f.x + k * dx, f.y + k * dy};
                if (stone(q.x, q.y) != kEmpty || std::find(found.begin(), found.end(), q) != found.end())
                    continue;
                put(q.x, q.y, opponent);
                bool stopped = true;
                for (const Point g : fives) stopped = stopped && !makesFive(color, g.x, g.y);
                lift(q.x, q.y);
                if (stopped && legal(opponent, q.x, q.y)) found.push_back(q);
            }
    return found;
}

// ---- VCF -------------------------------------------------------------------------------------------

bool PlainVcf::wins(Position& position, int attacker, int moves, std::vector<Point>* line) {
    std::vector<Point> found;
    const bool won = search(position, attacker, moves, found);
    if (won && line) *line = found;
    return won;
}

bool PlainVcf::search(Position& position, int attacker, int moves, std::vector<Point>& line) {
    ++nodes_;
    if (moves <= 0) return false;
    const int defender = 3 - attacker;
    const std::vector<Point> fives = position.fivePoints(attacker);
    if (!fives.empty()) {
        line = {fives.front()};
        return true;
    }
    const std::string key = position.key() + static_cast<char>(attacker);
    const auto known = failed_.find(key);
    if (known != failed_.end() && known->second >= moves) return false;

    const std::vector<Point> theirs = position.fivePoints(defender);
    std::vector<Point> candidates;
    if (!theirs.empty()) {
        candidates = position.stops(defender, theirs);  // his five first; in a VCF the stop must be a four
    } else {
        // A four needs three more of the attacker's stones within four points on one line.
        for (int y = 0; y < position.size(); ++y)
            for (int x = 0; x < position.size(); ++x) {
                if (position.stone(x, y) != kEmpty) continue;
                bool near = false;
                for (const auto& [dx, dy] : kDirections) {
                    int own = 0;
                    for (int k = -4; k <= 4; ++k)
                        if (k != 0 && position.stone(x + k * dx, y + k * dy) == attacker) ++own;
                    near = near || own >= 3;
                }
                if (near) candidates.push_back({x, y});
            }
    }
    for (const Point c : candidates) {
        if (!position.legal(attacker, c.x, c.y)) continue;
        position.put(c.x, c.y, attacker);
        // The attacker had no five before this stone, so his fives now all run through it.
        const std::vector<Point> threats = position.fivePointsThrough(attacker, c.x, c.y);
        bool won = false;
        if (!threats.empty()) {
            // The defender has no five (none before, or this stone stopped his): he must stop ours.
            const std::vector<Point> replies = position.stops(attacker, threats);
            if (replies.empty()) {
                won = moves >= 2;
                if (won) line = {c, threats[0]};
            } else {
                std::vector<Point> longest;
                won = true;
                for (const Point reply : replies) {
                    position.put(reply.x, reply.y, defender);
                    std::vector<Point> rest;
                    const bool lost = search(position, attacker, moves - 1, rest);
                    position.lift(reply.x, reply.y);
                    if (!lost) {
                        won = false;
                        break;
                    }
                    if (longest.empty() || rest.size() + 2 > longest.size()) {
                        longest = {c, reply};
                        longest.insert(longest.end(), rest.begin(), rest.end());
                    }
                }
                if (won) line = longest;
            }
        }
        position.lift(c.x, c.y);
        if (won) return true;
    }
    failed_[key] = moves;
    return false;
}

bool replayFours(Position& position, int attacker, const std::vector<Point>& line, int moves) {
    const int defender = 3 - attacker;
    std::vector<Point> placed;
    bool won = false;
    int used = 0;
    for (std::size_t i = 0; i < line.size() && used < moves; i += 2) {
        const Point a = line[i];
        if (!position.legal(attacker, a.x, a.y)) break;
        if (position.makesFive(attacker, a.x, a.y)) {
            won = true;
            break;
        }
        position.put(a.x, a.y, attacker);
        placed.push_back(a);
        ++used;
        const std::vector<Point> threats = position.fivePointsThrough(attacker, a.x, a.y);
        if (threats.empty()) break;
        const std::vector<Point> replies = position.stops(attacker, threats);
        if (replies.empty()) {
            won = used < moves;
            break;
        }
        if (replies.size() > 1) break;  // more than one way to stop it: not a line to replay
        const Point stop = replies[0];
        position.put(stop.x, stop.y, defender);
        placed.push_back(stop);
        if (!position.fivePointsThrough(defender, stop.x, stop.y).empty()) break;  // his four
    }
    for (auto it = placed.rbegin(); it != placed.rend(); ++it) position.lift(it->x, it->y);
    return won;
}

// ---- checking a claimed win ------------------------------------------------------------------------

bool WinCheck::verify(Position& position, int attacker, int moves) {
    if (++nodes > nodeLimit) {
        unfinished = true;
        return false;
    }
    if (moves <= 0) return false;
    const int defender = 3 - attacker;
    if (!position.fivePoints(attacker).empty()) return true;
    const std::vector<Point> theirs = position.fivePoints(defender);
    const std::vector<Point> stops = theirs.empty() ? std::vector<Point>{} : position.stops(defender, theirs);
    if (!theirs.empty() && stops.empty()) {
        why = "the defender has an unstoppable five at " + positionText(position);
        return false;
    }
    std::vector<Point> line;
    if (vcf_.wins(position, attacker, moves, &line)) {
        known_.push_back(line);
        return true;
    }
    std::optional<Point> move;
    if (stops.size() == 1) {
        move = stops[0];
    } else {
        ++suggestions;
        move = suggest(position, attacker, moves);
    }
    if (!move) {
        why = "no win found within " + std::to_string(moves) + " moves at " + positionText(position);
        return false;
    }
    if (!stops.empty() && std::find(stops.begin(), stops.end(), *move) == stops.end()) {
        why = "suggested move " + pointText(position, *move) + " does not stop the five at " +
              positionText(position);
        return false;
    }
    if (!position.legal(attacker, move->x, move->y)) {
        why = "suggested move " + pointText(position, *move) + " is illegal at " + positionText(position);
        return false;
    }
    position.put(move->x, move->y, attacker);
    path_.push_back(*move);
    const bool won = everyReplyLoses(position, attacker, moves - 1);
    path_.pop_back();
    position.lift(move->x, move->y);
    return won;
}

bool WinCheck::everyReplyLoses(Position& position, int attacker, int moves) {
    const int defender = 3 - attacker;
    const int n = position.size();
    // A known winning line that works when the defender passes reads some cells; a reply on any other
    // cell cannot change what it reads, so it works after that reply too.
    std::vector<std::vector<bool>> readsOfWorking;
    const auto learn = [&](const std::vector<Point>& line) {
        std::vector<bool> reads(static_cast<std::size_t>(n * n), false);
        position.recordReads(&reads);
        const bool works = replayFours(position, attacker, line, moves);
        position.recordReads(nullptr);
        if (works) readsOfWorking.push_back(std::move(reads));
    };
    for (std::size_t i = known_.size() > 8 ? known_.size() - 8 : 0; i < known_.size(); ++i) learn(known_[i]);

    if (moves <= 0) return false;
    if (!position.fivePoints(defender).empty()) {
        why = "the defender can make five in " + positionText(position);
        return false;
    }
    bool anyEmpty = false;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            if (position.stone(x, y) != kEmpty) continue;
            anyEmpty = true;
            if (!position.legal(defender, x, y)) continue;  // a Renju foul: Black may not play it
            if (position.makesFive(defender, x, y)) {
                why = "the defender makes five at " + pointText(position, {x, y}) + " in " +
                      positionText(position);
                return false;
            }
            position.put(x, y, defender);
            path_.push_back({x, y});
            // A reply that makes a four must be answered first: no known line is tried after it.
            const bool four = !position.fivePointsThrough(defender, x, y).empty();
            const std::size_t cell = static_cast<std::size_t>(y * n + x);
            bool refuted = !four && std::any_of(readsOfWorking.begin(), readsOfWorking.end(),
                                                [&](const std::vector<bool>& reads) { return !reads[cell]; });
            for (std::size_t i = known_.size(); i-- > 0 && !refuted && !four;)
                refuted = replayFours(position, attacker, known_[i], moves);
            const std::size_t before = known_.size();
            if (!refuted) refuted = verify(position, attacker, moves);
            path_.pop_back();
            position.lift(x, y);
            if (!refuted) {
                if (why.empty()) {
                    why = "no win after the reply " + pointText(position, {x, y}) + " (line:";
                    for (const Point p : path_) {
                        why += ' ';
                        why += pointText(position, p);
                    }
                    why += ' ';
                    why += pointText(position, {x, y});
                    why += ')';
                }
                return false;
            }
            for (std::size_t i = before; i < known_.size(); ++i) learn(known_[i]);
            if (known_.size() > 64) known_.erase(known_.begin(), known_.end() - 32);
        }
    // Every reply loses; with no legal reply but empty points (all fouls) Black must play a foul and
    // loses; a full board is a draw.
    return anyEmpty;
}

std::string pointText(const Position& position, Point p) {
    std::string text(1, static_cast<char>('a' + p.x));
    text += std::to_string(position.size() - p.y);
    return text;
}

std::string positionText(const Position& position) {
    std::string black, white;
    for (int y = 0; y < position.size(); ++y)
        for (int x = 0; x < position.size(); ++x) {
            std::string& list = position.stone(x, y) == kBlack ? black : white;
            if (position.stone(x, y) == kEmpty) continue;
            if (!list.empty()) list += ',';
            list += pointText(position, {x, y});
        }
    return std::string(ruleName(position.rule())) + " black:" + black + " white:" + white;
}

}  // namespace qipan::gomoku::plain
