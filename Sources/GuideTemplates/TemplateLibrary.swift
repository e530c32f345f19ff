/// A set of named templates that include each other: compiled as they are added, checked for
/// include cycles, rendered by name.
public struct TemplateLibrary: Sendable {
    public private(set) var templates: [String: Template] = [:]
    /// The most one render writes before it stops including (`TemplateRenderer.maximumOutput`).
    var outputLimit = TemplateRenderer.maximumOutput
    /// `TemplateRenderer.maximumIncludes`, lower in tests.
    var includeLimit = TemplateRenderer.maximumIncludes

    public init() {}

    /// Compiles `source` and adds it as `name`, replacing any template of that name.
    @discardableResult
    /// Throws `TemplateSyntaxError` when it does not compile.
    public mutating func add(_ source: String, named name: String) throws -> Template {
        let compiler = TemplateCompiler(source, name: name)
        let program = try compiler.compile()
        let template = Template(name: name, program: program, storage: compiler.storage, references: Self.references(in: program))
        templates[name] = template
        return template
    }

    /// `names` and every template they include as a partial or parent, however deep: what
    /// rendering them can read.
    public func templatesUsed(by names: [String]) -> Set<String> {
        var used: Set<String> = []
        var pending = names
        while let name = pending.popLast() {
            guard used.insert(name).inserted else { continue }
            pending += templates[name]?.references.map(\.name) ?? []
        }
        return used
    }

    /// Renders the template `name` with `context`; empty when there is no such template.
    /// Throws where a template includes itself without end for this data (the output would be
    /// cut short there).
    public func render(_ name: String, _ context: TemplateValue) throws(TemplateRunaway) -> String {
        try render(name, stack: [context])
    }

    /// Renders the template `name` with a stack of contexts, innermost last: a name is looked
    /// for in the last, then in the ones before it (values shared by many pages can sit below
    /// each page's own without being copied into it).
    public func render(_ name: String, stack: [TemplateValue]) throws(TemplateRunaway) -> String {
        String(decoding: try run(name, stack: stack, capacity: 0), as: UTF8.self)
    }

    /// `render(_:stack:)` as UTF-8 bytes, for a page that goes to its file as it is.
    public func renderBytes(_ name: String, stack: [TemplateValue]) throws(TemplateRunaway) -> [UInt8] {
        // A page of the default theme is 20–40 KB (a long section's sidebar makes most of it):
        // grown from empty it was copied ten times, from 16 KB twice.
        try run(name, stack: stack, capacity: 64 * 1024)
    }

    private func run(_ name: String, stack: [TemplateValue], capacity: Int) throws(TemplateRunaway) -> [UInt8] {
        guard let template = templates[name] else { return [] }
        var renderer = TemplateRenderer(templates: templates, context: stack)
        renderer.outputLimit = outputLimit
        renderer.includeLimit = includeLimit
        renderer.out.reserveCapacity(capacity)
        renderer.run(template.program)
        if let runaway = renderer.runaway { throw runaway }
        return renderer.out
    }

    private static func references(in program: Program) -> [TemplateReference] {
        var found: [TemplateReference] = []
        var pending = [program]
        while let next = pending.popLast() {
            for instruction in next.instructions {
                switch instruction {
                case .partial(let tag): found.append(tag.pointee.reference)
                case .parent(let tag):
                    found.append(tag.pointee.reference)
                    pending.append(contentsOf: tag.pointee.blocks.values.map(\.program))
                case .section(_, _, let body): pending.append(body)
                case .block(let block): pending.append(block.pointee.body.program)
                default: break
                }
            }
        }
        return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}
