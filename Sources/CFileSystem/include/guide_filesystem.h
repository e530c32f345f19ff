// File-system calls that Swift's Glibc module does not expose.
#ifndef GUIDE_FILESYSTEM_H
#define GUIDE_FILESYSTEM_H

#include <sys/types.h>

/// Swaps two paths in one step, so that at every instant each name holds a complete folder
/// (Linux: renameat2 with RENAME_EXCHANGE; macOS: renamex_np with RENAME_SWAP).
/// Returns 0, or -1 with errno set (ENOSYS or EINVAL where the file system cannot do it).
int guide_rename_exchange(const char *from, const char *to);

/// Renames `from` to `to` only if `to` does not exist (EEXIST otherwise).
int guide_rename_noreplace(const char *from, const char *to);

/// Copies the first `size` bytes of the open file `from` into the empty open file `to`, with
/// memory that does not grow with the file: only the ranges that hold data (SEEK_DATA and
/// SEEK_HOLE, where the file system tells them) are copied, by copy_file_range where there is
/// one, else through a fixed buffer; the holes stay holes. Returns 0, or -1 with errno set.
int guide_copy_file(int from, int to, off_t size);

/// 1 when `path` is a mount point (a Docker bind mount, say), which cannot be renamed; 0 when it
/// is not or cannot be told. Linux: statx's STATX_ATTR_MOUNT_ROOT, which sees bind mounts of a
/// folder of the same file system too; elsewhere: a device other than its parent folder's.
int guide_is_mount_point(const char *path);

#endif
