import Foundation
import Testing
@testable import GuideLanguageServer

/// Bytes handed out in pieces of a fixed size, as a pipe may deliver them.
final class ChunkedSource: ByteSource {
    var bytes: [UInt8]
    let chunk: Int
    init(_ bytes: [UInt8], chunk: Int = 7) {
        self.bytes = bytes
        self.chunk = chunk
    }
    func read(upTo count: Int) -> [UInt8] {
        let n = min(count, chunk, bytes.count)
        defer { bytes.removeFirst(n) }
        return Array(bytes.prefix(n))
    }
}

func framed(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

func readAll(_ bytes: [UInt8], chunk: Int = 7, maximumLength: Int = 1 << 20) -> [FramedInput] {
    let reader = MessageReader(source: ChunkedSource(bytes, chunk: chunk), maximumLength: maximumLength)
    var out: [FramedInput] = []
    while true {
        let next = reader.next()
        out.append(next)
        if next == .end || out.count > 100 { return out }
    }
}

struct MessageFramingTests {
    /// The base protocol's example (LSP 3.17, "Base Protocol"): a header, `\r\n`, a JSON body.
    @Test func readsTheSpecificationsExampleMessage() throws {
        let body = #"{"jsonrpc": "2.0", "id": 1, "method": "textDocument/completion", "params": {"textDocument": {"uri": "file:///a.md"}, "position": {"line": 0, "character": 0}}}"#
        let bytes = Array("Content-Length: \(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(body)".utf8)
        for chunk in [1, 3, 64, 100_000] {
            let read = readAll(bytes, chunk: chunk)
            #expect(read == [.message(Data(body.utf8)), .end], "chunk \(chunk)")
        }
        guard case .success(.request(let id, let method)) = IncomingMessage.classify(Data(body.utf8)) else {
            Issue.record("not a request")
            return
        }
        #expect(id == .int(1))
        #expect(method == "textDocument/completion")
    }

    @Test func lengthCountsBytesNotCharacters() {
        let body = #"{"jsonrpc":"2.0","method":"x","params":{"text":"轻点 𐐀"}}"#
        #expect(readAll(framed(body) + framed("{}")) == [.message(Data(body.utf8)), .message(Data("{}".utf8)), .end])
    }

    @Test func badHeadersAreSkippedAndTheNextMessageIsRead() {
        let good = #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#
        let cases: [[UInt8]] = [
            Array("Content-Type: text/plain\r\n\r\n".utf8),            // no length
            Array("Content-Length: twelve\r\n\r\n".utf8),              // not a number
            Array("Content-Length: -5\r\n\r\n".utf8),                  // negative
            Array("Content-Length: 99999999999999999999999\r\n\r\n".utf8),  // past Int
        ]
        for bad in cases {
            let read = readAll(bad + framed(good))
            #expect(read.count == 3, "\(String(decoding: bad, as: UTF8.self))")
            if case .framingError = read[0] {} else { Issue.record("no framing error for \(String(decoding: bad, as: UTF8.self))") }
            #expect(read[1] == .message(Data(good.utf8)))
        }
    }

    @Test func aHugeLengthIsRefusedAndItsBodySkipped() {
        let good = #"{"jsonrpc":"2.0","method":"exit"}"#
        let huge = Array("Content-Length: 5000\r\n\r\n".utf8) + [UInt8](repeating: 0x41, count: 5000)
        let read = readAll(huge + framed(good), chunk: 512, maximumLength: 1000)
        guard case .framingError(let error) = read[0] else {
            Issue.record("no error for a huge body")
            return
        }
        #expect(error.message.contains("5000"))
        #expect(read[1] == .message(Data(good.utf8)))
        #expect(read.last == .end)
    }

    @Test func garbageWithoutHeadersDoesNotGrowForever() {
        let garbage = [UInt8](repeating: 0x7B, count: 100_000)
        let read = readAll(garbage + framed("{}"), chunk: 4096)
        #expect(read.contains(.message(Data("{}".utf8))))
        #expect(read.filter { if case .framingError = $0 { return true } else { return false } }.count >= 1)
    }

    /// A stretch of bytes that is no message, however long, is one error to the client, not one
    /// per header's worth of it (10 MB of junk once sent the client about 150).
    @Test func aLongStretchOfGarbageIsOneError() {
        let garbage = [UInt8](repeating: 0x7B, count: 1_000_000)
        let read = readAll(garbage + framed("{}") + garbage + framed("[]"), chunk: 64 << 10)
        let errors = read.filter { if case .framingError = $0 { return true } else { return false } }
        #expect(errors.count == 2)
        #expect(read.contains(.message(Data("{}".utf8))))
        #expect(read.contains(.message(Data("[]".utf8))))
        #expect(read.last == .end)
    }

    /// A header block with no usable length is followed by a body of unknown size: the reader
    /// skips to the next Content-Length, so the message after it is still read (the body was
    /// read as the next header, which swallowed the next message's real header with it).
    @Test func theMessageAfterAHeaderWithoutALengthIsStillRead() {
        for bad in ["Content-Type: application/vscode-jsonrpc", "Content-Length: 1e3", "Content-Length: 55x"] {
            let bytes = Array("\(bad)\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"$/setTrace\",\"params\":{\"value\":\"off\"}}".utf8) + framed("{\"id\":7}")
            let read = readAll(bytes)
            #expect(read.contains(.message(Data("{\"id\":7}".utf8))), "\(bad)")
            #expect(read.filter { if case .framingError = $0 { return true } else { return false } }.count == 1, "\(bad)")
        }
    }

    @Test func aTruncatedBodyEndsTheInput() {
        let bytes = Array("Content-Length: 50\r\n\r\n{\"jsonrpc\"".utf8)
        #expect(readAll(bytes) == [.end])
    }

    @Test func bareNewlinesAreAccepted() {
        #expect(readAll(Array("Content-Length: 2\n\n{}".utf8)) == [.message(Data("{}".utf8)), .end])
    }
}

struct JSONRPCTests {
    func classify(_ text: String) -> Result<IncomingMessage, ResponseError> { IncomingMessage.classify(Data(text.utf8)) }

    @Test func classifiesRequestsNotificationsAndResponses() {
        guard case .success(.request(.string("a"), "initialize")) = classify(#"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{}}"#) else {
            Issue.record("request")
            return
        }
        guard case .success(.notification("initialized")) = classify(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#) else {
            Issue.record("notification")
            return
        }
        guard case .success(.response(.int(7))) = classify(#"{"jsonrpc":"2.0","id":7,"result":null}"#) else {
            Issue.record("response")
            return
        }
    }

    @Test func malformedBodiesAreParseErrorsOrInvalidRequests() {
        // Not JSON at all, and invalid UTF-8: parse errors.
        for body in [Data("{not json".utf8), Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D])] {
            guard case .failure(let error) = IncomingMessage.classify(body) else {
                Issue.record("accepted \(body)")
                continue
            }
            #expect(error.code == ErrorCode.parseError)
        }
        // JSON, but not a request.
        for text in ["[1,2]", "42", #"{"jsonrpc":"2.0"}"#, #"{"jsonrpc":"1.0","id":1,"method":"x"}"#,
                     #"{"jsonrpc":"2.0","id":1,"method":5}"#, #"{"jsonrpc":"2.0","id":{"a":1},"method":"x"}"#] {
            guard case .success(.invalid) = classify(text) else {
                Issue.record("not invalid: \(text)")
                continue
            }
        }
    }

    @Test func paramsOfTheWrongShapeAreInvalidParams() {
        let body = Data(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.md"},"position":{"line":"x"}}}"#.utf8)
        guard case .failure(let error) = Params.decode(TextDocumentPositionParams.self, from: body) else {
            Issue.record("accepted")
            return
        }
        #expect(error.code == ErrorCode.invalidParams)
        #expect(error.message.contains("position"))
    }

    @Test func responsesEncodeAsTheSpecificationShowsThem() throws {
        let null = try JSONSerialization.jsonObject(with: OutgoingMessage.nullResult(id: .int(3)).encoded()) as? [String: Any]
        #expect(null?["jsonrpc"] as? String == "2.0")
        #expect(null?["id"] as? Int == 3)
        #expect(null?.keys.contains("result") == true)
        #expect(null?["result"] is NSNull)
        let error = try JSONSerialization.jsonObject(with: OutgoingMessage.error(id: .null, ResponseError(code: -32700, message: "bad")).encoded()) as? [String: Any]
        #expect(error?["id"] is NSNull)
        #expect((error?["error"] as? [String: Any])?["code"] as? Int == -32700)
    }
}
