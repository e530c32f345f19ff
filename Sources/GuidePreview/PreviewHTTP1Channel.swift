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
/// keeps only the first `Host`, and of an absolute-form target only the path.
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
/// shows: a request that names more than one host — two `Host` lines, or an absolute-form
/// target (`GET http://a/ HTTP/1.1`) whose authority is not its `Host` — is answered 400, as
/// RFC 9112 §3.2 asks: the DNS-rebinding check (`AllowedHost`) sees only one of them.
final class HTTP1Request: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data), Self.namesSeveralHosts(hosts: head.headers["host"], target: head.uri) {
            // Hummingbird answers any parse error with 400 and closes the connection.
            context.fireErrorCaught(HTTPParserError.invalidHeaderToken)
            return
        }
        context.fireChannelRead(data)
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
