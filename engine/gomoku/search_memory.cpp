#include "gomoku/search_memory.h"

namespace qipan::gomoku {

Pool<SearchMemory>& searchMemories() {
    static Pool<SearchMemory> memories(2, [] { return std::make_unique<SearchMemory>(); });
    return memories;
}

}  // namespace qipan::gomoku
