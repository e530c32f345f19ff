import Foundation
import Testing
@testable import GuideTemplates

/// The official Mustache specification's tests (mustache/spec, kept with its MIT licence in
/// `Tests/Fixtures/mustache-spec/`): every test of the required
/// modules and of template inheritance. Lambdas and dynamic names are optional and not
/// supported.
struct MustacheSpecTests {
    static let files = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance"]

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/mustache-spec")

    /// Every test of every file; a missing folder or file is one failing case that says so.
    static func cases() -> [SpecCase] {
        files.flatMap { file -> [SpecCase] in
            let url = folder.appendingPathComponent(file + ".json")
            do {
                let data = try Data(contentsOf: url)
                return try JSONDecoder().decode(SpecFile.self, from: data).tests.map { SpecCase(file: file, test: $0, problem: nil) }
            } catch {
                return [SpecCase(file: file, test: nil, problem: "cannot read the Mustache specification's tests at \(url.path): \(error)")]
            }
        }
    }

    @Test(arguments: cases())
    func theSpecificationsTestPasses(_ specCase: SpecCase) throws {
        guard let test = specCase.test else {
            Issue.record(Comment(rawValue: specCase.problem ?? "no test"))
            return
        }
        var library = TemplateLibrary()
        for (name, source) in test.partials ?? [:] { try library.add(source, named: name) }
        try library.add(test.template, named: "spec-test-template")
        let output = try library.render("spec-test-template", test.data.value)
        #expect(output == test.expected, "\(test.desc)\ntemplate: \(test.template.debugDescription)")
    }

    @Test func everyRequiredModuleAndInheritanceIsThere() {
        let cases = Self.cases()
        #expect(cases.allSatisfy { $0.test != nil })
        #expect(Set(cases.map(\.file)) == Set(Self.files))
        #expect(cases.count > 150)
    }
}

struct SpecFile: Decodable {
    var tests: [SpecTest]
}

struct SpecTest: Decodable, Sendable {
    var name: String
    var desc: String
    var data: JSONValue
    var template: String
    var partials: [String: String]?
    var expected: String
}

struct SpecCase: Sendable, CustomTestStringConvertible {
    var file: String
    var test: SpecTest?
    var problem: String?
    var testDescription: String { "\(file): \(test?.name ?? "missing")" }
}

/// JSON, as a template context.
enum JSONValue: Decodable, Sendable {
    case null, bool(Bool), int(Int), double(Double), string(String)
    case array([JSONValue]), object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .int(value) }
        else if let value = try? container.decode(Double.self) { self = .double(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    var value: TemplateValue {
        switch self {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .text(String(value))
        case .double(let value): return .text(String(value))
        case .string(let value): return .text(value)
        case .array(let values): return .list(values.map(\.value))
        case .object(let values):
            var object = TemplateObject()
            for (key, value) in values { object[TemplateKey(key)] = value.value }
            return .object(object)
        }
    }
}
