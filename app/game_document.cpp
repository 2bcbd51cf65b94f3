#include "app/game_document.h"

#include <algorithm>
#include <chrono>
#include <filesystem>

#include <wx/app.h>
#include <wx/cmdproc.h>
#include <wx/config.h>
#include <wx/datetime.h>
#include <wx/log.h>
#include <wx/stdpaths.h>
#include <wx/utils.h>

#include "app/game_files.h"
#include "app/game_texts.h"
#include "app/move_command.h"
#include "app/opening_play.h"
#include "app/settings.h"
#include "core/levels.h"
#include "core/score.h"
#include "game/game_end.h"
#include "game/registry.h"
#include "record/formats.h"
#include "record/result_tags.h"

namespace qipan::app {

wxIMPLEMENT_DYNAMIC_CLASS(GameDocument, wxDocument);

namespace {
ui::NewGameSetup& nextSetupStorage() {
    static ui::NewGameSetup setup = loadLastSetup();
    return setup;
}

// A steady clock for the game clocks (the wall clock may be set back or forward).
std::int64_t nowMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

constexpr int kClockTickMs = 100;
constexpr std::int64_t kTurnSaveEveryMs = 5000;
}  // namespace

wxObject* engineReportHint() {
    static wxObject hint;
    return &hint;
}

wxObject* clockTickHint() {
    static wxObject hint;
    return &hint;
}

void GameDocument::setNextSetup(const ui::NewGameSetup& setup) { nextSetupStorage() = setup; }
const ui::NewGameSetup& GameDocument::nextSetup() { return nextSetupStorage(); }

GameDocument::GameDocument()
    : worker_(
          this,
          [this](std::uint64_t serial, EnginePurpose purpose, const std::vector<SearchInfo>& lines) {
              onEngineProgress(serial, purpose, lines);
          },
          [this](std::uint64_t serial, EnginePurpose purpose, const SearchResult& result) {
              onEngineDone(serial, purpose, result);
          }) {
    try {
        setRecord(GameRecord(nextSetup().gameId));
    } catch (const FormatError&) {
        setRecord(GameRecord("gomoku/freestyle/15"));  // a setup saved by a newer or broken version
    }
    players_[0] = nextSetup().players[0];
    players_[1] = nextSetup().players[1];
    analysisLines_ = loadAnalysisLineCount();
    clockTimer_.SetOwner(this);
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { onClockTick(); });
    resetTurn();
}

GameDocument::~GameDocument() {
    opening_.reset();
    clockTimer_.Stop();
    worker_.cancel();
}

bool GameDocument::OnNewDocument() {
    if (!wxDocument::OnNewDocument()) return false;
    const ui::NewGameSetup& setup = nextSetup();
    players_[0] = setup.players[0];
    players_[1] = setup.players[1];
    setRecord(GameRecord(setup.gameId));
    if (const auto rule = gomoku::parseOpeningRule(setup.opening);
        rule && *rule != gomoku::OpeningRule::None) {
        const auto fits = gomoku::openingRulesForGame(setup.gameId);
        if (std::find(fits.begin(), fits.end(), *rule) != fits.end()) {
            opening_ = std::make_unique<OpeningPlay>(*this, *rule, players_);
            record_.setTag("Opening", std::string(gomoku::openingRuleName(*rule)));
        }
    }
    namePlayers();
    setDateTag(record_, today());
    autoPlay_ = true;
    resetTurn();
    changed(false);
    return true;
}

bool GameDocument::OnCloseDocument() {
    worker_.cancel();
    updateClockRunning();
    clockTimer_.Stop();
    autosave();
    return wxDocument::OnCloseDocument();
}

void GameDocument::setRecord(GameRecord record) {
    worker_.cancel();
    auto game = record.gameAtCursor();  // throws FormatError on a bad record; nothing changes then
    opening_.reset();
    record_ = std::move(record);
    game_ = std::move(game);
    resumeOpening();
    hintMove_.reset();
    lines_.clear();
    searched_.reset();
    evaluations_.clear();
    ++serial_;
    paused_ = false;
    resetTurn();
}

void GameDocument::restore(GameRecord record, std::size_t cursor, const SavedClock* clock) {
    if (clock && clock->moveTimesMs.size() == record.size())
        for (std::size_t i = 0; i < record.size(); ++i)
            if (record.steps()[i].timeMs < 0) record.step(i).timeMs = clock->moveTimesMs[i];
    const std::size_t live = clock && clock->liveCursor <= record.size() ? clock->liveCursor : cursor;
    record.setCursor(live);
    setRecord(std::move(record));
    clocksToRecord();  // the players' clocks (the settings') are the game's
    if (clock) turnAccumMs_ = std::max<std::int64_t>(0, clock->turnElapsedMs);
    turnSavedMs_ = turnAccumMs_;
    // A game whose clock would run comes back paused: the person chooses when it goes on.
    paused_ = canPauseClock() && clock;
    if (live != cursor) {
        record_.setCursor(std::min(cursor, record_.size()));
        game_ = record_.gameAtCursor();
        ++serial_;
    }
    autoPlay_ = true;
    changed(false);
    if (paused_) tell(_("The clocks are paused. Game > Pause Clock starts them again."));
}

void GameDocument::setComputer(Side side, bool computer) {
    ui::PlayerSetup player = players_[index(side)];
    player.computer = computer;
    setPlayer(side, player);
}

void GameDocument::setPlayer(Side side, const ui::PlayerSetup& player) {
    const bool computer = player.computer;
    const bool newClock = !(player.time == players_[index(side)].time);
    players_[index(side)] = player;
    if (newClock) resetTurn();
    namePlayers();
    saveLastSetup(ui::NewGameSetup{record_.gameId(), {players_[0], players_[1]}, {}});
    if (!computer && worker_.busy() && worker_.purpose() == EnginePurpose::Play && game_->sideToMove() == side)
        stopEngine();
    autoPlay_ = true;
    changed(false);
}

bool GameDocument::computerToMove() const {
    return !outcome().over() && players_[index(game_->sideToMove())].computer;
}

void GameDocument::resumeOpening() {
    const auto rule = gomoku::parseOpeningRule(record_.tag("Opening"));
    const auto* board = dynamic_cast<const gomoku::GomokuGame*>(game_.get());
    if (!rule || *rule == gomoku::OpeningRule::None || !board || !record_.startPosition().empty()) return;
    std::string error;
    auto opening =
        gomoku::Opening::readOpening(*rule, board->rule(), board->width(), record_.tag("OpeningSteps"), error);
    if (!opening || opening->done() || opening->stones().size() != record_.size()) return;
    for (std::size_t i = 0; i < record_.size(); ++i)
        if (record_.steps()[i].move.code != opening->stones()[i]) return;
    opening_ = std::make_unique<OpeningPlay>(*this, std::move(*opening), players_);
}

bool GameDocument::openingActive() const {
    return opening_ && opening_->active();
}

void GameDocument::syncOpening() {
    stopEngine();
    const gomoku::Opening& o = opening_->opening();
    if (game_->ply() != static_cast<int>(record_.cursor())) game_ = record_.replay(record_.cursor());
    for (std::size_t i = record_.size(); i < o.stones().size(); ++i) {
        const Move move{o.stones()[i]};
        Step step{move, game_->moveToText(move), -1, std::nullopt, {}};
        game_->play(move);
        record_.append(std::move(step));
    }
    players_[0] = opening_->playerOf(Side::First);
    players_[1] = opening_->playerOf(Side::Second);
    namePlayers();
    record_.setTag("OpeningSteps", o.eventsText());
    autoPlay_ = true;
    ++serial_;
    changed();
}

std::string GameDocument::playPersonMove(Move move) {
    if (outcome().over()) return _("The game is over.").utf8_string();
    if (openingActive()) return opening_->click(move.code);
    if (worker_.busy() && worker_.purpose() == EnginePurpose::Play)
        return _("The computer is thinking.").utf8_string();
    const bool live = record_.cursor() == liveCursor_;
    if (paused_ && live) return _("the clocks are paused").utf8_string();
    const std::string why = game_->illegalReason(move);
    if (!why.empty()) return why;
    // The move's time on the clock; a move made after the flag fell is not played.
    const std::int64_t elapsed = live ? turnElapsedMs() : 0;
    if (live) {
        GameClock mover = clocks_[index(liveSide_)];
        if (!mover.moveMade(elapsed)) {
            flagFall(liveSide_);
            return {};
        }
    }
    Step step{move, game_->moveToText(move), elapsed, std::nullopt, {}};
    autoPlay_ = true;
    GetCommandProcessor()->Submit(new PlayMoveCommand(this, step, _("Move ") + wxString::FromUTF8(step.text)));
    return {};
}

bool GameDocument::applyAppend(Step step, bool redo, std::size_t at) {
    stopEngine();
    if (redo) autoPlay_ = false;
    const std::size_t cursor = std::min(at, record_.size());
    std::unique_ptr<Game> replayed;
    if (cursor != record_.cursor() || game_->ply() != static_cast<int>(cursor)) replayed = record_.replay(cursor);
    if (!(replayed ? *replayed : *game_).isLegal(step.move)) return false;  // the record and cursor stay
    if (replayed) {
        record_.setCursor(cursor);
        game_ = std::move(replayed);
    }
    game_->play(step.move);
    if (redo && !record_.atEnd() && record_.steps()[cursor].move == step.move) {
        record_.setCursor(cursor + 1);  // the undone move, shown greyed, is played again: the line stays
    } else {
        record_.append(std::move(step));
        setResultTags(record_, today());  // the record has a new end
    }
    announceEnd_ = !redo && game_->outcome().over();
    ++serial_;
    resetTurn();
    changed();
    return true;
}

void GameDocument::applyUndo(std::vector<Step> replaced, std::size_t cursor) {
    stopEngine();
    autoPlay_ = false;  // after an undo the computer waits until the person moves or asks it to
    if (!replaced.empty()) {
        while (record_.size() > cursor) record_.removeLast();
        record_.setCursor(cursor);
        record_.restoreTail(std::move(replaced));
        setResultTags(record_, today());
    }
    record_.setCursor(cursor);
    game_ = record_.gameAtCursor();
    ++serial_;
    resetTurn();
    changed();
}

void GameDocument::undo() {
    stopEngine();
    autoPlay_ = false;
    GetCommandProcessor()->Undo();
}

void GameDocument::redo() {
    stopEngine();
    autoPlay_ = false;
    GetCommandProcessor()->Redo();
}

void GameDocument::takeBack() {
    stopEngine();
    autoPlay_ = false;
    auto* processor = GetCommandProcessor();
    // Undo the computer's replies and the person's last move: back to a position where a person moves.
    bool undidPersonMove = false;
    while (processor->CanUndo() && !undidPersonMove) {
        processor->Undo();
        undidPersonMove = !players_[index(game_->sideToMove())].computer;
    }
}

void GameDocument::setCursor(std::size_t count) {
    stopEngine();
    autoPlay_ = false;
    record_.setCursor(count);
    game_ = record_.gameAtCursor();
    ++serial_;
    changed(false);
}

void GameDocument::moveNow() {
    if (worker_.busy() && worker_.purpose() == EnginePurpose::Play) {
        worker_.finishNow();
        return;
    }
    if (outcome().over()) return;
    if (paused_ && record_.cursor() == liveCursor_) {
        tell(_("The clocks are paused."));
        return;
    }
    autoPlay_ = true;
    stopEngine();
    status_ = _("Thinking...").utf8_string();
    startEngine(playLimits(), EnginePurpose::Play);
    UpdateAllViews();
}

void GameDocument::hint() {
    if (outcome().over() || worker_.busy()) return;
    hintMove_.reset();
    status_ = _("Looking for a good move...").utf8_string();
    SearchLimits limits = limitsFor(kFullStrength);
    limits.moveTimeMs = std::min<std::int64_t>(limits.moveTimeMs, 2000);
    startEngine(limits, EnginePurpose::Hint);
    UpdateAllViews();
}

void GameDocument::tell(const wxString& message) {
    status_ = message.utf8_string();
    UpdateAllViews();
}

void GameDocument::languageChanged() {
    // A game never saved is called by wx's word for "unnamed", which is in the old language.
    if (!GetDocumentSaved() && GetDocumentManager()) {
        const wxString name = GetDocumentManager()->MakeNewDocumentName();
        SetTitle(name);
        SetFilename(name, false);
    }
    // The result, or the computer thinking, is said again; a passing remark (a refused click) goes.
    const Outcome over = outcome();
    if (over.over())
        status_ = outcomeText(*game_, over).utf8_string();
    else if (worker_.busy() && worker_.purpose() == EnginePurpose::Play)
        status_ = computerThinkingText().utf8_string();
    else
        status_.clear();
    UpdateAllViews();
}

wxString GameDocument::computerThinkingText() const {
    return wxString::Format(_("%s (computer, level %d) is thinking..."),
                            sideName(*game_, game_->sideToMove()),
                            players_[index(game_->sideToMove())].level);
}

void GameDocument::setAnalysing(bool on) {
    analysing_ = on;
    status_.clear();  // what was said about the position is stale once the engine studies it
    if (!on && worker_.busy() && worker_.purpose() == EnginePurpose::Analyse) stopEngine();
    hintMove_.reset();
    maybeStartAnalysis();
    UpdateAllViews();
}

void GameDocument::maybeStartAnalysis() {
    if (!analysing_ || worker_.busy() || outcome().over()) return;
    if (autoPlay_ && record_.atEnd() && computerToMove()) return;  // the computer's own search comes first
    SearchLimits limits;  // no limits: until the position changes or analysis is switched off
    limits.level = kFullStrength;
    startEngine(limits, EnginePurpose::Analyse, analysisLines_);
}

void GameDocument::setAnalysisLineCount(int lines) {
    lines = std::clamp(lines, 1, 5);
    if (lines == analysisLines_) return;
    analysisLines_ = lines;
    saveAnalysisLineCount(lines);
    if (analysing_ && (!worker_.busy() || worker_.purpose() == EnginePurpose::Analyse)) {
        worker_.cancel();
        maybeStartAnalysis();
    }
    UpdateAllViews();
}

void GameDocument::startEngine(const SearchLimits& limits, EnginePurpose purpose, int lines) {
    lines_.clear();
    searched_ = game_->clone();
    searchPurpose_ = purpose;
    searchLevel_ =
        purpose == EnginePurpose::Play ? players_[index(game_->sideToMove())].level : kFullStrength;
    worker_.start(game_->clone(), limits, serial_, purpose, lines);
    updateClockRunning();
}

SearchLimits GameDocument::limitsFor(int level) const {
    SearchLimits limits;
    limits.level = std::clamp(level, 1, kFullStrength);
    limits.moveTimeMs = levelMoveTimeMs(limits.level);
    limits.seed = static_cast<std::uint64_t>(wxGetLocalTimeMillis().GetValue()) ^ (serial_ << 17);
    return limits;
}

SearchLimits GameDocument::playLimits() const {
    const Side side = game_->sideToMove();
    SearchLimits limits = limitsFor(players_[index(side)].level);
    if (record_.cursor() == liveCursor_) clocks_[index(side)].applyTo(limits, turnElapsedMs());
    return limits;
}

void GameDocument::stopEngine() {
    if (worker_.busy()) {
        worker_.cancel();
        status_.clear();
        updateClockRunning();
    }
}

void GameDocument::maybeStartComputer() {
    if (openingActive()) return;  // the opening's own steps come first (OpeningPlay::proceed)
    if (!autoPlay_ || !record_.atEnd() || outcome().over() || worker_.busy() || paused_) return;
    // A side whose only move is a pass (Othello) passes at once, whoever plays it; the person is told.
    const auto legal = game_->legalMoves();
    if (legal.size() == 1 && game_->squares(legal.front()).to < 0) {
        const Move pass = legal.front();
        const std::uint64_t serial = serial_;
        const wxString who = sideName(*game_, game_->sideToMove());
        CallAfter([this, pass, serial, who] {
            if (serial != serial_) return;
            GetCommandProcessor()->Submit(new PlayMoveCommand(
                this, Step{pass, game_->moveToText(pass), 0, std::nullopt, {}}, _("Pass")));
            status_ = wxString::Format(_("%s has no legal move and passes."), who).utf8_string();
            UpdateAllViews();
        });
        return;
    }
    if (!computerToMove()) return;
    status_ = computerThinkingText().utf8_string();
    startEngine(playLimits(), EnginePurpose::Play);
}

void GameDocument::changed(bool modifies) {
    if (modifies) Modify(true);
    hintMove_.reset();
    // Whatever was said belonged to the position before; the result is said again while it is shown.
    const Outcome over = outcome();
    status_ = over.over() ? outcomeText(*game_, over).utf8_string() : std::string();
    if (openingActive()) {
        status_ = opening_->stepText().utf8_string();
        opening_->proceed();
    }
    maybeStartComputer();
    maybeStartAnalysis();
    updateClockRunning();
    UpdateAllViews();
    autosave();
    if (announceEnd_) {
        announceEnd_ = false;
        // After the board has been repainted with the final move.
        CallAfter([this] { showNotice(_("Game Over"), wxString::FromUTF8(status_)); });
    }
}

void GameDocument::onEngineProgress(std::uint64_t serial, EnginePurpose purpose,
                                    const std::vector<SearchInfo>& lines) {
    if (serial != serial_ || lines.empty()) return;
    lines_ = lines;
    const SearchInfo& best = lines.front();
    if (searched_) {
        const int score = searched_->sideToMove() == Side::First ? best.score : -best.score;
        evaluations_[searched_->positionText()] = Evaluation{score, isMateScore(best.score) || best.exact};
    }
    if (purpose == EnginePurpose::Analyse && !best.pv.empty() && game_->isLegal(best.pv.front()))
        hintMove_ = best.pv.front();
    UpdateAllViews(nullptr, engineReportHint());
}

void GameDocument::onEngineDone(std::uint64_t serial, EnginePurpose purpose, const SearchResult& result) {
    if (serial != serial_) return;  // the position changed meanwhile
    updateClockRunning();           // the computer's clock stops with its search
    status_.clear();
    if (purpose == EnginePurpose::Analyse) return;  // it ran out of depth; the last line stays shown
    if (purpose == EnginePurpose::DrawOffer) {
        const Side computer = players_[0].computer ? Side::First : Side::Second;
        if (!outcome().over() && players_[index(computer)].computer &&
            acceptsDrawOffer(*game_, computer, result.score)) {
            GetCommandProcessor()->Submit(new EndGameCommand(this, agreedDraw(), _("Draw agreed")));
            return;
        }
        const int forComputer = game_->sideToMove() == computer ? result.score : -result.score;
        status_ = wxString::Format(_("%s (computer) declines the draw: it stands better (%s)."),
                                   sideName(*game_, computer), scoreText(*game_, forComputer))
                      .utf8_string();
        UpdateAllViews();
        maybeStartAnalysis();
        return;
    }
    if (result.best.isNone() || !game_->isLegal(result.best)) {
        UpdateAllViews();
        return;
    }
    if (purpose == EnginePurpose::Hint) {
        hintMove_ = result.best;
        status_ = wxString::Format(_("Hint: %s (%s)"), moveText(*game_, result.best),
                                   scoreText(*game_, result.score))
                      .utf8_string();
        UpdateAllViews();
        return;
    }
    const bool live = record_.cursor() == liveCursor_;
    const std::int64_t elapsed = live ? turnElapsedMs() : 0;
    if (live) {
        GameClock mover = clocks_[index(liveSide_)];
        if (!mover.moveMade(elapsed)) {  // the search came back too late
            flagFall(liveSide_);
            return;
        }
    }
    Step step{result.best, game_->moveToText(result.best), elapsed, result.score, {}};
    GetCommandProcessor()->Submit(
        new PlayMoveCommand(this, step, _("Computer's move ") + wxString::FromUTF8(step.text)));
}

Outcome GameDocument::outcome() const {
    Outcome board = game_->outcome();
    if (board.over() || !record_.atEnd()) return board;
    return recordedEnding(record_).value_or(board);
}

namespace {
// The side a person plays who can resign or offer a draw: the person's side against the computer, the
// side to move when people play both; none when the computer plays both.
std::optional<Side> personSide(const ui::PlayerSetup (&players)[2], Side toMove) {
    if (players[0].computer && players[1].computer) return std::nullopt;
    if (players[0].computer != players[1].computer) return players[0].computer ? Side::Second : Side::First;
    return toMove;
}
}  // namespace

bool GameDocument::canResign() const {
    return !outcome().over() && record_.atEnd() && personSide(players_, game_->sideToMove()).has_value();
}

bool GameDocument::canOfferDraw() const {
    return canResign() && !(worker_.busy() && (worker_.purpose() == EnginePurpose::Play ||
                                               worker_.purpose() == EnginePurpose::DrawOffer));
}

void GameDocument::resign() {
    if (!canResign()) return;
    const Side side = *personSide(players_, game_->sideToMove());
    stopEngine();
    GetCommandProcessor()->Submit(new EndGameCommand(
        this, resignation(side), wxString::Format(_("%s resigns"), sideName(*game_, side))));
}

void GameDocument::offerDraw() {
    if (!canOfferDraw()) return;
    if (!players_[0].computer && !players_[1].computer) {  // people at one board: they agree
        stopEngine();
        GetCommandProcessor()->Submit(new EndGameCommand(this, agreedDraw(), _("Draw agreed")));
        return;
    }
    const Side computer = players_[0].computer ? Side::First : Side::Second;
    stopEngine();
    SearchLimits limits = limitsFor(players_[index(computer)].level);
    limits.moveTimeMs = std::min<std::int64_t>(limits.moveTimeMs, 2000);
    status_ = wxString::Format(_("%s (computer) considers your draw offer..."), sideName(*game_, computer))
                  .utf8_string();
    startEngine(limits, EnginePurpose::DrawOffer);
    UpdateAllViews();
}

void GameDocument::claimDraw() {
    if (!canResign()) return;
    const DrawClaim claim = qipan::claimDraw(*game_);
    if (!claim.draw) {
        tell(wxString::Format(_("No draw to claim: %s."), engineWords(claim.refusal)));
        return;
    }
    stopEngine();
    GetCommandProcessor()->Submit(new EndGameCommand(this, *claim.draw, _("Draw claimed")));
}

void GameDocument::applyEnding(const Outcome& ending, bool announce) {
    stopEngine();
    setEndingTags(record_, ending, today());
    announceEnd_ = announce;
    ++serial_;
    resetTurn();
    changed();
}

void GameDocument::restoreTags(const std::map<std::string, std::string>& tags) {
    stopEngine();
    autoPlay_ = false;  // as after any undo: the computer waits until the person moves or asks it to
    const std::map<std::string, std::string> now = record_.tags();
    for (const auto& [name, value] : now) record_.setTag(name, "");
    for (const auto& [name, value] : tags) record_.setTag(name, value);
    ++serial_;
    resetTurn();
    changed();
}

std::optional<GameDocument::Evaluation> GameDocument::evaluation(const Game& position) const {
    const auto found = evaluations_.find(position.positionText());
    if (found == evaluations_.end()) return std::nullopt;
    return found->second;
}

std::string GameDocument::autosavePath(GameFamily family) {
    const std::string dir = dataDirectory();
    return dir + "/autosave." + defaultFormat(family).extension;
}

void GameDocument::autosave() {
    if (!game_ || (record_.size() == 0 && record_.startPosition().empty()))
        return;  // a set-up position is kept
    try {
        const std::string path = autosavePath(game_->family());
        std::filesystem::create_directories(std::filesystem::path(path).parent_path());
        writeRecordFile(record_, path);
        rememberAutosave(AutosaveInfo{path,
                                      ui::NewGameSetup{record_.gameId(), {players_[0], players_[1]}, {}},
                                      record_.cursor(), GetFilename().utf8_string(), savedClock()});
        turnSavedMs_ = turnElapsedMs();
    } catch (const std::exception& e) {
        // A full disk must not stop the game; say so where the person looks.
        status_ = (_("Autosave failed: ") + wxString::FromUTF8(e.what())).utf8_string();
    }
}

bool GameDocument::OnSaveModified() {
    if (!IsModified()) return true;
    switch (messageBox(wxString::Format(_("Do you want to save changes to %s?"), GetUserReadableName()),
                       wxTheApp->GetAppDisplayName(), wxYES_NO | wxCANCEL | wxICON_QUESTION | wxCENTRE,
                       GetDocumentWindow())) {
        case wxNO:
            Modify(false);  // the autosave keeps it all the same
            return true;
        case wxYES:
            return Save();
        default:
            return false;
    }
}

bool GameDocument::OnSaveDocument(const wxString& file) {
    if (!wxDocument::OnSaveDocument(file)) return false;
    autosave();  // remembers the file's name, so the game comes back under it
    return true;
}

bool GameDocument::DoSaveDocument(const wxString& file) {
    std::string path = file.utf8_string();
    const RecordFormat* format = formatForFile(path);
    if (!format || !format->serves(game_->family())) {
        path += "." + defaultFormat(game_->family()).extension;
        SetFilename(wxString::FromUTF8(path), true);
    }
    try {
        writeRecordFile(record_, path);
    } catch (const std::exception& e) {
        showError(_("Save Game"), wxString::Format(_("The game could not be saved.\n\n%s"), wxString::FromUTF8(e.what())));
        return false;
    }
    return true;
}

bool GameDocument::DoOpenDocument(const wxString& file) {
    try {
        setRecord(readGameFile(file));
    } catch (const FormatError& e) {
        showError(_("Open Game"),
                  wxString::Format(_("%s is not a game Qipan can open.\n\n%s"), file, wxString::FromUTF8(e.what())));
        return false;
    }
    // The players are those of the game that was on screen (QipanDocManager::openFile), with the clocks
    // the file keeps, as they were at its last move. A timed game opens paused: the person chooses when
    // it goes on. The computer moves if it is its turn, and the person is told who plays what.
    clocksFromRecord();
    resetTurn();
    paused_ = canPauseClock();
    autoPlay_ = true;
    changed(false);
    wxString said = outcome().over() ? wxString() : playersText();
    if (paused_) said += " " + _("The clocks are paused. Game > Pause Clock starts them again.");
    for (const std::string& note : record_.readNotes())
        said += " " + wxString::Format(_("Left out of the file: %s."), wxString::FromUTF8(note));
    if (!said.empty()) tell(said.Strip(wxString::both));
    return true;
}

void GameDocument::setGameInfo(const std::map<std::string, std::string>& tags, const std::string& moveComment) {
    bool edited = false;
    for (const auto& [name, value] : tags)
        if (record_.tag(name) != value) {
            record_.setTag(name, value);
            edited = true;
        }
    if (record_.cursor() > 0) {
        Step& step = record_.step(record_.cursor() - 1);
        if (step.comment != moveComment) {
            step.comment = moveComment;
            edited = true;
        }
    }
    if (!edited) return;
    Modify(true);
    UpdateAllViews();
    autosave();
}

void GameDocument::namePlayers() {
    clocksToRecord();
    // Names written by Qipan follow the players; a name read from a file stays.
    for (const Side side : {Side::First, Side::Second}) {
        const std::string tag = playerTagName(record_, side);
        const std::string now = record_.tag(tag);
        if (!now.empty() && now != "Human" && now.rfind("Qipan level ", 0) != 0) continue;
        const ui::PlayerSetup& p = players_[index(side)];
        record_.setTag(tag, p.computer ? "Qipan level " + std::to_string(p.level) : "Human");
    }
}

std::string GameDocument::today() {
    return wxDateTime::Today().FormatISODate().utf8_string();
}

wxString GameDocument::playersText() const {
    const bool first = players_[0].computer, second = players_[1].computer;
    if (first && second) return _("Opened: the computer plays both sides.");
    if (!first && !second) return _("Opened: people play both sides.");
    const Side computer = first ? Side::First : Side::Second;
    return wxString::Format(_("Opened: you play %s, the computer plays %s (level %d)."),
                            sideName(*game_, opposite(computer)), sideName(*game_, computer),
                            players_[index(computer)].level);
}

}  // namespace qipan::app

namespace qipan::app {

// ---- Clocks ----

void GameDocument::resetTurn() {
    liveCursor_ = record_.cursor();
    for (const Side side : {Side::First, Side::Second}) {
        clocks_[index(side)] = GameClock(players_[index(side)].time);
        usedMs_[index(side)] = 0;
    }
    if (game_) {
        // The record's move times spent, each on its mover's clock (the sides alternate, passes too).
        liveSide_ = game_->sideToMove();  // the game shown is the live one here
        for (std::size_t i = 0; i < liveCursor_; ++i) {
            const Side mover = (liveCursor_ - i) % 2 == 0 ? liveSide_ : opposite(liveSide_);
            const std::int64_t ms = std::max<std::int64_t>(0, record_.steps()[i].timeMs);
            clocks_[index(mover)].moveMade(ms);
            usedMs_[index(mover)] += ms;
        }
        liveOver_ = outcome().over();
    }
    turnAccumMs_ = 0;
    turnSavedMs_ = 0;
    turnSinceMs_ = -1;
}

std::int64_t GameDocument::turnElapsedMs() const {
    return turnAccumMs_ + (turnSinceMs_ >= 0 ? nowMs() - turnSinceMs_ : 0);
}

std::int64_t GameDocument::timeUsedMs(Side side) const {
    return usedMs_[index(side)] + (side == liveSide_ && !liveOver_ ? turnElapsedMs() : 0);
}

ClockState GameDocument::clockShown(Side side) const {
    const GameClock& clock = clocks_[index(side)];
    if (liveOver_) {
        // Lost on time: the loser's clock shows its fallen flag (also in a game opened from a file).
        const Outcome end = record_.cursor() == liveCursor_ ? outcome() : Outcome{};
        if (end.kind == Outcome::Kind::Win && end.reason == "time" && end.winner != side) {
            ClockState s = clock.state();
            s.remainingMs = 0;
            s.flagged = true;
            return s;
        }
        return clock.state();
    }
    return side == liveSide_ ? clock.shownAfter(turnElapsedMs()) : clock.state();
}

int GameDocument::modalDialogs_ = 0;

void GameDocument::modalDialogOpened() {
    ++modalDialogs_;
    refreshClocks();
}

void GameDocument::modalDialogClosed() {
    modalDialogs_ = std::max(0, modalDialogs_ - 1);
    refreshClocks();
}

void GameDocument::refreshClocks() {
    wxDocManager* manager = wxDocManager::GetDocumentManager();
    if (!manager) return;
    for (wxDocument* d : manager->GetDocumentsVector())
        if (auto* doc = dynamic_cast<GameDocument*>(d)) doc->updateClockRunning();
}

bool GameDocument::clockHeld() const {
    return modalDialogs_ > 0 && timed() && !paused_ && !liveOver_ && game_ &&
           !players_[index(liveSide_)].computer;
}

void GameDocument::clocksToRecord() {
    for (const Side side : {Side::First, Side::Second})
        record_.setTimeControl(side, players_[index(side)].time);
}

void GameDocument::clocksFromRecord() {
    for (const Side side : {Side::First, Side::Second})
        players_[index(side)].time = record_.timeControl(side);
}

void GameDocument::updateClockRunning() {
    bool run = !paused_ && !liveOver_ && game_;
    if (run && players_[index(liveSide_)].computer)
        run = worker_.busy() && worker_.purpose() == EnginePurpose::Play && record_.cursor() == liveCursor_;
    else if (run && modalDialogs_ > 0)
        run = false;  // a person to move: the dialog holds the clock
    if (run && turnSinceMs_ < 0) {
        turnSinceMs_ = nowMs();
    } else if (!run && turnSinceMs_ >= 0) {
        turnAccumMs_ += nowMs() - turnSinceMs_;
        turnSinceMs_ = -1;
    }
    if (run && !clockTimer_.IsRunning())
        clockTimer_.Start(kClockTickMs);
    else if (!run && clockTimer_.IsRunning())
        clockTimer_.Stop();
}

void GameDocument::onClockTick() {
    if (!clockRunning()) return;
    const std::int64_t elapsed = turnElapsedMs();
    const GameClock& clock = clocks_[index(liveSide_)];
    if (clock.timed() && clock.shownAfter(elapsed).flagged) {
        flagFall(liveSide_);
        return;
    }
    // Kept now and then, so that a game cut off (a crash, a power cut) comes back with its time spent.
    if (clock.timed() && elapsed - turnSavedMs_ >= kTurnSaveEveryMs) {
        rememberTurnElapsed(elapsed);
        turnSavedMs_ = elapsed;
    }
    UpdateAllViews(nullptr, clockTickHint());
}

void GameDocument::flagFall(Side side) {
    if (liveOver_) return;
    stopEngine();
    updateClockRunning();
    clockTimer_.Stop();
    // The game ends where it is being played: the live position, the moves undone after it gone.
    if (record_.cursor() != liveCursor_ || record_.size() != liveCursor_) {
        while (record_.size() > liveCursor_) record_.removeLast();
        record_.setCursor(liveCursor_);
        game_ = record_.gameAtCursor();
        ++serial_;
    }
    GetCommandProcessor()->Submit(new EndGameCommand(
        this, flagFell(side), wxString::Format(_("%s runs out of time"), sideName(*game_, side))));
}

void GameDocument::setClockPaused(bool paused) {
    if (paused == paused_ || (paused && !canPauseClock())) return;
    paused_ = paused;
    if (paused) {
        if (worker_.busy() && worker_.purpose() == EnginePurpose::Play) worker_.cancel();
        updateClockRunning();
        status_ = _("The clocks are paused.").utf8_string();
        autosave();
    } else {
        status_.clear();
        maybeStartComputer();
        updateClockRunning();
    }
    UpdateAllViews();
}

SavedClock GameDocument::savedClock() const {
    SavedClock clock;
    for (const Step& step : record_.steps()) clock.moveTimesMs.push_back(step.timeMs);
    clock.turnElapsedMs = liveOver_ ? 0 : turnElapsedMs();
    clock.paused = paused_;
    clock.liveCursor = liveCursor_;
    return clock;
}

}  // namespace qipan::app
