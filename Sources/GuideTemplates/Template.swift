/// A Mustache template compiled once: literal text already split at line starts, tag names
/// already split into paths, standalone lines already removed. Rendering walks these
/// instructions and appends to one output buffer.
public struct Template: Sendable {
    /// The template's name in its library (what `{{> name}}` uses).
    public let name: String
    let program: Program
    /// The memory the program points into: kept as long as the template.
    let storage: TemplateStorage
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
/// implicit iterator `.` is empty. Its keys live in the template's `TemplateStorage`.
struct NamePath: @unchecked Sendable {
    // @unchecked: it points into its template's `TemplateStorage`, which nothing writes after compiling.
    let keys: UnsafeBufferPointer<TemplateKey>
}

/// A list of instructions (a template, a section's body, a block's), in the template's
/// `TemplateStorage`.
struct Program: @unchecked Sendable {
    // @unchecked: it points into its template's `TemplateStorage`, which nothing writes after compiling.
    let instructions: UnsafeBufferPointer<Instruction>
}

/// The body of a block (`{{$name}}…{{/name}}`), default or override. A class so that the cycle
/// check can tell bodies apart by identity.
final class BlockBody: Sendable {
    let program: Program
    init(_ program: Program) { self.program = program }
}

/// A `{{> name}}` or `{{< name}}…{{/name}}` tag: the template it includes, the whitespace before
/// a standalone tag, the blocks a parent overrides, and where the tag is.
struct Include {
    let name: String
    let indent: String
    let blocks: [String: BlockBody]
    let reference: TemplateReference
}

/// A `{{$name}}…{{/name}}` tag: its name, the indentation added to every line rendered, and
/// its default body.
struct Block {
    let name: String
    let indent: String
    let body: BlockBody
}

/// Bytes of a template's literal text.
struct TextSpan: @unchecked Sendable {
    // @unchecked: it points into its template's `TemplateStorage`, which nothing writes after compiling.
    let bytes: UnsafeBufferPointer<UInt8>
}

/// Memory that one compiled template owns: its literal text, name paths, programs and tags,
/// each stored once and freed with the template. Instructions point into it, so that they are
/// plain values: walking a program and reading its text costs no reference counting. (A
/// `String` per piece of text, an array per path and per body were retained and released on
/// every use, by both render threads at once; that was most of the renderer's time.)
final class TemplateStorage: @unchecked Sendable {
    // @unchecked: written only while the template compiles, on one thread; read-only afterwards.
    private var frees: [() -> Void] = []

    /// A copy of `elements`, valid as long as this object.
    private func store<Element>(_ elements: some Collection<Element>) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = buffer.initialize(from: elements)
        frees.append {
            buffer.deinitialize()
            buffer.deallocate()
        }
        return UnsafeBufferPointer(buffer)
    }

    func text(_ text: String) -> TextSpan { TextSpan(bytes: store(text.utf8)) }
    func path(_ keys: [TemplateKey]) -> NamePath { NamePath(keys: store(keys)) }
    func program(_ instructions: [Instruction]) -> Program { Program(instructions: store(instructions)) }
    func include(_ include: Include) -> UnsafePointer<Include> { store(CollectionOfOne(include)).baseAddress! }
    func block(_ block: Block) -> UnsafePointer<Block> { store(CollectionOfOne(block)).baseAddress! }

    deinit {
        for free in frees { free() }
    }
}

/// One step of a compiled template: a plain value (its payloads point into the template's
/// `TemplateStorage`).
enum Instruction: @unchecked Sendable {
    // @unchecked: it points into its template's `TemplateStorage`, which nothing writes after compiling.
    /// Literal text.
    case text(TextSpan)
    /// The start of a line of template text: where an indented partial's indentation goes.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not).
    case variable(NamePath, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(NamePath, inverted: Bool, body: Program)
    /// `{{> name}}`.
    case partial(UnsafePointer<Include>)
    /// `{{< name}}…{{/name}}` with the blocks it overrides.
    case parent(UnsafePointer<Include>)
    /// `{{$name}}…{{/name}}`: an override when one is in effect, else the default body.
    case block(UnsafePointer<Block>)
}
