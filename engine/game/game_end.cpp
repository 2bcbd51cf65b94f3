#include "game/game_end.h"

#include "core/message.h"
#include "core/score.h"

namespace qipan {

Outcome resignation(Side resigning) {
    Outcome o;
    o.kind = Outcome::Kind::Win;
    o.winner = opposite(resigning);
    o.reason = QIPAN_WORDS("resignation");
    return o;
}

Outcome agreedDraw() {
    Outcome o;
    o.kind = Outcome::Kind::Draw;
    o.reason = QIPAN_WORDS("draw agreed");
    return o;
}

Outcome flagFell(Side side) {
    Outcome o;
    o.kind = Outcome::Kind::Win;
    o.winner = opposite(side);
    o.reason = QIPAN_WORDS("time");
    return o;
}

DrawClaim claimDraw(const Game& game) {
    if (game.outcome().over()) return {std::nullopt, QIPAN_WORDS("the game is over")};
    return game.drawClaim();
}

int drawOfferMargin(GameFamily family) {
    return family == GameFamily::Othello ? 100 : 20;
}

bool acceptsDrawOffer(const Game& position, Side engineSide, int score) {
    const int forEngine = position.sideToMove() == engineSide ? score : -score;
    if (isMateScore(forEngine)) return forEngine < 0;
    return forEngine <= drawOfferMargin(position.family());
}

}  // namespace qipan
