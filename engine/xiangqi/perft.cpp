#include "xiangqi/perft.h"

namespace qipan::xiangqi {

std::uint64_t perft(Position& position, int depth) {
    if (depth <= 0) return 1;
    MoveList list;
    position.generate(list);
    const bool checked = position.inCheck();
    std::uint64_t total = 0;
    if (depth == 1) {
        for (Move16 m : list) total += position.isLegal(m, checked);
        return total;
    }
    for (Move16 m : list) {
        if (!position.isLegal(m, checked)) continue;
        position.make(m);
        total += perft(position, depth - 1);
        position.unmake();
    }
    return total;
}

}  // namespace qipan::xiangqi
