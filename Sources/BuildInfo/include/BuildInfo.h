#ifndef WORDGAMES_BUILD_INFO_H
#define WORDGAMES_BUILD_INFO_H

/// The commit the binary was built from, or "" when the build was not told
/// (`make` tells it; a plain `swift build` does not).
const char *wordgames_commit(void);

#endif
