# Every string the interface marks for translation (_() and wxTRANSLATE in app/ and ui/, and the engine's
# words and message patterns that the interface translates, QIPAN_WORDS in engine/) has a translation in
# each res/po/*.po: a string added without one would show in English inside a Chinese interface.
# cmake -DSOURCE_DIR=<repo> -DWORK_DIR=<dir> -DXGETTEXT=<xgettext> -DMSGCMP=<msgcmp> -P check_translations.cmake
file(GLOB sources ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/ui/*.cpp)
file(GLOB_RECURSE engine_sources ${SOURCE_DIR}/engine/*.cpp ${SOURCE_DIR}/engine/*.h)
list(APPEND sources ${engine_sources})
file(GLOB po_files ${SOURCE_DIR}/res/po/*.po)
set(pot ${WORK_DIR}/qipan-marked.pot)
execute_process(COMMAND ${XGETTEXT} --from-code=UTF-8 --language=C++ --keyword=_ --keyword=wxTRANSLATE --keyword=QIPAN_WORDS
                        --keyword=wxPLURAL:1,2 -o ${pot} ${sources}
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc)
  message(FATAL_ERROR "xgettext failed: ${err}")
endif()
foreach(po ${po_files})
  execute_process(COMMAND ${MSGCMP} ${po} ${pot} RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(rc)
    # msgcmp names the place in the .pot; the lines after it say which string has no translation.
    string(REGEX REPLACE "[^\n]*warning: this message is not used\n" "" err "${err}")
    message(FATAL_ERROR "${po} lacks translations:\n${err}\n(the strings are in ${pot})")
  endif()
endforeach()
