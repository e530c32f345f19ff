// The memory allocator (Linux only). guidegen links mimalloc (Debian libmimalloc-dev), which
// takes the place of glibc's malloc for the whole process: linting and building allocate
// millions of small strings from two threads, and glibc's malloc was 10-15 % of their time.
// glibc's malloc.h is still here for malloc_trim, which Swift's Glibc module leaves out.
#if defined(__linux__)
#include <malloc.h>
#include <mimalloc.h>
#endif
