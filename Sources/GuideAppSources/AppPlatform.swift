import SwiftSyntax

/// The kind of device an app's strings are written for. It changes what is right: on a Mac
/// people click and choose (so “tap” advice is wrong there), and checkbox labels are written in
/// either style, where an iPhone's switches in a list take title style.
///
/// An app is one platform (`init(imports:)`), but code shared across iPhone and Mac says which
/// of its parts is whose: the `#if os(…)` clauses around a place (`init(compiledAt:)`), a file's
/// own imports (`init(fileImports:)`) and the folder it is in (`init(folders:)`).
/// `FileScan.platform(at:)` reads them in that order.
public enum AppPlatform: String, Sendable, CaseIterable {
    case touch
    case mac

    /// `mac` when the app's Swift files import AppKit (or Cocoa) and none imports UIKit;
    /// otherwise `touch`, as guidelines for touch screens are the default.
    init(imports: Set<String>) {
        self = !imports.contains("UIKit") && (imports.contains("AppKit") || imports.contains("Cocoa")) ? .mac : .touch
    }

    /// The platform one file's own imports say its code is for: `mac` when it imports AppKit
    /// (or Cocoa) and not UIKit, `touch` when it imports UIKit and neither of those; nil when
    /// it imports none of them (SwiftUI shared by both) or all.
    init?(fileImports imports: Set<String>) {
        let appKit = imports.contains("AppKit") || imports.contains("Cocoa")
        guard appKit != imports.contains("UIKit") else { return nil }
        self = appKit ? .mac : .touch
    }

    /// The platform the nearest folder named for one says a file's code is for (`Platform/macOS/…`,
    /// `MacLibrary/…`, `Swiftfin tvOS/…`), given the file's path inside the app; nil when no folder
    /// on it names a platform. Multiplatform projects keep each platform's code apart so.
    init?(folders path: String) {
        for folder in path.split(separator: "/").dropLast().reversed() {
            for word in folder.split(whereSeparator: { !$0.isLetter }) {
                if let platform = Self.named(by: word) { self = platform; return }
            }
        }
        return nil
    }

    /// The platform a folder's word names: `macOS`, `OSX`, `Mac`, `MacLibrary` (a word that
    /// begins with `Mac` and a capital); `iOS`, `iPhone`, `iPad`, `tvOS`, `watchOS`, `visionOS`.
    private static func named(by word: Substring) -> AppPlatform? {
        let lower = word.lowercased()
        if ["macos", "osx", "mac", "appkit"].contains(lower) || word.hasPrefix("Mac") && word.dropFirst(3).first?.isUppercase == true {
            return .mac
        }
        if ["ios", "iphone", "ipad", "ipados", "uikit", "tvos", "watchos", "visionos"].contains(lower) { return .touch }
        return nil
    }

    /// The platform the `#if` clauses around `node` (and `node` itself, when it is one) compile
    /// it for: `#if os(macOS)`, `#elseif os(iOS) || os(tvOS)`, the `#else` of `#if !os(macOS)`,
    /// `#if canImport(AppKit)`, `#if targetEnvironment(macCatalyst)` (a Mac). Nil when they
    /// compile it for both, for none, or say nothing of the platform (`#if DEBUG`).
    ///
    /// `os(iOS)` holds on Mac Catalyst too; a clause that admits Catalyst beside other systems
    /// is read as theirs (`#if os(iOS)` is iPhone and iPad code), one that admits Catalyst alone
    /// as a Mac's.
    init?(compiledAt node: Syntax) {
        var targets = Set(CompileTarget.allCases)
        var current: Syntax? = node
        while let place = current {
            if let clause = place.as(IfConfigClauseSyntax.self) { targets.formIntersection(CompileTarget.taking(clause)) }
            current = place.parent
        }
        let considered = targets.count > 1 ? targets.subtracting([.macCatalyst]) : targets
        let platforms = Set(considered.map(\.platform))
        guard platforms.count == 1, let platform = platforms.first else { return nil }
        self = platform
    }
}

/// The systems an app's `#if` conditions tell apart, each drawn as a Mac's or a touch screen's
/// (Apple TV, Watch and Vision Pro are not clicked, so their guidelines are the default's).
enum CompileTarget: CaseIterable {
    case macOS, macCatalyst, iOS, tvOS, watchOS, visionOS

    var platform: AppPlatform { self == .macOS || self == .macCatalyst ? .mac : .touch }

    /// The systems on which a clause of an `#if` may be the one compiled: those on which its
    /// condition may hold and no earlier clause's surely does (`#else`: no earlier one's does).
    static func taking(_ clause: IfConfigClauseSyntax) -> Set<CompileTarget> {
        var targets = Set(allCases)
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return targets }
        for other in clauses {
            let isThis = other.id == clause.id
            if let condition = other.condition {
                // Not where an earlier clause is surely taken, nor where this one's condition surely fails.
                let excluding = !isThis
                targets = targets.filter { truth(of: condition, on: $0) != excluding }
            }
            if isThis { break }
        }
        return targets
    }

    /// Whether a compilation condition holds on a system: nil when it does not say (a custom
    /// flag such as `DEBUG`, `swift(>=5.9)`, `arch(arm64)`, `targetEnvironment(simulator)`).
    static func truth(of condition: ExprSyntax, on target: CompileTarget) -> Bool? {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return truth(of: prefix.expression, on: target).map(!)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return truth(of: only.expression, on: target)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combineAll(name, [truth(of: infix.leftOperand, on: target), truth(of: infix.rightOperand, on: target)])
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return truth(ofSequence: Array(sequence.elements), on: target)
        }
        guard let call = condition.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
              call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        return truth(of: function.baseName.text, argument, on: target)
    }

    /// `a || b && c` as written (unfolded): `&&` binds tighter than `||`.
    private static func truth(ofSequence elements: [ExprSyntax], on target: CompileTarget) -> Bool? {
        func isOperator(_ element: ExprSyntax, _ name: String) -> Bool { element.as(BinaryOperatorExprSyntax.self)?.operator.text == name }
        if let or = elements.firstIndex(where: { isOperator($0, "||") }) {
            let sides = [Array(elements[..<or]), Array(elements[(or + 1)...])]
            return combineAll("||", sides.map { truth(ofSequence: $0, on: target) })
        }
        if let and = elements.firstIndex(where: { isOperator($0, "&&") }) {
            let sides = [Array(elements[..<and]), Array(elements[(and + 1)...])]
            return combineAll("&&", sides.map { truth(ofSequence: $0, on: target) })
        }
        return elements.count == 1 ? truth(of: elements[0], on: target) : nil
    }

    /// `&&` and `||` where a side may be unknown: false and anything is false, true or anything true.
    private static func combineAll(_ name: String, _ values: [Bool?]) -> Bool? {
        switch name {
        case "&&": return values.contains(false) ? false : values.allSatisfy { $0 == true } ? true : nil
        case "||": return values.contains(true) ? true : values.allSatisfy { $0 == false } ? false : nil
        default: return nil
        }
    }

    /// `os(…)`, `targetEnvironment(macCatalyst)` and `canImport(UIKit)`/`canImport(AppKit)` on a system.
    private static func truth(of function: String, _ argument: String, on target: CompileTarget) -> Bool? {
        switch function {
        case "os":
            switch argument {
            case "macOS", "OSX": return target == .macOS
            case "iOS": return target == .iOS || target == .macCatalyst
            case "tvOS": return target == .tvOS
            case "watchOS": return target == .watchOS
            case "visionOS", "xrOS": return target == .visionOS
            // Linux, Windows, Android…: none of an Apple app's systems.
            default: return false
            }
        case "targetEnvironment":
            return argument == "macCatalyst" ? target == .macCatalyst : nil
        case "canImport":
            switch argument {
            case "UIKit": return target != .macOS
            case "AppKit", "Cocoa": return target == .macOS
            default: return nil
            }
        default:
            return nil
        }
    }
}
