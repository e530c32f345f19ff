/// A kind of Swift symbol, as DocC and the symbol graph name it (`struct`, `type.method`): what a
/// symbol link's disambiguation says (``` ``Counted-swift.struct`` ```) and how DocC groups the
/// symbols nobody curates under the page above them ("Structures", "Instance Methods").
/// The cases are in the order of DocC's automatic groups.
public enum SymbolKind: String, Sendable, CaseIterable {
    case `class`
    case `protocol`
    case structure = "struct"
    case variable = "var"
    case function = "func"
    case `operator` = "func.op"
    case macro
    case associatedType = "associatedtype"
    case enumerationCase = "enum.case"
    case initializer = "init"
    case deinitializer = "deinit"
    case instanceProperty = "property"
    case instanceMethod = "method"
    case `subscript`
    case typeAlias = "typealias"
    case typeProperty = "type.property"
    case typeMethod = "type.method"
    // DocC's order leaves type subscripts out; they follow the type methods here.
    case typeSubscript = "type.subscript"
    case enumeration = "enum"

    /// The kind a symbol link's last part says after `-swift.` (`Counted-swift.struct`); an
    /// actor is a class, as the symbol graph files it.
    public init?(disambiguatedPart part: Substring) {
        guard let range = part.range(of: "-swift.", options: .backwards) else { return nil }
        let identifier = part[range.upperBound...]
        if identifier == "actor" { self = .class; return }
        self.init(rawValue: String(identifier))
    }

    /// True for a type's kind: a class (an actor too), protocol, structure, enumeration, type
    /// alias or associated type.
    public var isType: Bool {
        switch self {
        case .class, .protocol, .structure, .enumeration, .typeAlias, .associatedType: return true
        default: return false
        }
    }

    /// The title of DocC's automatic group of this kind, in `language` (English but for Chinese,
    /// in the words of Apple's Chinese translation of The Swift Programming Language).
    public func groupTitle(in language: Language) -> String {
        language.isChinese ? chineseTitle : englishTitle
    }

    /// The title of DocC's group of symbols whose kind is not known here.
    public static func unknownGroupTitle(in language: Language) -> String {
        language.isChinese ? "符号" : "Symbols"
    }

    private var englishTitle: String {
        switch self {
        case .class: return "Classes"
        case .protocol: return "Protocols"
        case .structure: return "Structures"
        case .variable: return "Variables"
        case .function: return "Functions"
        case .operator: return "Operators"
        case .macro: return "Macros"
        case .associatedType: return "Associated Types"
        case .enumerationCase: return "Enumeration Cases"
        case .initializer: return "Initializers"
        case .deinitializer: return "Deinitializers"
        case .instanceProperty: return "Instance Properties"
        case .instanceMethod: return "Instance Methods"
        case .subscript: return "Subscripts"
        case .typeAlias: return "Type Aliases"
        case .typeProperty: return "Type Properties"
        case .typeMethod: return "Type Methods"
        case .typeSubscript: return "Type Subscripts"
        case .enumeration: return "Enumerations"
        }
    }

    private var chineseTitle: String {
        switch self {
        case .class: return "类"
        case .protocol: return "协议"
        case .structure: return "结构体"
        case .variable: return "变量"
        case .function: return "函数"
        case .operator: return "运算符"
        case .macro: return "宏"
        case .associatedType: return "关联类型"
        case .enumerationCase: return "枚举成员"
        case .initializer: return "构造器"
        case .deinitializer: return "析构器"
        case .instanceProperty: return "实例属性"
        case .instanceMethod: return "实例方法"
        case .subscript: return "下标"
        case .typeAlias: return "类型别名"
        case .typeProperty: return "类型属性"
        case .typeMethod: return "类型方法"
        case .typeSubscript: return "类型下标"
        case .enumeration: return "枚举"
        }
    }
}
