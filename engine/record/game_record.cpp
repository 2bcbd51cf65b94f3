#include "record/game_record.h"

#include <algorithm>

#include "core/quote.h"
#include "game/registry.h"

namespace qipan {

namespace {
std::string located(const std::string& what, int line, int column) {
    if (line <= 0) return what;
    return "line " + std::to_string(line) + (column > 0 ? ", column " + std::to_string(column) : "") + ": " + what;
}
}  // namespace

FormatError::FormatError(const std::string& what, int line, int column)
    : std::runtime_error(located(what, line, column)), message_(what), line_(line), column_(column) {}

GameRecord::GameRecord(std::string gameId, std::string startPosition)
    : gameId_(std::move(gameId)), startPosition_(std::move(startPosition)) {}

void GameRecord::setCursor(std::size_t n) { cursor_ = std::min(n, steps_.size()); }

void GameRecord::append(Step step) {
    steps_.resize(cursor_);
    steps_.push_back(std::move(step));
    cursor_ = steps_.size();
}

Step GameRecord::removeLast() {
    if (steps_.empty()) throw std::logic_error("GameRecord::removeLast on an empty record");
    Step last = std::move(steps_.back());
    steps_.pop_back();
    cursor_ = std::min(cursor_, steps_.size());
    return last;
}

std::vector<Step> GameRecord::tail() const {
    return std::vector<Step>(steps_.begin() + static_cast<std::ptrdiff_t>(cursor_), steps_.end());
}

void GameRecord::restoreTail(std::vector<Step> tail) {
    if (!atEnd()) throw std::logic_error("GameRecord::restoreTail needs the cursor at the end");
    for (auto& s : tail) steps_.push_back(std::move(s));
}

std::string GameRecord::tag(const std::string& name) const {
    const auto it = tags_.find(name);
    return it == tags_.end() ? std::string() : it->second;
}

void GameRecord::setTag(const std::string& name, const std::string& value) {
    if (value.empty())
        tags_.erase(name);
    else
        tags_[name] = value;
}

std::unique_ptr<Game> GameRecord::initialGame() const {
    std::string error;
    auto game = createGame(gameId_, &error);
    if (!game) throw FormatError(error);
    if (!startPosition_.empty() && !game->setPosition(startPosition_, error))
        throw FormatError("bad initial position: " + error);
    return game;
}

std::unique_ptr<Game> GameRecord::replay(std::size_t count) const {
    auto game = initialGame();
    count = std::min(count, steps_.size());
    for (std::size_t i = 0; i < count; ++i) {
        const std::string why = game->illegalReason(steps_[i].move);
        if (!why.empty())
            throw FormatError("move " + std::to_string(i + 1) + " (" + steps_[i].text + ") is not legal: " + why);
        game->play(steps_[i].move);
    }
    return game;
}

GameRecord recordFromMoves(const std::string& gameId, const std::vector<std::string>& moves,
                           const std::string& startPosition) {
    GameRecord record(gameId, startPosition);
    auto game = record.initialGame();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto move = game->parseMove(moves[i]);
        if (!move)
            throw FormatError("move " + std::to_string(i + 1) + " " + quoted(moves[i]) + " is not a move");
        const std::string why = game->illegalReason(*move);
        if (!why.empty())
            throw FormatError("move " + std::to_string(i + 1) + " (" + moves[i] + ") is not legal: " + why);
        record.append(Step{*move, game->moveToText(*move), -1, std::nullopt, {}});
        game->play(*move);
    }
    return record;
}

}  // namespace qipan
