# CPack: a .deb (with its dependencies computed from the binaries) and a .tar.gz for Linux; for the
# Windows cross build an NSIS installer, qipan-<version>-win64-setup.exe, from installer/windows/.
set(CPACK_PACKAGE_NAME "qipan")
set(CPACK_PACKAGE_VENDOR "Qipan developers")
set(CPACK_PACKAGE_CONTACT "Seed f09f44bd maintainers <maintainers@users.noreply.a-seed-f09f44bd.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Gomoku, Renju, Othello and Xiangqi against a strong computer opponent")
# Lines of at most 80 characters, as Debian's control files want them.
string(CONCAT CPACK_PACKAGE_DESCRIPTION
       "Qipan (the board) plays the classic board games of the Chinese-speaking world\n"
       "against a strong computer opponent: Gomoku and Renju (with the forbidden\n"
       "points marked), Othello and Xiangqi (Chinese chess). The computer thinks on its\n"
       "own thread at a level from 1 to 10; every move can be undone, taken back,\n"
       "redone and replayed, hints and analysis show the engine's best move, and the\n"
       "game in progress is saved after every move. Games are read and written as\n"
       "SGF, PGN, Piskvork and Othello transcript files. The interface is in English\n"
       "and Simplified Chinese.\n"
       ".\n"
       "The package also contains qipan-engine, the same engines for other programs\n"
       "(Gomocup as pbrain-qipan, UCCI/UCI and NBoard protocols) and for the terminal\n"
       "(analyse, solve, perft, bench and match).")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_RESOURCE_FILE_README ${CMAKE_SOURCE_DIR}/README.md)
set(CPACK_PACKAGE_FILE_NAME "qipan-${PROJECT_VERSION}-${CMAKE_SYSTEM_PROCESSOR}")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-noto-cjk | fonts-wqy-microhei")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# No Homepage field: the project has no public web address yet (an invented one would be worse).
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${CMAKE_CURRENT_LIST_DIR}/debian/postinst ${CMAKE_CURRENT_LIST_DIR}/debian/postrm)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

if(NOT WIN32)
  # Debian's documentation files: copyright, changelog (compressed, as Policy asks) and manual pages, the
  # engine's made from its --help text (debian/man-from-help.cmake).
  find_program(GZIP gzip REQUIRED)
  set(debian_out ${CMAKE_BINARY_DIR}/installer/debian)
  set(debian_src ${CMAKE_CURRENT_LIST_DIR}/debian)
  add_custom_command(OUTPUT ${debian_out}/changelog.gz ${debian_out}/qipan.6.gz
                     COMMAND ${CMAKE_COMMAND} -E copy ${debian_src}/changelog ${debian_src}/man/qipan.6 ${debian_out}
                     COMMAND ${GZIP} -9nf ${debian_out}/changelog ${debian_out}/qipan.6
                     DEPENDS ${debian_src}/changelog ${debian_src}/man/qipan.6)
  add_custom_command(OUTPUT ${debian_out}/qipan-engine.6.gz
                     COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:qipan-engine> -DVERSION=${PROJECT_VERSION}
                             -DOUTPUT=${debian_out}/qipan-engine.6 -P ${debian_src}/man-from-help.cmake
                     COMMAND ${GZIP} -9nf ${debian_out}/qipan-engine.6
                     DEPENDS qipan-engine ${debian_src}/man-from-help.cmake)
  file(MAKE_DIRECTORY ${debian_out})
  file(CREATE_LINK qipan-engine.6.gz ${debian_out}/pbrain-qipan.6.gz SYMBOLIC)
  add_custom_target(qipan_debian_docs ALL
                    DEPENDS ${debian_out}/changelog.gz ${debian_out}/qipan.6.gz ${debian_out}/qipan-engine.6.gz)
  install(FILES ${debian_src}/copyright ${debian_out}/changelog.gz DESTINATION ${CMAKE_INSTALL_DOCDIR})
  install(FILES ${debian_out}/qipan.6.gz ${debian_out}/qipan-engine.6.gz ${debian_out}/pbrain-qipan.6.gz
          DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endif()

if(WIN32)
  # wxWidgets' own catalogs for the languages Qipan has (Debian's wx3.2-i18n), beside Qipan's, so the
  # standard dialogs and buttons are translated too.
  file(GLOB qipan_po CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/res/po/*.po)
  foreach(po ${qipan_po})
    get_filename_component(lang ${po} NAME_WE)
    foreach(wxmo /usr/share/locale/${lang}/LC_MESSAGES/wxstd-3.2.mo)
      if(EXISTS ${wxmo})
        install(FILES ${wxmo} DESTINATION ${CMAKE_INSTALL_LOCALEDIR}/${lang}/LC_MESSAGES)
      endif()
    endforeach()
  endforeach()
  install(FILES ${CMAKE_SOURCE_DIR}/COPYING DESTINATION . RENAME COPYING.txt)

  list(PREPEND CMAKE_MODULE_PATH ${CMAKE_CURRENT_LIST_DIR}/windows)  # our NSIS.template.in
  set(CPACK_GENERATOR NSIS)
  set(CPACK_PACKAGE_FILE_NAME "qipan-${PROJECT_VERSION}-win64-setup")
  set(CPACK_PACKAGE_INSTALL_DIRECTORY "Qipan")
  set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/COPYING)
  set(CPACK_NSIS_MUI_ICON ${QIPAN_ICO})
  set(CPACK_NSIS_MUI_UNIICON ${QIPAN_ICO})
  set(CPACK_NSIS_COMPRESSOR "/SOLID lzma")
endif()

include(CPack)
