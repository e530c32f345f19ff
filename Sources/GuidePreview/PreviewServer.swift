import Foundation
import GuideBuild
import GuideCore
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle

/// A request's context: Hummingbird's, and the connection, which the preview closes after
/// refusing a live-reload stream.
struct PreviewRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}

/// Serves the site held in a `PreviewState` over HTTP with Hummingbird: files from memory with
/// their content types, ETags and byte ranges, media streamed from their source files, the site's 404 page,
/// live-reload events and the preview's script. Only GET and HEAD; nothing outside the built
/// site can be reached.
struct PreviewResponder: HTTPResponder {
    typealias Context = PreviewRequestContext
    let state: PreviewState
    let hub: LiveReloadHub
    /// The address the server listens on (`--host`).
    var listenHost = "127.0.0.1"

    func respond(to request: Request, context: Context) async throws -> Response {
        // A web page elsewhere could point its own domain name at 127.0.0.1 (DNS rebinding) and
        // read the preview through the visitor's browser; such requests carry that name in Host.
        guard AllowedHost.accepts(request.head.authority, listenHost: listenHost) else {
            return plain(.forbidden, "This preview answers only requests for localhost or an IP address.\n")
        }
        var snapshot = state.snapshot
        // The search index is made after the pages: a request for it waits until it is ready,
        // or until the next index comes (one edit behind, when edits come faster).
        if snapshot.searchPending, request.uri.path.hasPrefix(snapshot.basePath + "search/") {
            let published = snapshot.searchIndexes
            for _ in 0..<600 where snapshot.searchPending && snapshot.searchIndexes == published {
                try await Task.sleep(nanoseconds: 50_000_000)
                snapshot = state.snapshot
            }
        }
        guard request.method == .get || request.method == .head else {
            return plain(.methodNotAllowed, "Only GET and HEAD are allowed.\n", extra: [.allow: "GET, HEAD"])
        }
        let isHead = request.method == .head
        switch RequestPath(target: request.uri.string, basePath: snapshot.basePath) {
        case .refused:
            return plain(.badRequest, "Bad request path.\n")
        case .outside:
            if request.uri.path == "/" {
                return Response(status: .found, headers: [.location: snapshot.basePath])
            }
            return notFound(snapshot, head: isHead)
        case .preview(let name):
            switch name {
            case "events":
                let first = LiveReloadHub.event("status", id: snapshot.build, data: snapshot.statusJSON())
                guard let stream = hub.subscribe(first: first) else { return tooManyStreams(context: context, head: isHead) }
                var headers: HTTPFields = [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-cache"]
                headers[HTTPField.Name("X-Accel-Buffering")!] = "no"
                if isHead { return Response(status: .ok, headers: headers) }
                return Response(status: .ok, headers: headers, body: ResponseBody(asyncSequence: stream))
            case "live.js":
                return file(Data(LiveReloadScript.source.utf8), path: "live.js", etag: "\"\(state.instance)-live\"", request: request)
            case "status.json":
                return plain(.ok, snapshot.statusJSON(), type: "application/json; charset=utf-8", head: isHead)
            default:
                return notFound(snapshot, head: isHead)
            }
        case .file(let path):
            switch snapshot.file(path) {
            case .bytes(let data)?:
                let etag = "\"\(state.instance)-\(snapshot.generations[path] ?? 0)-\(data.count)\""
                let body = path.hasSuffix(".html") ? LiveReloadScript.inject(into: data, basePath: snapshot.basePath) : data
                return file(body, path: path, etag: etag, request: request)
            case .spilled(let spill, let span)?:
                // Kept on disk by the build (a search index's file); gone only on a read error.
                guard let bytes = spill.bytes(span) else { return notFound(snapshot, head: isHead) }
                let etag = "\"\(state.instance)-\(snapshot.generations[path] ?? 0)-\(span.count)\""
                return file(Data(bytes), path: path, etag: etag, request: request)
            case .source(let source)?:
                let etag = "\"\(state.instance)-\(snapshot.generations[path] ?? 0)-\(source.size)\""
                return stream(source, path: path, etag: etag, request: request) ?? notFound(snapshot, head: isHead)
            case nil:
                break
            }
            // A folder without its slash: send the browser to the folder, as static hosts do.
            if snapshot.contains(path + "/index.html") {
                let query = request.uri.query.map { "?" + $0 } ?? ""
                return Response(status: .movedPermanently, headers: [.location: snapshot.basePath + Self.encodePath(path) + "/" + query])
            }
            return notFound(snapshot, head: isHead)
        }
    }

    /// A file held in memory (a page with its live-reload script, so a range of a page is a
    /// range of the bytes sent, which its ETag names as well), whole or the range asked for.
    private func file(_ data: Data, path: String, etag: String, request: Request) -> Response {
        var headers = fileHeaders(path: path, etag: etag)
        if Self.notModified(etag, request) { return Response(status: .notModified, headers: headers) }
        let range = Self.range(request, etag: etag, size: data.count)
        guard let bytes = range.bytes(size: data.count) else { return rangeNotSatisfiable(size: data.count, head: request.method == .head) }
        headers[.contentRange] = range.contentRange(size: data.count)
        headers[.contentLength] = String(bytes.count)
        let status: HTTPResponse.Status = range == .whole ? .ok : .partialContent
        if request.method == .head { return Response(status: status, headers: headers) }
        let body = data[data.startIndex + bytes.lowerBound..<data.startIndex + bytes.upperBound]
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// A file copied from the sources (a medium, a theme asset), read from its source in chunks
    /// as the connection takes them: memory does not grow with the file. Only the range asked
    /// for is read. Nil when the file is gone, or another file took its place since the build
    /// (the rebuild on its way will say).
    private func stream(_ source: SourceFile, path: String, etag: String, request: Request) -> Response? {
        var headers = fileHeaders(path: path, etag: etag)
        if Self.notModified(etag, request) { return Response(status: .notModified, headers: headers) }
        // Opened here to check it and learn its length; the body opens it again when it is
        // written, so that a response never sent leaves no file open.
        guard let (descriptor, size) = source.reopen() else { return nil }
        close(descriptor)
        let range = Self.range(request, etag: etag, size: size)
        guard let bytes = range.bytes(size: size) else { return rangeNotSatisfiable(size: size, head: request.method == .head) }
        headers[.contentRange] = range.contentRange(size: size)
        headers[.contentLength] = String(bytes.count)
        let status: HTTPResponse.Status = range == .whole ? .ok : .partialContent
        if request.method == .head { return Response(status: status, headers: headers) }
        return Response(status: status, headers: headers, body: ResponseBody(contentLength: bytes.count) { writer in
            guard let (descriptor, now) = source.reopen(), now == size else { throw FileChanged() }
            defer { close(descriptor) }
            var offset = bytes.lowerBound
            while offset < bytes.upperBound {
                let chunk = try await Self.read(descriptor, at: offset, count: min(Self.chunkSize, bytes.upperBound - offset))
                // Waits while the connection cannot take more: at most a few chunks are held.
                try await writer.write(chunk)
                offset += chunk.readableBytes
            }
            try await writer.finish(nil)
        })
    }

    /// How much of a streamed file is read at a time.
    static let chunkSize = 256 * 1024

    /// Reads up to `count` bytes at `offset` on NIO's thread pool (a read from disk blocks).
    private static func read(_ descriptor: Int32, at offset: Int, count: Int) async throws -> ByteBuffer {
        try await NIOThreadPool.singleton.runIfActive {
            var buffer = ByteBufferAllocator().buffer(capacity: count)
            var result = -1
            while result < 0 {
                _ = buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: count) { bytes in
                    result = pread(descriptor, bytes.baseAddress, count, off_t(offset))
                    return max(0, result)
                }
                if result < 0, errno != EINTR { throw FileChanged() }
            }
            // A file that shrank while it was sent: the connection is ended short of its length.
            guard result > 0 else { throw FileChanged() }
            return buffer
        }
    }

    /// A streamed file that changed under the response, or could not be read.
    struct FileChanged: Error {}

    private func fileHeaders(path: String, etag: String) -> HTTPFields {
        [
            .contentType: ContentType.forPath(path), .eTag: etag, .cacheControl: "no-cache", .acceptRanges: "bytes",
            HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        ]
    }

    /// True when the request's If-None-Match names the ETag (or is `*`): it keeps priority over
    /// a Range (RFC 9110 §13.2.2).
    private static func notModified(_ etag: String, _ request: Request) -> Bool {
        request.headers[.ifNoneMatch].map { EntityTag.noneMatch($0, matches: etag) } ?? false
    }

    /// The bytes a GET or HEAD asks for by its Range and If-Range.
    private static func range(_ request: Request, etag: String, size: Int) -> ByteRange {
        ByteRange(range: request.headers[.range], ifRange: request.headers[.ifRange], etag: etag, size: size)
    }

    /// 416, with the file's length, for a range that starts past the file's end.
    private func rangeNotSatisfiable(size: Int, head: Bool) -> Response {
        let range = ByteRange.unsatisfiable.contentRange(size: size) ?? ""
        return plain(.rangeNotSatisfiable, "The range asked for is outside the file.\n", extra: [.contentRange: range, .acceptRanges: "bytes"], head: head)
    }

    /// The answer to a live-reload stream over the limit: 503 with a time to come back, and the
    /// connection closed, so that refused tabs do not hold open files either.
    private func tooManyStreams(context: Context, head: Bool) -> Response {
        let text = "Too many live-reload streams are open; close some preview tabs.\n"
        var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-cache", .retryAfter: "10",
                                   .contentLength: String(text.utf8.count), .connection: "close"]
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        let channel = context.channel
        return Response(status: .serviceUnavailable, headers: headers, body: ResponseBody(contentLength: head ? 0 : text.utf8.count) { writer in
            if !head { try await writer.write(ByteBuffer(string: text)) }
            try await writer.finish(nil)
            channel.close(promise: nil)
        })
    }

    /// The site's own 404 page, with status 404.
    private func notFound(_ snapshot: PreviewSnapshot, head: Bool) -> Response {
        let notFound = snapshot.file("404.html")?.data
        let page = notFound.map { LiveReloadScript.inject(into: $0, basePath: snapshot.basePath) } ?? Data("Not found.\n".utf8)
        let type = notFound != nil ? "text/html; charset=utf-8" : "text/plain; charset=utf-8"
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-cache", .contentLength: String(page.count)]
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        if head { return Response(status: .notFound, headers: headers) }
        return Response(status: .notFound, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: page)))
    }

    private func plain(_ status: HTTPResponse.Status, _ text: String, type: String = "text/plain; charset=utf-8",
                       extra: HTTPFields = [:], head: Bool = false) -> Response {
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-cache", .contentLength: String(text.utf8.count)]
        headers.append(contentsOf: extra)
        if head { return Response(status: status, headers: headers) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static func encodePath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? String($0) }
            .joined(separator: "/")
    }
}

/// Ends the live-reload streams first when the server shuts down: open tabs would otherwise
/// keep their responses, and so the server, running.
struct LiveReloadShutdown: Service {
    let hub: LiveReloadHub

    func run() async throws {
        try? await gracefulShutdown()
        hub.close()
    }
}

/// Runs the HTTP server until Ctrl-C (SIGINT) or SIGTERM.
public enum PreviewServer {
    /// Why the server could not start.
    public enum StartError: Error, CustomStringConvertible {
        case portInUse(host: String, port: Int)
        case cannotBind(host: String, port: Int, reason: String)

        public var description: String {
            switch self {
            case .portInUse(let host, let port):
                return "port \(port) on \(host) is already in use; stop the other server or choose another port with --port"
            case .cannotBind(let host, let port, let reason):
                return "cannot listen on \(host):\(port): \(reason)"
            }
        }
    }

    static func run(state: PreviewState, hub: LiveReloadHub, host: String, port: Int,
                    onRunning: @escaping @Sendable (Int) -> Void) async throws {
        var logger = Logger(label: "guidegen.serve")
        logger.logLevel = .critical
        // Every connection is an open file, and one streaming a medium two. With none left the
        // server can accept nothing, not even to refuse it, and spins on `accept`; so it takes
        // no more connections than the open-file limit leaves room for, and live-reload
        // streams, which stay open as long as their tabs, at most half of those: there is
        // always room for a page request.
        let connections = max(64, (OpenFiles.limit - OpenFiles.reserved) / 2)
        hub.maximumClients = min(LiveReloadHub.defaultMaximumClients, connections / 2)
        let app = Application(
            responder: PreviewResponder(state: state, hub: hub, listenHost: host),
            // A connection that has not sent a whole request head within 10 s is closed, so
            // clients that send headers slowly cannot hold connections open for ever.
            server: .init { responder in PreviewHTTP1Channel(responder: responder, configuration: .init(idleTimeout: .seconds(10))) },
            configuration: .init(address: .hostname(host, port: port), serverName: nil,
                                 availableConnectionsDelegate: MaximumAvailableConnections(connections, logger: logger)),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
        let group = ServiceGroup(services: [app, LiveReloadShutdown(hub: hub)],
                                 gracefulShutdownSignals: [.sigint, .sigterm], logger: logger)
        do {
            try await group.run()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw StartError.portInUse(host: host, port: port)
        } catch let error as IOError {
            throw StartError.cannotBind(host: host, port: port, reason: String(cString: strerror(error.errnoCode)))
        } catch {
            if "\(error)".contains("Address already in use") { throw StartError.portInUse(host: host, port: port) }
            throw error
        }
    }
}

/// The process's limit on open files, which bounds the connections the preview can hold.
enum OpenFiles {
    /// Files kept for other things than connections: standard streams, the event loops, the
    /// file watcher, the files a rebuild reads.
    static let reserved = 128

    /// Raises the soft limit to the hard one (the usual soft limit is 1,024; the hard one is
    /// often far higher) and returns the limit now in force.
    @discardableResult
    static func raiseLimit() -> Int {
        var limits = rlimit()
        guard getrlimit(resource, &limits) == 0 else { return limit }
        var wanted = limits.rlim_max
        #if os(macOS)
        // macOS refuses more than OPEN_MAX for an unlimited hard limit.
        wanted = min(wanted, rlim_t(OPEN_MAX))
        #endif
        if limits.rlim_cur < wanted {
            limits.rlim_cur = wanted
            _ = setrlimit(resource, &limits)
        }
        return limit
    }

    /// The soft limit in force.
    static var limit: Int {
        var limits = rlimit()
        guard getrlimit(resource, &limits) == 0 else { return 1024 }
        return limits.rlim_cur >= rlim_t(Int.max) ? Int.max : Int(limits.rlim_cur)
    }

    #if os(Linux)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif
}

/// Which `Host` values the preview answers: loopback names, IP addresses (which DNS rebinding
/// cannot use) and the host name it was told to listen on.
enum AllowedHost {
    static func accepts(_ authority: String?, listenHost: String) -> Bool {
        // HTTP/1.0 requests may have no Host; browsers always send one.
        guard let authority, !authority.isEmpty else { return true }
        var host = Substring(authority)
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            host = host[host.index(after: host.startIndex)..<close]
            return host.contains(":")
        }
        if let colon = host.lastIndex(of: ":") { host = host[..<colon] }
        let name = host.lowercased()
        if name == "localhost" || name.hasSuffix(".localhost") || name == listenHost.lowercased() { return true }
        // A dotted-decimal IPv4 address.
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && Int(part)! <= 255
        }
    }
}
