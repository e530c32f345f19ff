import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1 channel (`HTTP1Channel`, set up as it sets it up) with one handler
/// more, `HTTP1Request`, where the request is still HTTP/1's: Hummingbird's request (HTTPTypes)
/// has no version, and keeps only the first `Host` and of an absolute-form target only the path.
struct PreviewHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>
    let responder: HTTPChannelHandler.Responder
    let configuration: HTTP1Channel.Configuration

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            var limits = NIOHTTPDecoderLimitConfiguration()
            limits.maxHeaderFieldSize = configuration.httpDecoder.maxHeaderFieldSize
            limits.maxHeaderListSize = configuration.httpDecoder.maxHeaderListSize
            limits.maxHeaderFieldCount = configuration.httpDecoder.maxHeaderFieldCount
            let pipeline = channel.pipeline.syncOperations
            try pipeline.configureHTTPServerPipeline(
                withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(), withDecoderLimitConfiguration: limits
            )
            try pipeline.addHandler(HTTP1Request())
            try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try pipeline.addHandlers(configuration.additionalChannelHandlers())
            try pipeline.addHandler(HTTPConnectionStateHandler(idleTimeout: configuration.idleTimeout.map { .init($0) }, logger: logger))
            return try NIOAsyncChannel(wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
        }
    }

    func handle(value: Value, logger: Logger) async {
        await handleHTTP(asyncChannel: value, logger: logger)
    }
}

/// Acts on what an HTTP/1 request head says that the request Hummingbird hands on no longer
/// shows:
/// - A request that names more than one host — two `Host` lines, or an absolute-form target
///   (`GET http://a/ HTTP/1.1`) whose authority is not its `Host` — is answered 400, as RFC
///   9112 §3.2 asks: the DNS-rebinding check (`AllowedHost`) sees only one of them. So is an
///   HTTP/1.1 request with no `Host`, which that check lets through as HTTP/1.0's.
/// - An HTTP/1.0 request keeps the connection open only when it asks to (`Connection:
///   keep-alive`); Hummingbird closes it after the response when the request says exactly
///   `Connection: close`, which this writes for every request that closes (an HTTP/1.1
///   `Connection: Close` was kept open too). The response to HTTP/1.0 is an HTTP/1.0 one,
///   never chunked (a 1.0 client cannot read that, RFC 9112 §6.1), and says `keep-alive` when
///   the connection stays.
final class HTTP1Request: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The requests read and not yet answered, oldest first (a client may send the next
    /// before the answer to the last).
    private var unanswered: [(version: HTTPVersion, keepAlive: Bool)] = []

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let hosts = head.headers["host"]
        if Self.namesSeveralHosts(hosts: hosts, target: head.uri) || Self.lacksItsHost(version: head.version, hosts: hosts) {
            // Hummingbird answers any parse error with 400 and closes the connection.
            context.fireErrorCaught(HTTPParserError.invalidHeaderToken)
            return
        }
        let keepAlive = head.isKeepAlive
        if !keepAlive { head.headers.replaceOrAdd(name: "connection", value: "close") }
        unanswered.append((head.version, keepAlive))
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where unanswered.first?.version == .http1_0:
            head.version = .http1_0
            // Only a body of known length can be followed by the next response, and not when
            // the responder closes the connection (a live-reload stream over the limit).
            let framed = head.headers.contains(name: "content-length") || head.status == .notModified
            if unanswered[0].keepAlive && framed && !head.headers.contains(name: "connection") {
                head.headers.add(name: "connection", value: "keep-alive")
            }
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end:
            if !unanswered.isEmpty { unanswered.removeFirst() }
            context.write(data, promise: promise)
        default:
            context.write(data, promise: promise)
        }
    }

    /// True when an HTTP/1.1 request has no `Host`, which RFC 9112 §3.2 answers with 400 (an
    /// HTTP/1.0 request may have none). An empty `Host` is none: the request names no host.
    static func lacksItsHost(version: HTTPVersion, hosts: [String]) -> Bool {
        version.major == 1 && version.minor >= 1 && hosts.allSatisfy(\.isEmpty)
    }

    /// True when a request names more than one host: several `Host` values, or an
    /// absolute-form target whose authority is not its one `Host` (compared without case).
    static func namesSeveralHosts(hosts: [String], target: String) -> Bool {
        if hosts.count > 1 { return true }
        guard !target.hasPrefix("/"), let scheme = target.range(of: "://") else { return false }
        let authority = target[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return hosts.first?.lowercased() != authority.lowercased()
    }
}
