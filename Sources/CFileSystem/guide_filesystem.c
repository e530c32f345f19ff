#define _GNU_SOURCE
#include "guide_filesystem.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <limits.h>
#include <sys/stat.h>
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

// Copies bytes [start, end) through a buffer of fixed size.
static int copy_through_buffer(int from, int to, off_t start, off_t end) {
    char buffer[256 * 1024];
    while (start < end) {
        size_t wanted = end - start < (off_t)sizeof buffer ? (size_t)(end - start) : sizeof buffer;
        ssize_t got = pread(from, buffer, wanted, start);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) return -1;
        if (got == 0) { errno = EIO; return -1; }  // the file shrank while it was copied
        for (ssize_t written = 0; written < got;) {
            ssize_t count = pwrite(to, buffer + written, (size_t)(got - written), start + written);
            if (count < 0 && errno == EINTR) continue;
            if (count < 0) return -1;
            written += count;
        }
        start += got;
    }
    return 0;
}

// Copies bytes [start, end): in the kernel where it can (no copy through user space; a reflink
// on file systems that share blocks), else through a buffer.
static int copy_range(int from, int to, off_t start, off_t end) {
#if defined(__linux__) && defined(SYS_copy_file_range)
    while (start < end) {
        loff_t in = start, out = start;
        ssize_t count = syscall(SYS_copy_file_range, from, &in, to, &out, (size_t)(end - start), 0);
        if (count < 0 && errno == EINTR) continue;
        // Across file systems (older kernels), on special files, or not there at all.
        if (count < 0 && (errno == EXDEV || errno == EINVAL || errno == ENOSYS || errno == EOPNOTSUPP || errno == EBADF))
            return copy_through_buffer(from, to, start, end);
        if (count < 0) return -1;
        if (count == 0) { errno = EIO; return -1; }  // the file shrank while it was copied
        start += count;
    }
    return 0;
#else
    return copy_through_buffer(from, to, start, end);
#endif
}

int guide_copy_file(int from, int to, off_t size) {
    off_t data = 0;
    while (data < size) {
#if defined(SEEK_DATA) && defined(SEEK_HOLE)
        data = lseek(from, data, SEEK_DATA);
        if (data < 0 && errno == ENXIO) break;  // nothing but a hole up to the end
        if (data < 0 && errno == EINVAL) {  // no SEEK_DATA here: all of it is data
            if (copy_range(from, to, 0, size) != 0) return -1;
            break;
        }
        if (data < 0) return -1;
        if (data >= size) break;
        off_t hole = lseek(from, data, SEEK_HOLE);
        if (hole < 0) return -1;
        if (hole > size) hole = size;
#else
        off_t hole = size;
#endif
        if (copy_range(from, to, data, hole) != 0) return -1;
        data = hole;
    }
    // The length, with a trailing hole where the source ends in one.
    return ftruncate(to, size);
}

int guide_is_mount_point(const char *path) {
#if defined(__linux__) && defined(STATX_BASIC_STATS)
#ifndef STATX_ATTR_MOUNT_ROOT
#define STATX_ATTR_MOUNT_ROOT 0x00002000  /* Linux 5.8 */
#endif
    struct statx info;
    if (statx(AT_FDCWD, path, 0, STATX_BASIC_STATS, &info) == 0 && (info.stx_attributes_mask & STATX_ATTR_MOUNT_ROOT))
        return (info.stx_attributes & STATX_ATTR_MOUNT_ROOT) != 0;
#endif
    char parent[PATH_MAX];
    struct stat own, above;
    if (snprintf(parent, sizeof parent, "%s/..", path) >= (int)sizeof parent) return 0;
    if (stat(path, &own) != 0 || stat(parent, &above) != 0) return 0;
    return own.st_dev != above.st_dev;
}
