// File-system calls that Swift's Glibc module does not expose.
#ifndef GUIDE_FILESYSTEM_H
#define GUIDE_FILESYSTEM_H

/// Swaps two paths in one step, so that at every instant each name holds a complete folder
/// (Linux: renameat2 with RENAME_EXCHANGE; macOS: renamex_np with RENAME_SWAP).
/// Returns 0, or -1 with errno set (ENOSYS or EINVAL where the file system cannot do it).
int guide_rename_exchange(const char *from, const char *to);

/// Renames `from` to `to` only if `to` does not exist (EEXIST otherwise).
int guide_rename_noreplace(const char *from, const char *to);

#endif
