import GuideCore

/// Runs compiled templates against a context, appending to one output string.
struct TemplateRenderer {
    /// How deep partials and parents may include each other while rendering. A template that
    /// includes itself without a section around the include is refused when the library is
    /// checked (`TemplateLibrary.cycles`); one that recurses inside a section stops here.
    static let maximumIncludeDepth = 100
    /// The most one render writes before it stops including: a template that includes itself
    /// inside a list (`{{#languages}}{{> footer}}{{/languages}}`) renders twice as much at each of
    /// its hundred levels, and would never finish. The largest page a real theme renders (the
    /// navigation of 100,000 pages) is a few megabytes.
    static let maximumOutput = 256 << 20
    /// The most includes one render follows: partials that each include the next ten times,
    /// eight deep, write nothing and pass neither limit above, yet follow 10⁸ includes. A real
    /// page follows one per item of its longest list at most (thousands).
    static let maximumIncludes = 1_000_000

    let templates: [String: Template]
    var out: [UInt8] = []
    /// The context stack, innermost last.
    var stack: [TemplateValue]
    /// Added at the start of each line of template text (standalone partials and blocks).
    var indent = ""
    /// The block bodies that replace blocks of the same name (from parent tags).
    var overrides: [String: BlockBody] = [:]
    var includeDepth = 0
    /// `maximumOutput`, lower in tests.
    var outputLimit = Self.maximumOutput
    /// `maximumIncludes`, lower in tests.
    var includeLimit = Self.maximumIncludes
    /// Includes followed so far.
    var includes = 0
    /// The first include refused by the limits above; the output is then cut short.
    var runaway: TemplateRunaway?

    init(templates: [String: Template], context: [TemplateValue]) {
        self.templates = templates
        self.stack = context
    }

    mutating func run(_ program: Program) {
        for instruction in program.instructions {
            switch instruction {
            case .text(let text):
                out.append(contentsOf: text.bytes)
            case .lineStart:
                if !indent.isEmpty { out.append(contentsOf: indent.utf8) }
            case .variable(let path, let escaped):
                let value = lookup(path)
                if case .utf8(let bytes) = value {
                    if escaped { HTMLEscaping.append(bytes, to: &out) } else { out.append(contentsOf: bytes) }
                    continue
                }
                guard let text = value?.printed else { continue }
                if escaped { HTMLEscaping.append(text, to: &out) } else { out.append(contentsOf: text.utf8) }
            case .section(let path, let inverted, let body):
                let value = lookup(path)
                let kind = value?.section ?? .skip
                if inverted {
                    if kind == .skip { run(body) }
                    continue
                }
                switch kind {
                case .skip: break
                case .render: run(body)
                case .push: push(value!, body)
                case .list:
                    if case .list(let items) = value! { for item in items { push(item, body) } }
                }
            case .partial(let tag):
                include(tag.pointee, overrides: overrides)
            case .parent(let tag):
                // The outermost override of a block wins: a child's block beats its parent's.
                var merged = tag.pointee.blocks
                for (name, body) in overrides { merged[name] = body }
                include(tag.pointee, overrides: merged)
            case .block(let block):
                let saved = indent
                indent += block.pointee.indent
                run((overrides[block.pointee.name] ?? block.pointee.body).program)
                indent = saved
            }
        }
    }

    private mutating func push(_ value: TemplateValue, _ body: Program) {
        stack.append(value)
        run(body)
        stack.removeLast()
    }

    private mutating func include(_ tag: Include, overrides newOverrides: [String: BlockBody]) {
        guard let template = templates[tag.name] else { return }
        if includeDepth >= Self.maximumIncludeDepth || out.count >= outputLimit || includes >= includeLimit {
            if runaway == nil {
                let reason: TemplateRunaway.Reason = includeDepth >= Self.maximumIncludeDepth ? .tooDeep(levels: Self.maximumIncludeDepth)
                    : out.count >= outputLimit ? .tooLarge(bytes: outputLimit) : .tooMany(includes: includeLimit)
                runaway = TemplateRunaway(include: tag.reference, reason: reason)
            }
            return
        }
        includes += 1
        let (savedIndent, savedOverrides) = (indent, overrides)
        indent += tag.indent
        overrides = newOverrides
        includeDepth += 1
        run(template.program)
        includeDepth -= 1
        (indent, overrides) = (savedIndent, savedOverrides)
    }

    /// A name's value: its first part is looked up from the innermost context outwards, the
    /// rest inside what that found.
    private func lookup(_ path: NamePath) -> TemplateValue? {
        let keys = path.keys
        guard !keys.isEmpty else { return stack.last }
        let first = keys[0]
        let found: TemplateValue? = stack.withUnsafeBufferPointer { stack in
            var frame = stack.count - 1
            while frame >= 0 {
                if case .object(let object) = stack[frame], let value = object[first] { return value }
                frame -= 1
            }
            return nil
        }
        guard var value = found else { return nil }
        for name in keys.dropFirst() {
            guard let child = value.child(name) else { return nil }
            value = child
        }
        return value
    }
}
