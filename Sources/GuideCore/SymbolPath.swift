/// A symbol's path in its module, as DocC's links write it (`Widget/Style`).
public enum SymbolPath {
    /// The path of a type as Swift code writes its name (`Widget.Style`, `Box<Int>`): the dots
    /// made slashes, generic arguments left out.
    public static func ofTypeName(_ name: some StringProtocol) -> String {
        name.prefix { $0 != "<" }.split(separator: ".").joined(separator: "/")
    }
}
