// glibc's malloc_trim, which Swift's Glibc module leaves out (Linux only).
#if defined(__linux__)
#include <malloc.h>
#endif
