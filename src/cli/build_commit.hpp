// The commit the `boxcar` binary was built from (`git describe --always --dirty`, "-dirty" when the
// checkout had changes), written at build time by src/cli/build_commit.cmake; "unknown" outside git.
#pragma once

namespace boxcar::cli {

const char* build_commit();

}  // namespace boxcar::cli
