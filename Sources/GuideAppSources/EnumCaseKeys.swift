import SwiftSyntax

/// Keys passed as enum cases: the app's wrapper whose key parameter is one of its enums with
/// `String` raw values, looked up by `key.rawValue` (`phrase(.saveLabel)`), takes at each call the
/// case passed, whose raw value is the key (its name when none is written).
extension KeyReader {
    /// The keys the enum cases given to a wrapper's key parameters name, each at the case as the
    /// call writes it: `.saveLabel`, `Phrase.saveLabel`, or each branch of a condition between
    /// them. A value held in a variable names no case and gives none.
    /// Of overloads with the same labels, the first whose enum parameter is given its cases.
    func enumCaseKeys(of call: FunctionCallExprSyntax, valueOnly: Bool = false) -> [(key: String, position: Position)] {
        guard !wrappers.stringEnums.isEmpty else { return [] }
        for (signature, given) in wrapperCalls(call) where !signature.enumKeys.isEmpty && (signature.returnsText || !valueOnly) {
            let keys = signature.enumKeys.sorted { $0.key < $1.key }.flatMap { index, type -> [(key: String, position: Position)] in
                guard let cases = wrappers.stringEnums[type] else { return [] }
                return given[index].flatMap { argument in
                    Self.caseNames(argument, of: type).compactMap { element in
                        cases[element.name].map { (key: $0, position: position(element.node)) }
                    }
                }
            }
            if !keys.isEmpty { return keys }
        }
        return []
    }

    /// The arguments a call gives a wrapper's variadic parameter that is not its key
    /// (`phrase(.movedDown, arguments: name)`), which fill the key's placeholders in order.
    func formatArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        guard let (signature, given) = wrapperCall(call) else { return [] }
        return signature.parameters.indices.filter {
            signature.parameters[$0].variadic && !signature.keys.contains($0) && signature.enumKeys[$0] == nil
        }.flatMap { given[$0] }
    }

    /// The enum cases an expression names: `.name`, `Type.name`, either branch of a condition
    /// between them, parenthesized or not.
    static func caseNames(_ expression: ExprSyntax, of type: String) -> [(name: String, node: Syntax)] {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.text != type { return [] }
            return [(member.declName.baseName.text, Syntax(member))]
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return caseNames(only.expression, of: type)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return caseNames(ternary.thenExpression, of: type) + caseNames(ternary.elseExpression, of: type)
        }
        // Unfolded, as the parser gives it: `condition`, `? then :`, `else`.
        if let sequence = expression.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements), elements.count == 3,
           let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
            return caseNames(ternary.thenExpression, of: type) + caseNames(elements[2], of: type)
        }
        return []
    }
}
