#include "gomoku/solver.h"

#include <algorithm>
#include <memory>

#include "core/search_control.h"
#include "gomoku/search_memory.h"
#include "gomoku/threat_search.h"

namespace qipan::gomoku {

namespace {

constexpr int kMaxVcfMoves = 200;

}  // namespace

SolveResult solve(Board& board, const SearchLimits& limits, std::stop_token stop, int maxMoves) {
    BorrowedMemory memory;  // before the clock starts: fresh tables cost a first caller ~0.1 s of page faults
    SearchControl control(limits, stop);
    auto threats = std::make_unique<ThreatSearch>(board, control, memory->threats);
    SolveResult result;
    std::uint64_t extraNodes = 0;
    const int vcfMoves = threats->vcf(kMaxVcfMoves, &result.line);
    const bool noVcf = vcfMoves == 0 && threats->disproved();
    if (vcfMoves > 0) {
        result.win = true;
        result.byVcf = true;
        result.moves = vcfMoves;
        // A shorter win by threats, with a share of the budget: the claim is the shortest we can find,
        // so that it shrinks move by move as the game follows the proof.
        if (vcfMoves > 3 && !control.stopped()) {
            SearchLimits share;
            share.nodes = limits.nodes > 0 ? std::max<std::uint64_t>(1, limits.nodes / 4) : 0;
            const TimeBudget budget = planTime(limits);
            share.moveTimeMs = budget.hardMs > 0 ? std::max<std::int64_t>(1, budget.hardMs / 4) : 0;
            if (share.nodes == 0 && share.moveTimeMs == 0) share.nodes = 1'000'000;
            SearchControl shareControl(share, stop);
            ThreatSearch shorter(board, shareControl, memory->threats);
            std::vector<int> line;
            const int moves = shorter.vct(std::min(vcfMoves - 1, maxMoves), &line, 3);
            extraNodes = shareControl.nodes();
            if (moves > 0) {
                result.byVcf = false;
                result.moves = moves;
                result.line = line;
            }
        }
    } else if (!control.stopped()) {
        // Deeper, then wider: each width deepens until a proof, a disproof at that width (or the
        // deepest VCT), then the next width tries more of the attacker's moves; only a disproof at
        // the widest is a disproof. The time or nodes left go on to the next width.
        for (const ThreatWidth width : {ThreatWidth::Narrow, ThreatWidth::Near, ThreatWidth::Every}) {
            auto search = width == ThreatWidth::Narrow
                              ? std::move(threats)
                              : std::make_unique<ThreatSearch>(board, control, memory->threats, width);
            const int moves = search->vct(maxMoves, &result.line, 3);
            result.width = width;
            if (moves > 0) {
                result.win = true;
                result.moves = moves;
                break;
            }
            result.vctDepth = search->completedDepth();
            if (control.stopped()) break;
            if (width == ThreatWidth::Every && search->disproved()) result.verdict = SolveVerdict::NoWin;
        }
    }
    if (result.win)
        result.verdict = SolveVerdict::Win;
    else if (result.verdict != SolveVerdict::NoWin && noVcf)
        result.verdict = SolveVerdict::NoVcf;
    if (!result.win) result.line.clear();
    result.plies = result.moves > 0 ? 2 * result.moves - 1 : 0;
    result.nodes = control.nodes() + extraNodes;
    result.elapsedMs = control.elapsedMs();
    return result;
}

}  // namespace qipan::gomoku
