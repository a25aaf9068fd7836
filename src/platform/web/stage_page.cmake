# Stages the static site into DIST_DIR (run by target boxcar_page with cmake -P):
#   shell/index.html, web/*.js and web/*.css (web/serve.mjs is the dev server, not part of the site),
#   assets/** and, for each module target in MODULES, <module>.js + <module>.wasm from BINARY_DIR.
#   assets/levels/ is the level library: index.json and one file per collection, staged as separate
#   files that the page fetches on demand (assets/levels/README.md).
#   GENERATED: files of BINARY_DIR staged by name (theme.json, the board colours for the browser tests).
#   service_worker.js: made from web/service_worker.js and the hashes of every other staged file
#   (site_manifest.cmake), last.
# Copies only changed files and removes files that are no longer part of the site, so DIST_DIR is
# exactly what a static host should serve.
cmake_minimum_required(VERSION 3.20)  # policies for IN_LIST etc. in script mode
foreach(var SOURCE_DIR BINARY_DIR DIST_DIR)
  if(NOT ${var})
    message(FATAL_ERROR "stage_page.cmake: ${var} is not set")
  endif()
endforeach()

set(wanted)  # relative paths inside DIST_DIR
macro(stage from to)
  file(COPY_FILE ${from} ${DIST_DIR}/${to} ONLY_IF_DIFFERENT)
  list(APPEND wanted ${to})
endmacro()

file(MAKE_DIRECTORY ${DIST_DIR})
if(EXISTS ${SOURCE_DIR}/shell/index.html)
  stage(${SOURCE_DIR}/shell/index.html index.html)
else()
  message(WARNING "shell/index.html does not exist yet: the site has no page")
endif()

file(GLOB web_files ${SOURCE_DIR}/web/*.js ${SOURCE_DIR}/web/*.css)
list(FILTER web_files EXCLUDE REGEX "/service_worker\\.js$")  # written by site_manifest.cmake
foreach(f IN LISTS web_files)
  get_filename_component(name ${f} NAME)
  stage(${f} ${name})
endforeach()

file(GLOB_RECURSE asset_files RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/assets/*)
foreach(rel IN LISTS asset_files)
  get_filename_component(dir ${DIST_DIR}/${rel} DIRECTORY)
  file(MAKE_DIRECTORY ${dir})
  stage(${SOURCE_DIR}/${rel} ${rel})
endforeach()

foreach(module IN LISTS MODULES)
  foreach(ext js wasm)
    if(NOT EXISTS ${BINARY_DIR}/${module}.${ext})
      message(FATAL_ERROR "stage_page.cmake: ${BINARY_DIR}/${module}.${ext} was not built")
    endif()
    stage(${BINARY_DIR}/${module}.${ext} ${module}.${ext})
  endforeach()
endforeach()

foreach(file IN LISTS GENERATED)
  if(NOT EXISTS ${file})
    message(FATAL_ERROR "stage_page.cmake: ${file} was not built")
  endif()
  get_filename_component(name ${file} NAME)
  stage(${file} ${name})
endforeach()

list(APPEND wanted service_worker.js)
# Remove whatever is no longer part of the site (renamed or deleted sources, skipped modules).
file(GLOB_RECURSE present RELATIVE ${DIST_DIR} ${DIST_DIR}/*)
foreach(rel IN LISTS present)
  if(NOT rel IN_LIST wanted)
    file(REMOVE ${DIST_DIR}/${rel})
  endif()
endforeach()
# The service worker, with the manifest of what was staged above (its version changes with any file).
include(${CMAKE_CURRENT_LIST_DIR}/site_manifest.cmake)
list(LENGTH wanted count)
message(STATUS "Site staged in ${DIST_DIR}: ${count} files")
