#include "buildinfo.h"

// scripts/install writes commit.h (`#define GUIDEGEN_COMMIT "…"`) for the build and removes it
// afterwards: a generated header rather than a -D flag, which would reach every Swift module's
// compile command and rebuild them all whenever the commit changes.
#if __has_include("commit.h")
#include "commit.h"
#endif

#ifndef GUIDEGEN_COMMIT
#define GUIDEGEN_COMMIT ""
#endif

const char *guidegen_commit(void) { return GUIDEGEN_COMMIT; }
