# The Othello solver's x86-64-v3 copy (engine/othello/endgame_x86v3.cpp) may define no symbol that code
# elsewhere could link to as code: an inline function of a shared header that the compiler left out of line
# there would be an AVX2 definition the linker may choose for every caller, and the program would stop
# on an illegal instruction on older processors. Its own functions live in qipan::othello::detail::x86v3.
# cmake -DNM=<nm> -DLIBRARY=<libqipan_engine.a> -P check_isa_isolated.cmake
execute_process(COMMAND ${NM} -A -C --defined-only ${LIBRARY} OUTPUT_VARIABLE out RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc)
  message(FATAL_ERROR "${NM} failed: ${err}")
endif()
string(REPLACE "\n" ";" lines "${out}")
set(seen 0)
set(bad "")
foreach(line IN LISTS lines)
  if(NOT line MATCHES "endgame_x86v3[^:]*:")
    continue()
  endif()
  set(seen 1)
  # "<archive>:<member>:<value> <type> <name>": T global code, W weak code, i an indirect function.
  # Shared data (u, V: the constant tables of inline variables) holds the same bytes whatever the
  # instruction set, so any object's copy will do.
  if(line MATCHES ":[0-9a-fA-F]* ([TWi]) (.*)$")
    set(name "${CMAKE_MATCH_2}")
    if(NOT name MATCHES "^qipan::othello::detail::x86v3::")
      string(APPEND bad "  ${CMAKE_MATCH_1} ${name}\n")
    endif()
  endif()
endforeach()
if(NOT seen)
  message(FATAL_ERROR "no endgame_x86v3 object in ${LIBRARY}")
endif()
if(bad)
  message(FATAL_ERROR "endgame_x86v3 defines shared symbols (make these inline for good, or keep them out of the solver):\n${bad}")
endif()
message(STATUS "endgame_x86v3 defines only qipan::othello::detail::x86v3 symbols")
