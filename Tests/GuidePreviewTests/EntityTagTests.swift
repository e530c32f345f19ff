import Testing
@testable import GuidePreview

struct EntityTagTests {
    let etag = "\"abc-1-1000\""

    @Test func ifNoneMatchUsesTheWeakComparison() {
        #expect(EntityTag.noneMatch(etag, matches: etag))
        #expect(EntityTag.noneMatch("W/\(etag)", matches: etag))
        #expect(EntityTag.noneMatch("\"x\", W/\(etag)", matches: etag))
        #expect(EntityTag.noneMatch("*", matches: etag))
        #expect(EntityTag.noneMatch(etag, matches: "W/\(etag)"))
    }

    @Test func otherTagsDoNotMatch() {
        #expect(!EntityTag.noneMatch("\"abc-1-100\"", matches: etag))
        #expect(!EntityTag.noneMatch("w/\(etag)", matches: etag))
        #expect(!EntityTag.noneMatch("abc-1-1000", matches: etag))
        #expect(!EntityTag.noneMatch("", matches: etag))
        #expect(!EntityTag.noneMatch("\"unclosed", matches: etag))
        // A tag may hold a comma: it is one tag, not two.
        #expect(!EntityTag.noneMatch("\"x,\(etag.dropFirst())", matches: etag))
    }

    @Test func tagsAreReadOneByOne() {
        #expect(EntityTag.tags(in: " \"a\" ,W/\"b\",, \"c,d\"") == ["\"a\"", "W/\"b\"", "\"c,d\""])
        #expect(EntityTag.tags(in: "\"a\", junk, \"b\"") == ["\"a\""])
    }

    @Test func ifRangeUsesTheStrongComparison() {
        #expect(EntityTag.ifRange(etag, matches: etag))
        #expect(!EntityTag.ifRange("W/\(etag)", matches: etag))
        #expect(!EntityTag.ifRange(etag, matches: "W/\(etag)"))
        #expect(!EntityTag.ifRange("\"other\"", matches: etag))
    }
}
