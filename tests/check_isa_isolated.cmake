# The Othello solver's x86-64-v3 and x86-64-v4 copies (engine/othello/endgame_x86v3.cpp, endgame_x86v4.cpp)
# may define no symbol that code elsewhere could link to as code: an inline function of a shared header that
# the compiler left out of line there would be an AVX2 or AVX-512 definition the linker may choose for every
# caller, and the program would stop on an illegal instruction on older processors. Their own functions live
# in qipan::othello::detail::x86v3 and ::x86v4.
# cmake -DNM=<nm> -DLIBRARY=<libqipan_engine.a> -P check_isa_isolated.cmake
execute_process(COMMAND ${NM} -A -C --defined-only ${LIBRARY} OUTPUT_VARIABLE out RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc)
  message(FATAL_ERROR "${NM} failed: ${err}")
endif()
string(REPLACE "\n" ";" lines "${out}")
foreach(isa IN ITEMS x86v3 x86v4)
  set(seen 0)
  set(bad "")
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "endgame_${isa}[^:]*:")
      continue()
    endif()
    set(seen 1)
    # "<archive>:<member>:<value> <type> <name>": T global code, W weak code, i an indirect function.
    # Shared data (u, V: the constant tables of inline variables) holds the same bytes whatever the
    # instruction set, so any object's copy will do.
    if(line MATCHES ":[0-9a-fA-F]* ([TWi]) (.*)$")
      set(name "${CMAKE_MATCH_2}")
      if(NOT name MATCHES "^qipan::othello::detail::${isa}::")
        string(APPEND bad "  ${CMAKE_MATCH_1} ${name}\n")
      endif()
    endif()
  endforeach()
  if(NOT seen)
    message(FATAL_ERROR "no endgame_${isa} object in ${LIBRARY}")
  endif()
  if(bad)
    message(FATAL_ERROR "endgame_${isa} defines shared symbols (make these inline for good, or keep them out of the solver):\n${bad}")
  endif()
  message(STATUS "endgame_${isa} defines only qipan::othello::detail::${isa} symbols")
endforeach()
