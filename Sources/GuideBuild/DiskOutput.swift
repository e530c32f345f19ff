import CFileSystem
import Foundation
import GuideCore
import Synchronization

/// Writes a build into a fresh folder beside the output folder and swaps it in only when the
/// whole build succeeded, so a failed or interrupted build leaves the previous site untouched.
///
/// - The output folder is marked as guidegen's (`OutputFolder.markerName`); a folder without the
///   mark is never replaced unless the caller says so (`--force`).
/// - A symbolic link at the output path is followed: the build lands in its target.
/// - Builds of one output folder take turns (a lock on the folder that holds it), and each build
///   removes what interrupted builds left beside it.
/// - The swap is one `renameat2(RENAME_EXCHANGE)`: at every instant the output path holds either
///   the old site or the new one, complete. A swap that fails removes the staged site; an output
///   folder that is a mount point, which cannot be swapped, is refused before the build.
/// - Files are copied by streaming, holes of sparse files kept.
/// - A full disk stops the writing; the build goes on counting what it would have written, so
///   the one error it reports can say how much space the site needs.
public final class DiskOutput: BuildOutput, Sendable {
    /// The output folder as given (shown to the user).
    public let destination: String
    /// Where the site really goes: `destination` with symbolic links resolved.
    let target: String
    let staging: String
    /// The staging folder: a spill file made there (and unlinked at once) is on the disk the
    /// site is written to, not in a temporary folder that may be memory (tmpfs).
    public var spillFolder: String? { staging }
    private let parentLock: Int32
    /// The folders this build made.
    private let createdDirectories = Mutex<Set<String>>([])
    /// The bytes it wrote or, once the disk was full, would have written; whether the disk is
    /// full. Atomics, not under the folders' lock: every file written counts its bytes, and
    /// threads waiting for one another's lock (a futex each time) left a core idle.
    private let bytes = Atomic<Int>(0)
    private let diskFull = Atomic<Bool>(false)

    /// Checks the output folder, waits for any other build of it, removes leftovers of
    /// interrupted builds and prepares a staging folder. `force` replaces a folder that guidegen
    /// did not create; `waiting` is called once if another build holds the folder.
    public init(destination: String, force: Bool = false, waiting: (() -> Void)? = nil) throws {
        self.destination = destination
        target = OutputFolder.resolvingLinks(destination)
        try OutputFolder.checkReplaceable(target, shownAs: destination, force: force)
        // A mount point (a Docker bind mount) cannot be swapped: say so before building.
        if guide_is_mount_point(target) == 1 {
            throw BuildError.refused(id: "output.mount-point", message: "the output folder `\(destination)` is a mount point; guidegen cannot replace it",
                                     suggestion: Self.mountPointSuggestion)
        }
        let url = URL(fileURLWithPath: target)
        let parent = url.deletingLastPathComponent().path
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw BuildError.output("cannot create `\(parent)`: \(OutputFolder.reason(error))")
        }
        parentLock = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parentLock >= 0 else {
            throw BuildError.output("cannot open `\(parent)`: \(String(cString: strerror(errno)))")
        }
        if flock(parentLock, LOCK_EX | LOCK_NB) != 0 {
            waiting?()
            while flock(parentLock, LOCK_EX) != 0 && errno == EINTR {}
        }
        let prefix = OutputFolder.stagingPrefix(for: url.lastPathComponent)
        // Holding the lock, no other build of this folder is running: a staging folder (the
        // prefix and a process id, marked as guidegen's) was left by a build that was killed.
        // A folder that only looks like one is someone else's.
        for name in (try? fm.contentsOfDirectory(atPath: parent)) ?? [] where Self.isStagingName(name, prefix: prefix) {
            let path = parent + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, fm.fileExists(atPath: path + "/" + OutputFolder.markerName) else { continue }
            Self.removeMarked(path)
        }
        staging = parent + "/" + prefix + "\(getpid())"
        do {
            try fm.createDirectory(atPath: staging, withIntermediateDirectories: false)
            // Marked from the start, so that the next build knows a killed build's leftovers.
            try Data(OutputFolder.markerText.utf8).write(to: URL(fileURLWithPath: staging + "/" + OutputFolder.markerName))
        } catch {
            close(parentLock)
            throw BuildError.output("cannot create `\(staging)`: \(OutputFolder.reason(error))")
        }
    }

    /// Removes a folder guidegen marked as its own, the mark last: a build killed while it
    /// removes one leaves a folder the next build still knows as its own and removes (removing
    /// the folder whole took the mark early, and the rest stayed for good). `remove` removes one
    /// entry (a file, a link itself, or a folder and all it holds).
    static func removeMarked(_ path: String, remove: (String) throws -> Void = FileManager.default.removeItem(atPath:)) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0 != OutputFolder.markerName }
        for name in names { try? remove(path + "/" + name) }
        try? remove(path + "/" + OutputFolder.markerName)
        try? remove(path)
    }

    /// True for a name a build stages under: `prefix`, a process id, and `.old` for the
    /// previous site while two renames swap it.
    static func isStagingName(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        var rest = name.dropFirst(prefix.count)
        if rest.hasSuffix(".old") { rest = rest.dropLast(4) }
        return !rest.isEmpty && rest.allSatisfy { ("0"..."9").contains($0) }
    }

    deinit {
        // The lock goes with the descriptor.
        close(parentLock)
    }

    private func prepareDirectory(for relativePath: String) throws {
        // (`checkedRelativePath` has made sure of a plain relative path: no `..`, no `//`.)
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        try makeDirectory(String(relativePath[..<slash]))
    }

    /// Makes a folder of the staged site and the folders above it that this build has not made
    /// yet, one `mkdir` each: `FileManager.createDirectory` looked at every folder of the path
    /// again for each of the site's thousands of folders.
    private func makeDirectory(_ directory: String) throws {
        if createdDirectories.withLock({ $0.contains(directory) }) { return }
        if let slash = directory.utf8.lastIndex(of: UInt8(ascii: "/")) { try makeDirectory(String(directory[..<slash])) }
        // Another render thread may have made it a moment ago.
        guard mkdir(staging + "/" + directory, 0o777) == 0 || errno == EEXIST else {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
        }
        _ = createdDirectories.withLock { $0.insert(directory) }
    }

    /// Counts the bytes, and says whether they should still be written.
    private func account(_ count: Int) -> Bool {
        bytes.add(count, ordering: .relaxed)
        return !diskFull.load(ordering: .relaxed)
    }

    /// Turns an out-of-space error into the full-disk state; other errors are thrown on.
    private func handle(_ error: Error, path: String) throws {
        guard OutputFolder.isOutOfSpace(error) else { throw error }
        diskFull.store(true, ordering: .relaxed)
        try? FileManager.default.removeItem(atPath: path)
    }

    public func write(_ data: Data, to relativePath: String) throws {
        try data.withUnsafeBytes { try write($0, to: relativePath) }
    }

    public func write(bytes: [UInt8], to relativePath: String) throws {
        try bytes.withUnsafeBytes { try write($0, to: relativePath) }
    }

    private func write(_ bytes: UnsafeRawBufferPointer, to relativePath: String) throws {
        let path = try checkedRelativePath(relativePath)
        guard account(bytes.count) else { return }
        let full = staging + "/" + path
        do {
            try prepareDirectory(for: path)
            try Self.writeFile(bytes, to: full)
        } catch {
            try handle(error, path: full)
        }
    }

    /// Writes a new file with POSIX calls: Foundation's `Data.write` and `URL` cost more than
    /// the writing itself across a site's thousands of small files. Errors are POSIX `NSError`s,
    /// as `OutputFolder.isOutOfSpace` and `reason` read them.
    static func writeFile(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        func failure() -> NSError { NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure() }
        var written = 0
        while written < bytes.count {
            let count = writeSome(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                let error = failure()
                close(descriptor)
                throw error
            }
            written += count
        }
        // (After EINTR the descriptor is closed all the same.)
        guard close(descriptor) == 0 || errno == EINTR else { throw failure() }
    }

    /// Copies the bytes of `source`, following symbolic links: the output holds files, never
    /// links back into the sources. The bytes go from file to file (in the kernel, or through a
    /// small buffer), so a video costs no memory, and the holes of a sparse file stay holes.
    public func copy(from source: String, to relativePath: String) throws {
        let path = try checkedRelativePath(relativePath)
        let (input, file) = try SourceFile.open(source)
        defer { close(input) }
        // The space it needs: a sparse file's holes take none.
        var info = stat()
        guard account(fstat(input, &info) == 0 ? min(file.size, Int(info.st_blocks) * 512) : file.size) else { return }
        let full = staging + "/" + path
        do {
            try prepareDirectory(for: path)
            try Self.copyFile(input, size: file.size, to: full)
        } catch {
            try handle(error, path: full)
        }
    }

    /// Copies the first `size` bytes of an open file into a new file at `path`. Errors are
    /// POSIX `NSError`s, as `OutputFolder.isOutOfSpace` and `reason` read them.
    static func copyFile(_ input: Int32, size: Int, to path: String) throws {
        func failure(_ code: Int32 = errno) -> NSError { NSError(domain: NSPOSIXErrorDomain, code: Int(code)) }
        let output = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard output >= 0 else { throw failure() }
        guard guide_copy_file(input, output, off_t(size)) == 0 else {
            let error = failure()
            close(output)
            throw error
        }
        // (After EINTR the descriptor is closed all the same.)
        guard close(output) == 0 || errno == EINTR else { throw failure() }
    }

    /// The error for a disk that filled up during the build, if it did.
    var outOfSpace: Diagnostic? {
        guard diskFull.load(ordering: .relaxed) else { return nil }
        return OutputFolder.diskFullDiagnostic(folder: target, needed: bytes.load(ordering: .relaxed))
    }

    /// Marks the staged build as guidegen's and swaps it in for the output folder. When that
    /// fails, the previous site stays as it was and the staged one is removed, so failed builds
    /// leave nothing beside the output folder.
    public func commit() throws {
        do {
            try swapIn()
        } catch {
            discard()
            throw error
        }
    }

    private func swapIn() throws {
        if let outOfSpace { throw BuildError.output(outOfSpace.message) }
        let marker = staging + "/" + OutputFolder.markerName
        do {
            try Data(OutputFolder.markerText.utf8).write(to: URL(fileURLWithPath: marker))
        } catch {
            if OutputFolder.isOutOfSpace(error) {
                throw BuildError.output(OutputFolder.diskFullDiagnostic(folder: target, needed: bytes.load(ordering: .relaxed)).message)
            }
            throw BuildError.output("cannot write `\(marker)`: \(OutputFolder.reason(error))")
        }
        if guide_rename_noreplace(staging, target) == 0 { return }
        guard errno == EEXIST || errno == ENOTEMPTY else {
            throw BuildError.output("cannot move the new site into `\(destination)`: \(String(cString: strerror(errno)))")
        }
        if guide_rename_exchange(staging, target) == 0 {
            // The staging path now holds the previous site.
            Self.removeMarked(staging)
            return
        }
        guard errno == ENOSYS || errno == EINVAL else { throw swapFailure(errno) }
        // A file system that cannot swap (some network file systems): two renames, with the
        // old site kept until the new one is in place.
        let old = staging + ".old"
        guard rename(target, old) == 0 else { throw swapFailure(errno) }
        guard rename(staging, target) == 0 else {
            let code = errno
            guard rename(old, target) == 0 else {
                throw BuildError.output("cannot move the new site into `\(destination)`: \(String(cString: strerror(code))); the previous site is at `\(old)`")
            }
            throw swapFailure(code)
        }
        Self.removeMarked(old)
    }

    /// The error for a new site that could not be moved into place.
    private func swapFailure(_ code: Int32) -> BuildError {
        let message = "cannot replace `\(destination)` with the new site: \(String(cString: strerror(code))); the previous site is left as it was"
        if code == EBUSY {
            return .refused(id: "output.write", message: message, suggestion: Self.mountPointSuggestion)
        }
        return .output(message)
    }

    static let mountPointSuggestion = "guidegen swaps the whole folder in, which a mount point does not allow: mount the folder that holds it instead, or build with `--output` into a folder inside the mount"

    /// Removes the staged files after a failed build.
    public func discard() {
        Self.removeMarked(staging)
    }
}

/// `write(2)`, named apart from the output's own `write` methods.
private func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
