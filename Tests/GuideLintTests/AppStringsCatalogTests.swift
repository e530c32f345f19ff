import Foundation
@testable import GuideCore
import Testing
@testable import GuideLint

struct AppStringsCatalogTests {
    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {
          "localizations" : {
            "zh-Hans" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "取消"
              }
            }
          }
        },
        "items.count" : {
          "comment" : "Number of items. guidegen-lint disable en.tap",
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld item"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld items"
                    }
                  }
                }
              }
            },
            "zh-Hans" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "共 %lld 个项目"
              }
            }
          }
        },
        "quote.message" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Say \"hi\" to 世界" } }
          }
        },
        "Empty" : {

        }
      },
      "version" : "1.0"
    }

    """#

    @Test func everyLocalizationAndVariationIsAnEntryWithItsExactPosition() throws {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        let path = try folder.write(Self.catalog, to: "Localizable.xcstrings")
        let result = StringCatalog.read(path: path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.sourceLanguage == .english)
        #expect(result.text == Self.catalog)
        let found = result.entries.map { "\($0.key) \($0.language) \($0.variant ?? "-") \($0.line):\($0.byteColumn) \($0.exact) \($0.value)" }
        #expect(found == [
            // No English localization: the key is the English value, at the key's position.
            "Cancel en - 4:6 true Cancel",
            "Cancel zh-Hans - 9:24 true 取消",
            "items.count en plural.one 23:30 true %lld item",
            "items.count en plural.other 29:30 true %lld items",
            "items.count zh-Hans - 38:24 true 共 %lld 个项目",
            "quote.message en - 45:70 false Say \"hi\" to 世界",
            "Empty en - 48:6 true Empty",
        ])
        #expect(result.entries.allSatisfy { $0.file == path })
    }

    @Test func theCommentOfAKeyIsTheCommentAndSuppressionsOfEachOfItsValues() {
        let result = StringCatalog.parse(Data(Self.catalog.utf8), file: "L.xcstrings")
        let counts = result.entries.filter { $0.key == "items.count" }
        #expect(counts.count == 3)
        #expect(counts.allSatisfy { $0.comment == "Number of items. guidegen-lint disable en.tap" && $0.suppressedRules == ["en.tap"] })
        #expect(result.entries.first?.comment == nil)
        #expect(result.entries.first?.suppressedRules.isEmpty == true)
    }

    @Test func substitutionsDevicesAndStringSetsAreEntriesToo() {
        let text = #"""
        {"sourceLanguage":"zh-Hans","strings":{"k":{"localizations":{"zh-Hans":{
        "stringUnit":{"state":"translated","value":"有 %#@n@"},
        "substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg 个"}}}}}},
        "variations":{"device":{"mac":{"variations":{"plural":{"one":{"stringUnit":{"value":"一个"}}}}}}},
        "stringSet":{"values":["甲","乙"]}}}}}}
        """#
        let result = StringCatalog.parse(Data(text.utf8), file: "A.xcstrings")
        #expect(result.diagnostics.isEmpty)
        #expect(result.sourceLanguage == .simplifiedChinese)
        #expect(result.entries.map { "\($0.variant ?? "-")=\($0.value)" } == [
            "-=有 %#@n@", "substitutions.n.plural.other=%arg 个", "device.mac.plural.one=一个", "stringSet.0=甲", "stringSet.1=乙",
        ])
        #expect(result.entries.allSatisfy { $0.language == .simplifiedChinese })
    }

    @Test func invalidJSONIsReportedWhereItBreaks() throws {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        let missingComma = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "中文" : { }
            "b" : { }
          }
        }
        """
        let path = try folder.write(missingComma, to: "A.xcstrings")
        let result = StringCatalog.read(path: path)
        #expect(result.entries.isEmpty)
        #expect(result.diagnostics.map(\.id) == ["strings.json"])
        #expect(result.diagnostics.first?.location == SourceLocation(file: path, line: 5, column: 5))
        #expect(result.diagnostics.first?.message == "the file is not valid JSON: expected `,` or `}` after the member, not `\"`")
    }

    @Test func aTrailingCommaIsReportedAtTheClosingBrace() {
        let result = StringCatalog.parse(Data("{\"strings\" : {\"中文\" : {},}}".utf8), file: "A.xcstrings")
        // Characters: {"strings" : {"中文" : {},}  — the `}` after the comma is character 25.
        #expect(result.diagnostics.first?.location == SourceLocation(file: "A.xcstrings", line: 1, column: 25))
    }

    @Test func aTruncatedCatalogIsReportedAtItsEndWithANoteWhereTheObjectOpened() {
        let result = StringCatalog.parse(Data("{\n  \"strings\" : {\n\n".utf8), file: "A.xcstrings")
        #expect(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics[0]
        #expect(diagnostic.location == SourceLocation(file: "A.xcstrings", line: 2, column: 16))
        #expect(diagnostic.notes.map(\.location) == [SourceLocation(file: "A.xcstrings", line: 2, column: 15)])
    }

    @Test func aStringBrokenAcrossLinesIsReportedAtItsOpeningQuote() {
        let result = StringCatalog.parse(Data("{\"strings\" : {\"a\" : {\"comment\" : \"x\n\"}}}".utf8), file: "A.xcstrings")
        #expect(result.diagnostics.first?.location == SourceLocation(file: "A.xcstrings", line: 1, column: 34))
        #expect(result.diagnostics.first?.message == "the file is not valid JSON: this string has no closing quote on its line")
    }

    @Test func aCatalogOfTheWrongShapeIsADiagnosticNotACrash() {
        let array = StringCatalog.parse(Data("[1, 2]".utf8), file: "A.xcstrings")
        #expect(array.diagnostics.map(\.id) == ["strings.json"])
        let strings = StringCatalog.parse(Data(#"{"sourceLanguage": "en", "strings": {"a": 1, "b": {}}}"#.utf8), file: "A.xcstrings")
        #expect(strings.diagnostics.map(\.id) == ["strings.json"])
        #expect(strings.entries.map(\.key) == ["b"])
        let empty = StringCatalog.parse(Data(), file: "A.xcstrings")
        #expect(empty.diagnostics.map(\.message) == ["the file is not valid JSON: the file is empty"])
        let binary = StringCatalog.parse(Data([0x7B, 0x00, 0x01]), file: "A.xcstrings")
        #expect(binary.diagnostics.map(\.id) == ["strings.encoding"])
    }

    @Test func valuesOfTheWrongTypeDeepInsideAndKeysWrittenTwiceAreReported() {
        let text = """
            {"sourceLanguage": "en", "strings": {
              "count": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": 42}}}},
              "set": {"localizations": {"en": {"stringUnit": "Done"}}},
              "n": {"localizations": {"en": {"variations": 5}}},
              "m": {"localizations": {"en": {"variations": {"plural": []}, "substitutions": "x"}}},
              "save": {"localizations": {"en": {"stringUnit": {"value": "Save It"}}}},
              "save": {"localizations": {"en": {"stringUnit": {"value": "Save"}}}}
            }}
            """
        let result = StringCatalog.parse(Data(text.utf8), file: "A.xcstrings")
        let lines = result.diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) }
        #expect(lines == [
            "A.xcstrings:2:85: error: `value` is a string, not a number [strings.json]",
            "A.xcstrings:3:50: error: `stringUnit` is an object with a `value`, not a string [strings.json]",
            // A part the format makes an object was read as nothing when it was not one.
            "A.xcstrings:4:48: error: `variations` is an object, not a number [strings.json]",
            "A.xcstrings:5:59: error: `variations.plural` is an object, not an array [strings.json]",
            "A.xcstrings:5:81: error: `substitutions` is an object, not a string [strings.json]",
            "A.xcstrings:6:3: warning: the key `save` is written again on line 7, whose value Xcode keeps (remove this entry, or keep its text in the later one) [strings.duplicate-key]",
        ])
        // The later entry is the one read, once; a key with no readable value stands for its text, as before.
        #expect(result.entries.map(\.value) == ["count", "set", "n", "m", "Save"])
    }

    /// A name written twice anywhere in a catalog, not only a key: Xcode keeps the last, so the
    /// earlier one is reported and not checked (a repeated language was checked twice, a repeated
    /// `strings` object dropped the earlier one without a word).
    @Test func aNameWrittenTwiceAnywhereIsReportedAndTheLastOneRead() {
        let text = """
            {"sourceLanguage": "en", "strings": {"a": {"localizations": {"en": {"stringUnit": {"value": "Old"}}}}},
             "strings": {
              "b": {"localizations": {
                "en": {"stringUnit": {"value": "First"}},
                "en": {"stringUnit": {"value": "Second", "value": "Third"}}}},
              "c": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"value": "x"}}, "one": {"stringUnit": {"value": "y"}}}}}}}
            }}
            """
        let result = StringCatalog.parse(Data(text.utf8), file: "A.xcstrings")
        let lines = result.diagnostics.map { DiagnosticFormatter(format: .line).lineForm($0) }
        #expect(lines == [
            "A.xcstrings:1:26: warning: `strings` is written again on line 2, whose value Xcode keeps (remove this one, or keep its text in the later one) [strings.duplicate-key]",
            "A.xcstrings:4:5: warning: `en` is written again on line 5, whose value Xcode keeps (remove this one, or keep its text in the later one) [strings.duplicate-key]",
            "A.xcstrings:5:27: warning: `value` is written again on line 5, whose value Xcode keeps (remove this one, or keep its text in the later one) [strings.duplicate-key]",
            "A.xcstrings:6:60: warning: `one` is written again on line 6, whose value Xcode keeps (remove this one, or keep its text in the later one) [strings.duplicate-key]",
        ])
        #expect(result.entries.map(\.value) == ["Third", "y"])
    }

    @Test func theReaderDispatchesOnTheExtension() throws {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        let catalog = try folder.write(Self.catalog, to: "Localizable.xcstrings")
        let strings = try folder.write("\"a\" = \"b\";", to: "fr.lproj/Localizable.strings")
        let text = try folder.write("hello", to: "notes.txt")
        #expect(AppStringsReader.read(path: catalog).entries.count == 7)
        let read = AppStringsReader.read(path: strings)
        #expect(read.entries.map(\.language) == [Language("fr")])
        #expect(read.diagnostics.isEmpty)
        let unsupported = AppStringsReader.read(path: text)
        #expect(unsupported.entries.isEmpty)
        #expect(unsupported.diagnostics.map(\.id) == ["strings.unsupported"])
    }
}
