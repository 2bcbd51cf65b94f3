# Cross-compiling Qipan for 64-bit Windows with Debian's mingw-w64 (posix threads, for std::thread and
# std::jthread). Everything is linked statically: the .exe files need no DLL beside them.
# Used by the `windows` preset; tools/windows/build-wxmsw.sh makes the wxMSW that `QIPAN_WXMSW` names.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(QIPAN_MINGW_HOST x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${QIPAN_MINGW_HOST}-gcc-posix)
set(CMAKE_CXX_COMPILER ${QIPAN_MINGW_HOST}-g++-posix)
set(CMAKE_RC_COMPILER ${QIPAN_MINGW_HOST}-windres)

# Libraries and headers come only from the mingw sysroot (and the wxMSW build), never from the host.
set(CMAKE_FIND_ROOT_PATH /usr/${QIPAN_MINGW_HOST})
if(DEFINED ENV{QIPAN_WXMSW})
  list(APPEND CMAKE_FIND_ROOT_PATH $ENV{QIPAN_WXMSW})
endif()
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")

# CTest runs the test executables under wine, in a prefix of the build's own (tools/windows/wine.sh).
set(CMAKE_CROSSCOMPILING_EMULATOR ${CMAKE_CURRENT_LIST_DIR}/../tools/windows/wine.sh)
