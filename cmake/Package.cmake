# The Debian package (scripts/package, docs/packaging.md): CPack's DEB generator over what
# `cmake --install` puts in place, installed under /usr. Library dependencies come from
# dpkg-shlibdeps, so the package asks for exactly the Qt and C++ libraries the programs link.
set(VEGGIEBOX_MAINTAINER "The VeggieBox developers <veggiebox@users.noreply.github.com>" CACHE STRING
    "The Debian package's maintainer (name and address)")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME veggiebox)
set(CPACK_PACKAGE_VENDOR "The VeggieBox developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT ${VEGGIEBOX_MAINTAINER})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
# Files 0644, folders and programs 0755 whatever the builder's umask (Debian policy 10.9).
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${VEGGIEBOX_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${VEGGIEBOX_HOMEPAGE})
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The windowing-system plugins (xcb, wayland) and Qt's own translations of its standard buttons.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-qpa-plugins, qt6-translations-l10n")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "vegetable card games for hot-seat play")
# The extended description, wrapped under 80 columns; CPack indents each line and writes an empty
# one as Debian's " ." paragraph mark.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "VeggieBox is a collection of three vegetable card games for two to four
people at one computer, with computer players for the empty seats:
Veggies (build a market stall and gather the largest groups), Veggie
Garden (crops whose fence posts set their value, harvest cards with
powers) and VEGEtables 2.0 (crop lines with jollies, silos and wells).

Guided first games teach each game, every refused move names its rule,
and a curtain hides the table between people's turns. Playtesters get a
sandbox, branches and a lab that plays thousands of games. The command
line tool veggiebox-cli sets up, checks and plays games too.

English, Italian and Spanish. An unofficial fan edition.")

include(CPack)
