#include "gomoku/solver.h"

#include <memory>

#include "core/search_control.h"
#include "gomoku/threat_search.h"

namespace qipan::gomoku {

SolveResult solve(Board& board, const SearchLimits& limits, std::stop_token stop, int maxAttacks) {
    BorrowedMemory memory;  // before the clock starts: fresh tables cost a first caller ~0.1 s of page faults
    SearchControl control(limits, std::move(stop));
    auto threats = std::make_unique<ThreatSearch>(board, control, memory->threats);
    SolveResult result;
    if (threats->vcf(200, &result.line)) {
        result.win = true;
        result.byVcf = true;
    } else if (!control.stopped() && threats->vct(maxAttacks, 30, &result.line)) {
        result.win = true;
    }
    if (!result.win) result.line.clear();
    result.plies = proofPlies(board, result.line);
    result.nodes = control.nodes();
    result.elapsedMs = control.elapsedMs();
    return result;
}

}  // namespace qipan::gomoku
