/// Templates that include each other without end: `chain` names them in order, ending with
/// the first again (`footer → footer`, `a → b → a`); `reference` is the tag that closes it.
public struct TemplateCycle: Sendable, Equatable {
    public let chain: [String]
    public let reference: TemplateReference
}

extension TemplateLibrary {
    /// Every include cycle that rendering would enter whatever the data: partials and parents
    /// reached without a section around them, with blocks resolved as rendering resolves them
    /// (so a parent that includes itself with a block overridden differently, as the
    /// specification's "Recursion" test does, is no cycle). Includes inside sections depend on
    /// the data and are allowed; rendering stops them at `TemplateRenderer.maximumIncludeDepth`.
    public func cycles() -> [TemplateCycle] {
        var search = CycleSearch(templates: templates)
        for name in templates.keys.sorted() { search.visit(name, overrides: [:], via: nil) }
        return search.found
    }
}

private struct CycleSearch {
    struct State: Hashable {
        var template: String
        var overrides: [String: ObjectIdentifier]
    }

    let templates: [String: Template]
    var found: [TemplateCycle] = []
    var finished: Set<State> = []
    var path: [State] = []

    init(templates: [String: Template]) { self.templates = templates }

    mutating func visit(_ name: String, overrides: [String: BlockBody], via reference: TemplateReference?) {
        guard let template = templates[name] else { return }
        let state = State(template: name, overrides: overrides.mapValues { ObjectIdentifier($0) })
        if let start = path.firstIndex(of: state) {
            if let reference {
                let cycle = TemplateCycle(chain: path[start...].map(\.template) + [name], reference: reference)
                if !found.contains(cycle) { found.append(cycle) }
            }
            return
        }
        guard !finished.contains(state) else { return }
        path.append(state)
        walk(template.program, overrides: overrides)
        path.removeLast()
        finished.insert(state)
    }

    private mutating func walk(_ program: Program, overrides: [String: BlockBody]) {
        for instruction in program.instructions {
            switch instruction {
            case .partial(let tag):
                visit(tag.pointee.name, overrides: overrides, via: tag.pointee.reference)
            case .parent(let tag):
                var merged = tag.pointee.blocks
                for (name, body) in overrides { merged[name] = body }
                visit(tag.pointee.name, overrides: merged, via: tag.pointee.reference)
            case .block(let block):
                walk((overrides[block.pointee.name] ?? block.pointee.body).program, overrides: overrides)
            default:
                // Sections render only for some data.
                break
            }
        }
    }
}
