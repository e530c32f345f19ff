/// A Mustache template compiled once: literal text already split at line starts, tag names
/// already split into paths, standalone lines already removed. Rendering walks these
/// instructions and appends to one output buffer.
public struct Template: Sendable {
    /// The template's name in its library (what `{{> name}}` uses).
    public let name: String
    let program: [Instruction]
    /// The literal text the program's `.text` instructions point into: kept as long as they are.
    let text: TemplateText
    /// Every `{{> name}}` and `{{< name}}` in the template, with where it is.
    public let references: [TemplateReference]
}

/// A `{{> name}}` (partial) or `{{< name}}` (parent) tag and its position in the template.
public struct TemplateReference: Sendable, Hashable {
    /// The template it names.
    public let name: String
    /// The template the tag is in.
    public let template: String
    /// 1-based line and column (in characters) of the tag's opening delimiter.
    public let line: Int
    public let column: Int
}

/// A name as written in a tag, split at its dots: `page.title` is `["page", "title"]`; the
/// implicit iterator `.` is empty.
typealias NamePath = [TemplateKey]

/// The body of a block (`{{$name}}…{{/name}}`), default or override. A class so that the cycle
/// check can tell bodies apart by identity.
final class BlockBody: Sendable {
    let program: [Instruction]
    init(_ program: [Instruction]) { self.program = program }
}

/// The literal text of one compiled template, each piece in memory of its own that lives as
/// long as the template. Instructions point into it, so that rendering copies bytes without
/// reference counting: a `String` per piece was retained and released on every use, by both
/// render threads at once, and that was half of the renderer's time.
final class TemplateText: @unchecked Sendable {
    // Written only while the template compiles, on one thread; read-only afterwards.
    private var pieces: [UnsafeMutableBufferPointer<UInt8>] = []

    /// A copy of `text`'s bytes, valid as long as this object.
    func store(_ text: String) -> TextSpan {
        let piece = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
        _ = piece.initialize(from: text.utf8)
        pieces.append(piece)
        return TextSpan(bytes: UnsafeBufferPointer(piece))
    }

    deinit {
        for piece in pieces { piece.deallocate() }
    }
}

/// Bytes of a template's literal text (see `TemplateText`, which owns them).
struct TextSpan: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
}

/// One step of a compiled template. (Not `indirect`: its recursion is through arrays and
/// `BlockBody`, and a boxed case was one more reference count per step.)
enum Instruction: Sendable {
    /// Literal text.
    case text(TextSpan)
    /// The start of a line of template text: where an indented partial's indentation goes.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not).
    case variable(NamePath, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(NamePath, inverted: Bool, body: [Instruction])
    /// `{{> name}}`; `indent` is the whitespace before a standalone tag.
    case partial(String, indent: String, reference: TemplateReference)
    /// `{{< name}}…{{/name}}` with the blocks it overrides.
    case parent(String, indent: String, blocks: [String: BlockBody], reference: TemplateReference)
    /// `{{$name}}…{{/name}}`: an override when one is in effect, else the default body;
    /// `indent` is added to every line of what is rendered.
    case block(String, indent: String, body: BlockBody)
}
