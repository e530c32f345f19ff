import Testing
@testable import GuideTranslations

/// The record's file is read directly in the form guidegen writes it, and as YAML in any
/// other form: both readings must agree, and a file edited by hand must still read.
struct TranslationRecordReadingTests {
    static let record = TranslationRecord(entries: [
        "components/buttons.zh-Hans.md": .init(source: "components/buttons.en.md", sections: ["": "0123456789abcdef", "best-practices": "fedcba9876543210"]),
        "a \"quoted\" \\ path\twith\ttabs.zh-Hans.md": .init(source: "a.en.md", sections: ["x": "1111111111111111", "line\nbreak": "2222222222222222"]),
        "按钮/控件\u{1}.zh-Hans.md": .init(source: "按钮/控件.en.md", sections: ["最佳实践": "abcdefabcdef0123"]),
    ])

    @Test func theWrittenFormReadsDirectlyAndAsYAMLAlike() {
        let text = Self.record.yaml()
        #expect(TranslationRecord.readingWrittenForm(text) == Self.record)
        let (viaYAML, diagnostics) = TranslationRecord.readingYAML(text, file: "translations.yml")
        #expect(diagnostics.isEmpty)
        #expect(viaYAML == Self.record)
    }

    @Test func aFileEditedByHandIsReadAsYAML() {
        // A comment between entries, other indentation, plain scalars: not the written form.
        let edited = """
            components/buttons.zh-Hans.md:   # reviewed by hand
                source: components/buttons.en.md
                sections:
                    "": 0123456789abcdef
                    best-practices: fedcba9876543210
            """
        #expect(TranslationRecord.readingWrittenForm(edited) == nil)
        let (record, diagnostics) = TranslationRecord.read(edited, file: "translations.yml")
        #expect(diagnostics.isEmpty)
        #expect(record?.entries["components/buttons.zh-Hans.md"] == Self.record.entries["components/buttons.zh-Hans.md"])
    }

    @Test func whatTheWrittenFormCannotSayIsLeftToYAMLAndItsErrors() {
        let entry = "\"a.zh-Hans.md\":\n  source: \"a.en.md\"\n  sections:\n    \"\": 0123456789abcdef\n"
        // The same page twice: YAML's error, at the second key's line.
        let twice = entry + entry
        #expect(TranslationRecord.readingWrittenForm(twice) == nil)
        let (record, diagnostics) = TranslationRecord.read(twice, file: "translations.yml")
        #expect(record == nil && diagnostics.first?.id == "yaml.invalid")
        #expect(diagnostics.first?.location?.line == 5)
        // No sections under `sections:`, and a fingerprint that is not 16 hex digits.
        for broken in ["\"a.zh-Hans.md\":\n  source: \"a.en.md\"\n  sections:\n", entry.replacingOccurrences(of: "0123456789abcdef", with: "0123")] {
            #expect(TranslationRecord.readingWrittenForm(broken) == nil)
        }
        #expect(TranslationRecord.read("\"a.zh-Hans.md\":\n  source: \"a.en.md\"\n  sections:\n", file: "translations.yml").0 == nil)
    }
}
