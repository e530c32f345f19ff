import Foundation
import GuideCore

/// JSON-RPC 2.0 error codes the server answers with (LSP 3.17, "ErrorCodes").
public enum ErrorCode {
    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    /// A request before `initialize`.
    public static let serverNotInitialized = -32002
    /// A request after `shutdown` (LSP's InvalidRequest for that case).
    public static let requestFailed = -32803
    /// A request the client cancelled (`$/cancelRequest`) before it was answered.
    public static let requestCancelled = -32800
}

/// The `error` member of a response.
public struct ResponseError: Error, Codable, Hashable, Sendable {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }
}

/// One message from the client, classified by its members: a request has a method and an id,
/// a notification a method and no id, a response an id and a result or an error.
public enum IncomingMessage: Sendable {
    case request(id: JSONValue, method: String)
    case notification(method: String)
    case response(id: JSONValue)
    /// Not a JSON-RPC message: the id to answer (null when none could be read) and why.
    case invalid(id: JSONValue, reason: String)

    /// Classifies a message's body; a body that is not a JSON object is a parse error.
    public static func classify(_ body: Data) -> Result<IncomingMessage, ResponseError> {
        // The content is UTF-8 (LSP's base protocol); a decoder that put U+FFFD in place of
        // bad bytes would hand the server text the client never sent.
        guard String(data: body, encoding: .utf8) != nil else {
            return .failure(ResponseError(code: ErrorCode.parseError, message: "the message is not valid UTF-8"))
        }
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: body)
        } catch DecodingError.typeMismatch, DecodingError.keyNotFound, DecodingError.valueNotFound {
            return .success(.invalid(id: .null, reason: "a message is a JSON object with `jsonrpc`, and a `method` or an `id`"))
        } catch {
            return .failure(ResponseError(code: ErrorCode.parseError, message: "the message is not JSON: \(error.localizedDescription)"))
        }
        let id = envelope.id ?? .null
        let idIsValid: Bool
        switch id {
        case .int, .string: idIsValid = true
        default: idIsValid = false
        }
        guard envelope.jsonrpc == "2.0" else {
            return .success(.invalid(id: idIsValid ? id : .null, reason: "`jsonrpc` must be \"2.0\""))
        }
        if let method = envelope.method {
            if !envelope.hasID { return .success(.notification(method: method)) }
            guard idIsValid else { return .success(.invalid(id: .null, reason: "a request's `id` is a number or a string")) }
            return .success(.request(id: id, method: method))
        }
        if envelope.hasID, envelope.hasResultOrError { return .success(.response(id: id)) }
        return .success(.invalid(id: idIsValid ? id : .null, reason: "a request needs a `method` (a string)"))
    }

    /// The members that decide a message's kind. A `method` that is not a string makes the
    /// message invalid rather than a notification.
    private struct Envelope: Decodable {
        var jsonrpc: String?
        var id: JSONValue?
        var hasID: Bool
        var method: String?
        var hasResultOrError: Bool

        enum CodingKeys: String, CodingKey { case jsonrpc, id, method, result, error }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            jsonrpc = try? container.decode(String.self, forKey: .jsonrpc)
            hasID = container.contains(.id)
            id = try container.decodeIfPresent(JSONValue.self, forKey: .id)
            if container.contains(.method) {
                method = try container.decode(String.self, forKey: .method)
            }
            hasResultOrError = container.contains(.result) || container.contains(.error)
        }
    }
}

/// Decodes a message's `params` as the type a method takes.
public enum Params {
    /// The params, or an InvalidParams error naming what is wrong.
    public static func decode<P: Decodable>(_ type: P.Type, from body: Data) -> Result<P, ResponseError> {
        do {
            return .success(try JSONDecoder().decode(Holder<P>.self, from: body).params)
        } catch {
            return .failure(ResponseError(code: ErrorCode.invalidParams, message: "invalid params: \(describe(error))"))
        }
    }

    private struct Holder<P: Decodable>: Decodable {
        var params: P
    }

    /// A decoding error in a sentence: which member, and what was wrong with it.
    static func describe(_ error: Error) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context): return "`\(path(context.codingPath + [key]))` is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "`\(path(context.codingPath))` has the wrong type"
        case DecodingError.dataCorrupted(let context): return "`\(path(context.codingPath))`: \(context.debugDescription)"
        default: return "\(error)"
        }
    }
}

/// A message the server sends: a response, a notification or a request to the client.
public enum OutgoingMessage {
    case result(id: JSONValue, any Encodable)
    /// A response whose result is `null`.
    case nullResult(id: JSONValue)
    case error(id: JSONValue, ResponseError)
    case notification(method: String, any Encodable)
    case request(id: JSONValue, method: String, any Encodable)

    /// The message's JSON text.
    public func encoded() throws -> Data {
        try JSONOutput.data(Body(message: self))
    }

    private struct Body: Encodable {
        var message: OutgoingMessage
        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error, method, params }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            switch message {
            case .result(let id, let result):
                try container.encode(id, forKey: .id)
                try container.encode(result, forKey: .result)
            case .nullResult(let id):
                try container.encode(id, forKey: .id)
                try container.encodeNil(forKey: .result)
            case .error(let id, let error):
                try container.encode(id, forKey: .id)
                try container.encode(error, forKey: .error)
            case .notification(let method, let params):
                try container.encode(method, forKey: .method)
                try container.encode(params, forKey: .params)
            case .request(let id, let method, let params):
                try container.encode(id, forKey: .id)
                try container.encode(method, forKey: .method)
                try container.encode(params, forKey: .params)
            }
        }
    }
}
