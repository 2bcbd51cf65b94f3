#include "core/types.h"

#include <ostream>

namespace qipan {

std::ostream& operator<<(std::ostream& out, Side side) { return out << (side == Side::First ? "first" : "second"); }

}  // namespace qipan
