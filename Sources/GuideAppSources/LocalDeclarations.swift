import Foundation
import SwiftSyntax

/// The variables each statement list declares, and the names its `guard` statements unwrap,
/// found once per list. Looking back through a list's statements for every name read in it made
/// a function of 4,000 statements take 8 times the time of one of 1,000
/// (`Benchmarks/app-lint-shapes.sh`).
///
/// One file is read on one thread at a time, so each thread keeps the index of the tree it read
/// last, and starts again when asked about another. Holding that tree's root keeps its nodes'
/// identifiers from being those of a tree made later; a thread keeps at most that one tree.
final class LocalDeclarations {
    private var root: Syntax?
    private var lists: [SyntaxIdentifier: List] = [:]

    /// What one statement list declares, by name, in reading order.
    private struct List {
        /// Its variable declarations' bindings (`let title = …`).
        var variables: [String: [PatternBindingSyntax]] = [:]
        /// Its `guard` statements' optional bindings (`guard let title = item.text`).
        var guarded: [String: [OptionalBindingConditionSyntax]] = [:]
    }

    /// This thread's index.
    static var current: LocalDeclarations {
        let storage = Thread.current.threadDictionary
        if let index = storage[threadKey] as? LocalDeclarations { return index }
        let index = LocalDeclarations()
        storage[threadKey] = index
        return index
    }

    private static let threadKey = "guidegen.LocalDeclarations"

    /// The bindings named `name` among `list`'s variable declarations, in reading order.
    func bindings(named name: String, in list: CodeBlockItemListSyntax) -> [PatternBindingSyntax] {
        declarations(of: list).variables[name] ?? []
    }

    /// The optional bindings named `name` in `list`'s `guard` statements, in reading order.
    func guardedBindings(named name: String, in list: CodeBlockItemListSyntax) -> [OptionalBindingConditionSyntax] {
        declarations(of: list).guarded[name] ?? []
    }

    private func declarations(of list: CodeBlockItemListSyntax) -> List {
        let listRoot = list.root
        if root?.id != listRoot.id {
            root = listRoot
            lists = [:]
        }
        if let known = lists[list.id] { return known }
        var found = List()
        for item in list {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    for declared in Self.names(declaredBy: binding.pattern) { found.variables[declared, default: []].append(binding) }
                }
            } else if let guarded = item.item.as(GuardStmtSyntax.self) {
                for condition in guarded.conditions {
                    guard case .optionalBinding(let binding) = condition.condition,
                          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    found.guarded[name, default: []].append(binding)
                }
            }
        }
        lists[list.id] = found
        return found
    }

    /// The names a binding's pattern declares: itself, or each of a tuple's elements
    /// (`let (title, message) = …`).
    static func names(declaredBy pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        return pattern.as(TuplePatternSyntax.self)?.elements.flatMap { names(declaredBy: $0.pattern) } ?? []
    }
}
