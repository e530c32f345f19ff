import SwiftSyntax

/// What a view call or a hosted view can be matched with, read in the first pass over every file
/// (issue 32, lint time): the app's view functions and properties, named as
/// `FileScanVisitor.viewDeclarationName(_:)` names them (`func:row`, `var:content`), and the
/// names of the types it declares or extends, as `KeyReader.enclosingType` names them. A call
/// of anything else (`.padding()`, `Text(…)`) shows none of the app's leaf views, so where it
/// stands is not worked out.
struct AppViewNames: Sendable {
    var declarations: Set<String> = []
    var types: Set<String> = []

    /// The names one file declares, at any depth.
    static func names(in tree: some SyntaxProtocol) -> AppViewNames {
        let visitor = AppViewNameVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.names
    }

    /// The names of several files together.
    init(_ files: [AppViewNames]) {
        for file in files {
            declarations.formUnion(file.declarations)
            types.formUnion(file.types)
        }
    }

    init() {}
}

private final class AppViewNameVisitor: SyntaxVisitor {
    var names = AppViewNames()

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        note(Syntax(node))
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        note(Syntax(node))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { noteType(Syntax(node)) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { noteType(Syntax(node)) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { noteType(Syntax(node)) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { noteType(Syntax(node)) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { noteType(Syntax(node)) }

    private func note(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let name = FileScanVisitor.viewDeclarationName(node) { names.declarations.insert(name) }
        return .visitChildren
    }

    private func noteType(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let name = TypeDeclaration(node)?.name { names.types.insert(name) }
        return .visitChildren
    }
}
