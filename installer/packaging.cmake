# CPack: a .deb (with its dependencies computed from the binaries) and a .tar.gz for Linux.
# Windows builds would add NSIS or WiX here.
set(CPACK_PACKAGE_NAME "qipan")
set(CPACK_PACKAGE_VENDOR "Qipan developers")
set(CPACK_PACKAGE_CONTACT "Qipan developers <dev@qipan.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Gomoku, Renju, Othello and Xiangqi against a strong computer opponent")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_RESOURCE_FILE_README ${CMAKE_SOURCE_DIR}/README.md)
set(CPACK_PACKAGE_FILE_NAME "qipan-${PROJECT_VERSION}-${CMAKE_SYSTEM_PROCESSOR}")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-noto-cjk | fonts-wqy-microhei")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://example.invalid/qipan")
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${CMAKE_CURRENT_LIST_DIR}/debian/postinst ${CMAKE_CURRENT_LIST_DIR}/debian/postrm)

include(CPack)
