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

    private mutating func walk(_ program: [Instruction], overrides: [String: BlockBody]) {
        for instruction in program {
            switch instruction {
            case .partial(let name, _, let reference):
                visit(name, overrides: overrides, via: reference)
            case .parent(let name, _, let blocks, let reference):
                var merged = blocks
                for (name, body) in overrides { merged[name] = body }
                visit(name, overrides: merged, via: reference)
            case .block(let name, _, let body):
                walk((overrides[name] ?? body).program, overrides: overrides)
            default:
                // Sections render only for some data.
                break
            }
        }
    }
}
