#define _GNU_SOURCE
#include "guide_filesystem.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#include <linux/fs.h>
#endif

// The system call directly: glibc gained a renameat2 wrapper only in 2.28, and the flags are
// the same either way.
int guide_rename_exchange(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renamex_np(from, to, RENAME_SWAP);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int guide_rename_noreplace(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE);
#elif defined(__APPLE__)
    return renamex_np(from, to, RENAME_EXCL);
#else
    if (access(to, F_OK) == 0) { errno = EEXIST; return -1; }
    return rename(from, to);
#endif
}
