/// When diagnostics fail a run: any error, or with `strict` (`--strict`) any warning too. The
/// build (which then writes nothing) and the linter (which then exits 1) decide by this one
/// value; what severity each finding has is the rules' business (`lint.rules` in guidegen.yml).
public struct DiagnosticPolicy: Sendable, Equatable {
    /// Warnings fail the run like errors.
    var strict: Bool

    public init(strict: Bool = false) {
        self.strict = strict
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
