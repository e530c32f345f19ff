import Foundation

/// SARIF 2.1.0 (the Static Analysis Results Interchange Format) for code-scanning tools: the
/// log of one run of guidegen, its rules and its results, as pretty-printed JSON. The types
/// below are the parts of SARIF's schema guidegen writes, named and nested as SARIF names them;
/// a member that is nil is left out.
enum SARIF {
    /// The base id relative artifact URIs are relative to.
    static let baseID = "SRCROOT"

    static func render(_ diagnostics: [Diagnostic], rules known: [String: RuleDescription], baseDirectory: String,
                       codePointColumn: @escaping (_ file: String, _ line: Int, _ column: Int) -> Int) -> String {
        // The rules of the results, in order of their first result.
        var ruleIDs: [String] = []
        var ruleIndex: [String: Int] = [:]
        for d in diagnostics where ruleIndex[d.id] == nil {
            ruleIndex[d.id] = ruleIDs.count
            ruleIDs.append(d.id)
        }
        let base = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
        let places = Places(base: base, codePointColumn: codePointColumn)
        let run = Run(
            tool: Tool(driver: Driver(rules: ruleIDs.map { id in known[id].map(Rule.init) ?? Rule(unknown: id) })),
            originalUriBaseIds: [baseID: ArtifactLocation(uri: URL(fileURLWithPath: base, isDirectory: true).absoluteString, uriBaseId: nil)],
            results: diagnostics.map { Result($0, ruleIndex: ruleIndex[$0.id] ?? 0, places: places) })
        let data = (try? JSONOutput.data(Log(runs: [run]), pretty: true)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "guidegen"
        var informationUri = "https://github.com/guidegen/guidegen"
        var rules: [Rule]
    }

    /// Text, as SARIF wraps every message and description (`{"text": …}`).
    struct Message: Encodable {
        var text: String
    }

    /// SARIF's description of a rule or other diagnostic.
    struct Rule: Encodable {
        var id: String
        var name: String?
        var shortDescription: Message
        var fullDescription: Message?
        var help: Message?
        var defaultConfiguration: Configuration
        var properties: Properties?

        struct Configuration: Encodable {
            var level: String
        }

        struct Properties: Encodable {
            var languages: [String]
        }

        /// An id no `RuleDescription` describes.
        init(unknown id: String) {
            self.id = id
            shortDescription = Message(text: "guidegen reports `\(id)`")
            defaultConfiguration = Configuration(level: "error")
        }

        /// The rule `rule` describes.
        init(_ rule: RuleDescription) {
            id = rule.id
            name = rule.name
            shortDescription = Message(text: rule.summary)
            defaultConfiguration = Configuration(level: rule.defaultSeverity == .note ? "note" : rule.defaultSeverity.rawValue)
            let documentation = rule.documentation.isEmpty ? "" : " " + rule.documentation
            // A rule's summary is a sentence, most with their period.
            let sentence = rule.summary.hasSuffix(".") ? rule.summary : rule.summary + "."
            switch rule.group {
            case .copy:
                fullDescription = Message(text: "\(rule.summary) (applies to \(rule.languagesText); \(rule.defaultSeverity.rawValue) by default)")
                help = Message(text: "\(sentence)\(documentation) Applies to \(rule.languagesText). Change its severity or switch it off under `lint.rules` or `diagnostics` in guidegen.yml (`\(id): off`), or in place with `guidegen-lint disable \(id)`.")
                properties = Properties(languages: rule.languages)
            case .site:
                fullDescription = Message(text: "\(rule.summary) (\(rule.defaultSeverity.rawValue) by default)")
                help = Message(text: "guidegen reports `\(id)` for: \(rule.summary).\(documentation) Change its severity or switch it off under `diagnostics` in guidegen.yml (`\(id): warning`).")
            }
        }
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]?
        var relatedLocations: [Location]?
        var properties: Properties?
        var fixes: [Fix]?

        /// The app string a finding is in.
        struct Properties: Encodable {
            var key: String?
            var language: String?
        }

        init(_ d: Diagnostic, ruleIndex: Int, places: Places) {
            ruleId = d.id
            self.ruleIndex = ruleIndex
            level = d.severity == .note ? "note" : d.severity.rawValue
            message = Message(text: d.message + (d.suggestion.map { " (\($0))" } ?? "") + DiagnosticFormatter.appString(d))
            locations = d.location.map { [places.location($0)] }
            if !d.notes.isEmpty {
                relatedLocations = d.notes.enumerated().map { n, note in
                    var location = places.location(note.location)
                    (location.id, location.message) = (n, Message(text: note.message))
                    return location
                }
            }
            if d.key != nil || d.language != nil { properties = Properties(key: d.key, language: d.language) }
            if !d.solutions.isEmpty { fixes = d.solutions.map { Fix($0, places: places) } }
        }
    }

    struct Location: Encodable {
        var id: Int?
        var message: Message?
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int?
        var startColumn: Int?
        var endColumn: Int?
    }

    /// A suggested fix: its replacements grouped by file, files in order of their paths.
    struct Fix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
        var properties: Properties

        /// True when `--fix` applies it.
        struct Properties: Encodable {
            var safe: Bool
        }

        struct ArtifactChange: Encodable {
            var artifactLocation: ArtifactLocation
            var replacements: [Replacement]
        }

        struct Replacement: Encodable {
            var deletedRegion: Region
            var insertedContent: Message
        }

        init(_ solution: Solution, places: Places) {
            description = Message(text: solution.summary)
            let byFile = Dictionary(grouping: solution.replacements, by: \.file).sorted { $0.key < $1.key }
            artifactChanges = byFile.map { file, replacements in
                ArtifactChange(artifactLocation: places.artifact(file), replacements: replacements.map { r in
                    Replacement(deletedRegion: places.region(file, line: r.line, column: r.column, endColumn: r.endColumn),
                                insertedContent: Message(text: r.text))
                })
            }
            properties = Properties(safe: solution.isSafe)
        }
    }

    /// Where findings are, as SARIF points at them: paths relative to the folder guidegen ran
    /// in, columns counted in code points.
    struct Places {
        let base: String
        let codePointColumn: (_ file: String, _ line: Int, _ column: Int) -> Int

        func artifact(_ file: String) -> ArtifactLocation {
            // Relative to the folder guidegen ran in, as code scanning expects paths in the repository.
            var path = file
            if path.hasPrefix(base) { path = String(path.dropFirst(base.count)) }
            if path.hasPrefix("./") { path = String(path.dropFirst(2)) }
            let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            if path.hasPrefix("/") { return ArtifactLocation(uri: "file://" + encoded, uriBaseId: nil) }
            return ArtifactLocation(uri: encoded, uriBaseId: SARIF.baseID)
        }

        /// The region of a span; its members are left out where the line or columns are not known.
        func region(_ file: String, line: Int, column: Int, endColumn: Int) -> Region {
            var region = Region()
            if line > 0 { region.startLine = line }
            if column > 0 { region.startColumn = line > 0 ? codePointColumn(file, line, column) : column }
            if line > 0, endColumn > column { region.endColumn = codePointColumn(file, line, endColumn) }
            return region
        }

        func location(_ location: SourceLocation) -> Location {
            let region = region(location.file, line: location.line, column: location.column, endColumn: location.endColumn)
            let empty = region.startLine == nil && region.startColumn == nil && region.endColumn == nil
            return Location(physicalLocation: PhysicalLocation(artifactLocation: artifact(location.file), region: empty ? nil : region))
        }
    }
}
