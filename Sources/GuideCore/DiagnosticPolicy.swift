/// What a run makes of its diagnostics: the site's severity for each id (`diagnostics:` in
/// guidegen.yml), and when they fail the run: any error, or with `strict` (`--strict`) any
/// warning too. The build (which then writes nothing), the preview, the linter (which then
/// exits 1) and the language server apply this one value where they gather their findings; the
/// severity each finding starts with is its id's default (`DiagnosticCatalog`, the copy rules)
/// or what its context makes of it (a build's copy findings are warnings).
public struct DiagnosticPolicy: Sendable, Equatable {
    /// Warnings fail the run like errors.
    var strict: Bool
    /// The site's severity per id; nil switches the id off. It wins over the context's.
    public var severities: [String: Severity?]

    public init(strict: Bool = false, severities: [String: Severity?] = [:]) {
        self.strict = strict
        self.severities = severities
    }

    /// A diagnostic with the site's severity for its id, or nil when the site switches it off.
    public func apply(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let setting = severities[diagnostic.id] else { return diagnostic }
        guard let severity = setting else { return nil }
        var changed = diagnostic
        changed.severity = severity
        return changed
    }

    /// The diagnostics with the site's severities, those switched off left out.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        severities.isEmpty ? diagnostics : diagnostics.compactMap(apply)
    }

    /// True when this diagnostic alone fails the run.
    public func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
    }

    /// True when any of the diagnostics fails the run.
    public func fails(_ diagnostics: some Sequence<Diagnostic>) -> Bool {
        diagnostics.contains(where: fails)
    }
}
