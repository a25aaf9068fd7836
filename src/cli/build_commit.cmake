# Writes OUT (a .cpp) with the commit the CLI is built from (`git describe --always --dirty --abbrev=12`,
# "unknown" outside a git checkout), rewriting it only when the text changes so that builds stay incremental.
# Run by the boxcar_build_commit target on every build: cmake -DSOURCE=... -DOUT=... -P build_commit.cmake
execute_process(COMMAND git describe --always --dirty --abbrev=12 WORKING_DIRECTORY ${SOURCE}
                OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE failed)
if(failed OR commit STREQUAL "")
  set(commit unknown)
endif()
set(text "// Made by src/cli/build_commit.cmake at build time.\n#include \"cli/build_commit.hpp\"\nconst char* boxcar::cli::build_commit() { return \"${commit}\"; }\n")
if(EXISTS ${OUT})
  file(READ ${OUT} old)
endif()
if(NOT old STREQUAL text)
  file(WRITE ${OUT} "${text}")
endif()
