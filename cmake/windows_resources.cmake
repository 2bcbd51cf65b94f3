# Windows resources for an executable: the multi-size icon made from res/icons at build time (icotool,
# package icoutils), version information and the manifest (res/windows/). WX also links wxWidgets'
# own resources (cursors, bitmaps) that a static wxMSW needs.
find_program(ICOTOOL icotool REQUIRED)
set(QIPAN_ICO ${CMAKE_BINARY_DIR}/res/windows/qipan.ico)
set(QIPAN_ICON_SOURCES)
foreach(size 16 32 48 64 128)
  list(APPEND QIPAN_ICON_SOURCES ${CMAKE_SOURCE_DIR}/res/icons/qipan-${size}.png)
endforeach()
add_custom_command(OUTPUT ${QIPAN_ICO}
                   COMMAND ${ICOTOOL} -c -o ${QIPAN_ICO} ${QIPAN_ICON_SOURCES}
                           --raw=${CMAKE_SOURCE_DIR}/res/icons/qipan-256.png
                   DEPENDS ${QIPAN_ICON_SOURCES} ${CMAKE_SOURCE_DIR}/res/icons/qipan-256.png
                   COMMENT "Making the Windows icon (16-256 px) from res/icons")
add_custom_target(qipan_ico DEPENDS ${QIPAN_ICO})

function(qipan_windows_resources target description)
  cmake_parse_arguments(PARSE_ARGV 2 arg "WX" "" "")
  set(QIPAN_RC_NAME ${target})
  set(QIPAN_RC_FILE ${target}.exe)
  set(QIPAN_RC_DESCRIPTION "${description}")
  set(QIPAN_RC_ICO ${QIPAN_ICO})
  set(QIPAN_RC_VERSION_DOTS ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR}.${PROJECT_VERSION_PATCH}.0)
  set(QIPAN_RC_VERSION_COMMAS ${PROJECT_VERSION_MAJOR},${PROJECT_VERSION_MINOR},${PROJECT_VERSION_PATCH},0)
  set(dir ${CMAKE_BINARY_DIR}/res/windows)
  set(QIPAN_RC_MANIFEST ${dir}/${target}.manifest)
  if(arg_WX)
    # The manifest is ours, not wx.rc's.
    set(QIPAN_RC_WX "#define wxUSE_NO_MANIFEST 1\n#include \"wx/msw/wx.rc\"\n")
  else()
    set(QIPAN_RC_WX "")
  endif()
  configure_file(${CMAKE_SOURCE_DIR}/res/windows/qipan.manifest.in ${QIPAN_RC_MANIFEST} @ONLY)
  configure_file(${CMAKE_SOURCE_DIR}/res/windows/qipan.rc.in ${dir}/${target}.rc @ONLY)
  set_source_files_properties(${dir}/${target}.rc PROPERTIES OBJECT_DEPENDS "${QIPAN_ICO};${QIPAN_RC_MANIFEST}")
  target_sources(${target} PRIVATE ${dir}/${target}.rc)
  add_dependencies(${target} qipan_ico)
endfunction()
