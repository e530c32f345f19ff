/// Where rendering stopped including a template because it would not end: a template that
/// includes itself more than `TemplateRenderer.maximumIncludeDepth` deep, whose output passed
/// `TemplateRenderer.maximumOutput`, or that followed `TemplateRenderer.maximumIncludes` includes. What was rendered up to there is cut short, so a caller
/// must not use it as a finished page.
public struct TemplateRunaway: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// Includes nested deeper than this many levels.
        case tooDeep(levels: Int)
        /// The output passed this many bytes.
        case tooLarge(bytes: Int)
        /// One render followed this many includes (partials that fan out).
        case tooMany(includes: Int)
    }

    /// The include tag that was not followed: the template it names, the template it is in, its
    /// line and column.
    public let include: TemplateReference
    public let reason: Reason

    /// One sentence for a diagnostic, without the location.
    public var message: String {
        let why = switch reason {
        case .tooDeep(let levels): "includes were nested more than \(levels) deep"
        case .tooLarge(let bytes): "the output passed \(bytes >> 20) MB"
        case .tooMany(let includes): "one page followed more than \(includes) includes"
        }
        return "rendering stopped at this include of `\(include.name)`: \(why), so the templates include each other without end for this data"
    }
}
