import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the tests of memory, open files and the preview need beyond `CommandLineTests.run`: the
/// peak memory of one run of guidegen, a `guidegen serve` running in the background, a bare
/// HTTP client that can hold hundreds of connections, and sparse files.
enum ProcessProbes {
    /// A run's exit status, the most memory it held (bytes) and its standard error.
    struct MeasuredRun {
        var status: Int32
        var peakMemory: Int
        var stderr: String
    }

    /// Runs guidegen and measures the most memory it held: its high-water mark (VmHWM in
    /// /proc/PID/status), read every few milliseconds until it exits; it can only come out lower
    /// than the truth, never higher. (`ru_maxrss` from `wait4` is no good here: a child started
    /// by `posix_spawn` or `fork` counts the test process's own memory, which other tests
    /// running at the same time make large.) Linux only.
    static func runMeasuringMemory(_ arguments: [String]) throws -> MeasuredRun {
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-stderr-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        var peak = 0
        while process.isRunning {
            peak = max(peak, highWaterMark(of: process.processIdentifier) ?? 0)
            usleep(2_000)
        }
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return MeasuredRun(status: process.terminationStatus, peakMemory: peak, stderr: stderr)
    }

    /// The most memory a running process has held (VmHWM), in bytes; nil without /proc.
    static func highWaterMark(of pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace).first ?? "")
        else { return nil }
        return kilobytes * 1024
    }

    /// Makes a file of `size` bytes that takes no space but one block holding `marker` at
    /// `offset` (`ftruncate` makes the rest a hole).
    static func makeSparseFile(_ path: String, size: Int, marker: [UInt8], at offset: Int) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(size)) == 0,
              marker.withUnsafeBytes({ pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }) == marker.count
        else { throw POSIXError(.EIO) }
    }

    /// Bytes a file takes on disk.
    static func allocatedBytes(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_blocks) * 512
    }

    /// `count` bytes of a file from `offset`.
    static func bytes(of path: String, at offset: Int, count: Int) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        try? handle.seek(toOffset: UInt64(offset))
        return [UInt8]((try? handle.read(upToCount: count)) ?? Data())
    }

    /// Raises this process's soft open-file limit to at least `count` (as far as the hard limit
    /// allows); true when it is then at least `count`.
    static func allowOpenFiles(_ count: Int) -> Bool {
        var limit = rlimit()
        guard getrlimit(resourceOpenFiles, &limit) == 0 else { return false }
        if limit.rlim_cur >= rlim_t(count) { return true }
        guard limit.rlim_max >= rlim_t(count) else { return false }
        limit.rlim_cur = rlim_t(count)
        return setrlimit(resourceOpenFiles, &limit) == 0
    }

    /// The hard open-file limit of this process.
    static var hardOpenFileLimit: Int {
        var limit = rlimit()
        guard getrlimit(resourceOpenFiles, &limit) == 0 else { return 0 }
        return limit.rlim_max > rlim_t(Int.max) ? Int.max : Int(limit.rlim_max)
    }

    #if os(Linux)
    static let resourceOpenFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    static let resourceOpenFiles = RLIMIT_NOFILE
    #endif
}

/// `guidegen serve --port 0` in the background: started, asked for its address, stopped with
/// Ctrl-C (SIGINT).
final class ServeProcess {
    let process = Process()
    /// The port it listens on.
    private(set) var port = 0
    /// Where it says it serves: `http://127.0.0.1:PORT/`.
    private(set) var address = ""
    var pid: Int32 { process.processIdentifier }

    /// Starts the preview of the site at `root`. `shell` is a shell command run first, in the
    /// shell that then becomes guidegen (`ulimit -n 1024`). Its standard error goes to the file
    /// `errorLog` when given.
    init(root: String, shell: String? = nil, arguments: [String] = ["--no-search", "--no-lint"], errorLog: String? = nil) throws {
        let executable = CommandLineTests.executable.path
        if let shell {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shell + " && exec \"$0\" \"$@\"", executable, "serve", "--port", "0"] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["serve", "--port", "0"] + arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let out = Pipe()
        process.standardOutput = out
        if let errorLog {
            _ = FileManager.default.createFile(atPath: errorLog, contents: nil)
            process.standardError = FileHandle(forWritingAtPath: errorLog)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        // The first line: `Serving at http://127.0.0.1:PORT/ (Ctrl-C to stop)`.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let address = text.split(separator: " ").dropFirst(2).first,
              let portText = address.split(separator: ":").last?.split(separator: "/").first,
              let port = Int(portText) else {
            stop()
            throw POSIXError(.EIO)
        }
        self.port = port
        self.address = String(address)
    }

    deinit { stop() }

    /// Stops it with Ctrl-C and returns its exit status.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning {
            kill(pid, SIGINT)
            process.waitUntilExit()
        }
        return process.terminationStatus
    }


    /// The most memory the server has held so far (VmHWM), in bytes; nil without /proc.
    var peakMemory: Int? { ProcessProbes.highWaterMark(of: pid) }

    /// Its soft and hard open-file limits as /proc shows them; nil without /proc.
    var openFileLimits: (soft: String, hard: String)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Max open files") })
        else { return nil }
        let fields = line.dropFirst("Max open files".count).split(whereSeparator: \.isWhitespace)
        guard fields.count >= 2 else { return nil }
        return (String(fields[0]), String(fields[1]))
    }
}

/// A bare HTTP/1.1 client over a blocking socket: the tests hold hundreds of connections open
/// and read bodies far larger than they keep.
final class RawHTTP {
    let socket: Int32

    /// Connects to 127.0.0.1:`port`; reads, writes and the connection itself give up after
    /// `timeout` seconds. Nil when the connection is not made.
    init?(port: Int, timeout: Double = 5) {
        #if os(Linux)
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { return nil }
        var limit = timeval()
        limit.tv_sec = .init(timeout)
        limit.tv_usec = .init((timeout - timeout.rounded(.down)) * 1_000_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
    }

    deinit { close(socket) }

    /// Sends a request with no body.
    @discardableResult
    func send(_ method: String = "GET", _ path: String, headers: [String: String] = [:]) -> Bool {
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        let bytes = Array((request + "\r\n").utf8)
        #if os(Linux)
        // (MSG_NOSIGNAL: a connection the server closed must not kill the tests with SIGPIPE.)
        return bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
        #else
        return bytes.withUnsafeBytes { Darwin.send(socket, $0.baseAddress, $0.count, 0) } == bytes.count
        #endif
    }

    /// Reads a response head (byte by byte, so nothing of the body is taken): the status and
    /// the header fields with lowercased names. Nil on a timeout or a closed connection.
    func readHead() -> (status: Int, headers: [String: String])? {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            guard recv(socket, &byte, 1, 0) == 1 else { return nil }
            head.append(byte)
        }
        let lines = String(decoding: head, as: UTF8.self).split(separator: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
    }

    /// Reads up to `count` bytes of body in chunks, handing each to `chunk` with its offset;
    /// returns how many bytes came.
    func readBody(count: Int, _ chunk: (UnsafeRawBufferPointer, Int) -> Void = { _, _ in }) -> Int {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var received = 0
        while received < count {
            let got = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, min($0.count, count - received), 0) }
            guard got > 0 else { break }
            buffer.withUnsafeBytes { chunk(UnsafeRawBufferPointer(rebasing: $0[0..<got]), received) }
            received += got
        }
        return received
    }
}
