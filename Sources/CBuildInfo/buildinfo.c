#include "buildinfo.h"

#ifndef GUIDEGEN_COMMIT
#define GUIDEGEN_COMMIT ""
#endif

const char *guidegen_commit(void) { return GUIDEGEN_COMMIT; }
