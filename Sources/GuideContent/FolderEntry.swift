import Foundation

/// A name in a folder and the kind of thing the folder records it as (`readdir`'s `d_type`):
/// discovery tells files from folders without a `stat` of each, which at 10,000 pages was
/// most of the time a build spent on one thread before parsing.
struct FolderEntry {
    enum Kind: Equatable {
        case file, folder, link, other
        /// A file system that does not record kinds: ask `lstat`.
        case unknown
        /// A name that is not UTF-8: no path made from `name` (decoded with U+FFFD in its
        /// place) leads to it, and it can be no page's id or URL.
        case nameNotUTF8

        init(direntType: UInt8) {
            switch Int32(direntType) {
            case Int32(DT_REG): self = .file
            case Int32(DT_DIR): self = .folder
            case Int32(DT_LNK): self = .link
            case Int32(DT_UNKNOWN): self = .unknown
            default: self = .other
            }
        }

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .file
            case S_IFDIR: self = .folder
            case S_IFLNK: self = .link
            default: self = .other
            }
        }
    }

    /// Why a folder could not be read: the system's error number.
    struct ReadError: Error {
        let code: Int32
        /// The system's words for it, in lower case ("permission denied").
        var reason: String { String(cString: strerror(code)).lowercased() }
    }

    let name: String
    let kind: Kind

    /// The entries of `folder` but `.` and `..`, sorted by name.
    static func entries(of folder: String) -> Result<[FolderEntry], ReadError> {
        guard let stream = opendir(folder) else { return .failure(ReadError(code: errno)) }
        defer { closedir(stream) }
        var entries: [FolderEntry] = []
        errno = 0
        while let entry = readdir(stream) {
            let (name, valid) = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    (String(cString: $0), String(validatingCString: $0) != nil)
                }
            }
            if name != ".", name != ".." {
                entries.append(FolderEntry(name: name, kind: valid ? Kind(direntType: entry.pointee.d_type) : .nameNotUTF8))
            }
        }
        if errno != 0 { return .failure(ReadError(code: errno)) }
        entries.sort { $0.name < $1.name }
        return .success(entries)
    }
}

/// A folder's device and inode: the same folder reached by two paths (through a symbolic link)
/// has the same identity.
struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    /// The identity of what `path` leads to (links followed); nil when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
