#include "BuildInfo.h"

// Package.swift defines WORDGAMES_COMMIT from the environment variable of that name, for this
// file alone: a new commit recompiles one C file and relinks, and nothing else.
#ifndef WORDGAMES_COMMIT
#define WORDGAMES_COMMIT ""
#endif

const char *wordgames_commit(void) { return WORDGAMES_COMMIT; }
