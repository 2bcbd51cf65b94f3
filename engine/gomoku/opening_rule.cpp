#include "gomoku/opening_rule.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "core/message.h"
#include "core/parse_number.h"
#include "gomoku/notation.h"

namespace qipan::gomoku {

namespace {

constexpr int kOpener = 0, kOther = 1, kBlackHolder = 2, kWhiteHolder = 3;

// The eight rotations and reflections of the plane, as (dx, dy) -> (a*dx + b*dy, c*dx + d*dy).
constexpr std::array<std::array<int, 4>, 8> kTransforms{{
    {1, 0, 0, 1},
    {0, -1, 1, 0},
    {-1, 0, 0, -1},
    {0, 1, -1, 0},  // rotations
    {-1, 0, 0, 1},
    {1, 0, 0, -1},
    {0, 1, 1, 0},
    {0, -1, -1, 0},  // reflections
}};

std::string choiceName(Choice c) {
    switch (c) {
        case Choice::Swap:
            return "swap";
        case Choice::Keep:
            return "keep";
        case Choice::PlaceTwo:
            return "place-two";
        case Choice::OneFifth:
            return "one-fifth";
        case Choice::OfferFifths:
            return "offer-fifths";
    }
    return "keep";
}

std::optional<Choice> parseChoice(std::string_view s) {
    for (Choice c : {Choice::Swap, Choice::Keep, Choice::PlaceTwo, Choice::OneFifth, Choice::OfferFifths})
        if (s == choiceName(c)) return c;
    return std::nullopt;
}

}  // namespace

std::string_view openingRuleName(OpeningRule rule) {
    switch (rule) {
        case OpeningRule::None:
            return "none";
        case OpeningRule::Swap:
            return "swap";
        case OpeningRule::Swap2:
            return "swap2";
        case OpeningRule::Soosorv8:
            return "soosorv-8";
        case OpeningRule::Taraguchi10:
            return "taraguchi-10";
    }
    return "none";
}

std::optional<OpeningRule> parseOpeningRule(std::string_view name) {
    for (OpeningRule r : {OpeningRule::None, OpeningRule::Swap, OpeningRule::Swap2, OpeningRule::Soosorv8,
                          OpeningRule::Taraguchi10})
        if (name == openingRuleName(r)) return r;
    return std::nullopt;
}

bool openingRuleFits(OpeningRule opening, Rule rule, int size) {
    switch (opening) {
        case OpeningRule::None:
            return true;
        case OpeningRule::Swap:
        case OpeningRule::Swap2:
            return rule != Rule::Renju && size >= 7;
        case OpeningRule::Soosorv8:
        case OpeningRule::Taraguchi10:
            return rule == Rule::Renju && size == 15;
    }
    return false;
}

std::vector<OpeningRule> openingRulesFor(Rule rule, int size) {
    std::vector<OpeningRule> rules;
    for (OpeningRule r : {OpeningRule::None, OpeningRule::Swap, OpeningRule::Swap2, OpeningRule::Soosorv8,
                          OpeningRule::Taraguchi10})
        if (openingRuleFits(r, rule, size)) rules.push_back(r);
    return rules;
}

std::vector<OpeningRule> openingRulesForGame(std::string_view gameId) {
    const std::string_view prefix = "gomoku/";
    if (gameId.substr(0, prefix.size()) != prefix) return {OpeningRule::None};
    const std::string_view rest = gameId.substr(prefix.size());
    const std::size_t slash = rest.find('/');
    const auto rule = parseRule(rest.substr(0, slash));
    const auto size =
        slash == std::string_view::npos ? std::nullopt : parseNumber<int>(rest.substr(slash + 1));
    if (!rule || !size) return {OpeningRule::None};
    return openingRulesFor(*rule, *size);
}

Opening::Opening(OpeningRule opening, Rule rule, int size) : opening_(opening), game_(rule, size) {
    begin();
}

void Opening::begin() {
    script_.clear();
    switch (opening_) {
        case OpeningRule::None:
            break;
        case OpeningRule::Swap:
            script_ = {{StepKind::Place, kOpener, -1, 0},
                       {StepKind::Place, kOpener, -1, 0},
                       {StepKind::Place, kOpener, -1, 0},
                       {StepKind::SwapChoice, kOther, -1, 0}};
            break;
        case OpeningRule::Swap2:
            script_ = {{StepKind::Place, kOpener, -1, 0},
                       {StepKind::Place, kOpener, -1, 0},
                       {StepKind::Place, kOpener, -1, 0},
                       {StepKind::Swap2Choice, kOther, -1, 0}};
            break;
        case OpeningRule::Soosorv8:
            script_ = {{StepKind::Place, kOpener, 0, 0},
                       {StepKind::Place, kOpener, 1, 0},
                       {StepKind::Place, kOpener, 2, 0},
                       {StepKind::SwapChoice, kOther, -1, 0},
                       {StepKind::Place, kWhiteHolder, -1, 0},
                       {StepKind::Declare, kWhiteHolder, -1, 8},
                       {StepKind::SwapChoice, kBlackHolder, -1, 0},
                       {StepKind::Offer, kBlackHolder, -1, 0},
                       {StepKind::Pick, kWhiteHolder, -1, 0}};
            break;
        case OpeningRule::Taraguchi10:
            script_ = {
                {StepKind::Place, kBlackHolder, 0, 0},        {StepKind::SwapChoice, kWhiteHolder, -1, 0},
                {StepKind::Place, kWhiteHolder, 1, 0},        {StepKind::SwapChoice, kBlackHolder, -1, 0},
                {StepKind::Place, kBlackHolder, 2, 0},        {StepKind::SwapChoice, kWhiteHolder, -1, 0},
                {StepKind::Place, kWhiteHolder, 3, 0},        {StepKind::SwapChoice, kBlackHolder, -1, 0},
                {StepKind::FifthChoice, kBlackHolder, -1, 10}};
            break;
    }
    next_ = 0;
    advance();
}

void Opening::advance() {
    if (next_ >= script_.size()) {
        step_ = OpeningStep{};
        step_.actor = playerOf(Side::Second);  // White moves next when an opening ends
        return;
    }
    const Script& s = script_[next_++];
    step_.kind = s.kind;
    step_.actor = s.actor == kOpener        ? 0
                  : s.actor == kOther       ? 1
                  : s.actor == kBlackHolder ? blackPlayer_
                                            : 1 - blackPlayer_;
    step_.radius = s.radius;
    step_.count = s.kind == StepKind::Offer ? declared_ : s.count;
}

int Opening::distanceFromCentre(int cell) const {
    const int n = size(), c = n / 2;
    return std::max(std::abs(cell % n - c), std::abs(cell / n - c));
}

std::string Opening::refuseAt(int cell) const {
    const int n = size();
    if (cell < 0 || cell >= n * n) return "off the board";
    if (game_.cell(cell % n, cell / n) != 0) return "occupied";
    return {};
}

std::string Opening::cellRefusal(int cell) const {
    if (std::string why = refuseAt(cell); !why.empty()) return why;
    switch (step_.kind) {
        case StepKind::Place: {
            if (step_.radius >= 0 && distanceFromCentre(cell) > step_.radius) {
                static const char* const kAreas[] = {
                    QIPAN_WORDS("must be on the centre"), QIPAN_WORDS("must be in the central 3x3"),
                    QIPAN_WORDS("must be in the central 5x5"), QIPAN_WORDS("must be in the central 7x7"),
                    QIPAN_WORDS("must be in the central 9x9")};
                return kAreas[std::min(step_.radius, 4)];
            }
            return game_.illegalReason(Move{cell});
        }
        case StepKind::Offer: {
            if (std::find(offers_.begin(), offers_.end(), cell) != offers_.end())
                return QIPAN_WORDS("already offered");
            if (std::string why = game_.illegalReason(Move{cell}); !why.empty()) return why;
            for (int o : offers_)
                if (symmetrical(o, cell)) return QIPAN_WORDS("symmetrical to an offered move");
            return {};
        }
        case StepKind::Pick:
            return {};  // refuseAt() already said it is empty; pick() checks the offers
        default:
            return "no stone to place now";
    }
}

void Opening::placeStone(int cell) {
    game_.play(Move{cell});
    stones_.push_back(cell);
}

std::string Opening::place(int cell) {
    if (step_.kind != StepKind::Place) return QIPAN_WORDS("no stone to place now");
    if (std::string why = cellRefusal(cell); !why.empty()) return why;
    placeStone(cell);
    events_.push_back({OpeningEvent::Kind::Place, cell, Choice::Keep, 0});
    advance();
    return {};
}

std::string Opening::choose(Choice choice) {
    switch (step_.kind) {
        case StepKind::SwapChoice:
            if (choice != Choice::Swap && choice != Choice::Keep)
                return "choose to swap or to keep the colours";
            if (choice == Choice::Swap) blackPlayer_ = 1 - blackPlayer_;
            events_.push_back({OpeningEvent::Kind::Choose, -1, choice, 0});
            advance();
            return {};
        case StepKind::Swap2Choice:
            if (choice == Choice::Swap || choice == Choice::Keep) {
                if (choice == Choice::Swap) blackPlayer_ = 1 - blackPlayer_;
                script_.resize(next_);  // nothing follows: the game goes on, White to move
            } else if (choice == Choice::PlaceTwo) {
                script_.insert(script_.begin() + static_cast<std::ptrdiff_t>(next_),
                               {{StepKind::Place, kOther, -1, 0},
                                {StepKind::Place, kOther, -1, 0},
                                {StepKind::SwapChoice, kOpener, -1, 0}});
            } else {
                return "choose Black, White or two more stones";
            }
            events_.push_back({OpeningEvent::Kind::Choose, -1, choice, 0});
            advance();
            return {};
        case StepKind::FifthChoice:
            if (choice == Choice::OneFifth) {
                script_.insert(
                    script_.begin() + static_cast<std::ptrdiff_t>(next_),
                    {{StepKind::Place, kBlackHolder, 4, 0}, {StepKind::SwapChoice, kWhiteHolder, -1, 0}});
            } else if (choice == Choice::OfferFifths) {
                declared_ = step_.count;
                script_.insert(
                    script_.begin() + static_cast<std::ptrdiff_t>(next_),
                    {{StepKind::Offer, kBlackHolder, -1, 0}, {StepKind::Pick, kWhiteHolder, -1, 0}});
            } else {
                return "choose one fifth stone or several offers";
            }
            events_.push_back({OpeningEvent::Kind::Choose, -1, choice, 0});
            advance();
            return {};
        default:
            return "no choice to make now";
    }
}

std::string Opening::declare(int number) {
    if (step_.kind != StepKind::Declare) return "no number to declare now";
    if (number < 1 || number > step_.count)
        return "the number of fifth moves must be 1 to " + std::to_string(step_.count);
    declared_ = number;
    events_.push_back({OpeningEvent::Kind::Declare, -1, Choice::Keep, number});
    advance();
    return {};
}

std::string Opening::offer(int cell) {
    if (step_.kind != StepKind::Offer) return "no fifth move to offer now";
    if (std::string why = cellRefusal(cell); !why.empty()) return why;
    offers_.push_back(cell);
    events_.push_back({OpeningEvent::Kind::Offer, cell, Choice::Keep, 0});
    if (static_cast<int>(offers_.size()) == declared_) advance();
    return {};
}

std::string Opening::withdraw(int cell) {
    const auto it = std::find(offers_.begin(), offers_.end(), cell);
    if (step_.kind != StepKind::Offer || it == offers_.end())
        return QIPAN_WORDS("no such offer to take back");
    offers_.erase(it);
    events_.push_back({OpeningEvent::Kind::Withdraw, cell, Choice::Keep, 0});
    return {};
}

std::string Opening::pick(int cell) {
    if (step_.kind != StepKind::Pick) return QIPAN_WORDS("no offer to pick now");
    if (std::find(offers_.begin(), offers_.end(), cell) == offers_.end())
        return QIPAN_WORDS("not one of the offered moves");
    offers_.clear();
    placeStone(cell);
    events_.push_back({OpeningEvent::Kind::Pick, cell, Choice::Keep, 0});
    advance();
    return {};
}

std::string Opening::apply(const OpeningEvent& e) {
    switch (e.kind) {
        case OpeningEvent::Kind::Place:
            return place(e.cell);
        case OpeningEvent::Kind::Choose:
            return choose(e.choice);
        case OpeningEvent::Kind::Declare:
            return declare(e.number);
        case OpeningEvent::Kind::Offer:
            return offer(e.cell);
        case OpeningEvent::Kind::Withdraw:
            return withdraw(e.cell);
        case OpeningEvent::Kind::Pick:
            return pick(e.cell);
    }
    return "unknown step";
}

bool Opening::undo() {
    if (events_.empty()) return false;
    std::vector<OpeningEvent> keep(events_.begin(), events_.end() - 1);
    Opening fresh(opening_, rule(), size());
    for (const OpeningEvent& e : keep) fresh.apply(e);  // each was accepted before, in the same order
    while (game_.ply() > 0) game_.undo();
    for (int cell : fresh.stones_) game_.play(Move{cell});
    script_ = std::move(fresh.script_);
    next_ = fresh.next_;
    step_ = fresh.step_;
    blackPlayer_ = fresh.blackPlayer_;
    declared_ = fresh.declared_;
    stones_ = std::move(fresh.stones_);
    offers_ = std::move(fresh.offers_);
    events_ = std::move(fresh.events_);
    return true;
}

std::vector<int> Opening::symmetricImages(int cell) const {
    const int n = size();
    std::vector<int> images{cell};
    if (stones_.empty()) return images;
    const int x0 = stones_[0] % n, y0 = stones_[0] / n;
    for (const auto& t : kTransforms) {
        // Every symmetry maps the first (black) stone onto some black stone: try each as its image.
        for (std::size_t b = 0; b < stones_.size(); b += 2) {
            const int bx = stones_[b] % n, by = stones_[b] / n;
            const auto map = [&](int x, int y) {
                const int dx = x - x0, dy = y - y0;
                return std::pair{bx + t[0] * dx + t[1] * dy, by + t[2] * dx + t[3] * dy};
            };
            bool ok = true;
            for (std::size_t i = 0; i < stones_.size() && ok; ++i) {
                const auto [x, y] = map(stones_[i] % n, stones_[i] / n);
                ok = x >= 0 && y >= 0 && x < n && y < n && game_.cell(x, y) == (i % 2 == 0 ? 1 : 2);
            }
            if (!ok) continue;
            const auto [x, y] = map(cell % n, cell / n);
            if (x >= 0 && y >= 0 && x < n && y < n &&
                std::find(images.begin(), images.end(), y * n + x) == images.end())
                images.push_back(y * n + x);
        }
    }
    return images;
}

bool Opening::symmetrical(int cellA, int cellB) const {
    const std::vector<int> images = symmetricImages(cellA);
    return std::find(images.begin(), images.end(), cellB) != images.end();
}

std::string Opening::eventsText() const {
    std::string text;
    const int n = size();
    const auto name = [n](int cell) { return pointName(cell % n, cell / n, n); };
    for (const OpeningEvent& e : events_) {
        if (!text.empty()) text += ' ';
        switch (e.kind) {
            case OpeningEvent::Kind::Place:
                text += name(e.cell);
                break;
            case OpeningEvent::Kind::Choose:
                text += choiceName(e.choice);
                break;
            case OpeningEvent::Kind::Declare:
                text += "declare:" + std::to_string(e.number);
                break;
            case OpeningEvent::Kind::Offer:
                text += "offer:" + name(e.cell);
                break;
            case OpeningEvent::Kind::Withdraw:
                text += "withdraw:" + name(e.cell);
                break;
            case OpeningEvent::Kind::Pick:
                text += "pick:" + name(e.cell);
                break;
        }
    }
    return text;
}

std::optional<Opening> Opening::readOpening(OpeningRule rule, Rule gameRule, int size, std::string_view text,
                                            std::string& error) {
    if (!openingRuleFits(rule, gameRule, size)) {
        error = "the opening rule " + std::string(openingRuleName(rule)) + " does not fit this game";
        return std::nullopt;
    }
    Opening opening(rule, gameRule, size);
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ') {
            ++i;
            continue;
        }
        std::size_t end = text.find(' ', i);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view word = text.substr(i, end - i);
        i = end;
        OpeningEvent e;
        const std::size_t colon = word.find(':');
        const std::string_view head = word.substr(0, colon);
        const std::string_view arg =
            colon == std::string_view::npos ? std::string_view{} : word.substr(colon + 1);
        const auto cellOf = [&](std::string_view s) {
            const auto p = parsePoint(s, size);
            return p ? p->second * size + p->first : -1;
        };
        if (colon == std::string_view::npos && parseChoice(word)) {
            e.kind = OpeningEvent::Kind::Choose;
            e.choice = *parseChoice(word);
        } else if (colon == std::string_view::npos) {
            e.kind = OpeningEvent::Kind::Place;
            e.cell = cellOf(word);
        } else if (head == "declare") {
            e.kind = OpeningEvent::Kind::Declare;
            e.number = parseNumber<int>(arg).value_or(0);
        } else if (head == "offer" || head == "withdraw" || head == "pick") {
            e.kind = head == "offer"  ? OpeningEvent::Kind::Offer
                     : head == "pick" ? OpeningEvent::Kind::Pick
                                      : OpeningEvent::Kind::Withdraw;
            e.cell = cellOf(arg);
        } else {
            error = "unknown opening step '" + std::string(word) + "'";
            return std::nullopt;
        }
        if (std::string why = opening.apply(e); !why.empty()) {
            error = "opening step '" + std::string(word) + "': " + why;
            return std::nullopt;
        }
    }
    return opening;
}

}  // namespace qipan::gomoku
