#ifndef GUIDEGEN_BUILDINFO_H
#define GUIDEGEN_BUILDINFO_H

/// The commit guidegen was built from (`git describe --always --dirty`), or "" when the build
/// did not say: scripts/install writes it into commit.h beside buildinfo.c for its build, since
/// Swift's compilation conditions cannot carry a string.
const char *guidegen_commit(void);

#endif
